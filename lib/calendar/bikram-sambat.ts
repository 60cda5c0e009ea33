import { toLatinDigits } from './digits'
import { BS_EPOCH_AD, BS_MONTH_LENGTHS, FIRST_BS_YEAR, LAST_BS_YEAR } from './month-lengths'

/** A calendar date with a 1-based month, in either calendar; the function name says which. */
export interface CalendarDate {
  year: number
  month: number
  day: number
}

export type BsDate = CalendarDate
export type AdDate = CalendarDate

/** The years the portal converts (spec section 5: BS 1970 to 2100), every day of them. */
export const MIN_BS_YEAR = FIRST_BS_YEAR
export const MAX_BS_YEAR = LAST_BS_YEAR

const MS_PER_DAY = 86_400_000
// Nepal Standard Time has no DST; +5:45 has applied since 1986, which covers every "now" we see.
export const KATHMANDU_UTC_OFFSET_MINUTES = 5 * 60 + 45

// All arithmetic is on integer "epoch days" (days since 1970-01-01 UTC) so that neither the
// server's nor the browser's local timezone can shift a date by one.
function toEpochDay(date: AdDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / MS_PER_DAY
}

function fromEpochDay(epochDay: number): AdDate {
  const date = new Date(epochDay * MS_PER_DAY)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

const YEAR_COUNT = LAST_BS_YEAR - FIRST_BS_YEAR + 1

function getMonthLengths(year: number): readonly number[] | undefined {
  if (!Number.isInteger(year) || year < FIRST_BS_YEAR || year > LAST_BS_YEAR) return undefined
  return BS_MONTH_LENGTHS[year]
}

// Precomputed once so a conversion costs a binary search over years plus at most 12 steps,
// instead of walking day by day from 1970 as some published converters do.
// YEAR_START_EPOCH_DAYS has one extra entry: the day after the table ends.
const YEAR_START_EPOCH_DAYS: readonly number[] = (() => {
  const starts = [toEpochDay(BS_EPOCH_AD)]
  for (let index = 0; index < YEAR_COUNT; index++) {
    const lengths = getMonthLengths(FIRST_BS_YEAR + index)
    if (!lengths || lengths.length !== 12) {
      throw new Error(`BS month-length table has no 12-month row for ${FIRST_BS_YEAR + index}`)
    }
    starts.push((starts[index] as number) + lengths.reduce((sum, length) => sum + length, 0))
  }
  return starts
})()

const FIRST_EPOCH_DAY = YEAR_START_EPOCH_DAYS[0] as number
const END_EPOCH_DAY = YEAR_START_EPOCH_DAYS[YEAR_COUNT] as number

function formatYear(year: number): string {
  return String(year).padStart(4, '0')
}

function formatTwoDigits(value: number): string {
  return String(value).padStart(2, '0')
}

/** 'YYYY-MM-DD', zero-padded, hyphen-separated — the one format this module emits. */
export function formatDateString(date: CalendarDate): string {
  return `${formatYear(date.year)}-${formatTwoDigits(date.month)}-${formatTwoDigits(date.day)}`
}

// Separators must match each other so that something like '2080/01-01' is rejected as garbage.
const DATE_STRING_PATTERN = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/

/**
 * Splits 'YYYY-MM-DD' (also '/' or '.' separators, Nepali or Latin digits) into numbers.
 * Only checks the shape; whether the date exists is the converter's job.
 */
export function parseDateString(value: string): CalendarDate | null {
  if (typeof value !== 'string') return null
  const match = DATE_STRING_PATTERN.exec(toLatinDigits(value.trim()))
  if (!match) return null
  return { year: Number(match[1]), month: Number(match[3]), day: Number(match[4]) }
}

/** Null when the year has no table data or the month is not 1..12. */
export function daysInBsMonth(year: number, month: number): number | null {
  if (!Number.isInteger(month) || month < 1 || month > 12) return null
  return getMonthLengths(year)?.[month - 1] ?? null
}

export function isValidBsDate(date: BsDate): boolean {
  const length = daysInBsMonth(date.year, date.month)
  return length !== null && Number.isInteger(date.day) && date.day >= 1 && date.day <= length
}

export function isValidAdDate(date: AdDate): boolean {
  const { year, month, day } = date
  if (![year, month, day].every(Number.isInteger)) return false
  if (month < 1 || month > 12 || day < 1 || day > 31) return false
  // Date.UTC rolls 02-30 over into March; a round trip exposes that. Years 0..99 are
  // remapped to 19xx by Date.UTC, which the year comparison also rejects.
  const roundTrip = fromEpochDay(toEpochDay(date))
  return roundTrip.year === year && roundTrip.month === month && roundTrip.day === day
}

export function bsToAd(date: BsDate): AdDate | null {
  if (!isValidBsDate(date)) return null
  const yearIndex = date.year - FIRST_BS_YEAR
  const lengths = getMonthLengths(date.year) as readonly number[]
  let epochDay = (YEAR_START_EPOCH_DAYS[yearIndex] as number) + date.day - 1
  for (let monthIndex = 0; monthIndex < date.month - 1; monthIndex++) {
    epochDay += lengths[monthIndex] as number
  }
  return fromEpochDay(epochDay)
}

function findYearIndex(epochDay: number): number {
  // Largest index whose start is <= epochDay; caller guarantees the day is inside the table.
  let low = 0
  let high = YEAR_COUNT - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if ((YEAR_START_EPOCH_DAYS[middle] as number) <= epochDay) low = middle
    else high = middle - 1
  }
  return low
}

export function adToBs(date: AdDate): BsDate | null {
  if (!isValidAdDate(date)) return null
  const epochDay = toEpochDay(date)
  if (epochDay < FIRST_EPOCH_DAY || epochDay >= END_EPOCH_DAY) return null
  const yearIndex = findYearIndex(epochDay)
  const lengths = getMonthLengths(FIRST_BS_YEAR + yearIndex) as readonly number[]
  let dayOfYear = epochDay - (YEAR_START_EPOCH_DAYS[yearIndex] as number)
  let monthIndex = 0
  while (dayOfYear >= (lengths[monthIndex] as number)) {
    dayOfYear -= lengths[monthIndex] as number
    monthIndex++
  }
  return { year: FIRST_BS_YEAR + yearIndex, month: monthIndex + 1, day: dayOfYear + 1 }
}

/**
 * What is wrong with a typed BS date, so a form can say so and say what it expects:
 * not written year-month-day, a year outside MIN_BS_YEAR..MAX_BS_YEAR, a month outside
 * 1..12, or a day the month does not have (Asar 2084 has 31 days, so 2084-03-32 is one).
 */
export type BsDateProblem =
  | { kind: 'format' }
  | { kind: 'year' }
  | { kind: 'month' }
  | { kind: 'day'; year: number; month: number; days: number }

/** Null when `value` is a BS date the portal converts. */
export function findBsDateProblem(value: string): BsDateProblem | null {
  const parsed = parseDateString(value)
  if (!parsed) return { kind: 'format' }
  if (parsed.year < MIN_BS_YEAR || parsed.year > MAX_BS_YEAR) return { kind: 'year' }
  const days = daysInBsMonth(parsed.year, parsed.month)
  if (days === null) return { kind: 'month' }
  if (parsed.day < 1 || parsed.day > days) return { kind: 'day', year: parsed.year, month: parsed.month, days }
  return null
}

/** '2080-01-01' or '२०८०-०१-०१' -> '2023-04-14'; null for malformed, invalid or unsupported dates. */
export function bsStringToAdString(value: string): string | null {
  const parsed = parseDateString(value)
  const converted = parsed && bsToAd(parsed)
  return converted ? formatDateString(converted) : null
}

/** '2023-04-14' -> '2080-01-01'; null for malformed, invalid or unsupported dates. */
export function adStringToBsString(value: string): string | null {
  const parsed = parseDateString(value)
  const converted = parsed && adToBs(parsed)
  return converted ? formatDateString(converted) : null
}

/** Inclusive AD bounds of what the table covers, for date pickers and input validation. */
export const SUPPORTED_AD_RANGE = {
  from: formatDateString(fromEpochDay(FIRST_EPOCH_DAY)),
  to: formatDateString(fromEpochDay(END_EPOCH_DAY - 1)),
} as const

/** Today's AD date ('YYYY-MM-DD') on the Kathmandu wall clock, whatever the server's timezone. */
export function kathmanduToday(now: Date = new Date()): string {
  return new Date(now.getTime() + KATHMANDU_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10)
}

/**
 * Today's BS date as seen in Nepal. Uses the Kathmandu wall clock, not the machine's timezone,
 * so a server in UTC does not report yesterday between 00:00 and 05:45 Nepal time.
 */
export function todayBs(now: Date = new Date()): BsDate | null {
  const time = now.getTime()
  if (!Number.isFinite(time)) return null
  const kathmandu = new Date(time + KATHMANDU_UTC_OFFSET_MINUTES * 60_000)
  return adToBs({
    year: kathmandu.getUTCFullYear(),
    month: kathmandu.getUTCMonth() + 1,
    day: kathmandu.getUTCDate(),
  })
}
