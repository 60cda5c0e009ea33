// Renewal rules of profile documents (spec sections 4 and 9), pure.
import { fiscalYearLabel, fiscalYearRange, KATHMANDU_UTC_OFFSET_MINUTES, lastRenewalDateOfFiscalYear, parseFiscalYear } from '@/lib/calendar'

/**
 * For a document renewed in `fiscalYear` ('२०८०/८१' or '2080/81') that must be
 * renewed every `renewalYears` years:
 * - last_renewal_date: Shrawan 1 of the fiscal year's start (spec section 9);
 * - valid_till: the last day (end of Ashadh) of the last fiscal year the renewal
 *   covers, so a yearly document renewed in 2080/81 is valid through 2080/81.
 *   A document with no renewal period (0) never expires: null.
 */
export function documentDates(fiscalYear: string, renewalYears: number): { last_renewal_date: string | null; valid_till: string | null } {
  const startYear = parseFiscalYear(fiscalYear)
  if (startYear === null) return { last_renewal_date: null, valid_till: null }
  const lastRenewalDate = lastRenewalDateOfFiscalYear(fiscalYear)
  if (!Number.isInteger(renewalYears) || renewalYears <= 0) return { last_renewal_date: lastRenewalDate, valid_till: null }
  return { last_renewal_date: lastRenewalDate, valid_till: fiscalYearRange(fiscalYearLabel(startYear + renewalYears - 1))?.to ?? null }
}

/** Today's date in Nepal, AD 'YYYY-MM-DD'. */
export function todayInNepal(now: Date = new Date()): string {
  return new Date(now.getTime() + KATHMANDU_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10)
}

/** Spec section 4: valid while valid_till is today or later; no expiry means valid. */
export function isDocumentValid(validTill: string | null, today: string = todayInNepal()): boolean {
  return validTill === null || validTill >= today
}
