'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useRef, useState, type FormEvent, type MouseEvent } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ErrorSummary, type ErrorSummaryItem } from '@/components/ui/error-summary'
import { toast } from '@/components/ui/toast'
import { shown } from '@/lib/i18n/shared'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { homeForRole } from '@/lib/auth/routes'
import { pageDigits } from '@/lib/calendar'
import { loginSchema, mobileField, RESET_PIN_PREFIX } from '@/lib/auth/schemas'
import { ApiRequestError, apiFetch } from '@/lib/client/api'
import { saveAuthFlow } from './auth-flow'
import styles from './auth-form.module.css'
import { Field } from './field'
import { fieldErrorsOf, summaryItems } from './form-errors'
import { FormNotice, formAction, LanguageField, shownRefusal, useHydrated, type FormOutcome } from './plain-form'

type Mode = 'user' | 'admin'
type Values = { dao_registration_no: string; mobile: string; password: string }

/** `outcome`: what the last post of the form without scripts left (lib/auth/form-posts.ts). */
export function LoginForm({ outcome }: { outcome?: FormOutcome | null }) {
  const { t, href, language } = useTranslate()
  const router = useRouter()
  const hydrated = useHydrated()
  const [mode, setMode] = useState<Mode>(outcome?.values.mode === 'admin' ? 'admin' : 'user')
  const [values, setValues] = useState<Values>({ dao_registration_no: outcome?.values.dao_registration_no ?? '', mobile: outcome?.values.mobile ?? '', password: '' })
  const [errors, setErrors] = useState<Record<string, string>>(outcome?.errors ?? {})
  // A refusal of the server (wrong password, locked) stays in the form until the next attempt.
  const [refusal, setRefusal] = useState(outcome?.refusal ?? '')
  const [attempt, setAttempt] = useState(outcome?.refusal || Object.keys(outcome?.errors ?? {}).length > 0 ? 1 : 0)
  const [busy, setBusy] = useState(false)
  // The questions of the scripted form, in the portal's dialog; without scripts the server answers instead (decision 070).
  const [asking, setAsking] = useState<{ kind: 'verification' | 'reset-code'; mobile: string } | null>(null)
  // Sign in is disabled while its request runs, so it has lost the focus the question must give back.
  const signInButton = useRef<HTMLButtonElement>(null)
  // A refusal the clerk has just read in the question: the summary shows it without taking the focus from Sign in.
  const [refusalAlreadySaid, setRefusalAlreadySaid] = useState(false)

  const update = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    setErrors((current) => ({ ...current, [field]: '' }))
  }

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setAttempt((count) => count + 1)
    setRefusal('')
    setRefusalAlreadySaid(false)
    const body = {
      super_admin: mode === 'admin',
      mobile: values.mobile,
      password: values.password,
      ...(mode === 'user' ? { dao_registration_no: values.dao_registration_no } : {}),
    }
    const parsed = loginSchema.safeParse(body)
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error))
      return
    }
    setBusy(true)
    try {
      const { message, data } = await apiFetch<{ user: { role: string } }>('auth/login', { method: 'POST', body })
      toast.success(t(message || AUTH_MESSAGES.signedIn))
      router.replace(href(homeForRole(data.user.role)))
      router.refresh()
    } catch (error) {
      setBusy(false)
      if (error instanceof ApiRequestError && error.message === AUTH_MESSAGES.notVerified) {
        setAsking({ kind: 'verification', mobile: parsed.data.mobile })
        return
      }
      const message = error instanceof ApiRequestError ? error.message : 'Failed to Login. Please try again later!'
      if (error instanceof ApiRequestError) setErrors(error.errors)
      setRefusal(message)
      toast.error(t(message))
    }
  }

  async function forgotPassword(event: MouseEvent<HTMLButtonElement>) {
    // Scripts ask first and call the JSON API; without them the button posts the form to reset-code.
    event.preventDefault()
    const parsed = mobileField.safeParse(values.mobile)
    setRefusal('')
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Please enter Valid Mobile Number !'
      setErrors({ mobile: message })
      setAttempt((count) => count + 1)
      toast.error(t(message))
      return
    }
    setAsking({ kind: 'reset-code', mobile: parsed.data })
  }

  async function sendResetCode(mobile: string) {
    setAsking(null)
    setBusy(true)
    try {
      const { message } = await apiFetch('auth/verification-code', { method: 'POST', body: { mobile, message: `${RESET_PIN_PREFIX} : `, lang: language } })
      toast.success(t(message || AUTH_MESSAGES.codeSent))
      saveAuthFlow('recover', { mobile, fromLogin: true })
      router.push(href('/recover'))
    } catch (error) {
      setBusy(false)
      const message = shown`${t('Failed :')} ${t(error instanceof Error ? error.message : 'Failed')}`
      setRefusal(message)
      setAttempt((count) => count + 1)
      toast.error(message)
    }
  }

  const fields = mode === 'user' ? (['dao_registration_no', 'mobile', 'password'] as const) : (['mobile', 'password'] as const)
  const summary: ErrorSummaryItem[] = [...(refusal ? [{ message: shownRefusal(refusal, t) }] : []), ...summaryItems(errors, fields, t)]

  return (
    <div className={styles.panel}>
      <h1>{t('Sign in')}</h1>
      <FormNotice notice={outcome?.notice} />
      <ErrorSummary id="error-summary" items={summary} attempt={attempt} takeFocus={!refusalAlreadySaid} />
      {outcome?.offerVerification && !hydrated ? (
        <p className={styles.lead}>
          <Link href={href('/verification')}>{t('Go to verification?')}</Link>
        </p>
      ) : null}
      <form onSubmit={signIn} action={formAction('login')} method="post" noValidate>
        <LanguageField />
        <fieldset className={styles.modes}>
          <legend>{t('Sign in as')}</legend>
          <div className={styles.modeOptions}>
            {(['user', 'admin'] as const).map((option) => (
              <label key={option} className={styles.mode}>
                <input
                  type="radio"
                  name="mode"
                  value={option}
                  checked={mode === option}
                  onChange={() => {
                    setMode(option)
                    setErrors({})
                  }}
                />
                <span>{t(option === 'user' ? 'User' : 'Admin')}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {/* Without scripts the mode cannot hide it: the server reads it in User mode only. */}
        {(mode === 'user' || !hydrated) && (
          <Field
            name="dao_registration_no"
            type="text"
            label={t('DAO Registration No.')}
            value={values.dao_registration_no}
            onChange={update('dao_registration_no')}
            error={errors.dao_registration_no && t(errors.dao_registration_no)}
            autoComplete="organization"
            required
          />
        )}
        <Field
          name="mobile"
          label={t('Mobile Number')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.mobile}
          onChange={update('mobile')}
          error={errors.mobile && t(errors.mobile)}
          required
        />
        <Field
          name="password"
          label={t('Password')}
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={update('password')}
          error={errors.password && t(errors.password)}
          required
        />
        <div className={`${styles.actions} ${styles.primaryFirst}`}>
          <button ref={signInButton} type="submit" className={`button ${styles.submit}`} disabled={busy}>
            {busy ? t('Please wait…') : t('Sign in')}
          </button>
          <button type="submit" formAction={formAction('reset-code')} formNoValidate className={styles.linkButton} onClick={forgotPassword} disabled={busy}>
            {t('Forgot password?')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={asking?.kind === 'verification'}
        title={t('Go to verification?')}
        confirmLabel={t('Go to verification')}
        cancelLabel={t('Not now')}
        returnFocus={signInButton}
        onCancel={() => {
          setAsking(null)
          // Declined, the reason stays in the form.
          setRefusal(AUTH_MESSAGES.notVerified)
          setRefusalAlreadySaid(true)
        }}
        onConfirm={() => {
          if (!asking) return
          setAsking(null)
          saveAuthFlow('verification', { mobile: asking.mobile, fromRegistration: false })
          router.push(href('/verification'))
        }}
      >
        <p>{t(AUTH_MESSAGES.notVerified)}</p>
        <p>{t('On the verification page, enter the code that came by SMS, or ask for a new one.')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking?.kind === 'reset-code'}
        title={t('Get Reset Code in Mobile Number')}
        confirmLabel={t('Send the code')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) void sendResetCode(asking.mobile)
        }}
      >
        <p className={`phone-number ${styles.dialogNumber}`}>{pageDigits(asking?.mobile ?? '', language)}</p>
      </ConfirmDialog>
      <p className={styles.footer}>
        {t("Don't have an account?")} <Link href={href('/signup')}>{t('Sign up')}</Link>
      </p>
    </div>
  )
}
