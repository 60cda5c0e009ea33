'use client'

// The profile status bar (spec sections 2 and 4): status, verification and
// the completeness of each part, shown to the signed-in owner; the way to the
// profile as the public sees it, and, while it is not verified and active,
// that the public does not see it yet.
import Link from 'next/link'
import { useTranslate } from '@/components/i18n-provider'
import type { EditorProfile } from '@/lib/client/profile'
import type { CompletenessFlag } from '@/lib/profile/completeness'
import { CompleteMark } from './section-shell'
import styles from './editor.module.css'

const STATUS_LABELS: Record<string, string> = { new_registration: 'New Registration', active: 'Active', inactive: 'In Active' }

const FLAG_LABELS: Record<CompletenessFlag, string> = {
  ngo_profile: 'Profile',
  thematic_scope: 'Thematic Scope',
  target_group: 'Target Group',
  associate_partnershipfirm_office_keyperson: 'Associate, partnership firm and office key persons',
  rules_regulations_plan: 'Rules, regulations and plans',
  current_organizational_structure: 'Current organizational structure',
  annual_budget: 'Annual budget',
  document: 'Documents',
}

export function StatusBar({ profile }: { profile: EditorProfile }) {
  const { t, href } = useTranslate()
  const { completeness } = profile
  const missingParts = (Object.keys(FLAG_LABELS) as CompletenessFlag[]).filter((flag) => completeness[flag] !== 1)
  return (
    <section className={`card ${styles.statusBar}`} aria-labelledby="profile-status-heading">
      <h2 id="profile-status-heading" className="visually-hidden">
        {t('Profile status')}
      </h2>
      <dl className={styles.statusFacts}>
        <div>
          <dt>{t('Status')}</dt>
          <dd data-status={profile.status}>{t(STATUS_LABELS[profile.status] ?? 'In Active')}</dd>
        </div>
        <div>
          <dt>{t('Verification')}</dt>
          <dd>{profile.is_verified ? t('Verified') : t('Unverified')}</dd>
        </div>
        <div>
          <dt>{t('Data')}</dt>
          <dd>
            <CompleteMark complete={completeness.complete === 1} missing={missingParts.map((flag) => t(FLAG_LABELS[flag]))} />
          </dd>
        </div>
      </dl>
      <p className={styles.publicPage}>
        <Link href={href(`/profile/${profile.id}`)}>{t('View my public page')}</Link>
      </p>
      {profile.is_verified && profile.status === 'active' ? null : (
        <p className={styles.prompt} role="note">
          {t("The public does not see this profile until the municipality verifies it. The municipality's list shows when every section is complete.")}
        </p>
      )}
      <ul className={styles.flagList} aria-label={t('Completeness of each part')}>
        {(Object.keys(FLAG_LABELS) as CompletenessFlag[]).map((flag) => (
          <li key={flag} data-complete={completeness[flag] === 1 ? '1' : '0'}>
            <span aria-hidden="true" className={completeness[flag] === 1 ? styles.yes : styles.no}>
              {completeness[flag] === 1 ? '✓' : '✗'}
            </span>{' '}
            {t(FLAG_LABELS[flag])}
            <span className="visually-hidden">: {completeness[flag] === 1 ? t('Complete') : t('Incomplete')}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
