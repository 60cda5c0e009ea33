// How the dashboard writes its numbers: Nepali digits in Nepali, Latin digits in English.
import { formatNumber, formatPercent, toNepaliDigits } from '@/lib/calendar'
import type { Language } from '@/lib/i18n/shared'

/** 1,00,000 in Nepali digits (lakh grouping) for Nepali; 100,000 for English. */
export function formatCount(value: number, language: Language): string {
  return language === 'ne' ? formatNumber(value, 'en-IN', { nepaliDigits: true }) : formatNumber(value, 'en-US')
}

/** Share of the total with two decimals ('१२.५०%'), or '-%' when there is nothing to share. */
export function formatShare(count: number, total: number, language: Language): string {
  const percent = formatPercent(count, total)
  if (percent === null) return '-%'
  return `${language === 'ne' ? toNepaliDigits(percent) : percent}%`
}

/** The share as a number for a progress bar (0 when there is no data). */
export function shareValue(count: number, total: number): number {
  const percent = formatPercent(count, total)
  return percent === null ? 0 : Math.min(100, Math.max(0, Number(percent)))
}

/** '2080/81' as '२०८०/८१' in Nepali. */
export function formatFiscalYear(label: string, language: Language): string {
  return language === 'ne' ? toNepaliDigits(label) : label
}

/** Running totals: [3, 1, 2] -> [3, 4, 6]. */
export function cumulative(values: number[]): number[] {
  let sum = 0
  return values.map((value) => (sum += value))
}
