'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { toast } from '@/components/ui/toast'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { homeForRole } from '@/lib/auth/routes'
import { loginSchema, mobileField, RESET_PIN_PREFIX } from '@/lib/auth/schemas'
import { ApiRequestError, apiFetch } from '@/lib/client/api'
import { saveAuthFlow } from './auth-flow'
import styles from './auth-form.module.css'
import { Field } from './field'
import { fieldErrorsOf } from './form-errors'

type Mode = 'user' | 'admin'
type Values = { dao_registration_no: string; mobile: string; password: string }

export function LoginForm() {
  const { t } = useTranslate()
  const router = useRouter()
  const [mode, setMode] = useState<Mode>('user')
  const [values, setValues] = useState<Values>({ dao_registration_no: '', mobile: '', password: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  const update = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }))
    setErrors((current) => ({ ...current, [field]: '' }))
  }

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
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
      toast.success(message || AUTH_MESSAGES.signedIn)
      router.replace(homeForRole(data.user.role))
      router.refresh()
    } catch (error) {
      setBusy(false)
      if (error instanceof ApiRequestError && error.message === AUTH_MESSAGES.notVerified) {
        if (window.confirm(`${t(AUTH_MESSAGES.notVerified)}. ${t('Go to verification?')}`)) {
          saveAuthFlow('verification', { mobile: parsed.data.mobile, fromRegistration: false })
          router.push('/verification')
        }
        return
      }
      if (error instanceof ApiRequestError) {
        setErrors(error.errors)
        toast.error(error.message)
      } else toast.error('Failed to Login. Please try again later!')
    }
  }

  async function forgotPassword() {
    const parsed = mobileField.safeParse(values.mobile)
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Please enter Valid Mobile Number !'
      setErrors((current) => ({ ...current, mobile: message }))
      toast.error(message)
      document.getElementById('field-mobile')?.focus()
      return
    }
    if (!window.confirm(`${t('Get Reset Code in Mobile Number')} ${values.mobile.trim()}`)) return
    setBusy(true)
    try {
      const { message } = await apiFetch('auth/verification-code', { method: 'POST', body: { mobile: parsed.data, message: `${RESET_PIN_PREFIX} : ` } })
      toast.success(message || AUTH_MESSAGES.codeSent)
      saveAuthFlow('recover', { mobile: parsed.data, fromLogin: true })
      router.push('/recover')
    } catch (error) {
      setBusy(false)
      toast.error(`${t('Failed :')} ${t(error instanceof Error ? error.message : 'Failed')}`)
    }
  }

  return (
    <div className={styles.panel}>
      <h1>{t('Sign in')}</h1>
      <form onSubmit={signIn} method="post" noValidate>
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
        {mode === 'user' && (
          <Field
            name="dao_registration_no"
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
          autoComplete="tel-national"
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
        <div className={styles.actions}>
          <button type="button" className={styles.linkButton} onClick={forgotPassword} disabled={busy}>
            {t('Forgot password?')}
          </button>
          <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
            {busy ? t('Please wait…') : t('Sign in')}
          </button>
        </div>
      </form>
      <p className={styles.footer}>
        {t("Don't have an account?")} <Link href="/signup">{t('Sign up')}</Link>
      </p>
    </div>
  )
}
