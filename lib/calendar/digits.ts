/** Devanagari digits ० (U+0966) .. ९ (U+096F), indexed by their value. */
export const NEPALI_DIGITS = ['०', '१', '२', '३', '४', '५', '६', '७', '८', '९'] as const

export type NumberLocale = 'en-IN' | 'en-US'

export interface FormatNumberOptions {
  nepaliDigits?: boolean
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

// Intl.NumberFormat construction is far more expensive than format(); dashboards format many values.
const FORMATTER_CACHE = new Map<string, Intl.NumberFormat>()

function getFormatter(locale: NumberLocale, fractionDigits: number | undefined): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits ?? ''}`
  let formatter = FORMATTER_CACHE.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      locale,
      fractionDigits === undefined
        ? undefined
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
    )
    FORMATTER_CACHE.set(key, formatter)
  }
  return formatter
}

/**
 * en-IN groups as 1,00,000 (lakh/crore), the convention readers in Nepal expect; en-US as 100,000.
 * Throws RangeError for a fractionDigits outside 0..100, as Intl does — that is a programming error.
 */
export function formatNumber(
  value: number,
  locale: NumberLocale,
  options: FormatNumberOptions = {},
): string {
  const formatted = getFormatter(locale, options.fractionDigits).format(value)
  return options.nepaliDigits ? toNepaliDigits(formatted) : formatted
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
