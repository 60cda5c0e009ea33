// Public API of the calendar module; import from '@/lib/calendar', not from the files inside.
export {
  adStringToBsString,
  adToBs,
  bsStringToAdString,
  bsToAd,
  daysInBsMonth,
  findBsDateProblem,
  formatDateString,
  isValidAdDate,
  isValidBsDate,
  KATHMANDU_UTC_OFFSET_MINUTES,
  kathmanduToday,
  MAX_BS_YEAR,
  MIN_BS_YEAR,
  parseDateString,
  SUPPORTED_AD_RANGE,
  todayBs,
} from './bikram-sambat'
export type { AdDate, BsDate, BsDateProblem, CalendarDate } from './bikram-sambat'

export {
  currentFiscalYear,
  FISCAL_YEAR_START_MONTH,
  fiscalYearLabel,
  fiscalYearOfAdString,
  fiscalYearOfBs,
  fiscalYearRange,
  lastRenewalDateOfFiscalYear,
  parseFiscalYear,
} from './fiscal-year'
export type { FiscalYearRange } from './fiscal-year'

export { formatAmountShort, formatNumber, formatPercent, formatShare, NEPALI_DIGITS, pageDigits, toLatinDigits, toNepaliDigits } from './digits'
export type { FormatNumberOptions } from './digits'

export { BS_DATE_EXAMPLE, BS_MARK, formatBsDate, formatBsDateTime, markBsDate } from './display'

export { BS_MONTH_NAMES_EN, BS_MONTH_NAMES_NE, getBsMonthName } from './month-names'
export type { BsMonthNameLanguage } from './month-names'

export { BS_EPOCH_AD, BS_MONTH_LENGTHS, FIRST_BS_YEAR, LAST_BS_YEAR } from './month-lengths'
export type { BsYearMonthLengths } from './month-lengths'
