import { describe, expect, it } from 'vitest'
import { EMPTY, formatAmount, formatBsDate, formatFiscalYearLabel, textOrEmpty } from './format'

describe('profile page formats', () => {
  it('shows a stored AD date as Bikram Sambat, in Nepali or Latin digits', () => {
    expect(formatBsDate('2015-08-20', 'en')).toBe('2072-05-03')
    expect(formatBsDate('2015-08-20', 'ne')).toBe('२०७२-०५-०३')
    expect(formatBsDate(null, 'ne')).toBe(EMPTY)
    expect(formatBsDate('not a date', 'en')).toBe(EMPTY)
  })

  it('groups amounts in lakhs, with Nepali digits in Nepali', () => {
    expect(formatAmount(650000, 'en')).toBe('6,50,000')
    expect(formatAmount(650000, 'ne')).toBe('६,५०,०००')
    expect(formatAmount(0.5, 'en')).toBe('0.5')
    expect(formatAmount(null, 'en')).toBe(EMPTY)
  })

  it('writes fiscal years in the viewer digits, and empty text as the empty mark', () => {
    expect(formatFiscalYearLabel('२०८०/८१', 'en')).toBe('2080/81')
    expect(formatFiscalYearLabel('2080/81', 'ne')).toBe('२०८०/८१')
    expect(textOrEmpty('  ')).toBe(EMPTY)
    expect(textOrEmpty(' a\nb ')).toBe('a\nb')
  })
})
