// Pure input normalisation for profile saves (spec section 5): Nepali digits in
// registration numbers, dates that may arrive in AD or BS, and the registration
// fiscal year. Nothing here touches the database.
import {
  adStringToBsString,
  bsStringToAdString,
  fiscalYearOfAdString,
  formatDateString,
  isValidAdDate,
  parseDateString,
  SUPPORTED_AD_RANGE,
  toLatinDigits,
} from '@/lib/calendar'

/** The answer when a profile's DAO registration number differs from the account's (spec section 8). */
export const DAO_MISMATCH_MESSAGE = "Failed: DAO Registration No. Doestn't Match"

/** The last AD year the calendar reaches (BS 2100 ends on AD 2044-04-13). */
const LAST_AD_YEAR = Number(SUPPORTED_AD_RANGE.to.slice(0, 4))

const NEPALI_DIGIT = /[\u0966-\u096F]/

export type Calendar = 'BS' | 'AD'

/** A date as read: its AD form (stored), its BS form (shown) and the calendar it was written in. */
export type ReadDate = { ad: string; bs: string | null; calendar: Calendar }

/**
 * A date written in BS or AD, or null when it is not a date.
 *
 * The API speaks AD, but an older client sends BS. Unless the calendar is
 * named, a value is read as BS when it is written in Nepali digits or its year
 * lies past the last AD year the calendar reaches (2044): no AD date the
 * portal can show is that, and every BS date from 2045 on is. Anything else
 * is read as AD, and must lie inside the calendar (AD 1913-04-13 to
 * 2044-04-13) so it can be shown in BS.
 */
export function readDate(value: string, calendar?: Calendar): ReadDate | null {
  // ISO date-times ('2023-04-14T00:00:00.000Z') keep their calendar day.
  const text = value.trim().replace(/[T ].*$/, '')
  if (text === '') return null
  const parsed = parseDateString(text)
  if (!parsed) return null
  const read = calendar ?? (NEPALI_DIGIT.test(text) || parsed.year > LAST_AD_YEAR ? 'BS' : 'AD')
  if (read === 'BS') {
    const ad = bsStringToAdString(text)
    return ad ? { ad, bs: formatDateString(parsed), calendar: 'BS' } : null
  }
  if (!isValidAdDate(parsed)) return null
  const ad = formatDateString(parsed)
  if (ad < SUPPORTED_AD_RANGE.from || ad > SUPPORTED_AD_RANGE.to) return null
  return { ad, bs: adStringToBsString(ad), calendar: 'AD' }
}

/** A date from a client, as AD 'YYYY-MM-DD', or null when it is not a date: never an error (spec section 5). */
export function normalizeDate(value: unknown): string | null {
  return typeof value === 'string' ? (readDate(value)?.ad ?? null) : null
}

/** House and registration numbers: Latin digits, trimmed; empty becomes null. */
export function normalizeNumberText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null
  const text = toLatinDigits(value).trim()
  return text === '' ? null : text
}

/**
 * Spec section 5: month 4 (Shrawan) or later gives year/next-year-short,
 * otherwise previous-year/year-short, in BS, written with Latin digits.
 */
export function registrationFiscalYear(daoRegistrationDate: string | null | undefined): string | null {
  return daoRegistrationDate ? fiscalYearOfAdString(daoRegistrationDate) : null
}

/** Two DAO registration numbers are the same when they differ only in digits' script, case or spaces. */
export function sameRegistrationNumber(a: string | null | undefined, b: string | null | undefined): boolean {
  return registrationNumberKey(a) === registrationNumberKey(b)
}

/** The form two registration numbers are compared in: Latin digits, no spaces, upper case. */
export function registrationNumberKey(value: string | null | undefined): string {
  return toLatinDigits(value ?? '').replace(/\s+/g, '').toUpperCase()
}

/**
 * A website as a link we can render safely: http(s) only; a bare host gets
 * https://. Null when empty; undefined when it cannot be a web address.
 */
export function normalizeWebsite(value: string | null | undefined): string | null | undefined {
  if (value === null || value === undefined) return null
  const text = value.trim()
  if (text === '') return null
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`
  try {
    const url = new URL(candidate)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return undefined
    return url.toString()
  } catch {
    return undefined
  }
}
