import { AUTH_MESSAGES } from '@/lib/auth/messages'
import type { FormOutcome } from '@/lib/auth/form-state'
import { pathIn } from '@/lib/i18n/paths'
import { getLabels } from '@/lib/i18n/server'
import styles from './auth-form.module.css'
import { AuthForm, AuthPanel, formAction, refusalText, summaryItems } from './auth-form'
import { Field } from './field'
import { QuestionDialog } from './question-dialog'

/**
 * Sign in (spec section 2), in User or Admin mode. `outcome`: what the last
 * post left (lib/auth/form-posts.ts). "Forgot password?" posts the form to
 * reset-code; with scripts it asks first. A number not verified yet is offered
 * its verification: a link, and with scripts the question as the page opens.
 */
export async function LoginForm({ outcome }: { outcome: FormOutcome | null }) {
  const { t, language } = await getLabels()
  const values = outcome?.values ?? {}
  const errors = outcome?.errors ?? {}
  const mode = values.mode === 'admin' ? 'admin' : 'user'
  const summary = [
    ...(outcome?.refusal ? [{ message: refusalText(outcome.refusal, t) }] : []),
    ...summaryItems(errors, mode === 'user' ? ['dao_registration_no', 'mobile', 'password'] : ['mobile', 'password'], t),
  ]
  const verification = pathIn(language, '/verification')
  const fieldError = (name: string) => (errors[name] ? t(errors[name]) : undefined)
  return (
    <AuthPanel title={t('Sign in')} notice={outcome?.notice} summary={summary} t={t}>
      {outcome?.offerVerification ? (
        <p className={styles.lead}>
          <a href={verification}>{t('Go to verification?')}</a>
        </p>
      ) : null}
      <AuthForm action="login" language={language} t={t} className={styles.loginForm} askOnLoad={outcome?.offerVerification ? 'verification-question' : undefined}>
        <fieldset className={styles.modes}>
          <legend>{t('Sign in as')}</legend>
          <div className={styles.modeOptions}>
            {(['user', 'admin'] as const).map((option) => (
              <label key={option} className={styles.mode}>
                <input type="radio" name="mode" value={option} defaultChecked={mode === option} />
                <span>{t(option === 'user' ? 'User' : 'Admin')}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          className={styles.registrationNumber}
          name="dao_registration_no"
          type="text"
          label={t('DAO Registration No.')}
          defaultValue={values.dao_registration_no}
          error={fieldError('dao_registration_no')}
          autoComplete="organization"
          required
        />
        <Field name="mobile" label={t('Mobile Number')} type="tel" inputMode="tel" autoComplete="tel" defaultValue={values.mobile} error={fieldError('mobile')} required />
        <Field name="password" label={t('Password')} type="password" autoComplete="current-password" error={fieldError('password')} required />
        <div className={`${styles.actions} ${styles.primaryFirst}`}>
          <button type="submit" className={`button ${styles.submit}`}>
            {t('Sign in')}
          </button>
          <button type="submit" formAction={formAction('reset-code')} formNoValidate className={styles.linkButton} data-question="reset-code-question">
            {t('Forgot password?')}
          </button>
        </div>
      </AuthForm>
      {outcome?.offerVerification ? (
        <QuestionDialog id="verification-question" title={t('Go to verification?')} confirmLabel={t('Go to verification')} cancelLabel={t('Not now')} href={verification} t={t}>
          <p>{t(AUTH_MESSAGES.notVerified)}</p>
          <p>{t('On the verification page, enter the code that came by SMS, or ask for a new one.')}</p>
        </QuestionDialog>
      ) : null}
      <QuestionDialog id="reset-code-question" title={t('Get Reset Code in Mobile Number')} confirmLabel={t('Send the code')} t={t}>
        {/* The number typed, in the page's digits: the script writes it as it asks. */}
        <p className={`phone-number ${styles.dialogNumber}`} data-mobile="" />
      </QuestionDialog>
      <p className={styles.footer}>
        {t("Don't have an account?")} <a href={pathIn(language, '/signup')}>{t('Sign up')}</a>
      </p>
    </AuthPanel>
  )
}
