// Spec section 5: a Nepali mobile (optional +977, then 9, one of 6-9, 8 digits)
// or a landline (01, optional dash, 7 digits).
import { toLatinDigits } from '@/lib/calendar/digits'

export const MOBILE_PATTERN = /^(\+977)?9[6-9]\d{8}$|^01-?\d{7}$/

export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(toLatinDigits(value.trim()))
}

/** One number, one account: +977 and the landline dash are dropped. */
export function normalizeMobile(value: string): string {
  const latin = toLatinDigits(value.trim())
  return latin.replace(/^\+977/, '').replace(/^01-/, '01')
}
