import { describe, expect, it } from 'vitest'
import { makeTranslate } from '@/lib/i18n/translate'

describe('makeTranslate', () => {
  it('serves every page of one dictionary with one translate, and a changed dictionary with its own labels', () => {
    const kept = { Home: 'गृहपृष्ठ' }
    const translate = makeTranslate('ne', kept)
    expect(makeTranslate('ne', kept)).toBe(translate)
    expect(translate('Home')).toBe('गृहपृष्ठ')
    // An administrator's edit makes a new dictionary: nothing worked out for the old one is shown.
    const changed = { Home: 'मुख्य पृष्ठ' }
    expect(makeTranslate('ne', changed)('Home')).toBe('मुख्य पृष्ठ')
    expect(makeTranslate('en', changed)('Home')).toBe('Home')
  })

  it('gives a label not yet in the table its shipped Nepali, the same each time', () => {
    const translate = makeTranslate('ne', {})
    const first = translate('Page Not found !')
    expect(first).not.toBe('Page Not found !')
    expect(translate('Page Not found !')).toBe(first)
  })
})
