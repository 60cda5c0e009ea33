'use client'

// Claims to review (on /content/ngos): people who signed up with the DAO
// registration number of a profile no account owns, from a mobile that is not
// its contact or head person's. The super administrator compares the numbers
// and approves or refuses; the person is told by SMS (lib/profile/claims.ts).
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toast'
import { shown } from '@/lib/i18n/shared'
import { BsDateText } from '@/components/ui/bs-date-text'
import { kathmanduDateTime } from '@/lib/audit/names'
import { apiFetch, errorMessage } from '@/lib/client/api'
import type { ClaimToReview as PendingClaim } from '@/lib/profile/claims'
import type { ResemblingProfile } from '@/lib/profile/duplicates'
import { fillMessage } from '@/lib/register/messages'
import type { ClaimDecision } from '@/lib/register/schemas'
import styles from './ngo-list.module.css'
import { REASON_LABELS } from './possible-duplicates'

export function ClaimsReview({ claims }: { claims: PendingClaim[] }) {
  const { t, language, href } = useTranslate()
  const router = useRouter()
  const [asked, setAsked] = useState<{ claim: PendingClaim; decision: ClaimDecision } | null>(null)
  const [busy, setBusy] = useState(false)

  async function decide() {
    if (!asked) return
    setBusy(true)
    try {
      const { message } = await apiFetch(`ngo/claims/${asked.claim.id}`, { method: 'PUT', body: { decision: asked.decision } })
      toast.success(t(message))
      setAsked(null)
      router.refresh()
    } catch (error) {
      toast.error(shown`${t('Failed to decide the claim')}: ${t(errorMessage(error))}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.claims} aria-labelledby="claims-heading">
      <h2 id="claims-heading">{t('Claims to review')}</h2>
      <p className="muted">{t('People who signed up with the DAO Registration No. of a profile no account owns, from another mobile than its contact or head person’s.')}</p>
      {claims.length === 0 ? (
        <p>{t('No claims to review.')}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('Claims to review')}>
          <table>
            <caption className="visually-hidden">{t('Claims to review')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Claimant')}</th>
                <th scope="col">{t('Profile claimed')}</th>
                <th scope="col">{t('Mobiles on the profile')}</th>
                <th scope="col">{t('Claimed')}</th>
                <th scope="col">{t('Actions')}</th>
              </tr>
            </thead>
            <tbody>
              {claims.map((claim) => (
                <tr key={claim.id}>
                  <td>
                    {claim.claimant.name}
                    <br />
                    {claim.claimant.mobile}
                    <br />
                    <span className="muted">{claim.claimant.dao_registration_no}</span>
                  </td>
                  <td>
                    <Link href={href(`/profile/${claim.profile.id}`)}>{claim.profile.name}</Link>
                    <br />
                    <span className="muted">{claim.profile.dao_registration_no}</span>
                    <Resembling heading={t('Possible duplicates')} profiles={claim.possible_duplicates} />
                    <Resembling heading={t('The claimant’s mobile is a phone of')} profiles={claim.claimant_mobile_on} />
                  </td>
                  <td>
                    {[
                      [t('Contact person'), claim.profile.contact_person_name, claim.profile.contact_person_phone],
                      [t('Head person'), claim.profile.head_person_name, claim.profile.head_person_phone],
                    ].map(([role, name, phone]) => (
                      <div key={role}>
                        {role}: {[name, phone].filter(Boolean).join(', ') || '–'}
                      </div>
                    ))}
                  </td>
                  <td>
                    <BsDateText ad={kathmanduDateTime(claim.created_at)?.date} language={language} empty={claim.created_at} />
                  </td>
                  <td>
                    <div className={styles.claimActions}>
                      <button type="button" className="button" onClick={() => setAsked({ claim, decision: 'approve' })}>
                        {t('Approve')}
                      </button>
                      <button type="button" className="button button-secondary" onClick={() => setAsked({ claim, decision: 'refuse' })}>
                        {t('Refuse')}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={t('Claims to review')}
        confirmLabel={asked?.decision === 'approve' ? t('Approve') : t('Refuse')}
        danger={asked?.decision === 'refuse'}
        busy={busy}
        onConfirm={decide}
        onCancel={() => setAsked(null)}
      >
        <p>
          {asked
            ? fillMessage(t(asked.decision === 'approve' ? 'Give this profile to {name}? They are told by SMS.' : 'Refuse the claim of {name}? They are told by SMS.'), {
                name: asked.claim.claimant.name,
              })
            : null}
        </p>
      </ConfirmDialog>
    </section>
  )
}

/** Profiles a claim may duplicate, each a link with why; nothing when there are none. */
function Resembling({ heading, profiles }: { heading: string; profiles: ResemblingProfile[] }) {
  const { t, href } = useTranslate()
  if (profiles.length === 0) return null
  return (
    <div className={styles.resembling}>
      <strong>{heading}:</strong>
      <ul>
        {profiles.map((profile) => (
          <li key={profile.id}>
            <Link href={href(`/profile/${profile.id}`)} lang="ne">
              {profile.name}
            </Link>{' '}
            ({profile.reasons.map((reason) => t(REASON_LABELS[reason])).join(', ')})
          </li>
        ))}
      </ul>
    </div>
  )
}
