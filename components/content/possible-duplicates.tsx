'use client'

// Possible duplicates (on /content/ngos, decisions 094 and 095): pairs of
// profiles with the same DAO Registration No., a phone in common or names a
// few letters apart. Loaded only when asked for (a button): the page itself
// stays as quick as it was. Each pair is a card, the two profiles side by
// side on a wide screen and one above the other on a phone; the super
// administrator merges the two profiles of one organisation, or marks two
// organisations as different so the pair leaves the list.
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { BsDateText } from '@/components/ui/bs-date-text'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toast'
import { kathmanduDateTime } from '@/lib/audit/names'
import { formatNumber, pageDigits } from '@/lib/calendar'
import { apiFetch, errorMessage } from '@/lib/client/api'
import { fillShown, shown, type Shown } from '@/lib/i18n/shared'
import type { DuplicateList, DuplicatePair, DuplicateReason, PairProfile } from '@/lib/profile/duplicates'
import type { MergeResult } from '@/lib/profile/merge'
import styles from './possible-duplicates.module.css'

export const REASON_LABELS: Record<DuplicateReason, string> = {
  dao: 'Same DAO Registration No.',
  phone: 'A phone in common',
  name: 'Similar name',
}

const PAGE_SIZE = 20

const pairKey = (pair: DuplicatePair) => `${pair.profiles[0].id}-${pair.profiles[1].id}`

/** The profile to keep unless the super administrator chooses the other: the verified one, else the one an account owns, else the older. */
function suggestedKeep(pair: DuplicatePair): number {
  const [first, second] = pair.profiles
  const rank = (profile: PairProfile) => [profile.is_verified ? 1 : 0, profile.owned ? 1 : 0, -profile.id]
  const [a, b] = [rank(first), rank(second)]
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return a[index] > b[index] ? first.id : second.id
  return first.id
}

type Asked = { kind: 'merge'; pair: DuplicatePair; keep: number } | { kind: 'dismiss'; pair: DuplicatePair }

export function PossibleDuplicates() {
  const { t, language, href } = useTranslate()
  const router = useRouter()
  const headingId = useId()
  const [list, setList] = useState<{ pairs: DuplicatePair[]; total: number; page: number } | null>(null)
  const [loading, setLoading] = useState(false)
  const [failure, setFailure] = useState('')
  const [asked, setAsked] = useState<Asked | null>(null)
  const [busy, setBusy] = useState(false)

  async function load(page: number) {
    setLoading(true)
    setFailure('')
    try {
      const { data } = await apiFetch<DuplicateList>(`ngo/duplicates?page=${page}&limit=${PAGE_SIZE}`)
      setList((current) => ({ pairs: page === 1 || !current ? data.pairs : [...current.pairs, ...data.pairs.filter((pair) => !current.pairs.some((shownPair) => pairKey(shownPair) === pairKey(pair)))], total: data.total, page }))
    } catch (error) {
      setFailure(shown`${t('Failed to load the possible duplicates')}: ${t(errorMessage(error))}`)
    } finally {
      setLoading(false)
    }
  }

  async function act() {
    if (!asked) return
    setBusy(true)
    try {
      const [first, second] = asked.pair.profiles
      if (asked.kind === 'merge') {
        const mergedId = asked.keep === first.id ? second.id : first.id
        const { message, data } = await apiFetch<{ merge: MergeResult }>('ngo/merges', { method: 'POST', body: { kept_profile_id: asked.keep, merged_profile_id: mergedId } })
        const setAside = Object.values(data.merge.set_aside).reduce((sum, count) => sum + count, 0)
        toast.success(setAside > 0 ? shown`${t(message)}. ${fillShown(t('{count} rows both profiles had were set aside in the merge record.'), { count: formatNumber(setAside, language) as Shown })}` : t(message))
        // Every pair of the merged profile is gone with it; the kept profile's pairs are found anew.
        setAsked(null)
        await load(1)
      } else {
        const { message } = await apiFetch('ngo/duplicates/dismissals', { method: 'POST', body: { profile_id: first.id, other_id: second.id } })
        toast.success(t(message))
        setAsked(null)
        setList((current) => (current ? { ...current, pairs: current.pairs.filter((pair) => pairKey(pair) !== pairKey(asked.pair)), total: current.total - 1 } : current))
      }
      // The NGO list above shows the merged profile no more.
      router.refresh()
    } catch (error) {
      toast.error(shown`${t(asked.kind === 'merge' ? 'Failed to merge the profiles' : 'Failed to dismiss the pair')}: ${t(errorMessage(error))}`)
    } finally {
      setBusy(false)
    }
  }

  const profileName = (profile: PairProfile) => (language === 'en' && profile.name_en ? profile.name_en : profile.name)

  return (
    <section className={styles.duplicates} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Possible duplicates')}</h2>
      <p className="muted">{t('Profiles with the same DAO Registration No., a phone in common, or names a few letters apart (in Nepali, English or romanised). Merge the two profiles of one organisation, or mark two organisations as different.')}</p>
      {list === null ? (
        <button type="button" className="button" onClick={() => load(1)} disabled={loading}>
          {loading ? t('Looking for possible duplicates…') : t('Show possible duplicates')}
        </button>
      ) : (
        <>
          <p aria-live="polite">{list.total === 0
              ? t('No possible duplicates.')
              : list.total === 1
                ? t('One pair of profiles may be one organisation.')
                : fillShown(t('{count} pairs of profiles may be one organisation.'), { count: formatNumber(list.total, language) as Shown })}</p>
          <ol className={styles.pairs}>
            {list.pairs.map((pair, index) => (
              <li key={pairKey(pair)} className={styles.pair}>
                <article aria-label={fillShown(t('Pair {count}'), { count: formatNumber(index + 1, language) as Shown })}>
                  <ul className={styles.reasons} aria-label={t('Why they may be one organisation')}>
                    {pair.reasons.map((reason) => (
                      <li key={reason}>{t(REASON_LABELS[reason])}</li>
                    ))}
                  </ul>
                  <div className={styles.profiles}>
                    {pair.profiles.map((profile) => (
                      <dl key={profile.id} className={styles.profile}>
                        <dt className="visually-hidden">{t('Name')}</dt>
                        <dd className={styles.name}>
                          <Link href={href(`/profile/${profile.id}`)} lang={profileName(profile) === profile.name ? 'ne' : 'en'}>
                            {profileName(profile)}
                          </Link>
                          {profileName(profile) === profile.name && profile.name_en ? (
                            <span className={styles.other} lang="en">
                              {profile.name_en}
                            </span>
                          ) : profileName(profile) !== profile.name ? (
                            <span className={styles.other} lang="ne">
                              {profile.name}
                            </span>
                          ) : null}
                        </dd>
                        <dt>{t('DAO Registration No.')}</dt>
                        <dd>{profile.dao_registration_no ? pageDigits(profile.dao_registration_no, language) : '–'}</dd>
                        <dt>{t('Phones')}</dt>
                        <dd>{[...new Set([profile.phone, profile.contact_person_phone, profile.head_person_phone].filter(Boolean))].map((phone) => pageDigits(phone, language)).join(', ') || '–'}</dd>
                        <dt>{t('Location')}</dt>
                        <dd>{profile.location ?? '–'}</dd>
                        <dt>{t('Status')}</dt>
                        <dd>
                          {t(profile.is_verified ? 'Verified' : 'Unverified')}
                          {profile.owned ? '' : shown`, ${t('owned by no account')}`}
                        </dd>
                        <dt>{t('Registered in the portal')}</dt>
                        <dd>
                          <BsDateText ad={kathmanduDateTime(profile.created_at)?.date} language={language} />
                        </dd>
                      </dl>
                    ))}
                  </div>
                  <div className={styles.actions}>
                    <button type="button" className="button" onClick={() => setAsked({ kind: 'merge', pair, keep: suggestedKeep(pair) })}>
                      {t('Merge…')}
                    </button>
                    <button type="button" className="button button-secondary" onClick={() => setAsked({ kind: 'dismiss', pair })}>
                      {t('Not a duplicate')}
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ol>
          {list.pairs.length < list.total ? (
            <button type="button" className="button button-secondary" onClick={() => load(list.page + 1)} disabled={loading}>
              {loading ? t('Looking for possible duplicates…') : t('Show more')}
            </button>
          ) : null}
        </>
      )}
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        title={asked?.kind === 'merge' ? t('Merge two profiles') : t('Not a duplicate')}
        confirmLabel={asked?.kind === 'merge' ? t('Merge the profiles') : t('Mark as different organisations')}
        danger={asked?.kind === 'merge'}
        busy={busy}
        onConfirm={act}
        onCancel={() => setAsked(null)}
      >
        {asked?.kind === 'merge' ? (
          <>
            <fieldset className={styles.choice}>
              <legend>{t('Which profile stays?')}</legend>
              {asked.pair.profiles.map((profile) => (
                <label key={profile.id}>
                  <input type="radio" name="kept-profile" value={profile.id} checked={asked.keep === profile.id} onChange={() => setAsked({ ...asked, keep: profile.id })} />
                  <span lang={profileName(profile) === profile.name ? 'ne' : 'en'}>{profileName(profile)}</span>{' '}
                  <span className="muted">
                    ({[profile.dao_registration_no ? pageDigits(profile.dao_registration_no, language) : null, t(profile.is_verified ? 'Verified' : 'Unverified')].filter(Boolean).join(', ')})
                  </span>
                </label>
              ))}
            </fieldset>
            <p>{t('The other profile’s sections, documents, audit reports, files and history move to the profile that stays, and its address leads there. Rows both profiles have (a budget of the same fiscal year, a document of the same type) are kept aside in the merge record, never deleted. This cannot be undone.')}</p>
          </>
        ) : asked ? (
          <p>
            {fillShown(t('Mark {name} and {other} as two different organisations? The pair leaves this list.'), {
              name: profileName(asked.pair.profiles[0]) as Shown,
              other: profileName(asked.pair.profiles[1]) as Shown,
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  )
}
