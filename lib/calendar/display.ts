// How the portal shows a date to a reader: always in Bikram Sambat, in the
// page's digits, followed by the calendar's mark so nobody mistakes it for an
// AD date ('२०८४-०४-०१ वि.सं.', '2084-04-01 BS'). Dates are stored in AD.
import type { Language } from '@/lib/i18n/shared'
import { adStringToBsString } from './bikram-sambat'
import { pageDigits } from './digits'

/** Nepal's offset from UTC, in minutes (no daylight saving). */
const KATHMANDU_OFFSET_MINUTES = 5 * 60 + 45

/** The mark written after a BS date. */
export const BS_MARK: Record<Language, string> = { ne: 'वि.सं.', en: 'BS' }

/** A BS date the forms show as an example of what to type (in the placeholder and the error). */
export const BS_DATE_EXAMPLE = '2081-04-15'

/** A BS date string ('2084-04-01') with its mark, in the page's digits. */
export function markBsDate(bsDate: string, language: Language): string {
  return `${pageDigits(bsDate, language)} ${BS_MARK[language]}`
}

/**
 * A stored AD date ('2027-07-17', or an ISO date-time) as the reader sees it:
 * '२०८४-०४-०१ वि.सं.' / '2084-04-01 BS'. '' when there is none or it lies
 * outside the calendar.
 */
export function formatBsDate(adDate: string | null | undefined, language: Language): string {
  if (!adDate) return ''
  const bs = adStringToBsString(adDate.slice(0, 10))
  return bs ? markBsDate(bs, language) : ''
}

/**
 * A moment (an ISO date-time) as the reader sees it in Nepal: the BS date
 * and the Kathmandu time, '२०८३-०८-१० वि.सं. ०३:२५' / '2083-08-10 BS 03:25'.
 * '' when there is none.
 */
export function formatBsDateTime(moment: string | null | undefined, language: Language): string {
  const time = moment ? Date.parse(moment) : NaN
  if (!Number.isFinite(time)) return ''
  const local = new Date(time + KATHMANDU_OFFSET_MINUTES * 60_000).toISOString()
  const date = formatBsDate(local.slice(0, 10), language)
  return date ? `${date} ${pageDigits(local.slice(11, 16), language)}` : ''
}
