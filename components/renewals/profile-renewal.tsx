// The standing of a public profile (decision 080): the cycle in force, in
// words with a symbol, and the record of the years before. A server
// component; the read is kept per profile and Kathmandu day.
import { formatBsDate, pageDigits } from '@/lib/calendar'
import type { Language, Translate } from '@/lib/i18n/shared'
import { getProfileRenewal, type RecordOutcome } from '@/lib/renewals/standings'
import { StandingBadge } from './standing-badge'
import styles from './standing.module.css'

function outcomeText(outcome: RecordOutcome, language: Language, t: Translate): string {
  if (outcome.kind === 'renewed') {
    const on = formatBsDate(outcome.on, language) || outcome.on
    return outcome.days_late > 0 ? t(`Renewed on ${on}, ${outcome.days_late} days late`) : t(`Renewed on ${on}`)
  }
  return t(outcome.kind === 'pending' ? 'Not renewed yet' : 'Not renewed')
}

export async function ProfileRenewal({ profileId, t, language }: { profileId: number; t: Translate; language: Language }) {
  const renewal = await getProfileRenewal(profileId)
  if (!renewal.current && renewal.record.length === 0) return null
  return (
    <section className={styles.block} aria-labelledby="renewal-standing-heading">
      <h2 id="renewal-standing-heading">{t('Renewal standing')}</h2>
      {renewal.current ? (
        <p>
          <StandingBadge standing={renewal.current.standing} financialYear={renewal.current.financial_year} t={t} language={language} />
          {renewal.current.standing.kind === 'late' || renewal.current.standing.kind === 'overdue' ? (
            <span className="muted"> {t(`The deadline was ${formatBsDate(renewal.current.deadline, language) || renewal.current.deadline}`)}</span>
          ) : null}
        </p>
      ) : null}
      {renewal.record.length > 0 ? (
        <>
          <h3 className="visually-hidden">{t('Renewal record')}</h3>
          <ul className={styles.record} aria-label={t('Renewal record')}>
            {renewal.record.map((entry) => (
              <li key={entry.financial_year}>
                {pageDigits(entry.financial_year, language)}: {outcomeText(entry.outcome, language, t)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
