'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useState, type FormEvent, type MouseEvent } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { pageDigits } from '@/lib/calendar'
import { ErrorSummary } from '@/components/ui/error-summary'
import { toast } from '@/components/ui/toast'
import { shown } from '@/lib/i18n/shared'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { ApiRequestError, apiFetch } from '@/lib/client/api'
import { clearAuthFlow, useAuthFlow, type AuthFlow } from './auth-flow'
import styles from './auth-form.module.css'
import { AuthLoading } from './auth-loading'
import { CodeInput, isCompleteCode } from './code-input'
import { FormNotice, formAction, LanguageField, shownRefusal, useHydrated, type FormFlow, type FormOutcome } from './plain-form'

/**
 * `serverFlow`: the number a form post without scripts left in its cookie (lib/auth/form-state.ts);
 * the scripted forms keep theirs in sessionStorage. `outcome`: what the last post left.
 */
export function VerificationForm({ serverFlow, outcome }: { serverFlow?: FormFlow | null; outcome?: FormOutcome | null }) {
  const stored = useAuthFlow('verification')
  const flow = serverFlow ?? stored
  const router = useRouter()
  const { href } = useTranslate()
  // Spec section 2: without navigation state the screen sends the visitor home.
  useEffect(() => {
    if (flow === null) router.replace(href('/'))
  }, [flow, router, href])
  if (flow === 'loading' || flow === null) return <AuthLoading />
  return <VerificationSteps mobile={flow.mobile} fromRegistration={Boolean(flow.fromRegistration)} registered={flow.registered ?? []} outcome={outcome} />
}

type Registered = NonNullable<AuthFlow['registered']>

function VerificationSteps({ mobile, fromRegistration, registered, outcome }: { mobile: string; fromRegistration: boolean; registered: Registered; outcome?: FormOutcome | null }) {
  const { t, href, language } = useTranslate()
  const router = useRouter()
  const hydrated = useHydrated()
  const [code, setCode] = useState(outcome?.values.mpin ?? '')
  const [error, setError] = useState(outcome?.errors.mpin ?? '')
  // The refusal (wrong or expired code) stays in the form until the next attempt.
  const [refusal, setRefusal] = useState(outcome?.refusal ? shownRefusal(outcome.refusal, t) : '')
  const [attempt, setAttempt] = useState(outcome?.refusal ? 1 : 0)
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

  async function resend(event: MouseEvent<HTMLButtonElement>) {
    // Without scripts the button posts the form to verification-code instead.
    event.preventDefault()
    setBusy(true)
    try {
      const { message } = await apiFetch('auth/verification-code', { method: 'POST', body: { mobile, lang: language } })
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
        {t('Enter the 6-digit code sent by SMS to')} <span className={styles.mobile}>{pageDigits(mobile, language)}</span>
      </p>
      {fromRegistration && <p className={styles.hint}>{t('If this number already had an account, the SMS says so instead of giving a code.')}</p>}
      {fromRegistration ? <AlreadyRegistered profiles={registered} /> : null}
      <FormNotice notice={outcome?.notice} />
      <ErrorSummary id="error-summary" items={refusal ? [{ message: refusal, target: error ? 'field-mpin' : undefined }] : []} attempt={attempt} />
      <form onSubmit={verify} action={formAction('verification')} method="post" noValidate>
        <LanguageField />
        <input type="hidden" name="step" value="verification" />
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
        <div className={`${styles.actions} ${styles.primaryFirst}`}>
          {/* Enabled in the server's HTML: without scripts the server checks the code. */}
          <button type="submit" className={`button ${styles.submit}`} disabled={hydrated && (busy || !isCompleteCode(code))}>
            {t('Verify')}
          </button>
          <span>
            {t("Didn't receive the code?")}{' '}
            <button type="submit" formAction={formAction('verification-code')} formNoValidate className={styles.linkButton} onClick={resend} disabled={busy}>
              {t('Resend Code')}
            </button>
          </span>
        </div>
      </form>
    </div>
  )
}

/**
 * The sign-up's warning (decision 094): the DAO registration number is
 * already that of a published profile, so the organisation may be in the
 * registry already. The profiles open in a new tab, so the code can still be
 * entered here.
 */
function AlreadyRegistered({ profiles }: { profiles: Registered }) {
  const { t, href, language } = useTranslate()
  if (profiles.length === 0) return null
  return (
    <div className={styles.warning} role="note">
      <p>{t('An organisation with this DAO Registration No. is already in the registry:')}</p>
      <ul>
        {profiles.map((profile) => (
          <li key={profile.id}>
            <Link href={href(`/profile/${profile.id}`)} target="_blank" rel="noopener" lang={language === 'en' && profile.name_en ? 'en' : 'ne'}>
              {language === 'en' && profile.name_en ? profile.name_en : profile.name}
            </Link>
          </li>
        ))}
      </ul>
      <p>{t('If it is your organisation, do not create a second profile: ask the person who keeps its profile, or the municipality, to give you access. If it is not, check the number you typed.')}</p>
    </div>
  )
}
