// The dashboard's progress of the renewal cycle in force (decision 080): the
// count of each standing as text, and one stacked bar of the same counts.
// Each segment has a pattern as well as a colour, and the bar's own label
// says every count, so the bar is never the only way to read them.
import dashboardStyles from '@/components/dashboard/dashboard.module.css'
import { formatBsDate, formatNumber, formatShare, pageDigits } from '@/lib/calendar'
import type { Language, Translate } from '@/lib/i18n/shared'
import { PROGRESS_KINDS, type ProgressKind, type RenewalProgress } from '@/lib/renewals/standings'
import styles from './standing.module.css'

/** The legend's words of each bucket ("not started": no submission before the deadline). */
const PROGRESS_LABELS: Record<ProgressKind, string> = {
  renewed: 'Renewed',
  submitted: 'Waiting for review',
  changes_requested: 'Changes requested',
  not_started: 'Not started',
  late: 'Late',
  overdue: 'Overdue',
}

export function RenewalProgressBlock({ progress, t, language }: { progress: RenewalProgress; t: Translate; language: Language }) {
  const { cycle, counts, total } = progress
  const year = pageDigits(cycle.financial_year, language)
  const summary = PROGRESS_KINDS.map((kind) => `${t(PROGRESS_LABELS[kind])}: ${formatNumber(counts[kind], language)}`).join(', ')
  return (
    <section className={`card ${dashboardStyles.block}`} aria-labelledby="renewal-progress-heading">
      <h2 id="renewal-progress-heading">{t(`Renewal progress for ${year}`)}</h2>
      <p className="muted">{t(`${total} NGOs, deadline ${formatBsDate(cycle.deadline, language) || cycle.deadline}`)}</p>
      <div className={styles.progressBar} role="img" aria-label={summary}>
        {total > 0
          ? PROGRESS_KINDS.filter((kind) => counts[kind] > 0).map((kind) => (
              <span key={kind} className={styles[`seg-${kind}`]} style={{ width: `${(counts[kind] / total) * 100}%` }} />
            ))
          : null}
      </div>
      <ul className={styles.legend}>
        {PROGRESS_KINDS.map((kind) => (
          <li key={kind} data-progress={kind}>
            <span className={`${styles.swatch} ${styles[`seg-${kind}`]}`} aria-hidden="true" />
            {t(PROGRESS_LABELS[kind])}: {formatNumber(counts[kind], language)}
            {total > 0 ? <span className="muted"> ({formatShare(counts[kind], total, language)})</span> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
