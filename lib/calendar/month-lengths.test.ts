import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import reckoned from './data/month-lengths-2070-2100.json'
import { BS_EPOCH_AD, BS_MONTH_LENGTHS, FIRST_BS_YEAR, FIRST_RECKONED_BS_YEAR, LAST_BS_YEAR } from './month-lengths'

// Digest of the published rows 1970–2083 exactly as decoded from bikram-sambat@1.8.1, which
// every up-to-date source agrees on. A swap of two month lengths keeps every structural test
// green but moves real dates, so an edit to those rows must change this digest deliberately.
const PUBLISHED_ROWS_SHA256 = '1cfebc739fc0ce29fe9c29af61de8e2557dfc73e322a0024ca9b1743c41aa7b2'

function digestRows(from: number, to: number): string {
  const rows: string[] = []
  for (let year = from; year <= to; year++) rows.push(`${year}:${(BS_MONTH_LENGTHS[year] ?? []).join(',')}`)
  return createHash('sha256').update(rows.join('\n')).digest('hex')
}

const sumDays = (lengths: readonly number[]) => lengths.reduce((sum, length) => sum + length, 0)
const reckonedRows = reckoned.months as Record<string, number[]>

describe('BS_MONTH_LENGTHS', () => {
  it('has exactly one row per year from BS 1970 to BS 2100', () => {
    const years = Object.keys(BS_MONTH_LENGTHS).map(Number)
    expect(FIRST_BS_YEAR).toBe(1970)
    expect(LAST_BS_YEAR).toBe(2100)
    expect(years).toEqual(Array.from({ length: 131 }, (_, index) => 1970 + index))
  })

  it('has 12 months of 29 to 32 days in every year', () => {
    const offenders = Object.entries(BS_MONTH_LENGTHS).filter(
      ([, lengths]) => lengths.length !== 12 || lengths.some((days) => !Number.isInteger(days) || days < 29 || days > 32),
    )
    expect(offenders).toEqual([])
  })

  it('gives every year 365 or 366 days', () => {
    const offenders = Object.entries(BS_MONTH_LENGTHS)
      .map(([year, lengths]) => [Number(year), sumDays(lengths)] as const)
      .filter(([, total]) => total !== 365 && total !== 366)
    expect(offenders).toEqual([])
  })

  it('anchors BS 1970-01-01 on AD 1913-04-13 (not the zero-based-month 1913-03-13)', () => {
    expect(BS_EPOCH_AD).toEqual({ year: 1913, month: 4, day: 13 })
  })

  it('still holds the published rows of 1970–2083', () => {
    expect(digestRows(FIRST_BS_YEAR, FIRST_RECKONED_BS_YEAR - 1)).toBe(PUBLISHED_ROWS_SHA256)
  })

  it('takes 2084–2100 from the reckoned rows in data/, which agree with the published rows of 2070–2083', () => {
    expect(FIRST_RECKONED_BS_YEAR).toBe(2084)
    expect(Object.keys(reckonedRows).map(Number)).toEqual(Array.from({ length: 31 }, (_, index) => 2070 + index))
    for (let year = 2070; year <= LAST_BS_YEAR; year++) expect(BS_MONTH_LENGTHS[year], String(year)).toEqual(reckonedRows[year])
    // The file counts from its own first day, which must be where the published rows put BS 2070.
    let days = 0
    for (let year = FIRST_BS_YEAR; year < 2070; year++) days += sumDays(BS_MONTH_LENGTHS[year])
    const bs2070 = new Date(Date.UTC(BS_EPOCH_AD.year, BS_EPOCH_AD.month - 1, BS_EPOCH_AD.day + days)).toISOString().slice(0, 10)
    expect(reckoned.first_day).toEqual({ bs: '2070-01-01', ad: bs2070 })
  })

  it('spot-checks rows that fix well-known dates', () => {
    // 2080 Asar has 31 days: Shrawan 1 2080 is 2023-07-17, 94 days after 2023-04-14.
    expect(BS_MONTH_LENGTHS[2080]).toEqual([31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30])
    expect(BS_MONTH_LENGTHS[2081]).toEqual([31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31])
    // The first reckoned year: Asar 2084 has 31 days, not the 32 of the bikram-sambat projection.
    expect(BS_MONTH_LENGTHS[2084]).toEqual([31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31])
  })
})
