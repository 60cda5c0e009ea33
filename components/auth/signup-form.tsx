import { AUTH_MESSAGES } from '@/lib/auth/messages'
import type { FormOutcome } from '@/lib/auth/form-state'
import { pathIn } from '@/lib/i18n/paths'
import { getLabels } from '@/lib/i18n/server'
import styles from './auth-form.module.css'
import { AuthForm, AuthPanel, refusalText, summaryItems } from './auth-form'
import { Field } from './field'
import { ProofOfWork } from './proof-of-work'

type FieldName = 'dao_registration_no' | 'name' | 'mobile' | 'email' | 'password' | 'confirm_password'

const FIELDS: { name: FieldName; label: string; type?: string; autoComplete: string; inputMode?: 'tel' | 'email' }[] = [
  { name: 'dao_registration_no', label: 'DAO Registration No.', autoComplete: 'off' },
  { name: 'name', label: 'Full Name', autoComplete: 'name' },
  { name: 'mobile', label: 'Mobile Number', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
]

/**
 * Sign up (spec section 5). `proofOfWork`: whether the sign-up needs the
 * proof of work (decision 024): many sign-ups when the page was made, or the
 * last try was refused for want of it. `outcome`: what the last post left.
 */
export async function SignupForm({ proofOfWork, outcome }: { proofOfWork: boolean; outcome: FormOutcome | null }) {
  const { t, language } = await getLabels()
  const values = outcome?.values ?? {}
  const errors = outcome?.errors ?? {}
  const summary = [...(outcome?.refusal ? [{ message: refusalText(outcome.refusal, t) }] : []), ...summaryItems(errors, FIELDS.map((field) => field.name), t)]
  return (
    <AuthPanel title={t('Registration')} notice={outcome?.notice} summary={summary} t={t}>
      {proofOfWork ? (
        <noscript>
          <p className={styles.lead}>{t(AUTH_MESSAGES.proofOfWorkNeedsScript)}</p>
        </noscript>
      ) : null}
      <AuthForm action="register" language={language} t={t}>
        {FIELDS.map((field) => (
          <Field
            key={field.name}
            name={field.name}
            label={t(field.label)}
            type={field.type ?? 'text'}
            inputMode={field.inputMode}
            autoComplete={field.autoComplete}
            // What was typed comes back, never a password.
            defaultValue={field.type === 'password' ? undefined : values[field.name]}
            hint={field.name === 'password' ? t('At least 8 characters; a common password is not accepted.') : undefined}
            error={errors[field.name] ? t(errors[field.name]) : undefined}
            required
          />
        ))}
        {proofOfWork ? <ProofOfWork t={t} /> : null}
        <div className={styles.actions}>
          <span />
          <button type="submit" className={`button ${styles.submit}`}>
            {t('Sign up')}
          </button>
        </div>
      </AuthForm>
      <p className={styles.footer}>
        {t('Already have an account?')} <a href={pathIn(language, '/login')}>{t('Sign in')}</a>
      </p>
    </AuthPanel>
  )
}
