// Block 1: the total card with its four month windows, and the super
// administrator's choice of which profiles to count (a plain GET form, so it
// works without JavaScript).
import Link from 'next/link'
import type { ProfileCounts } from '@/lib/dashboard/statistics'
import { COUNTS_TYPES, MONTH_WINDOWS, type CountsType, type MonthWindowKey } from '@/lib/dashboard/schemas'
import { formatNumber, formatShare } from '@/lib/calendar'
import { shareValue } from '@/lib/dashboard/format'
import { pathIn } from '@/lib/i18n/paths'
import type { Language, Translate } from '@/lib/i18n/shared'
import styles from './dashboard.module.css'

export const COUNTS_TYPE_LABELS: Record<CountsType, string> = {
  all: 'All profiles',
  verified: 'Verified profiles',
  unverified: 'Unverified profiles',
  active: 'Active profiles',
  inactive: 'Inactive profiles',
  new_registration: 'New registrations',
}

const WINDOW_LABELS: Record<MonthWindowKey, string> = {
  '3_months_ago': 'Registered in the last 3 months',
  '6_months_ago': 'Registered in the last 6 months',
  '9_months_ago': 'Registered in the last 9 months',
  '12_months_ago': 'Registered this year',
}

type Props = {
  counts: ProfileCounts
  countsType: CountsType
  isSuperAdmin: boolean
  /** Other query parameters of the page, kept when the counts type changes. */
  keep: Record<string, string>
  t: Translate
  language: Language
}

export function ProfileCountsBlock({ counts, countsType, isSuperAdmin, keep, t, language }: Props) {
  const total = (
    <>
      <span className={styles.totalNumber}>{formatNumber(counts.total, language)}</span>
      <span>{t(isSuperAdmin ? COUNTS_TYPE_LABELS[countsType] : 'Total NGOs')}</span>
    </>
  )
  return (
    <section className={`card ${styles.block}`} aria-labelledby="counts-heading">
      <h2 id="counts-heading">{t('NGO profile counts')}</h2>
      <div className={styles.countsCard}>
        <div className={styles.total}>
          {isSuperAdmin ? (
            <Link href={pathIn(language, '/content/ngos')} className={styles.totalLink} aria-label={`${t('Open the NGO list')}: ${formatNumber(counts.total, language)}`}>
              {total}
            </Link>
          ) : (
            total
          )}
        </div>
        <ul className={styles.windows}>
          {MONTH_WINDOWS.map((months) => {
            const key = `${months}_months_ago` as MonthWindowKey
            const count = counts.registrationDateBetween[key]
            const share = formatShare(count, counts.total, language)
            const labelId = `window-${months}`
            return (
              <li key={key} className={styles.window}>
                <div className={styles.windowHeader}>
                  <span id={labelId}>{t(WINDOW_LABELS[key])}</span>
                  <span className={styles.windowCount}>{formatNumber(count, language)}</span>
                </div>
                <div
                  className={styles.bar}
                  role="progressbar"
                  aria-labelledby={labelId}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={shareValue(count, counts.total)}
                  aria-valuetext={share}
                >
                  <span className={styles.barFill} style={{ width: `${shareValue(count, counts.total)}%` }} />
                </div>
                <span className={styles.share}>{share}</span>
              </li>
            )
          })}
        </ul>
        {isSuperAdmin ? (
          <form method="get" action={pathIn(language, '/')} className={styles.countsForm}>
            {Object.entries(keep).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <label htmlFor="counts-type">{t('Profiles to count')}</label>
            <select id="counts-type" name="counts" defaultValue={countsType}>
              {COUNTS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(COUNTS_TYPE_LABELS[type])}
                </option>
              ))}
            </select>
            <button type="submit" className="button button-secondary">
              {t('Show counts')}
            </button>
          </form>
        ) : null}
      </div>
    </section>
  )
}
