import { describe, expect, it } from 'vitest'
import {
  currentFiscalYear,
  fiscalYearOfAdString,
  fiscalYearOfBs,
  fiscalYearLabel,
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

  it('uses the reckoned rows after 2083: AD 2033-07-16 is Asar 32, 2090, not Shrawan 1', () => {
    expect(fiscalYearOfAdString('2033-07-16')).toBe('2089/90')
    expect(fiscalYearOfAdString('2033-07-17')).toBe('2090/91')
    expect(fiscalYearOfAdString('2029-07-16')).toBe('2085/86')
    expect(fiscalYearOfAdString('2044-04-13')).toBe('2100/01')
  })

  it.each(['', 'garbage', '2023-02-30', '1900-01-01', '2044-04-14', '2100-01-01'])('rejects %j', (value) => {
    expect(fiscalYearOfAdString(value)).toBeNull()
  })
})

describe('fiscalYearLabel', () => {
  it('writes the start year and the last two digits of the next', () => {
    expect(fiscalYearLabel(2080)).toBe('2080/81')
    expect(fiscalYearLabel(2099)).toBe('2099/00')
    expect(fiscalYearLabel(2009)).toBe('2009/10')
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
    ['2083/84', { from: '2026-07-17', to: '2027-07-16' }],
    ['2085/86', { from: '2028-07-16', to: '2029-07-16' }],
    ['2089/90', { from: '2032-07-16', to: '2033-07-16' }],
    ['2095/96', { from: '2038-07-17', to: '2039-07-16' }],
    ['2099/00', { from: '2042-07-17', to: '2043-07-16' }],
  ])('%s', (fiscalYear, expected) => {
    expect(fiscalYearRange(fiscalYear)).toEqual(expected)
  })

  it('is null when either end lies outside the calendar', () => {
    expect(fiscalYearRange('1969/70')).toBeNull()
    expect(fiscalYearRange('2100/01')).toBeNull()
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
    expect(lastRenewalDateOfFiscalYear('2086/87')).toBe('2029-07-17')
    expect(lastRenewalDateOfFiscalYear('2099/00')).toBe('2042-07-17')
    expect(lastRenewalDateOfFiscalYear('2100/01')).toBe('2043-07-17')
  })

  it('is null for malformed or unsupported fiscal years', () => {
    expect(lastRenewalDateOfFiscalYear('2080/82')).toBeNull()
    expect(lastRenewalDateOfFiscalYear('2101/02')).toBeNull()
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
