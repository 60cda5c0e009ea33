// The freshness badge of a profile page: last update and documents expired or
// expiring within 30 days. A server component: <FreshnessBadge profileId={id} />.
import { cached, TAGS } from '@/lib/cache'
import { formatBsDate, formatNumber } from '@/lib/calendar'
import { getLabels } from '@/lib/i18n/server'
import { getProfileFreshness, type FreshnessLevel } from '@/lib/profile/freshness'
import { kathmanduToday } from '@/lib/calendar'
import styles from './freshness-badge.module.css'

const LEVEL_LABELS: Record<FreshnessLevel, string> = {
  current: 'Up to date',
  expiring: 'Documents expiring soon',
  expired: 'Documents expired',
  stale: 'Not updated for over a year',
}

// Cached per profile and Kathmandu day until the profile or the document types change.
const readFreshness = cached(
  (id: number, day: string) => getProfileFreshness(id, new Date(`${day}T12:00:00+05:45`)),
  'profile-freshness',
  (id) => [TAGS.profile(id), TAGS.reference],
)

export async function FreshnessBadge({ profileId }: { profileId: number }) {
  const [{ t, language }, freshness] = await Promise.all([getLabels(), readFreshness(profileId, kathmanduToday())])
  if (!freshness.last_updated) return null
  const day = kathmanduToday(new Date(freshness.last_updated))
  const updated = formatBsDate(day, language) || day
  return (
    <aside className={`${styles.badge} ${styles[freshness.level]}`} aria-label={t('Profile freshness')}>
      <strong>{t(LEVEL_LABELS[freshness.level])}</strong>
      <span>
        {t('Last updated')}: <time dateTime={freshness.last_updated}>{updated}</time>
      </span>
      {freshness.expired.length > 0 && (
        <span>
          {t('Expired documents')}: {formatNumber(freshness.expired.length, language)}
        </span>
      )}
      {freshness.expiring.length > 0 && (
        <span>
          {t('Documents expiring within 30 days')}: {formatNumber(freshness.expiring.length, language)}
        </span>
      )}
    </aside>
  )
}
