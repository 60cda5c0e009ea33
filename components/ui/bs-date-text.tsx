// A stored AD date as the reader sees it ('२०८४-०४-०१ वि.सं.', lib/calendar's
// formatBsDate), kept on one line so a narrow table cell never splits it at a
// hyphen, with the AD date in the markup for machines. Server or client.
import { formatBsDate } from '@/lib/calendar'
import type { Language } from '@/lib/i18n/shared'

type Props = {
  /** AD 'YYYY-MM-DD' (or an ISO date-time). */
  ad: string | null | undefined
  language: Language
  /** What shows when there is no date. */
  empty?: string
}

export function BsDateText({ ad, language, empty = '' }: Props) {
  const text = formatBsDate(ad, language)
  if (!ad || !text) return <>{empty}</>
  return (
    <time dateTime={ad.slice(0, 10)} className="date-text">
      {text}
    </time>
  )
}
