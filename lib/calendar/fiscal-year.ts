import {
  adStringToBsString,
  bsToAd,
  daysInBsMonth,
  formatDateString,
  MAX_BS_YEAR,
  MIN_BS_YEAR,
  parseDateString,
  todayBs,
  type BsDate,
} from './bikram-sambat'
import { toLatinDigits } from './digits'

/** Nepal's fiscal year starts on Shrawan 1 and ends on the last day of Ashadh (Asar). */
export const FISCAL_YEAR_START_MONTH = 4

export interface FiscalYearRange {
  /** AD 'YYYY-MM-DD' of Shrawan 1 of the start year. */
  from: string
  /** AD 'YYYY-MM-DD' of the last day of Ashadh of the following year, inclusive. */
  to: string
}

/** '2080/81' for 2080, in Latin digits. Only the last two digits of the end year are written, so 2099/2100 is '2099/00'. */
export function fiscalYearLabel(startYear: number): string {
  return `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`
}

const FISCAL_YEAR_PATTERN = /^(\d{4})\/(\d{2})$/

/**
 * Start year of a fiscal-year label such as '2080/81' or '२०८०/८१'; null when malformed or
 * when the second half is not the year after the first (e.g. '2080/82').
 */
export function parseFiscalYear(value: string): number | null {
  if (typeof value !== 'string') return null
  const match = FISCAL_YEAR_PATTERN.exec(toLatinDigits(value.trim()))
  if (!match) return null
  const startYear = Number(match[1])
  return fiscalYearLabel(startYear) === `${match[1]}/${match[2]}` ? startYear : null
}

/** Day is irrelevant, so only year and month are required; any year in MIN_BS_YEAR..MAX_BS_YEAR. */
export function fiscalYearOfBs(date: Pick<BsDate, 'year' | 'month'>): string | null {
  const { year, month } = date
  if (!Number.isInteger(year) || year < MIN_BS_YEAR || year > MAX_BS_YEAR) return null
  if (!Number.isInteger(month) || month < 1 || month > 12) return null
  return fiscalYearLabel(month >= FISCAL_YEAR_START_MONTH ? year : year - 1)
}

export function fiscalYearOfAdString(value: string): string | null {
  const bsString = adStringToBsString(value)
  const bsDate = bsString && parseDateString(bsString)
  return bsDate ? fiscalYearOfBs(bsDate) : null
}

function convertBsToAdString(year: number, month: number, day: number): string | null {
  const converted = bsToAd({ year, month, day })
  return converted ? formatDateString(converted) : null
}

/** Null unless both ends fall inside the calendar (so 2100/01, which ends in BS 2101, has none). */
export function fiscalYearRange(fiscalYear: string): FiscalYearRange | null {
  const startYear = parseFiscalYear(fiscalYear)
  if (startYear === null) return null
  const from = convertBsToAdString(startYear, FISCAL_YEAR_START_MONTH, 1)
  const lastAshadhDay = daysInBsMonth(startYear + 1, FISCAL_YEAR_START_MONTH - 1)
  const to = lastAshadhDay === null
    ? null
    : convertBsToAdString(startYear + 1, FISCAL_YEAR_START_MONTH - 1, lastAshadhDay)
  return from && to ? { from, to } : null
}

/** Fiscal year in force on the Kathmandu calendar day of `now`. */
export function currentFiscalYear(now: Date = new Date()): string | null {
  const today = todayBs(now)
  return today ? fiscalYearOfBs(today) : null
}

/**
 * Spec: "Last renewal date of a document is the 1st of month 4 of the start year of the
 * selected financial year" — i.e. Shrawan 1 of the start year, returned as an AD string.
 */
export function lastRenewalDateOfFiscalYear(fiscalYear: string): string | null {
  const startYear = parseFiscalYear(fiscalYear)
  return startYear === null ? null : convertBsToAdString(startYear, FISCAL_YEAR_START_MONTH, 1)
}
