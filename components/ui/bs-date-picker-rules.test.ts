import { describe, expect, it } from 'vitest'
import { DEFAULT_LABELS } from '@/lib/i18n/labels'
import { bsDateProblemMessage, pickerYears } from './bs-date-picker-rules'

describe('pickerYears', () => {
  it('lists 2000 to 2080, newest first, extended to this year', () => {
    const years = pickerYears(2075, 2083)
    expect(years[0]).toBe(2083)
    expect(years.at(-1)).toBe(2000)
    expect(years).toHaveLength(84)
    expect(pickerYears(2075, null)[0]).toBe(2080)
  })

  it('reaches as far as the year in view, to the ends of the calendar', () => {
    expect(pickerYears(2090, 2083)[0]).toBe(2090)
    expect(pickerYears(2100, 2083)[0]).toBe(2100)
    expect(pickerYears(1970, 2083).at(-1)).toBe(1970)
    expect(pickerYears(1985, 2083).at(-1)).toBe(1985)
    expect(pickerYears(2150, 2150)[0]).toBe(2100)
  })
})

describe('bsDateProblemMessage', () => {
  const english = (key: string) => key
  const nepali = (key: string) => DEFAULT_LABELS[key]?.nepali ?? key

  it('says what is wrong and what is expected, in English', () => {
    expect(bsDateProblemMessage({ kind: 'format' }, english, 'en')).toBe('Invalid date: write it as year-month-day, e.g. 2081-04-15')
    expect(bsDateProblemMessage({ kind: 'year' }, english, 'en')).toBe('Invalid date: the year must be from 1970 to 2100 BS')
    expect(bsDateProblemMessage({ kind: 'month' }, english, 'en')).toBe('Invalid date: the month must be from 01 to 12')
    expect(bsDateProblemMessage({ kind: 'day', year: 2084, month: 3, days: 31 }, english, 'en')).toBe('Invalid date: Asar 2084 has 31 days, so the day must be from 1 to 31')
  })

  it('and in Nepali, with Nepali digits and month names', () => {
    expect(bsDateProblemMessage({ kind: 'day', year: 2084, month: 3, days: 31 }, nepali, 'ne')).toBe('मिति मिलेन: २०८४ असार मा ३१ दिन छन्, त्यसैले गते १ देखि ३१ सम्मको हुनुपर्छ')
    expect(bsDateProblemMessage({ kind: 'year' }, nepali, 'ne')).toBe('मिति मिलेन: साल वि.सं. १९७० देखि २१०० सम्मको हुनुपर्छ')
    expect(bsDateProblemMessage({ kind: 'format' }, nepali, 'ne')).toBe('मिति मिलेन: साल-महिना-गते ढाँचामा लेख्नुहोस्, जस्तै २०८१-०४-१५')
  })
})
