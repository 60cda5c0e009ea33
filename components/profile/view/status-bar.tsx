// The profile status bar, for signed-in viewers only (spec section 2): the
// status, whether the profile is verified, whether its data is complete, and
// for the super administrator the status actions of spec section 4.
import { StatusActions } from '@/components/profile/status-actions'
import type { Translate } from '@/lib/i18n/shared'
import { statusLabel } from '@/lib/profile/status-rules'
import { CompleteFlag } from './section'
import styles from './profile-view.module.css'

type Props = {
  profileId: number
  status: string | null
  isVerified: boolean
  complete: boolean
  canChangeStatus: boolean
  t: Translate
}

export function StatusBar({ profileId, status, isVerified, complete, canChangeStatus, t }: Props) {
  return (
    <section className={`card ${styles.statusBar}`} aria-labelledby="profile-status-heading">
      <h2 id="profile-status-heading" className={styles.statusHeading}>
        {t('Profile status')}
      </h2>
      <dl className={styles.statusFacts}>
        <div>
          <dt>{t('Status')}</dt>
          <dd>
            <span className={`${styles.badge} ${status === 'active' ? styles.badgeGood : styles.badgeBad}`}>{t(statusLabel(status))}</span>
          </dd>
        </div>
        <div>
          <dt>{t('Verification')}</dt>
          <dd>
            <span className={`${styles.badge} ${isVerified ? styles.badgeGood : styles.badgeBad}`}>{isVerified ? t('Verified') : t('Not Verified')}</span>
          </dd>
        </div>
      </dl>
      <CompleteFlag complete={complete} t={t} />
      {canChangeStatus ? (
        <div className={styles.statusActions}>
          <StatusActions profileId={profileId} status={status} isVerified={isVerified} />
        </div>
      ) : null}
    </section>
  )
}
