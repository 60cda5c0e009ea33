// The words, shape and tone of a standing (decision 080), the same on every
// page that shows one. Colour is never the only signal: each tone has its own
// symbol and the text says the standing in full. No I/O here.
import { formatBsDate, pageDigits } from '@/lib/calendar'
import type { Language, Translate } from '@/lib/i18n/shared'
import type { Standing, StandingKind } from '@/lib/renewals/standing'
import type { RecordEntry } from '@/lib/renewals/standings'

export type StandingTone = 'good' | 'waiting' | 'attention' | 'due' | 'late' | 'overdue'

export const STANDING_TONE: Record<StandingKind, StandingTone> = {
  renewed: 'good',
  submitted: 'waiting',
  changes_requested: 'attention',
  due: 'due',
  not_started: 'due',
  late: 'late',
  overdue: 'overdue',
}

/** A symbol per tone (shown beside the words, hidden from screen readers, which read the words). */
export const TONE_SYMBOL: Record<StandingTone, string> = {
  good: '✓',
  waiting: '◷',
  attention: '✎',
  due: '○',
  late: '▲',
  overdue: '■',
}

/** The English label key of each kind, for filters and the dashboard's legend. */
export const STANDING_KIND_LABELS: Record<StandingKind, string> = {
  renewed: 'Renewed',
  submitted: 'Waiting for review',
  changes_requested: 'Changes requested',
  due: 'Due',
  not_started: 'Not yet open',
  late: 'Late',
  overdue: 'Overdue',
}

/** "Renewed for 2082/83 on <BS date>", "Renewal due by <BS date>", "Late: 3 days"... in the page's language and digits. */
export function standingText(standing: Standing, financialYear: string, language: Language, t: Translate): string {
  const date = (ad: string) => formatBsDate(ad, language) || ad
  const year = pageDigits(financialYear, language)
  // Latin digits: the message's number placeholder puts them in the page's digits.
  const count = (days: number) => String(days)
  switch (standing.kind) {
    case 'renewed':
      return t(`Renewed for ${year} on ${date(standing.on)}`)
    case 'submitted':
      return t(`Submitted on ${date(standing.on)}, waiting for review`)
    case 'changes_requested':
      return t(`Changes requested on ${date(standing.on)}`)
    case 'due':
      return t(`Renewal due by ${date(standing.by)}`)
    case 'not_started':
      return t(`Renewal opens on ${date(standing.starts)}`)
    case 'late':
      return standing.days === 1 ? t('Late: 1 day') : t(`Late: ${count(standing.days)} days`)
    case 'overdue':
      return t(`Overdue: ${count(standing.days)} days`)
  }
}

/** A past year's line of the record: "2081/82: Renewed on <date>, 5 days late" or "...: Not renewed". */
export function recordText(entry: RecordEntry, language: Language, t: Translate): string {
  const year = pageDigits(entry.financial_year, language)
  const { outcome } = entry
  if (outcome.kind === 'renewed') {
    const on = formatBsDate(outcome.on, language) || outcome.on
    return `${year}: ${outcome.days_late > 0 ? t(`Renewed on ${on}, ${outcome.days_late} days late`) : t(`Renewed on ${on}`)}`
  }
  return `${year}: ${t(outcome.kind === 'pending' ? 'Not renewed yet' : 'Not renewed')}`
}
