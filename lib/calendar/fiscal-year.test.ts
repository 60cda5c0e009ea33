import { describe, expect, it } from 'vitest'
import {
  currentFiscalYear,
  fiscalYearOfAdString,
  fiscalYearOfBs,
  fiscalYearRange,
  lastRenewalDateOfFiscalYear,
  parseFiscalYear,
} from './fiscal-year'

describe('fiscalYearOfBs', () => {
  it.each([
    [{ year: 2080, month: 4 }, '2080/81'],
    [{ year: 2080, month: 12 }, '2080/81'],
    [{ year: 2080, month: 3 }, '2079/80'],
    [{ year: 2080, month: 1 }, '2079/80'],
    [{ year: 2081, month: 4 }, '2081/82'],
    [{ year: 2099, month: 4 }, '2099/00'],
    [{ year: 2100, month: 3 }, '2099/00'],
    [{ year: 2009, month: 4 }, '2009/10'],
    [{ year: 2000, month: 3 }, '1999/00'],
    [{ year: 1970, month: 1 }, '1969/70'],
  ])('%o -> %s', (date, expected) => {
    expect(fiscalYearOfBs(date)).toBe(expected)
  })

  it('ignores the day, so Shrawan 1 and the last of Asar fall in different years', () => {
    const shrawanFirst = { year: 2080, month: 4, day: 1 }
    const lastOfAsar = { year: 2080, month: 3, day: 31 }
    expect(fiscalYearOfBs(shrawanFirst)).toBe('2080/81')
    expect(fiscalYearOfBs(lastOfAsar)).toBe('2079/80')
  })

  it.each([
    { year: 2080, month: 0 },
    { year: 2080, month: 13 },
    { year: 2080, month: 4.5 },
    { year: 1969, month: 4 },
    { year: 2101, month: 1 },
    { year: Number.NaN, month: 4 },
  ])('rejects %o', (date) => {
    expect(fiscalYearOfBs(date)).toBeNull()
  })
})

describe('fiscalYearOfAdString', () => {
  it.each([
    ['2023-07-17', '2080/81'], // Shrawan 1 2080
    ['2023-07-16', '2079/80'], // Asar 31 2080
    ['2024-07-15', '2080/81'], // Asar 31 2081
    ['2024-07-16', '2081/82'], // Shrawan 1 2081
    ['२०२३-०७-१७', '2080/81'],
  ])('%s -> %s', (ad, expected) => {
    expect(fiscalYearOfAdString(ad)).toBe(expected)
  })

  it.each(['', 'garbage', '2023-02-30', '1900-01-01', '2100-01-01'])('rejects %j', (value) => {
    expect(fiscalYearOfAdString(value)).toBeNull()
  })
})

describe('parseFiscalYear', () => {
  it('reads Latin and Nepali digits', () => {
    expect(parseFiscalYear('2080/81')).toBe(2080)
    expect(parseFiscalYear('२०८०/८१')).toBe(2080)
    expect(parseFiscalYear(' 2099/00 ')).toBe(2099)
  })

  it.each(['', '2080', '2080/82', '2080/2081', '2080-81', '80/81', '2080/8', 'abcd/ef', '2099/100'])(
    'rejects %j',
    (value) => {
      expect(parseFiscalYear(value)).toBeNull()
    },
  )
})

describe('fiscalYearRange', () => {
  it.each([
    ['2079/80', { from: '2022-07-17', to: '2023-07-16' }],
    ['2080/81', { from: '2023-07-17', to: '2024-07-15' }],
    ['2081/82', { from: '2024-07-16', to: '2025-07-16' }],
    ['२०८०/८१', { from: '2023-07-17', to: '2024-07-15' }],
  ])('%s', (fiscalYear, expected) => {
    expect(fiscalYearRange(fiscalYear)).toEqual(expected)
  })

  it('is null when either end lacks month-length data', () => {
    expect(fiscalYearRange('1969/70')).toBeNull()
    expect(fiscalYearRange('2095/96')).toBeNull()
    expect(fiscalYearRange('2099/00')).toBeNull()
    expect(fiscalYearRange('2080/82')).toBeNull()
    expect(fiscalYearRange('nonsense')).toBeNull()
  })

  it('starts the day after the previous year ends', () => {
    const previous = fiscalYearRange('2080/81')
    const next = fiscalYearRange('2081/82')
    const dayAfter = new Date(Date.parse(`${previous?.to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    expect(next?.from).toBe(dayAfter)
  })
})

describe('lastRenewalDateOfFiscalYear', () => {
  it('is Shrawan 1 of the start year, as an AD string', () => {
    expect(lastRenewalDateOfFiscalYear('2080/81')).toBe('2023-07-17')
    expect(lastRenewalDateOfFiscalYear('२०८१/८२')).toBe('2024-07-16')
    expect(lastRenewalDateOfFiscalYear('2082/83')).toBe('2025-07-17')
  })

  it('is null for malformed or unsupported fiscal years', () => {
    expect(lastRenewalDateOfFiscalYear('2080/82')).toBeNull()
    expect(lastRenewalDateOfFiscalYear('2099/00')).toBeNull()
    expect(lastRenewalDateOfFiscalYear('')).toBeNull()
  })
})

describe('currentFiscalYear', () => {
  it('follows the Kathmandu calendar day', () => {
    // Shrawan 1 2080 begins at 2023-07-17T00:00+05:45 = 2023-07-16T18:15Z.
    expect(currentFiscalYear(new Date('2023-07-16T18:14:00Z'))).toBe('2079/80')
    expect(currentFiscalYear(new Date('2023-07-16T18:15:00Z'))).toBe('2080/81')
  })

  it('is null outside the table or for an invalid Date', () => {
    expect(currentFiscalYear(new Date('1900-01-01T00:00:00Z'))).toBeNull()
    expect(currentFiscalYear(new Date('invalid'))).toBeNull()
  })
})
