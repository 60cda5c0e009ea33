import { describe, expect, it } from 'vitest'
import { formatAmountShort, formatNumber, formatPercent, formatShare, NEPALI_DIGITS, pageDigits, toLatinDigits, toNepaliDigits } from './digits'

describe('toNepaliDigits / toLatinDigits', () => {
  it('maps each digit to its Devanagari counterpart', () => {
    expect(toNepaliDigits('0123456789')).toBe('०१२३४५६७८९')
    expect(toLatinDigits('०१२३४५६७८९')).toBe('0123456789')
    expect(NEPALI_DIGITS.join('')).toBe('०१२३४५६७८९')
  })

  it('converts digits inside other text and leaves the rest alone', () => {
    expect(toNepaliDigits('2080/81')).toBe('२०८०/८१')
    expect(toLatinDigits('२०८०/८१')).toBe('2080/81')
    expect(toLatinDigits('आ.व. २०८०/८१ (FY 2080)')).toBe('आ.व. 2080/81 (FY 2080)')
    expect(toNepaliDigits('Ward 5, कार्तिक')).toBe('Ward ५, कार्तिक')
    expect(toLatinDigits('')).toBe('')
  })

  it('accepts numbers', () => {
    expect(toNepaliDigits(2080)).toBe('२०८०')
    expect(toNepaliDigits(-12.5)).toBe('-१२.५')
  })

  it('round-trips', () => {
    const text = 'दर्ता नं. 12/2080-81'
    expect(toLatinDigits(toNepaliDigits(text))).toBe(text)
  })
})

describe('pageDigits', () => {
  it('writes digits in the script of the page, whichever they were typed in', () => {
    expect(pageDigits('LMC-45/2080', 'ne')).toBe('LMC-४५/२०८०')
    expect(pageDigits('०१-५५५०१२३', 'en')).toBe('01-5550123')
    expect(pageDigits('२०८०/८१', 'ne')).toBe('२०८०/८१')
    expect(pageDigits(12, 'ne')).toBe('१२')
    expect(pageDigits(null, 'en')).toBe('')
    expect(pageDigits(undefined, 'ne')).toBe('')
  })
})

describe('formatNumber', () => {
  it('groups in lakhs and crores (en-IN) in both languages, in the page digits', () => {
    expect(formatNumber(1234567, 'ne')).toBe('१२,३४,५६७')
    expect(formatNumber(1234567, 'en')).toBe('12,34,567')
    expect(formatNumber(100000, 'en')).toBe('1,00,000')
    expect(formatNumber(12345678, 'en')).toBe('1,23,45,678')
    expect(formatNumber(999, 'en')).toBe('999')
    expect(formatNumber(0, 'ne')).toBe('०')
  })

  it('fixes the number of decimals when asked', () => {
    expect(formatNumber(1234567.5, 'ne', { fractionDigits: 2 })).toBe('१२,३४,५६७.५०')
    expect(formatNumber(1234.567, 'en', { fractionDigits: 0 })).toBe('1,235')
    expect(formatNumber(0.1 + 0.2, 'en', { fractionDigits: 2 })).toBe('0.30')
    expect(formatNumber(300000.5, 'en')).toBe('3,00,000.5')
  })

  it('formats negatives, and gives nothing for no number', () => {
    expect(formatNumber(-100000, 'en')).toBe('-1,00,000')
    expect(formatNumber(null, 'ne')).toBe('')
    expect(formatNumber(undefined, 'en')).toBe('')
    expect(formatNumber(Number.NaN, 'en')).toBe('')
  })
})

describe('formatShare', () => {
  it('writes shares with two decimals in the page digits, and -% without data', () => {
    expect(formatShare(1, 8, 'ne')).toBe('१२.५०%')
    expect(formatShare(1, 3, 'en')).toBe('33.33%')
    expect(formatShare(0, 5, 'en')).toBe('0.00%')
    expect(formatShare(0, 0, 'ne')).toBe('-%')
  })
})

describe('formatPercent', () => {
  it.each([
    [1, 4, '25.00'],
    [1, 3, '33.33'],
    [2, 3, '66.67'],
    [3, 3, '100.00'],
    [0, 5, '0.00'],
    [5, 4, '125.00'],
    [1, 8, '12.50'],
  ])('%d of %d -> %s', (count, total, expected) => {
    expect(formatPercent(count, total)).toBe(expected)
  })

  it('is null when there is nothing to divide by, so callers show -%', () => {
    expect(formatPercent(0, 0)).toBeNull()
    expect(formatPercent(5, 0)).toBeNull()
    expect(formatPercent(Number.NaN, 10)).toBeNull()
    expect(formatPercent(1, Infinity)).toBeNull()
  })

  it('never prints negative zero', () => {
    expect(formatPercent(-1, 100_000)).toBe('0.00')
    expect(formatPercent(-1, 100)).toBe('-1.00')
  })
})

describe('formatAmountShort', () => {
  it('writes money in crores, lakhs and thousands, with at most two decimals, in the page digits', () => {
    expect(formatAmountShort(2_500_000, 'ne')).toBe('२५ लाख')
    expect(formatAmountShort(12_500_000, 'en')).toBe('1.25 crore')
    expect(formatAmountShort(125_000_000_000, 'en')).toBe('12,500 crore')
    expect(formatAmountShort(75_000, 'ne')).toBe('७५ हजार')
    expect(formatAmountShort(123_456, 'en')).toBe('1.23 lakh')
    expect(formatAmountShort(999, 'en')).toBe('999')
    expect(formatAmountShort(0, 'ne')).toBe('०')
    expect(formatAmountShort(Number.NaN, 'en')).toBe('')
  })
})
