'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState, type FormEvent, type MouseEvent } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { pageDigits } from '@/lib/calendar'
import { ErrorSummary } from '@/components/ui/error-summary'
import { toast } from '@/components/ui/toast'
import { shown } from '@/lib/i18n/shared'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { passwordField, requiredMessage, RESET_PIN_PREFIX } from '@/lib/auth/schemas'
import { ApiRequestError, apiFetch } from '@/lib/client/api'
import { clearAuthFlow, useAuthFlow } from './auth-flow'
import styles from './auth-form.module.css'
import { AuthLoading } from './auth-loading'
import { CodeInput, isCompleteCode } from './code-input'
import { Field } from './field'
import { summaryItems } from './form-errors'
import { FormNotice, formAction, LanguageField, shownRefusal, useHydrated, type FormFlow, type FormOutcome } from './plain-form'

const CONFIRM_MISMATCH = "Confirm Password doesn't match"

/**
 * `serverFlow`: the number a form post without scripts left in its cookie (lib/auth/form-state.ts);
 * the scripted forms keep theirs in sessionStorage. `outcome`: what the last post left.
 */
export function RecoverForm({ serverFlow, outcome }: { serverFlow?: FormFlow | null; outcome?: FormOutcome | null }) {
  const stored = useAuthFlow('recover')
  const flow = serverFlow ?? stored
  const router = useRouter()
  const { href } = useTranslate()
  // Reached only from Forgot password; without its state, back to sign-in.
  useEffect(() => {
    if (flow === null) router.replace(href('/login'))
  }, [flow, router, href])
  if (flow === 'loading' || flow === null) return <AuthLoading />
  return <RecoverSteps mobile={flow.mobile} outcome={outcome} />
}

function RecoverSteps({ mobile, outcome }: { mobile: string; outcome?: FormOutcome | null }) {
  const { t, href, language } = useTranslate()
  const router = useRouter()
  const hydrated = useHydrated()
  const [step, setStep] = useState<1 | 2>(outcome?.step ?? 1)
  const [code, setCode] = useState(outcome?.values.mpin ?? '')
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>(outcome?.errors ?? {})
  // A refusal (a wrong or expired code) stays in the form until the next attempt.
  const [refusal, setRefusal] = useState(outcome?.refusal ? shownRefusal(outcome.refusal, t) : '')
  const [attempt, setAttempt] = useState(outcome?.refusal || Object.keys(outcome?.errors ?? {}).length > 0 ? 1 : 0)
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

  async function resend(event: MouseEvent<HTMLButtonElement>) {
    // Without scripts the button posts the form to verification-code instead.
    event.preventDefault()
    setBusy(true)
    try {
      const { message } = await apiFetch('auth/verification-code', { method: 'POST', body: { mobile, message: `${RESET_PIN_PREFIX} : `, lang: language } })
      toast.success(t(message || AUTH_MESSAGES.codeSent))
      setCode('')
      setErrors({})
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
      <h1>{t('Reset Password')}</h1>
      <FormNotice notice={outcome?.notice} />
      <ErrorSummary id="error-summary" items={[...(refusal ? [{ message: refusal }] : []), ...summaryItems(errors, step === 1 ? ['mpin'] : ['password', 'confirm_password'], t)]} attempt={attempt} />
      {step === 1 ? (
        <form onSubmit={next} action={formAction('recover-code')} method="post" noValidate>
          <LanguageField />
          <input type="hidden" name="step" value="recover" />
          <p className={styles.step}>{t('Step 1 of 2: code')}</p>
          <p className={styles.lead}>
            {t('Enter the 6-digit code sent by SMS to')} <span className={styles.mobile}>{pageDigits(mobile, language)}</span>
          </p>
          <CodeInput
            label={t('Verification Code')}
            hint={t('6-digit code')}
            value={code}
            onChange={(value) => {
              setCode(value)
              setErrors({})
            }}
            error={errors.mpin && t(errors.mpin)}
            autoFocus
          />
          <div className={`${styles.actions} ${styles.primaryFirst}`}>
            {/* Enabled in the server's HTML: without scripts the server checks the code. */}
            <button type="submit" className={`button ${styles.submit}`} disabled={hydrated && !isCompleteCode(code)}>
              {t('Next')}
            </button>
            <span>
              {t("Didn't receive the code?")}{' '}
              <button type="submit" formAction={formAction('verification-code')} formNoValidate className={styles.linkButton} onClick={resend} disabled={busy}>
                {t('Resend Code')}
              </button>
            </span>
          </div>
        </form>
      ) : (
        <form onSubmit={update} action={formAction('recover')} method="post" noValidate>
          <LanguageField />
          <input type="hidden" name="mpin" value={code} />
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
          <div className={`${styles.actions} ${styles.primaryFirst}`}>
            <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
              {busy ? t('Please wait…') : t('Update Password')}
            </button>
            <button
              type="submit"
              formAction={formAction('recover-code')}
              formNoValidate
              name="back"
              value="1"
              className="button button-secondary"
              onClick={(event) => {
                event.preventDefault()
                setStep(1)
              }}
              disabled={busy}
            >
              {t('Back')}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}
