// The one place that decides how the portal writes digits and numbers for a
// reader: Nepali digits on a Nepali page, Latin digits on an English page, and
// counts and amounts grouped the way Nepal reads them (en-IN, the spec's
// १२,३४,५६७) in both languages (decision 017). Pages never format by hand.
import type { Language } from '@/lib/i18n/shared'

/** Devanagari digits ० (U+0966) .. ९ (U+096F), indexed by their value. */
export const NEPALI_DIGITS = ['०', '१', '२', '३', '४', '५', '६', '७', '८', '९'] as const

export interface FormatNumberOptions {
  /** Exact number of decimals; when omitted Intl's default (up to 3) applies. */
  fractionDigits?: number
}

const NEPALI_ZERO_CODE = 0x0966
const LATIN_DIGIT_PATTERN = /[0-9]/g
const NEPALI_DIGIT_PATTERN = /[\u0966-\u096F]/g

export function toNepaliDigits(value: string | number): string {
  return String(value).replace(LATIN_DIGIT_PATTERN, (digit) => NEPALI_DIGITS[Number(digit)] ?? digit)
}

/** Only the digits change, so mixed text such as 'आ.व. २०८०/८१' stays readable. */
export function toLatinDigits(value: string): string {
  return value.replace(NEPALI_DIGIT_PATTERN, (digit) =>
    String(digit.charCodeAt(0) - NEPALI_ZERO_CODE),
  )
}

/**
 * Text whose digits follow the page: Nepali digits in Nepali, Latin digits in
 * English, whichever script they were typed in; everything else stays (a house
 * number, a registration number, a phone number, a fiscal year '२०८०/८१',
 * a BS date). '' for none.
 */
export function pageDigits(value: string | number | null | undefined, language: Language): string {
  if (value === null || value === undefined) return ''
  const text = String(value)
  return language === 'ne' ? toNepaliDigits(text) : toLatinDigits(text)
}

// Intl.NumberFormat construction is far more expensive than format(); dashboards format many values.
const FORMATTER_CACHE = new Map<number | undefined, Intl.NumberFormat>()

function getFormatter(fractionDigits: number | undefined): Intl.NumberFormat {
  let formatter = FORMATTER_CACHE.get(fractionDigits)
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      'en-IN',
      fractionDigits === undefined ? undefined : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
    )
    FORMATTER_CACHE.set(fractionDigits, formatter)
  }
  return formatter
}

/**
 * A count or an amount as the page shows it: grouped in lakhs and crores
 * (1,00,000; १२,३४,५६७.५०) in the page's digits. '' for none or a value that
 * is not a finite number. Throws RangeError for a fractionDigits outside
 * 0..100, as Intl does: that is a programming error.
 */
export function formatNumber(value: number | null | undefined, language: Language, options: FormatNumberOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  return pageDigits(getFormatter(options.fractionDigits).format(value), language)
}

/**
 * Share of `count` in `total` as a percentage with exactly two decimals ('12.50').
 * Null when there is no meaningful share (total 0 or non-finite input); callers render '-%'.
 */
export function formatPercent(count: number, total: number): string | null {
  if (total === 0 || !Number.isFinite(count) || !Number.isFinite(total)) return null
  const percent = (count / total) * 100
  // -0.001 would otherwise print as '-0.00'.
  return (Object.is(Number(percent.toFixed(2)), -0) ? 0 : percent).toFixed(2)
}

/** The share of `count` in `total` as the page shows it ('१२.५०%', '12.50%'), or '-%' when there is none. */
export function formatShare(count: number, total: number, language: Language): string {
  const percent = formatPercent(count, total)
  return percent === null ? '-%' : `${pageDigits(percent, language)}%`
}

const SHORT_UNITS = [
  { size: 10_000_000, ne: 'करोड', en: 'crore' },
  { size: 100_000, ne: 'लाख', en: 'lakh' },
  { size: 1_000, ne: 'हजार', en: 'thousand' },
] as const

/**
 * An amount short, as Nepal says money: in crores, lakhs and thousands with
 * at most two decimals ('२५ लाख', '1.25 crore'), for the axes of charts where
 * the whole figure does not fit; tables and tooltips show formatNumber's.
 */
export function formatAmountShort(value: number, language: Language): string {
  if (!Number.isFinite(value)) return ''
  const unit = SHORT_UNITS.find((candidate) => Math.abs(value) >= candidate.size)
  if (!unit) return formatNumber(Math.round(value * 100) / 100, language)
  const scaled = Math.round((value / unit.size) * 100) / 100
  return `${formatNumber(scaled, language)} ${unit[language]}`
}
