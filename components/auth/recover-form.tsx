'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ErrorSummary } from '@/components/ui/error-summary'
import { toast } from '@/components/ui/toast'
import { shown } from '@/lib/i18n/shared'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { passwordField, requiredMessage, RESET_PIN_PREFIX } from '@/lib/auth/schemas'
import { ApiRequestError, apiFetch } from '@/lib/client/api'
import { clearAuthFlow } from './auth-flow'
import styles from './auth-form.module.css'
import { isCompleteCode } from './code-input'
import { AuthFlowGate, CodeStep, resendCode } from './code-step'
import { Field } from './field'
import { summaryItems } from './form-errors'

const CONFIRM_MISMATCH = "Confirm Password doesn't match"

export function RecoverForm() {
  // Reached only from Forgot password; without its state, back to sign-in.
  return <AuthFlowGate step="recover" fallback="/login">{(flow) => <RecoverSteps mobile={flow.mobile} />}</AuthFlowGate>
}

function RecoverSteps({ mobile }: { mobile: string }) {
  const { t, href } = useTranslate()
  const router = useRouter()
  const [step, setStep] = useState<1 | 2>(1)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  // A refusal (a wrong or expired code) stays in the form until the next attempt.
  const [refusal, setRefusal] = useState('')
  const [attempt, setAttempt] = useState(0)
  const [busy, setBusy] = useState(false)

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isCompleteCode(code)) setStep(2)
  }

  async function update(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setAttempt((count) => count + 1)
    setRefusal('')
    const found: Record<string, string> = {}
    const checked = passwordField.safeParse(password)
    if (!checked.success) found.password = checked.error.issues[0]?.message ?? 'required'
    if (confirmPassword === '') found.confirm_password = requiredMessage('Confirm Password')
    else if (confirmPassword !== password) found.confirm_password = CONFIRM_MISMATCH
    if (Object.keys(found).length > 0) {
      setErrors(found)
      if (found.confirm_password === CONFIRM_MISMATCH) toast.error(t(CONFIRM_MISMATCH))
      return
    }
    setBusy(true)
    try {
      const { message } = await apiFetch('auth/recover', { method: 'POST', body: { mobile, mpin: code, password } })
      toast.success(t(message || AUTH_MESSAGES.passwordUpdated))
      clearAuthFlow('recover')
      router.replace(href('/login'))
      router.refresh()
    } catch (failure) {
      setBusy(false)
      const message = failure instanceof Error ? failure.message : 'Failed'
      // A field's own message is shown at the field (and linked from the summary) instead.
      const refusal = shown`${t('Password Update Failed:')} ${t(message)}`
      if (!(failure instanceof ApiRequestError) || Object.keys(failure.errors).length === 0) setRefusal(refusal)
      toast.error(refusal)
      if (failure instanceof ApiRequestError && failure.errors.mpin) {
        // The code was wrong or has expired: back to the code step.
        setErrors({ mpin: failure.errors.mpin })
        setStep(1)
      } else if (failure instanceof ApiRequestError) setErrors(failure.errors)
    }
  }

  async function resend() {
    setBusy(true)
    const refused = await resendCode(t, mobile, `${RESET_PIN_PREFIX} : `)
    setBusy(false)
    setRefusal(refused)
    if (refused) setAttempt((count) => count + 1)
    else {
      setCode('')
      setErrors({})
    }
  }

  return (
    <div className={styles.panel}>
      <h1>{t('Reset Password')}</h1>
      <ErrorSummary items={[...(refusal ? [{ message: refusal }] : []), ...summaryItems(errors, step === 1 ? ['mpin'] : ['password', 'confirm_password'], t)]} attempt={attempt} />
      {step === 1 ? (
        <CodeStep
          step={t('Step 1 of 2: code')}
          mobile={mobile}
          code={code}
          error={errors.mpin && t(errors.mpin)}
          busy={busy}
          submitLabel={t('Next')}
          submitDisabled={!isCompleteCode(code)}
          onCode={(value) => {
            setCode(value)
            setErrors({})
          }}
          onResend={resend}
          onSubmit={next}
        />
      ) : (
        <form onSubmit={update} method="post" noValidate>
          <p className={styles.step}>{t('Step 2 of 2: new password')}</p>
          <Field
            name="password"
            label={t('New Password')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value)
              setErrors((current) => ({ ...current, password: '' }))
            }}
            hint={t('At least 8 characters; a common password is not accepted.')}
            error={errors.password && t(errors.password)}
            autoFocus
            required
          />
          <Field
            name="confirm_password"
            label={t('Confirm Password')}
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => {
              setConfirmPassword(event.target.value)
              setErrors((current) => ({ ...current, confirm_password: '' }))
            }}
            error={errors.confirm_password && t(errors.confirm_password)}
            required
          />
          <div className={styles.actions}>
            <button type="button" className="button button-secondary" onClick={() => setStep(1)} disabled={busy}>
              {t('Back')}
            </button>
            <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
              {busy ? t('Please wait…') : t('Update Password')}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}
