import { describe, expect, it } from 'vitest'
import { bsStringToAdString } from '@/lib/calendar'
import { normalizeDate, normalizeNumberText, normalizeWebsite, registrationFiscalYear, sameRegistrationNumber } from './normalize'

describe('normalizeDate', () => {
  it('keeps valid AD dates', () => {
    expect(normalizeDate('2023-04-14')).toBe('2023-04-14')
    expect(normalizeDate('2023-4-4')).toBe('2023-04-04')
    expect(normalizeDate('2024-02-29')).toBe('2024-02-29')
    expect(normalizeDate('2023-04-14T18:15:00.000Z')).toBe('2023-04-14')
    expect(normalizeDate(' 1913-04-13 ')).toBe('1913-04-13')
    // BS 2100 ends in AD 2044: the portal's own date picker sends those days as AD.
    expect(normalizeDate('2044-04-13')).toBe('2044-04-13')
    expect(normalizeDate('2043-12-01')).toBe('2043-12-01')
  })

  it('keeps every day of the calendar that the date picker can send, to BS 2100-12-31', () => {
    for (const bs of ['1970-01-01', '2084-03-31', '2090-03-32', '2099-09-17', '2100-10-01', '2100-12-31']) {
      const ad = bsStringToAdString(bs)
      expect(ad, bs).not.toBeNull()
      expect(normalizeDate(ad), bs).toBe(ad)
    }
  })

  it('converts dates that can only be BS: past the last AD year, or in Nepali digits', () => {
    expect(normalizeDate('2080-01-01')).toBe('2023-04-14')
    expect(normalizeDate('2080/01/01')).toBe('2023-04-14')
    expect(normalizeDate('२०८०-०१-०१')).toBe('2023-04-14')
    // Nepali digits force the BS reading even where the year could be AD.
    expect(normalizeDate('२०२०-०१-०१')).toBe(bsStringToAdString('2020-01-01'))
    expect(normalizeDate('२०२०-०१-०१')?.startsWith('1963-04-')).toBe(true)
    expect(normalizeDate('2079-05-32')).toBeNull() // Bhadra 2079 has 31 days
    expect(normalizeDate('2090-03-32')).toBe('2033-07-16') // Asar 2090 has 32 days
    expect(normalizeDate('2099-04-01')).toBe('2042-07-17')
  })

  it('makes every invalid or out-of-range value null, never an error', () => {
    for (const value of ['2023-02-29', '2023-13-01', '2023-00-10', '1800-01-01', '1912-12-31', '1913-04-12', '2044-04-14', 'yesterday', '', '   ', '2023-04', '2080-01-01-01', '2101-01-01', null, undefined, 20230414, {}, []]) {
      expect(normalizeDate(value), String(value)).toBeNull()
    }
  })
})

describe('registrationFiscalYear', () => {
  it('is year/next-short from Shrawan (month 4) on, previous/year-short before', () => {
    expect(registrationFiscalYear('2023-07-17')).toBe('2080/81') // Shrawan 1, 2080
    expect(registrationFiscalYear('2023-07-16')).toBe('2079/80') // Ashadh 32, 2080
    expect(registrationFiscalYear('2023-04-14')).toBe('2079/80') // Baisakh 1, 2080
    expect(registrationFiscalYear('2033-07-16')).toBe('2089/90') // Asar 32, 2090
    expect(registrationFiscalYear('2040-01-01')).toBe('2096/97') // Poush 2096
    expect(registrationFiscalYear(null)).toBeNull()
    expect(registrationFiscalYear('1900-01-01')).toBeNull()
  })
})

describe('number text', () => {
  it('turns Nepali digits into Latin ones and trims', () => {
    expect(normalizeNumberText(' १२३/०७८ ')).toBe('123/078')
    expect(normalizeNumberText('Ka-१२')).toBe('Ka-12')
    expect(normalizeNumberText('')).toBeNull()
    expect(normalizeNumberText(null)).toBeNull()
  })

  it('compares registration numbers regardless of digit script, spaces and case', () => {
    expect(sameRegistrationNumber('१२३/०७८', '123/078')).toBe(true)
    expect(sameRegistrationNumber('ka 12', 'KA12')).toBe(true)
    expect(sameRegistrationNumber('123/078', '123/079')).toBe(false)
  })
})

describe('normalizeWebsite', () => {
  it('accepts http(s) addresses and bare hosts, refuses other schemes', () => {
    expect(normalizeWebsite('example.org')).toBe('https://example.org/')
    expect(normalizeWebsite('http://example.org/about')).toBe('http://example.org/about')
    expect(normalizeWebsite('')).toBeNull()
    expect(normalizeWebsite(null)).toBeNull()
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>', 'ftp://example.org', 'not a site', 'localhost:3000x', 'vbscript:x']) {
      expect(normalizeWebsite(bad), bad).toBeUndefined()
    }
  })
})
