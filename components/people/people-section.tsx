'use client'

// The People section of /profile (decision 092): everyone who signs in to
// edit this NGO's profile, each with name, role, masked mobile and last
// sign-in, and the invitations that wait. An NGO admin invites by mobile
// number, makes people admins or members, removes them and cancels
// invitations; a member reads the list and may leave. Every change asks
// first (ConfirmDialog), then the page reloads what the server now holds.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { BsDateText } from '@/components/ui/bs-date-text'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { kathmanduDateTime, roleName } from '@/lib/audit/names'
import { formatNumber, pageDigits } from '@/lib/calendar'
import { apiFetch } from '@/lib/client/api'
import { useEarlyInput } from '@/lib/client/early-input'
import { dataLang } from '@/lib/i18n/local-name'
import { fillShown, shown, type Language, type Shown } from '@/lib/i18n/shared'
import type { OpenInvitation, PeopleOfProfile, Person } from '@/lib/people/members'
import styles from './people.module.css'
import { usePeopleRequest } from './use-people-request'
import { WithName } from './with-name'

type Props = {
  profileId: number
  /** The signed-in person. */
  viewerId: number
  /** Who is looking: an NGO admin of this profile, one of its members, or the super administrator (who reads it, and hands over below). */
  mode: 'admin' | 'member' | 'registry'
  data: PeopleOfProfile
  /** What follows the list (the super administrator's handover). */
  children?: ReactNode
}

type Question =
  | { kind: 'remove'; person: Person }
  | { kind: 'leave'; person: Person }
  | { kind: 'role'; person: Person; role: 'admin' | 'user' }
  | { kind: 'cancel'; invitation: OpenInvitation }

/** An instant as the Kathmandu BS date and time in the page's digits. */
function When({ instant, language }: { instant: string | null; language: Language }) {
  const local = instant ? kathmanduDateTime(instant) : null
  if (!local) return null
  return (
    <>
      <BsDateText ad={local.date} language={language} /> {pageDigits(local.time, language)}
    </>
  )
}

export function PeopleSection({ profileId, viewerId, mode, data, children }: Props) {
  const { t, language } = useTranslate()
  const isAdmin = mode === 'admin'
  const hasActions = mode !== 'registry'
  const [question, setQuestion] = useState<Question | null>(null)
  const { busy, send } = usePeopleRequest({ failure: 'toast' })

  async function answer() {
    if (!question) return
    const done = await send(() =>
      question.kind === 'cancel'
        ? apiFetch(`/api/ngo/${profileId}/invitations/${question.invitation.id}`, { method: 'DELETE' })
        : question.kind === 'role'
          ? apiFetch(`/api/ngo/${profileId}/members/${question.person.id}`, { method: 'PUT', body: { role: question.role } })
          : apiFetch(`/api/ngo/${profileId}/members/${question.person.id}`, { method: 'DELETE' }),
    )
    if (done) setQuestion(null)
  }

  const name = (person: Person) => <span lang={dataLang(language, person.name)}>{person.name}</span>
  const questionText = (asked: Question): ReactNode => {
    if (asked.kind === 'cancel') return fillShown(t('Cancel the invitation to {mobile}? Its code will no longer work.'), { mobile: pageDigits(asked.invitation.mobile, language) as Shown })
    if (asked.kind === 'leave') return t('Leave this NGO? You can no longer edit its profile unless you are invited again.')
    if (asked.kind === 'remove') return <WithName text={t('Remove {name} from this NGO? They are signed out at once and can no longer edit this profile.')} name={asked.person.name} language={language} />
    const text = t(asked.role === 'admin' ? 'Make {name} an NGO admin? They can then invite, remove and change the roles of people.' : 'Make {name} a member? They can still edit the profile, but no longer manage its people.')
    return <WithName text={text} name={asked.person.name} language={language} />
  }
  const questionTitle = (asked: Question) =>
    asked.kind === 'cancel' ? t('Cancel the invitation') : asked.kind === 'leave' ? t('Leave this NGO') : asked.kind === 'remove' ? t('Remove from the NGO') : asked.role === 'admin' ? t('Make NGO admin') : t('Make member')
  const confirmLabel = (asked: Question) =>
    asked.kind === 'cancel' ? t('Cancel the invitation') : asked.kind === 'leave' ? t('Leave') : asked.kind === 'remove' ? t('Remove from the NGO') : asked.role === 'admin' ? t('Make NGO admin') : t('Make member')

  return (
    <section id="people" className={`card ${styles.people}`} aria-labelledby="people-heading">
      <h2 id="people-heading">{t('People')}</h2>
      <p className="muted">
        {mode === 'admin'
          ? t('Everyone here signs in with their own mobile number and password and can edit this profile. As an NGO admin you invite people, make them NGO admins and remove them.')
          : mode === 'member'
            ? t('Everyone here signs in with their own mobile number and password and can edit this profile. Only an NGO admin can invite or remove people.')
            : t('The people who sign in to edit this profile. When none of its NGO admins can act, make another person its NGO admin below.')}
      </p>
      <div className="table-scroll">
        <table className={`stack-table ${styles.table}`}>
          <caption className="visually-hidden">{t('People of the NGO')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Name')}</th>
              <th scope="col">{t('Role')}</th>
              <th scope="col">{t('Mobile Number')}</th>
              <th scope="col">{t('Last sign-in')}</th>
              {hasActions ? <th scope="col">{t('Actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {data.people.map((person) => {
              const isYou = person.id === viewerId
              return (
                <tr key={person.id} data-person={person.id}>
                  <th scope="row" data-label={t('Name')}>
                    {name(person)}
                    {isYou ? <span className="muted">{` (${t('you')})`}</span> : null}
                  </th>
                  <td data-label={t('Role')}>
                    <div className={styles.value}>
                      {t(roleName(person.role))}
                      {person.is_contact ? <span className={styles.note}>{t('Contact for the municipality’s SMS')}</span> : null}
                    </div>
                  </td>
                  <td data-label={t('Mobile Number')} className="phone-number">
                    {pageDigits(person.mobile, language)}
                  </td>
                  <td data-label={t('Last sign-in')}>{person.last_sign_in_at ? <When instant={person.last_sign_in_at} language={language} /> : <span className="muted">{t('Never')}</span>}</td>
                  {hasActions ? (
                    <td data-label={t('Actions')}>
                      {isYou || isAdmin ? (
                        <div className={styles.actions}>
                          {isYou ? (
                            <button type="button" className="button button-secondary" onClick={() => setQuestion({ kind: 'leave', person })} disabled={busy}>
                              {t('Leave')}
                            </button>
                          ) : isAdmin ? (
                            <>
                              <button
                                type="button"
                                className="button button-secondary"
                                onClick={() => setQuestion({ kind: 'role', person, role: person.role === 'admin' ? 'user' : 'admin' })}
                                disabled={busy}
                                aria-label={fillShown(t(person.role === 'admin' ? 'Make {name} a member' : 'Make {name} an NGO admin'), { name: person.name as Shown })}
                              >
                                {person.role === 'admin' ? t('Make member') : t('Make NGO admin')}
                              </button>
                              <button
                                type="button"
                                className="button button-danger"
                                onClick={() => setQuestion({ kind: 'remove', person })}
                                disabled={busy}
                                aria-label={fillShown(t('Remove {name}'), { name: person.name as Shown })}
                              >
                                {t('Remove from the NGO')}
                              </button>
                            </>
                          ) : null}
                        </div>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>

      {data.invitations.length > 0 ? (
        <>
          <h3 id="invitations-heading">{t('Invitations waiting')}</h3>
          <div className="table-scroll">
            <table className={`stack-table ${styles.table}`} aria-labelledby="invitations-heading">
              <thead>
                <tr>
                  <th scope="col">{t('Mobile Number')}</th>
                  <th scope="col">{t('Role')}</th>
                  <th scope="col">{t('Sent on')}</th>
                  <th scope="col">{t('Valid until')}</th>
                  {isAdmin ? <th scope="col">{t('Actions')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {data.invitations.map((invitation) => (
                  <tr key={invitation.id} data-invitation={invitation.id}>
                    <th scope="row" data-label={t('Mobile Number')} className="phone-number">
                      {pageDigits(invitation.mobile, language)}
                    </th>
                    <td data-label={t('Role')}>{t(roleName(invitation.role))}</td>
                    <td data-label={t('Sent on')}>
                      <div className={styles.value}>
                        <When instant={invitation.created_at} language={language} />
                        {invitation.invited_by ? (
                          <span className={styles.note}>
                            <WithName text={t('by {name}')} name={invitation.invited_by} language={language} />
                          </span>
                        ) : null}
                      </div>
                    </td>
                    <td data-label={t('Valid until')}>
                      <When instant={invitation.expires_at} language={language} />
                    </td>
                    {isAdmin ? (
                      <td data-label={t('Actions')}>
                        <button
                          type="button"
                          className="button button-secondary"
                          onClick={() => setQuestion({ kind: 'cancel', invitation })}
                          disabled={busy}
                          aria-label={fillShown(t('Cancel the invitation to {mobile}'), { mobile: pageDigits(invitation.mobile, language) as Shown })}
                        >
                          {t('Cancel the invitation')}
                        </button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      {isAdmin ? <InviteForm profileId={profileId} data={data} /> : null}
      {children}

      <ConfirmDialog
        open={question !== null}
        title={question ? questionTitle(question) : ''}
        confirmLabel={question ? confirmLabel(question) : undefined}
        cancelLabel={question?.kind === 'cancel' ? t('Keep the invitation') : undefined}
        danger={question?.kind === 'remove' || question?.kind === 'leave' || question?.kind === 'cancel'}
        busy={busy}
        onConfirm={() => void answer()}
        onCancel={() => setQuestion(null)}
      >
        <p>{question ? questionText(question) : null}</p>
      </ConfirmDialog>
    </section>
  )
}

/** An NGO admin invites a person by mobile number; the SMS speaks the page's language. */
function InviteForm({ profileId, data }: { profileId: number; data: PeopleOfProfile }) {
  const { t, language } = useTranslate()
  const id = useId()
  const [mobile, setMobile] = useState('')
  const [role, setRole] = useState<'user' | 'admin'>('user')
  const { error, setError, busy, send } = usePeopleRequest()
  const left = Math.max(0, data.invitations_per_day - data.invitations_today)
  // The number typed and the role chosen before the page's code ran are kept, as if given now.
  const form = useRef<HTMLFormElement>(null)
  useEarlyInput(form, (changed) => {
    for (const [name, value] of changed) {
      if (name === 'mobile') setMobile(value)
      else if (name === 'role') setRole(value === 'admin' ? 'admin' : 'user')
    }
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    // The schema comes with the first invitation, not with the page (decision 104).
    const { invitationBody } = await import('@/lib/people/schemas')
    const parsed = invitationBody.safeParse({ mobile, role, lang: language })
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'Failed'))
      return
    }
    const sent = await send(
      () => apiFetch(`/api/ngo/${profileId}/invitations`, { method: 'POST', body: parsed.data }),
      (message) => shown`${message}: ${pageDigits(parsed.data.mobile, language) as Shown}`,
    )
    if (sent) {
      setMobile('')
      setRole('user')
    }
  }

  return (
    <form ref={form} method="post" className={styles.invite} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('Invite a person')}</h3>
      <p className="muted">{t('They get an SMS with a code, valid for 48 hours. They register (or log in) with that mobile number and enter the code on My Profile.')}</p>
      <div className={styles.inviteFields}>
        <div className="form-field">
          <label htmlFor={`${id}-mobile`}>{t('Mobile Number')}</label>
          <input
            id={`${id}-mobile`}
            name="mobile"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-role`}>{t('Role')}</label>
          <select id={`${id}-role`} name="role" value={role} onChange={(event) => setRole(event.target.value === 'admin' ? 'admin' : 'user')}>
            <option value="user">{t('NGO member')}</option>
            <option value="admin">{t('NGO admin')}</option>
          </select>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.inviteActions}>
        <button type="submit" className="button" disabled={busy || left === 0}>
          {t('Send the invitation')}
        </button>
        <span className="muted">
          {fillShown(t('Invitations left today: {left} of {count}'), { left: formatNumber(left, language) as Shown, count: formatNumber(data.invitations_per_day, language) as Shown })}
        </span>
      </div>
    </form>
  )
}
