'use client'

// The super administrator's handover on /profile/{id} (decision 093): when no
// NGO admin can act, one of the profile's people, or a verified person in no
// NGO who signed up with its DAO registration number, becomes its NGO admin.
// The reason is required and goes in the action log; the former admins
// become members, are signed out and get one SMS.
import { useRouter } from 'next/navigation'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/toast'
import { roleName } from '@/lib/audit/names'
import { pageDigits } from '@/lib/calendar'
import { apiFetch, ApiRequestError, errorMessage } from '@/lib/client/api'
import { useEarlyInput } from '@/lib/client/early-input'
import { dataLang } from '@/lib/i18n/local-name'
import type { Shown } from '@/lib/i18n/shared'
import type { HandoverCandidate, HandoverResult } from '@/lib/people/handover'
import { HANDOVER_REASON_MAX, handoverBody } from '@/lib/people/schemas'
import styles from './people.module.css'
import { WithName } from './with-name'

const SMS_WORDS: Record<HandoverResult['sms'], string> = {
  sent: 'The former NGO admins were told by SMS.',
  none: 'There was no former NGO admin to tell.',
  over_budget: "The SMS to the former NGO admins was not sent: today's SMS budget is spent.",
  failed: 'The SMS to the former NGO admins could not be sent.',
  no_mobile: 'The SMS to the former NGO admins could not be sent.',
}

export function HandoverForm({ profileId, candidates }: { profileId: number; candidates: HandoverCandidate[] }) {
  const { t, language } = useTranslate()
  const router = useRouter()
  const id = useId()
  const [userId, setUserId] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<{ user_id?: Shown; reason?: Shown; form?: Shown }>({})
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  // Who was chosen and the reason typed before the page's code ran are kept, as if given now.
  const form = useRef<HTMLFormElement>(null)
  useEarlyInput(form, (changed) => {
    for (const [name, value] of changed) {
      if (name === 'user_id') setUserId(value)
      else if (name === 'reason') setReason(value)
    }
  })
  const chosen = candidates.find((candidate) => String(candidate.id) === userId)
  const members = candidates.filter((candidate) => candidate.role !== null)
  const registered = candidates.filter((candidate) => candidate.role === null)
  const describe = (candidate: HandoverCandidate) =>
    `${candidate.name} · ${pageDigits(candidate.mobile, language)} · ${candidate.role ? t(roleName(candidate.role)) : pageDigits(candidate.dao_registration_no ?? '', language)}`

  function check(event: FormEvent) {
    event.preventDefault()
    const parsed = handoverBody.safeParse({ user_id: userId ? Number(userId) : undefined, reason })
    if (!parsed.success) {
      const found: typeof errors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'reason' ? 'reason' : 'user_id'
        found[field] ??= t(issue.message)
      }
      setErrors(found)
      return
    }
    setErrors({})
    setAsking(true)
  }

  async function handOver() {
    setBusy(true)
    try {
      const { message, data } = await apiFetch<HandoverResult>(`/api/ngo/${profileId}/handover`, { method: 'POST', body: { user_id: Number(userId), reason } })
      // Two sentences of their own: the outcome, then what became of the SMS.
      toast.success(
        <span>
          {t(message)}
          <br />
          {t(SMS_WORDS[data.sms])}
        </span>,
      )
      setAsking(false)
      setUserId('')
      setReason('')
      router.refresh()
    } catch (failure) {
      setAsking(false)
      if (!(failure instanceof ApiRequestError && failure.isTokenError)) {
        const message = t(errorMessage(failure))
        setErrors(failure instanceof ApiRequestError && failure.errors.user_id ? { user_id: message } : { form: message })
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={form} method="post" className={styles.handover} onSubmit={check} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('Hand over the profile')}</h3>
      <p className="muted">
        {t('Make one of its people, or a verified person in no NGO who signed up with its DAO registration number, its NGO admin. The current NGO admins become members, are signed out and are told by SMS.')}
      </p>
      {candidates.length === 0 ? (
        <p>{t('Nobody can take over this profile yet: no one belongs to it, and no verified person in no NGO signed up with its DAO registration number.')}</p>
      ) : (
        <>
          <div className="form-field">
            <label htmlFor={`${id}-person`}>{t('New NGO admin')}</label>
            <select
              id={`${id}-person`}
              name="user_id"
              value={userId}
              onChange={(event) => setUserId(event.target.value)}
              aria-invalid={errors.user_id ? true : undefined}
              aria-describedby={errors.user_id ? `${id}-person-error` : undefined}
            >
              <option value="">{t('Choose the person who takes over')}</option>
              {members.length > 0 ? (
                <optgroup label={t('People of this NGO')}>
                  {members.map((candidate) => (
                    <option key={candidate.id} value={candidate.id} lang={dataLang(language, candidate.name)}>
                      {describe(candidate)}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              {registered.length > 0 ? (
                <optgroup label={t('Signed up with its DAO registration number')}>
                  {registered.map((candidate) => (
                    <option key={candidate.id} value={candidate.id} lang={dataLang(language, candidate.name)}>
                      {describe(candidate)}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </select>
            {errors.user_id ? (
              <p id={`${id}-person-error`} className="field-error">
                {errors.user_id}
              </p>
            ) : null}
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-reason`}>{t('Reason for the handover')}</label>
            <textarea
              id={`${id}-reason`}
              name="reason"
              rows={3}
              maxLength={HANDOVER_REASON_MAX + 100}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={`${id}-reason-hint${errors.reason ? ` ${id}-reason-error` : ''}`}
            />
            <small id={`${id}-reason-hint`} className="muted">
              {t('Recorded in the action log, e.g. the decision of the general assembly.')}
            </small>
            {errors.reason ? (
              <p id={`${id}-reason-error`} className="field-error">
                {errors.reason}
              </p>
            ) : null}
          </div>
          {errors.form ? (
            <p className="field-error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={busy}>
            {t('Make NGO admin')}
          </button>
        </>
      )}
      <ConfirmDialog
        open={asking}
        title={t('Hand over the profile')}
        confirmLabel={t('Make NGO admin')}
        busy={busy}
        onConfirm={() => void handOver()}
        onCancel={() => setAsking(false)}
      >
        <p>{chosen ? <WithName text={t('Make {name} the NGO admin of this profile? The current NGO admins become members and are signed out.')} name={chosen.name} language={language} /> : null}</p>
      </ConfirmDialog>
    </form>
  )
}
