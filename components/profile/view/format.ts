// How the profile page writes dates, numbers and fiscal years: Bikram Sambat
// dates and Nepali digits in Nepali, the same dates with Latin digits in English.
import { adStringToBsString, formatNumber, toLatinDigits, toNepaliDigits } from '@/lib/calendar'
import type { Language } from '@/lib/i18n/shared'

/** What an empty value shows. */
export const EMPTY = '-'

/** A stored AD date ('2015-08-20') as its BS date ('२०७२-०५-०३' or '2072-05-03'); empty when none. */
export function formatBsDate(adDate: string | null | undefined, language: Language): string {
  if (!adDate) return EMPTY
  const bs = adStringToBsString(adDate.slice(0, 10))
  if (!bs) return EMPTY
  return language === 'ne' ? toNepaliDigits(bs) : bs
}

/** Counts and amounts with lakh grouping (1,50,000); Nepali digits in Nepali. */
export function formatAmount(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY
  return formatNumber(value, 'en-IN', { nepaliDigits: language === 'ne' })
}

/** A fiscal year label ('२०८०/८१') in the viewer's digits. */
export function formatFiscalYearLabel(label: string | null | undefined, language: Language): string {
  if (!label) return EMPTY
  return language === 'ne' ? toNepaliDigits(label) : toLatinDigits(label)
}

/** Text fields: trimmed, or the empty mark. */
export function textOrEmpty(value: string | null | undefined): string {
  const text = value?.trim()
  return text ? text : EMPTY
}
