'use client'

// "Send a notice by SMS" on the NGO list (decision 091): the notice goes to
// every NGO of the list's current filter. Write the text (a live count of
// characters and SMS parts), preview (how many NGOs, parts, what is left of
// today's budget), send; the answer comes at once and the progress is read
// until every SMS has left. Without a filter there is nothing to send to.
import { useEffect, useId, useState } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ApiRequestError, apiFetch, errorMessage } from '@/lib/client/api'
import { formatNumber } from '@/lib/calendar'
import { NOTICE_MAX_PARTS } from '@/lib/notices/limits'
import type { NoticePreview, NoticeProgress } from '@/lib/notices/notices'
import { smsSegments } from '@/lib/sms/segments'
import styles from './ngo-list.module.css'

type Step = 'closed' | 'compose' | 'preview' | 'sent'

const POLL_MS = 1500

/** A refusal of one field says the field's own message ("Write the text of the notice"), not "text: …". */
function refusal(failure: unknown): string {
  const first = failure instanceof ApiRequestError ? Object.values(failure.errors)[0] : undefined
  return typeof first === 'string' && first ? first : errorMessage(failure)
}

export function SmsNotice({ filter }: { filter: Record<string, string> }) {
  const { t, language } = useTranslate()
  const id = useId()
  const [step, setStep] = useState<Step>('closed')
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [preview, setPreview] = useState<NoticePreview | null>(null)
  const [progress, setProgress] = useState<NoticeProgress | null>(null)
  const narrows = Object.entries(filter).some(([key, value]) => key !== 'search_by' && value !== '')
  const count = smsSegments(text.trim())
  const number = (value: number) => formatNumber(value, language)

  useEffect(() => {
    if (!progress || progress.finished_at) return
    const timer = setTimeout(async () => {
      try {
        const { data } = await apiFetch<{ notice: NoticeProgress }>(`ngo/sms-notices/${progress.id}`)
        setProgress(data.notice)
      } catch {
        // The next look is the page's reload; the send itself went through.
      }
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [progress])

  async function askPreview() {
    setBusy(true)
    setError('')
    try {
      const { data } = await apiFetch<{ preview: NoticePreview }>('ngo/sms-notices/preview', { method: 'POST', body: { filter, text } })
      setPreview(data.preview)
      setStep('preview')
    } catch (failure) {
      setError(t(refusal(failure)))
    } finally {
      setBusy(false)
    }
  }

  async function send() {
    if (!preview) return
    setBusy(true)
    setError('')
    try {
      const { data } = await apiFetch<{ notice: NoticeProgress }>('ngo/sms-notices', { method: 'POST', body: { filter, text, expected_count: preview.recipients } })
      setProgress(data.notice)
      setStep('sent')
    } catch (failure) {
      setError(t(refusal(failure)))
    } finally {
      setBusy(false)
    }
  }

  if (step === 'closed') {
    return (
      <div className={styles.notice}>
        <button type="button" className="button button-secondary" disabled={!narrows} aria-describedby={narrows ? undefined : `${id}-why`} onClick={() => setStep('compose')}>
          {t('Send a notice by SMS')}
        </button>
        {narrows ? null : (
          <p id={`${id}-why`} className="muted">
            {t('Choose a filter first: a notice is not sent to every NGO at once.')}
          </p>
        )}
      </div>
    )
  }

  return (
    <section className={styles.notice} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('A notice by SMS to the NGOs of this filter')}</h2>
      {step === 'compose' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void askPreview()
          }}
        >
          <label htmlFor={`${id}-text`}>{t('Text of the notice')}</label>
          <textarea id={`${id}-text`} className={styles.noticeText} rows={5} value={text} onChange={(event) => setText(event.target.value)} aria-describedby={`${id}-count ${id}-hint`} />
          <p id={`${id}-count`} aria-live="polite" className={count.segments > NOTICE_MAX_PARTS ? styles.noticeOver : undefined}>
            {t('{count} characters, {parts} SMS parts').replace('{count}', number(count.characters)).replace('{parts}', number(text.trim() ? count.segments : 0))}
          </p>
          <p id={`${id}-hint`} className="muted">
            {t('At most 3 SMS parts. Nepali text: 70 characters in one part, 67 a part when longer; English: 160 and 153.')}
          </p>
          <div className={styles.claimActions}>
            <button type="submit" className="button" disabled={busy}>
              {t('Preview')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setStep('closed')}>
              {t('Cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {step === 'preview' && preview ? (
        <div>
          <dl className={styles.noticeFigures}>
            <dt>{t('NGOs of this filter')}</dt>
            <dd>{number(preview.ngos)}</dd>
            <dt>{t('NGOs with a mobile (who get it)')}</dt>
            <dd>{number(preview.recipients)}</dd>
            <dt>{t('SMS parts per message')}</dt>
            <dd>{number(preview.parts_per_message)}</dd>
            <dt>{t('SMS parts in all')}</dt>
            <dd>{number(preview.total_parts)}</dd>
            <dt>{t('Left of today’s SMS budget')}</dt>
            <dd>
              {number(preview.budget.left)} / {number(preview.budget.limit)}
            </dd>
          </dl>
          {preview.fits ? null : <p className={styles.noticeOver}>{t('This notice does not fit in what is left of today’s budget.')}</p>}
          <div className={styles.claimActions}>
            <button type="button" className="button" disabled={busy || !preview.fits} onClick={() => void send()}>
              {t('Send the notice')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setStep('compose')}>
              {t('Change the text')}
            </button>
          </div>
        </div>
      ) : null}
      {step === 'sent' && progress ? (
        <p role="status">
          {t(progress.finished_at ? 'Sent: {sent} of {count}, {failed} failed.' : 'Sending: {sent} of {count} sent, {failed} failed.')
            .replace('{sent}', number(progress.sent))
            .replace('{count}', number(progress.recipients))
            .replace('{failed}', number(progress.failed))}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.noticeOver}>
          {error}
        </p>
      ) : null}
    </section>
  )
}
