'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ErrorSummary } from '@/components/ui/error-summary'
import { toast } from '@/components/ui/toast'
import { shown } from '@/lib/i18n/shared'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { ApiRequestError, apiFetch } from '@/lib/client/api'
import { clearAuthFlow } from './auth-flow'
import styles from './auth-form.module.css'
import { isCompleteCode } from './code-input'
import { AuthFlowGate, CodeStep, resendCode } from './code-step'

export function VerificationForm() {
  // Spec section 2: without navigation state the screen sends the visitor home.
  return <AuthFlowGate step="verification" fallback="/">{(flow) => <VerificationSteps mobile={flow.mobile} fromRegistration={Boolean(flow.fromRegistration)} />}</AuthFlowGate>
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
    const refused = await resendCode(t, mobile)
    setBusy(false)
    setRefusal(refused)
    if (refused) setAttempt((count) => count + 1)
    else {
      setCode('')
      setError('')
    }
  }

  return (
    <div className={styles.panel}>
      <h1>{t('Mobile Number Verification')}</h1>
      <ErrorSummary items={refusal ? [{ message: refusal, target: error ? 'field-mpin' : undefined }] : []} attempt={attempt} />
      <CodeStep
        mobile={mobile}
        code={code}
        error={error && t(error)}
        busy={busy}
        submitLabel={t('Verify')}
        submitDisabled={busy || !isCompleteCode(code)}
        onCode={(value) => {
          setCode(value)
          setError('')
        }}
        onResend={resend}
        onSubmit={verify}
      >
        {fromRegistration && <p className={styles.hint}>{t('If this number already had an account, the SMS says so instead of giving a code.')}</p>}
      </CodeStep>
    </div>
  )
}
