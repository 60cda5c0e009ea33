'use client'

// One section's decision on a renewal submission (decision 088): accept, or
// request changes with a reason from the reason list and an optional
// explanation. The form checks its input with the API's own schema; a
// refusal (a submission replaced meanwhile: 409) is shown in the page's
// language, and after the last section the page says whether the SMS went.
import { useRouter } from 'next/navigation'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { toast } from '@/components/ui/toast'
import { apiFetch, errorMessage } from '@/lib/client/api'
import { useEarlyInput } from '@/lib/client/early-input'
import { localName } from '@/lib/i18n/local-name'
import { shown } from '@/lib/i18n/shared'
import { REASON_TEXT_MAX, sectionDecision } from '@/lib/renewals/review-schemas'
import type { DecisionResult } from '@/lib/renewals/review'
import styles from './review.module.css'

type Reason = { id: number; name: string; name_en: string | null }

const SMS_WORDS: Record<string, string> = {
  sent: 'The SMS to the NGO was sent.',
  over_budget: "The SMS to the NGO was not sent: today's SMS budget is spent.",
  no_mobile: 'The SMS to the NGO was not sent.',
  failed: 'The SMS to the NGO was not sent.',
}

export function DecisionForm({ submissionId, section, sectionName, reasons }: { submissionId: number; section: string; sectionName: string; reasons: Reason[] }) {
  const { t, language } = useTranslate()
  const router = useRouter()
  const id = useId()
  const [decision, setDecision] = useState<'accept' | 'changes'>('accept')
  const [reasonId, setReasonId] = useState('')
  const [text, setText] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  // A decision ticked before the page's code ran is kept, as if ticked now: "Request changes" then shows its reason,
  // which the page does not render before (so only the decision can be early).
  const form = useRef<HTMLFormElement>(null)
  useEarlyInput(form, (changed) => {
    const early = changed.get('decision')
    if (early) setDecision(early === 'changes' ? 'changes' : 'accept')
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = sectionDecision.safeParse({ section, decision, reason_id: reasonId, reason_text: text })
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'Failed'))
      return
    }
    setBusy(true)
    try {
      const { message, data } = await apiFetch<{ renewalDecision: DecisionResult }>(`/api/ngo/renewal-submissions/${submissionId}/decisions`, {
        method: 'POST',
        body: { decisions: [{ section, decision, reason_id: reasonId || null, reason_text: text }] },
      })
      setError('')
      const sms = data.renewalDecision.sms
      toast.success(sms ? shown`${t(message)} ${t(SMS_WORDS[sms])}` : t(message))
      router.refresh()
    } catch (failure) {
      setError(t(errorMessage(failure)))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={form} method="post" className={styles.decision} onSubmit={submit} noValidate aria-label={`${t('Decision')}: ${sectionName}`}>
      <fieldset>
        <legend>{t('Decision')}</legend>
        {/* Radios group by their form: each section's form has a "decision" of its own. */}
        <label>
          <input type="radio" name="decision" value="accept" checked={decision === 'accept'} onChange={() => setDecision('accept')} /> {t('Accept')}
        </label>{' '}
        <label>
          <input type="radio" name="decision" value="changes" checked={decision === 'changes'} onChange={() => setDecision('changes')} /> {t('Request changes')}
        </label>
      </fieldset>
      {decision === 'changes' ? (
        <>
          <label htmlFor={`${id}-reason`}>{t('Reason')}</label>
          <select id={`${id}-reason`} value={reasonId} onChange={(event) => setReasonId(event.target.value)} aria-describedby={error ? `${id}-error` : undefined}>
            <option value="">{t('Choose a reason for the changes')}</option>
            {reasons.map((reason) => (
              <option key={reason.id} value={reason.id}>
                {localName(language, reason.name, reason.name_en)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-text`}>{t('Explanation (optional)')}</label>
          <textarea id={`${id}-text`} rows={3} maxLength={REASON_TEXT_MAX + 100} value={text} onChange={(event) => setText(event.target.value)} />
        </>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button" disabled={busy}>
          {t('Record the decision')}
        </button>
      </div>
    </form>
  )
}
