'use client'

// The super administrator's revoke form of one certificate (decision 096):
// a reason, kept in the action log, then the check page says it was revoked.
import { useRouter } from 'next/navigation'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { Modal } from '@/components/ui/modal'
import { toast } from '@/components/ui/toast'
import { CERTIFICATE_MESSAGES, revokeCertificateInput } from '@/lib/certificates/schemas'
import { apiFetch, ApiRequestError, errorMessage } from '@/lib/client/api'
import styles from './certificates.module.css'

export function RevokeCertificate({ certificateId, serial }: { certificateId: number; serial: string }) {
  const { t } = useTranslate()
  const router = useRouter()
  const id = useId()
  const opener = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const title = t('Revoke certificate {serial}').replace('{serial}', serial)

  function close() {
    setOpen(false)
    setReason('')
    setError('')
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const parsed = revokeCertificateInput.safeParse({ reason })
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? CERTIFICATE_MESSAGES.reasonRequired))
      return
    }
    setBusy(true)
    try {
      const response = await apiFetch(`ngo/certificates/${certificateId}/revoke`, { method: 'POST', body: parsed.data })
      toast.success(t(response.message))
      close()
      router.refresh()
    } catch (failure) {
      const message = failure instanceof ApiRequestError && failure.errors.reason ? failure.errors.reason : errorMessage(failure)
      setError(t(message))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button ref={opener} type="button" className="button button-danger" onClick={() => setOpen(true)} aria-label={title}>
        {t('Revoke')}
      </button>
      <Modal open={open} title={title} onClose={close} returnFocus={opener}>
        <form onSubmit={submit} noValidate>
          <p>{t('Revoke this certificate? Its check page will say from now on that it was revoked. The reason is kept in the action log.')}</p>
          <div className="form-field">
            <label htmlFor={`${id}-reason`}>
              {t('Reason for revoking')}
              <span aria-hidden="true"> *</span>
            </label>
            <textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={500}
              value={reason}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {error ? (
              <p id={`${id}-error`} className="field-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <div className={styles.formActions}>
            <button type="button" className="button button-secondary" onClick={close} disabled={busy}>
              {t('Cancel')}
            </button>
            <button type="submit" className="button button-danger" disabled={busy}>
              {t('Revoke')}
            </button>
          </div>
        </form>
      </Modal>
    </>
  )
}
