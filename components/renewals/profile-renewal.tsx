// The standing of a public profile (decision 080): the cycle in force, in
// words with a symbol, and the record of the years before. A server
// component; the read is kept per profile and Kathmandu day.
import { formatBsDate } from '@/lib/calendar'
import type { Language, Translate } from '@/lib/i18n/shared'
import { recordText } from '@/lib/renewals/standing-text'
import { getProfileRenewal } from '@/lib/renewals/standings'
import { StandingBadge } from './standing-badge'
import styles from './standing.module.css'

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
              <li key={entry.financial_year}>{recordText(entry, language, t)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
