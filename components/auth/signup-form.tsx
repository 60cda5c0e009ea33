'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { ErrorSummary } from '@/components/ui/error-summary'
import { toast } from '@/components/ui/toast'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { registerSchema, requiredMessage } from '@/lib/auth/schemas'
import { ApiRequestError, apiFetch } from '@/lib/client/api'
import { saveAuthFlow } from './auth-flow'
import styles from './auth-form.module.css'
import { Field } from './field'
import { fieldErrorsOf, summaryItems } from './form-errors'
import { FormNotice, formAction, LanguageField, shownRefusal, type FormOutcome } from './plain-form'
import { ProofOfWork } from './proof-of-work'

const CONFIRM_MISMATCH = "Confirm Password doesn't match"

type Values = { dao_registration_no: string; name: string; mobile: string; email: string; password: string; confirm_password: string }

const FIELDS: { name: keyof Values; label: string; type?: string; autoComplete: string; inputMode?: 'tel' | 'email' }[] = [
  { name: 'dao_registration_no', label: 'DAO Registration No.', autoComplete: 'off' },
  { name: 'name', label: 'Full Name', autoComplete: 'name' },
  { name: 'mobile', label: 'Mobile Number', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
]

/** Answers of the register API that ask for a (new) proof of work. */
function asksForProofOfWork(error: ApiRequestError) {
  return error.status === 428 || error.message === AUTH_MESSAGES.proofOfWorkInvalid
}

/**
 * `proofOfWorkRequired`: whether sign-ups needed a proof of work when the page was made; the API's answer can still ask for one.
 * `outcome`: what the last post of the form without scripts left (lib/auth/form-posts.ts).
 */
export function SignupForm({ proofOfWorkRequired = false, outcome }: { proofOfWorkRequired?: boolean; outcome?: FormOutcome | null }) {
  const { t, href, language } = useTranslate()
  const router = useRouter()
  const kept = (name: string) => outcome?.values[name] ?? ''
  const [values, setValues] = useState<Values>({ dao_registration_no: kept('dao_registration_no'), name: kept('name'), mobile: kept('mobile'), email: kept('email'), password: '', confirm_password: '' })
  const [errors, setErrors] = useState<Record<string, string>>(outcome?.errors ?? {})
  // A refusal of the server stays in the form until the next attempt.
  const [refusal, setRefusal] = useState(outcome?.refusal ?? '')
  const [attempt, setAttempt] = useState(outcome?.refusal || Object.keys(outcome?.errors ?? {}).length > 0 ? 1 : 0)
  const [busy, setBusy] = useState(false)
  const [proofNeeded, setProofNeeded] = useState(proofOfWorkRequired)
  // A new round asks the widget for a fresh challenge.
  const [proofRound, setProofRound] = useState(0)
  const [proof, setProof] = useState<string | null>(null)

  async function register(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setAttempt((count) => count + 1)
    setRefusal('')
    // The confirmation is checked here and never sent (spec section 5).
    const { confirm_password, ...body } = values
    const parsed = registerSchema.safeParse(body)
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error)
    if (confirm_password === '') found.confirm_password = requiredMessage('Confirm Password')
    else if (confirm_password !== values.password) found.confirm_password = CONFIRM_MISMATCH
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found)
      if (found.confirm_password === CONFIRM_MISMATCH) toast.error(t(CONFIRM_MISMATCH))
      return
    }
    if (proofNeeded && !proof) {
      setRefusal(AUTH_MESSAGES.proofOfWorkRequired)
      return
    }
    setBusy(true)
    try {
      const { message, data } = await apiFetch<{ possible_duplicates?: { id: number; name: string; name_en: string | null }[] }>('auth/register', {
        method: 'POST',
        body: proofNeeded && proof ? { ...body, lang: language, altcha: proof } : { ...body, lang: language },
      })
      toast.success(t(message || AUTH_MESSAGES.registered))
      saveAuthFlow('verification', { mobile: parsed.data.mobile, fromRegistration: true, registered: data.possible_duplicates ?? [] })
      router.push(href('/verification'))
    } catch (error) {
      setBusy(false)
      const message = error instanceof ApiRequestError ? error.message : 'Failed to register. Please try again later!'
      if (error instanceof ApiRequestError) setErrors(error.errors)
      // A solution is taken once, good or not: the widget starts on a fresh challenge.
      if (error instanceof ApiRequestError && (asksForProofOfWork(error) || proofNeeded)) {
        setProofNeeded(true)
        setProofRound((round) => round + 1)
      }
      // A message the fields already show is not repeated above them.
      if (!(error instanceof ApiRequestError) || Object.keys(error.errors).length === 0) setRefusal(message)
      toast.error(t(message))
    }
  }

  const summary = [...(refusal ? [{ message: shownRefusal(refusal, t) }] : []), ...summaryItems(errors, FIELDS.map((field) => field.name), t)]

  return (
    <div className={styles.panel}>
      <h1>{t('Registration')}</h1>
      <FormNotice notice={outcome?.notice} />
      <ErrorSummary id="error-summary" items={summary} attempt={attempt} />
      {proofNeeded ? (
        <noscript>
          <p className={styles.lead}>{t(AUTH_MESSAGES.proofOfWorkNeedsScript)}</p>
        </noscript>
      ) : null}
      <form onSubmit={register} action={formAction('register')} method="post" noValidate>
        <LanguageField />
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            name={field.name}
            label={t(field.label)}
            type={field.type ?? 'text'}
            inputMode={field.inputMode}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(event) => {
              const value = event.target.value
              setValues((current) => ({ ...current, [field.name]: value }))
              setErrors((current) => ({ ...current, [field.name]: '' }))
            }}
            hint={field.name === 'password' ? t('At least 8 characters; a common password is not accepted.') : undefined}
            error={errors[field.name] && t(errors[field.name]!)}
            required
          />
        ))}
        {proofNeeded ? <ProofOfWork round={proofRound} onChange={setProof} /> : null}
        <div className={styles.actions}>
          <span />
          <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
            {busy ? t('Please wait…') : t('Sign up')}
          </button>
        </div>
      </form>
      <p className={styles.footer}>
        {t('Already have an account?')} <Link href={href('/login')}>{t('Sign in')}</Link>
      </p>
    </div>
  )
}
