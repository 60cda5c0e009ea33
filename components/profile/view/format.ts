// What the profile page shows for empty values. Dates, numbers and digits are
// written by lib/calendar (formatBsDate, formatNumber, pageDigits), as on every page.

/** What an empty value shows. */
export const EMPTY = '-'

/** Text fields: trimmed, or the empty mark. */
export function textOrEmpty(value: string | null | undefined): string {
  const text = value?.trim()
  return text ? text : EMPTY
}

/** A formatted value, or the empty mark when there was nothing to format. */
export function orEmpty(text: string): string {
  return text || EMPTY
}
