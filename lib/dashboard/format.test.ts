import { describe, expect, it } from 'vitest'
import { cumulative, formatCount, formatFiscalYear, formatShare, shareValue } from './format'

describe('dashboard number formats', () => {
  it('writes counts with Nepali digits and lakh grouping in Nepali, Latin digits in English', () => {
    expect(formatCount(100000, 'ne')).toBe('१,००,०००')
    expect(formatCount(100000, 'en')).toBe('100,000')
    expect(formatCount(0, 'ne')).toBe('०')
  })

  it('writes shares with two decimals, and -% without data', () => {
    expect(formatShare(1, 8, 'ne')).toBe('१२.५०%')
    expect(formatShare(1, 3, 'en')).toBe('33.33%')
    expect(formatShare(0, 5, 'en')).toBe('0.00%')
    expect(formatShare(0, 0, 'ne')).toBe('-%')
    expect(shareValue(1, 8)).toBe(12.5)
    expect(shareValue(3, 0)).toBe(0)
  })

  it('writes fiscal years in the language and accumulates totals', () => {
    expect(formatFiscalYear('2080/81', 'ne')).toBe('२०८०/८१')
    expect(formatFiscalYear('2080/81', 'en')).toBe('2080/81')
    expect(cumulative([3, 1, 2])).toEqual([3, 4, 6])
    expect(cumulative([])).toEqual([])
  })
})
