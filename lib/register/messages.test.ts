import { describe, expect, it } from 'vitest'
import { DEFAULT_LABELS } from '@/lib/i18n/labels'
import { makeTranslate } from '@/lib/i18n/translate'
import { columnLabel, EXPORT_ONLY_COLUMNS, headerIndex, headerKey, IMPORT_COLUMNS } from '@/lib/register/columns'
import { REGISTER_MESSAGES } from '@/lib/register/messages'

describe('the register’s messages and columns', () => {
  it('each message has a Nepali label, so the pages say what is wrong in Nepali too', () => {
    for (const message of Object.values(REGISTER_MESSAGES)) expect(DEFAULT_LABELS[message]?.nepali, message).toMatch(/\p{Script=Devanagari}/u)
  })

  it('each column has a Nepali label for every part of it', () => {
    for (const column of [...IMPORT_COLUMNS, ...EXPORT_ONLY_COLUMNS]) {
      for (const part of column.label) expect(DEFAULT_LABELS[part]?.nepali, part).toMatch(/\p{Script=Devanagari}/u)
    }
    for (const part of ['BS', 'AD']) expect(DEFAULT_LABELS[part]?.nepali).toBeDefined()
  })

  it('no two columns share a spelling of their header, in either language', () => {
    const translations = [makeTranslate('en', {}), makeTranslate('ne', {})]
    const owners = new Map<string, string>()
    for (const column of [...IMPORT_COLUMNS, ...EXPORT_ONLY_COLUMNS]) {
      const spellings = new Set([column.key, ...translations.map((t) => columnLabel(column, t))].map(headerKey))
      if (column.kind === 'date') {
        for (const calendar of ['BS', 'AD'] as const) {
          for (const t of translations) spellings.add(headerKey(columnLabel(column, t, calendar)))
        }
      }
      for (const spelling of spellings) {
        expect(owners.get(spelling) ?? column.key, `"${spelling}" names ${owners.get(spelling)} and ${column.key}`).toBe(column.key)
        owners.set(spelling, column.key)
      }
    }
    expect(headerIndex(translations).get(headerKey('Thematic Scope'))?.column.key).toBe('subjective_works')
    expect(headerIndex(translations).get(headerKey('thematic_scope'))?.column.key).toBe('thematic_scope')
    expect(headerIndex(translations).get(headerKey(' ordinary members - female *'))?.column.key).toBe('ordinary_member_female')
  })
})
