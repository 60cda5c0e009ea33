'use client'

// What the mobile verification and the password reset share: a screen
// reached only with its navigation state, and the step that asks for the SMS
// code (where it went, the code, Resend, and the step's own button).
import { useRouter } from 'next/navigation'
import { useEffect, type FormEvent, type ReactNode } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { toast } from '@/components/ui/toast'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { apiFetch } from '@/lib/client/api'
import { shown } from '@/lib/i18n/shared'
import { useAuthFlow, type AuthFlow, type AuthFlowStep } from './auth-flow'
import styles from './auth-form.module.css'
import { AuthLoading } from './auth-loading'
import { CodeInput } from './code-input'

/** Renders the step with its flow; without one (spec section 2) the visitor is sent to `fallback`. */
export function AuthFlowGate({ step, fallback, children }: { step: AuthFlowStep; fallback: string; children: (flow: AuthFlow) => ReactNode }) {
  const flow = useAuthFlow(step)
  const router = useRouter()
  const { href } = useTranslate()
  useEffect(() => {
    if (flow === null) router.replace(href(fallback))
  }, [flow, router, href, fallback])
  if (flow === 'loading' || flow === null) return <AuthLoading />
  return children(flow)
}

/**
 * Asks for a new code by SMS (`message` names a reset code) and toasts the
 * outcome. Resolves to the refusal to keep in the form, or '' once sent.
 */
export async function resendCode(t: ReturnType<typeof useTranslate>['t'], mobile: string, message?: string): Promise<string> {
  try {
    const answer = await apiFetch('auth/verification-code', { method: 'POST', body: message === undefined ? { mobile } : { mobile, message } })
    toast.success(t(answer.message || AUTH_MESSAGES.codeSent))
    return ''
  } catch (failure) {
    const refusal = shown`${t('Failed :')} ${t(failure instanceof Error ? failure.message : 'Failed')}`
    toast.error(refusal)
    return refusal
  }
}

export function CodeStep({
  mobile,
  code,
  error,
  busy,
  submitLabel,
  submitDisabled,
  onCode,
  onResend,
  onSubmit,
  step,
  children,
}: {
  mobile: string
  code: string
  /** Already translated. */
  error?: string
  busy: boolean
  submitLabel: string
  submitDisabled: boolean
  onCode: (code: string) => void
  onResend: () => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** The step's place in its flow, above where the code went. */
  step?: string
  /** Shown below where the code went. */
  children?: ReactNode
}) {
  const { t } = useTranslate()
  return (
    <form onSubmit={onSubmit} method="post" noValidate>
      {step ? <p className={styles.step}>{step}</p> : null}
      <p className={styles.lead}>
        {t('Enter the 6-digit code sent by SMS to')} <span className={styles.mobile}>{mobile}</span>
      </p>
      {children}
      <CodeInput label={t('Verification Code')} hint={t('6-digit code')} value={code} onChange={onCode} error={error} autoFocus />
      <div className={styles.actions}>
        <span>
          {t("Didn't receive the code?")}{' '}
          <button type="button" className={styles.linkButton} onClick={onResend} disabled={busy}>
            {t('Resend Code')}
          </button>
        </span>
        <button type="submit" className={`button ${styles.submit}`} disabled={submitDisabled}>
          {submitLabel}
        </button>
      </div>
    </form>
  )
}
