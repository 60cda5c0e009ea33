import { describe, expect, it } from 'vitest'
import { documentDates, isDocumentValid, todayInNepal } from './document-rules'

describe('documentDates', () => {
  it('renews on Shrawan 1 of the fiscal year and stays valid to the end of the covered years', () => {
    expect(documentDates('२०८०/८१', 1)).toEqual({ last_renewal_date: '2023-07-17', valid_till: '2024-07-15' })
    expect(documentDates('2080/81', 2)).toEqual({ last_renewal_date: '2023-07-17', valid_till: expect.stringMatching(/^2025-07-1\d$/) })
  })

  it('never expires without a renewal period', () => {
    expect(documentDates('2080/81', 0)).toEqual({ last_renewal_date: '2023-07-17', valid_till: null })
  })

  it('gives nothing for a malformed fiscal year', () => {
    expect(documentDates('2080/82', 1)).toEqual({ last_renewal_date: null, valid_till: null })
    expect(documentDates('soon', 1)).toEqual({ last_renewal_date: null, valid_till: null })
  })
})

describe('isDocumentValid', () => {
  it('is valid when valid_till is today or later', () => {
    expect(isDocumentValid('2024-07-15', '2024-07-15')).toBe(true)
    expect(isDocumentValid('2024-07-15', '2024-07-16')).toBe(false)
    expect(isDocumentValid(null, '2099-01-01')).toBe(true)
  })

  it('takes today on the Nepal calendar day', () => {
    // 20:00 UTC on 14 April is already 15 April in Kathmandu (+05:45).
    expect(todayInNepal(new Date('2024-04-14T20:00:00Z'))).toBe('2024-04-15')
    expect(todayInNepal(new Date('2024-04-14T18:00:00Z'))).toBe('2024-04-14')
  })
})
