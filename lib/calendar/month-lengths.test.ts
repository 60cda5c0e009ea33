import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  BS_EPOCH_AD,
  BS_MONTH_LENGTHS,
  FIRST_BS_YEAR,
  LAST_BS_YEAR,
  LAST_VERIFIED_BS_YEAR,
  PROJECTED_YEARS,
} from './month-lengths'

// Digests of the rows exactly as decoded from bikram-sambat@1.8.1 (1970–2090) and
// bikram-sambat-js@1.0.3 (2091–2095) when every day was cross-checked against bikram-sambat.
// A swap of two month lengths keeps every structural test green but moves real dates, so an
// edit to the data must be a deliberate, re-verified change to these digests as well.
const VERIFIED_ROWS_SHA256 = '2546a80cf82d8f505afd41f905c2a38e23c3bd5844a05d8e931ce6212cb53a59'
const PROJECTED_ROWS_SHA256 = '5f28bfc66a63a8fe1e7f4108db7b510fed39303ad43267bdd51c5fdb727b24aa'

function digestRows(from: number, to: number): string {
  const rows: string[] = []
  for (let year = from; year <= to; year++) rows.push(`${year}:${(BS_MONTH_LENGTHS[year] ?? []).join(',')}`)
  return createHash('sha256').update(rows.join('\n')).digest('hex')
}

const sumDays = (lengths: readonly number[]) => lengths.reduce((sum, length) => sum + length, 0)

describe('BS_MONTH_LENGTHS', () => {
  it('has exactly one row per year from FIRST_BS_YEAR to LAST_BS_YEAR', () => {
    const years = Object.keys(BS_MONTH_LENGTHS).map(Number)
    const expected = Array.from({ length: LAST_BS_YEAR - FIRST_BS_YEAR + 1 }, (_, i) => FIRST_BS_YEAR + i)
    expect(years).toEqual(expected)
    expect(FIRST_BS_YEAR).toBe(1970)
  })

  it('has 12 months of 29..32 days in every year', () => {
    const offenders = Object.entries(BS_MONTH_LENGTHS).filter(
      ([, lengths]) => lengths.length !== 12 || lengths.some((d) => !Number.isInteger(d) || d < 29 || d > 32),
    )
    expect(offenders).toEqual([])
  })

  it('gives every year, projected ones included, 365 or 366 days', () => {
    const offenders = Object.entries(BS_MONTH_LENGTHS)
      .map(([year, lengths]) => [Number(year), sumDays(lengths)] as const)
      .filter(([, total]) => total !== 365 && total !== 366)
    expect(offenders).toEqual([])
  })

  it('marks exactly the rows after the verified source as projected', () => {
    expect(LAST_VERIFIED_BS_YEAR).toBe(2090)
    expect([...PROJECTED_YEARS]).toEqual([2091, 2092, 2093, 2094, 2095])
    for (const year of PROJECTED_YEARS) {
      const lengths = BS_MONTH_LENGTHS[year]
      expect(lengths).toBeDefined()
      expect([365, 366]).toContain(sumDays(lengths ?? []))
    }
  })

  it('stops before 2096, whose only published row sums to 364 days', () => {
    expect(LAST_BS_YEAR).toBe(2095)
    expect(BS_MONTH_LENGTHS[2096]).toBeUndefined()
  })

  it('anchors BS 1970-01-01 on AD 1913-04-13 (not the zero-based-month 1913-03-13)', () => {
    expect(BS_EPOCH_AD).toEqual({ year: 1913, month: 4, day: 13 })
  })

  it('still holds the rows that were cross-checked against the sources', () => {
    expect(digestRows(FIRST_BS_YEAR, LAST_VERIFIED_BS_YEAR)).toBe(VERIFIED_ROWS_SHA256)
    expect(digestRows(LAST_VERIFIED_BS_YEAR + 1, LAST_BS_YEAR)).toBe(PROJECTED_ROWS_SHA256)
  })

  it('spot-checks rows that fix well-known dates', () => {
    // 2080 Asar has 31 days: Shrawan 1 2080 is 2023-07-17, 94 days after 2023-04-14.
    expect(BS_MONTH_LENGTHS[2080]).toEqual([31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30])
    expect(BS_MONTH_LENGTHS[2081]).toEqual([31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31])
  })
})
