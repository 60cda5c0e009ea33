'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ErrorSummary } from '@/components/ui/error-summary'
import { toast } from '@/components/ui/toast'
import { shown } from '@/lib/i18n/shared'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { ApiRequestError, apiFetch } from '@/lib/client/api'
import { clearAuthFlow, useAuthFlow } from './auth-flow'
import styles from './auth-form.module.css'
import { AuthLoading } from './auth-loading'
import { CodeInput, isCompleteCode } from './code-input'

export function VerificationForm() {
  const flow = useAuthFlow('verification')
  const router = useRouter()
  const { href } = useTranslate()
  // Spec section 2: without navigation state the screen sends the visitor home.
  useEffect(() => {
    if (flow === null) router.replace(href('/'))
  }, [flow, router, href])
  if (flow === 'loading' || flow === null) return <AuthLoading />
  return <VerificationSteps mobile={flow.mobile} fromRegistration={Boolean(flow.fromRegistration)} />
}

function VerificationSteps({ mobile, fromRegistration }: { mobile: string; fromRegistration: boolean }) {
  const { t, href } = useTranslate()
  const router = useRouter()
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  // The refusal (wrong or expired code) stays in the form until the next attempt.
  const [refusal, setRefusal] = useState('')
  const [attempt, setAttempt] = useState(0)
  const [busy, setBusy] = useState(false)

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!isCompleteCode(code)) return
    setRefusal('')
    setBusy(true)
    try {
      const { message } = await apiFetch('auth/verification', { method: 'POST', body: { mobile, mpin: code } })
      toast.success(t(message || AUTH_MESSAGES.verified))
      clearAuthFlow('verification')
      router.replace(href('/login'))
    } catch (failure) {
      setBusy(false)
      const message = failure instanceof Error ? failure.message : 'Failed'
      setError(failure instanceof ApiRequestError ? (failure.errors.mpin ?? message) : message)
      const refusal = shown`${t('Verification Failed:')} ${t(message)}`
      setRefusal(refusal)
      setAttempt((count) => count + 1)
      toast.error(refusal)
    }
  }

  async function resend() {
    setBusy(true)
    try {
      const { message } = await apiFetch('auth/verification-code', { method: 'POST', body: { mobile } })
      toast.success(t(message || AUTH_MESSAGES.codeSent))
      setCode('')
      setError('')
      setRefusal('')
    } catch (failure) {
      const message = shown`${t('Failed :')} ${t(failure instanceof Error ? failure.message : 'Failed')}`
      setRefusal(message)
      setAttempt((count) => count + 1)
      toast.error(message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.panel}>
      <h1>{t('Mobile Number Verification')}</h1>
      <p className={styles.lead}>
        {t('Enter the 6-digit code sent by SMS to')} <span className={styles.mobile}>{mobile}</span>
      </p>
      {fromRegistration && <p className={styles.hint}>{t('If this number already had an account, the SMS says so instead of giving a code.')}</p>}
      <ErrorSummary items={refusal ? [{ message: refusal, target: error ? 'field-mpin' : undefined }] : []} attempt={attempt} />
      <form onSubmit={verify} method="post" noValidate>
        <CodeInput
          label={t('Verification Code')}
          hint={t('6-digit code')}
          value={code}
          onChange={(value) => {
            setCode(value)
            setError('')
          }}
          error={error && t(error)}
          autoFocus
        />
        <div className={styles.actions}>
          <span>
            {t("Didn't receive the code?")}{' '}
            <button type="button" className={styles.linkButton} onClick={resend} disabled={busy}>
              {t('Resend Code')}
            </button>
          </span>
          <button type="submit" className={`button ${styles.submit}`} disabled={busy || !isCompleteCode(code)}>
            {t('Verify')}
          </button>
        </div>
      </form>
    </div>
  )
}
