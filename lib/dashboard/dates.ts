// Dates of the counts card's month windows. Pure, so the windows are easy to check.
import { MONTH_WINDOWS, type MonthWindowKey } from './schemas'

export { kathmanduToday } from '@/lib/calendar'

function daysInAdMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/**
 * The same calendar day `months` months earlier, clamped to the end of a shorter
 * month: 2025-05-31 minus 3 months is 2025-02-28 (as PostgreSQL's interval arithmetic).
 */
export function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number)
  const index = year * 12 + (month - 1) - months
  const targetYear = Math.floor(index / 12)
  const targetMonth = (index % 12) + 1
  const targetDay = Math.min(day, daysInAdMonth(targetYear, targetMonth))
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth).padStart(2, '0')}-${String(targetDay).padStart(2, '0')}`
}

/** First day of each window (inclusive); a window ends today (inclusive). */
export function monthWindowStarts(today: string): Record<MonthWindowKey, string> {
  return Object.fromEntries(MONTH_WINDOWS.map((months) => [`${months}_months_ago`, monthsBefore(today, months)])) as Record<
    MonthWindowKey,
    string
  >
}
