// Numbers of the dashboard's bars and chart. How a number is written (digits,
// grouping, shares) is lib/calendar's formatNumber and formatShare, as on every page.
import { formatPercent } from '@/lib/calendar/digits'

/** The share as a number for a progress bar (0 when there is no data). */
export function shareValue(count: number, total: number): number {
  const percent = formatPercent(count, total)
  return percent === null ? 0 : Math.min(100, Math.max(0, Number(percent)))
}

/** Running totals: [3, 1, 2] -> [3, 4, 6]. */
export function cumulative(values: number[]): number[] {
  let sum = 0
  return values.map((value) => (sum += value))
}
