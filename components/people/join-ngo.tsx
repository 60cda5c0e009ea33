'use client'

// For a signed-in person who belongs to no NGO yet (decision 092): the
// invitation code from the SMS joins them to the NGO that invited their
// mobile, and the page then shows its profile to edit.
import { useId, useState, type FormEvent } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { apiFetch } from '@/lib/client/api'
import { INVITATION_CODE_LENGTH } from '@/lib/people/limits'
import styles from './people.module.css'
import { usePeopleRequest } from './use-people-request'

export function JoinNgo() {
  const { t } = useTranslate()
  const id = useId()
  const [code, setCode] = useState('')
  const { error, setError, busy, send } = usePeopleRequest()

  async function submit(event: FormEvent) {
    event.preventDefault()
    // The schema comes with the first try, not with the page (decision 104).
    const { acceptInvitationBody } = await import('@/lib/people/schemas')
    const parsed = acceptInvitationBody.safeParse({ code })
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'Failed'))
      return
    }
    await send(() => apiFetch('/api/ngo/invitations/accept', { method: 'POST', body: parsed.data }))
  }

  return (
    <section className={`card ${styles.join}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('Join your NGO')}</h2>
      <p>{t('Did your NGO invite you? Enter the 8-digit invitation code from the SMS to edit its profile with your own sign-in.')}</p>
      <form onSubmit={submit} noValidate>
        <div className={styles.joinRow}>
          <div className="form-field">
            <label htmlFor={`${id}-code`}>{t('Invitation code')}</label>
            <input
              id={`${id}-code`}
              className={styles.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={INVITATION_CODE_LENGTH + 4}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <div className="form-field">
            <button type="submit" className="button" disabled={busy}>
              {t('Join')}
            </button>
          </div>
        </div>
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </section>
  )
}
