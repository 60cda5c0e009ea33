import { describe, expect, it } from 'vitest'
import { formatNumber, formatPercent, NEPALI_DIGITS, toLatinDigits, toNepaliDigits } from './digits'

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

describe('formatNumber', () => {
  it('groups en-IN in lakhs and crores and en-US in thousands', () => {
    expect(formatNumber(100000, 'en-IN')).toBe('1,00,000')
    expect(formatNumber(12345678, 'en-IN')).toBe('1,23,45,678')
    expect(formatNumber(100000, 'en-US')).toBe('100,000')
    expect(formatNumber(12345678, 'en-US')).toBe('12,345,678')
    expect(formatNumber(999, 'en-IN')).toBe('999')
  })

  it('fixes the number of decimals when asked', () => {
    expect(formatNumber(1234.5, 'en-IN', { fractionDigits: 2 })).toBe('1,234.50')
    expect(formatNumber(1234.567, 'en-US', { fractionDigits: 0 })).toBe('1,235')
    expect(formatNumber(0.1 + 0.2, 'en-US', { fractionDigits: 2 })).toBe('0.30')
  })

  it('can emit Nepali digits, keeping separators', () => {
    expect(formatNumber(1234567.5, 'en-IN', { nepaliDigits: true, fractionDigits: 2 })).toBe('१२,३४,५६७.५०')
    expect(formatNumber(100000, 'en-US', { nepaliDigits: true })).toBe('१००,०००')
  })

  it('formats negatives', () => {
    expect(formatNumber(-100000, 'en-IN')).toBe('-1,00,000')
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
