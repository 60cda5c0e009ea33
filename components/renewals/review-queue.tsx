// The review queue on /content/renewals (decision 088): the current renewal
// submissions, oldest first, filtered by state and days waiting with a plain
// GET form (it works without scripts). A server component.
import { formatBsDate, pageDigits } from '@/lib/calendar'
import { kathmanduDateTime } from '@/lib/audit/names'
import { localName } from '@/lib/i18n/local-name'
import { pathIn } from '@/lib/i18n/paths'
import type { Language, Translate } from '@/lib/i18n/shared'
import type { QueueEntry } from '@/lib/renewals/review'
import type { QueueQuery, SubmissionState } from '@/lib/renewals/review-schemas'
import styles from './review.module.css'

export const SUBMISSION_STATE_LABELS: Record<SubmissionState, string> = {
  submitted: 'Waiting for review',
  changes_requested: 'Changes requested',
  accepted: 'Accepted',
}

type Props = { entries: QueueEntry[]; total: number; query: QueueQuery; t: Translate; language: Language }

export function ReviewQueue({ entries, total, query, t, language }: Props) {
  return (
    <section className="card" aria-labelledby="review-queue-heading">
      <h2 id="review-queue-heading">{t('Review queue')}</h2>
      <p className="muted">{t('Oldest first.')}</p>
      <form method="get" className={styles.filters}>
        <label>
          <span>{t('Status')}</span>
          <select name="state" defaultValue={query.state}>
            <option value="submitted">{t('Waiting for review')}</option>
            <option value="changes_requested">{t('Changes requested')}</option>
            <option value="accepted">{t('Accepted')}</option>
            <option value="all">{t('Any state')}</option>
          </select>
        </label>
        <label>
          <span>{t('Waiting at least (days)')}</span>
          <input type="number" name="min_days" min={0} max={9999} inputMode="numeric" defaultValue={query.min_days || ''} />
        </label>
        <button type="submit" className="button button-secondary">
          {t('Filter')}
        </button>
      </form>
      {entries.length === 0 ? (
        <p>{t('Nothing to review.')}</p>
      ) : (
        <ul className={styles.queue}>
          {entries.map((entry) => {
            const day = kathmanduDateTime(entry.submitted_at)?.date ?? entry.submitted_at.slice(0, 10)
            return (
              <li key={entry.id} className={styles.queueRow}>
                <a href={pathIn(language, `/content/renewals/${entry.id}`)} className={styles.queueName}>
                  {localName(language, entry.name, entry.name_en)}
                </a>
                <span>{pageDigits(entry.financial_year, language)}</span>
                <span>{t(SUBMISSION_STATE_LABELS[entry.state])}</span>
                {entry.is_resubmission ? <span>{t('Resubmitted')}</span> : null}
                <span>
                  {t('Submitted on')}: {formatBsDate(day, language) || day}
                </span>
                <span>
                  {t('Days waiting')}: {pageDigits(entry.days_waiting, language)}
                </span>
              </li>
            )
          })}
        </ul>
      )}
      {total > entries.length ? <p className="muted">{pageDigits(`${entries.length} / ${total}`, language)}</p> : null}
    </section>
  )
}
