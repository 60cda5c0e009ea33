import type { FormFlow, FormOutcome } from '@/lib/auth/form-state'
import { getLabels } from '@/lib/i18n/server'
import styles from './auth-form.module.css'
import { AuthForm, AuthPanel, formAction, refusalText, summaryItems } from './auth-form'
import { CodeStep } from './code-step'
import { Field } from './field'

/**
 * The recovery (spec section 2), reached from "Forgot password?" with the
 * number it handed over (`flow`): step 1 the code, step 2 the new password.
 * The server checks the code with the new password; Back returns to step 1
 * with the code kept. `outcome`: what the last post left.
 */
export async function RecoverForm({ flow, outcome }: { flow: FormFlow; outcome: FormOutcome | null }) {
  const { t, language } = await getLabels()
  const step = outcome?.step ?? 1
  const errors = outcome?.errors ?? {}
  const code = outcome?.values.mpin ?? ''
  const summary = [...(outcome?.refusal ? [{ message: refusalText(outcome.refusal, t) }] : []), ...summaryItems(errors, step === 1 ? ['mpin'] : ['password', 'confirm_password'], t)]
  return (
    <AuthPanel title={t('Reset Password')} notice={outcome?.notice} summary={summary} t={t}>
      {step === 1 ? (
        <AuthForm action="recover-code" language={language} t={t}>
          <input type="hidden" name="step" value="recover" />
          <p className={styles.step}>{t('Step 1 of 2: code')}</p>
          <CodeStep mobile={flow.mobile} language={language} t={t} submitLabel={t('Next')} value={code} error={errors.mpin} />
        </AuthForm>
      ) : (
        <AuthForm action="recover" language={language} t={t}>
          <input type="hidden" name="mpin" value={code} />
          <p className={styles.step}>{t('Step 2 of 2: new password')}</p>
          <Field
            name="password"
            label={t('New Password')}
            type="password"
            autoComplete="new-password"
            hint={t('At least 8 characters; a common password is not accepted.')}
            error={errors.password ? t(errors.password) : undefined}
            autoFocus
            required
          />
          <Field name="confirm_password" label={t('Confirm Password')} type="password" autoComplete="new-password" error={errors.confirm_password ? t(errors.confirm_password) : undefined} required />
          <div className={`${styles.actions} ${styles.primaryFirst}`}>
            <button type="submit" className={`button ${styles.submit}`}>
              {t('Update Password')}
            </button>
            <button type="submit" formAction={formAction('recover-code')} formNoValidate name="back" value="1" className="button button-secondary">
              {t('Back')}
            </button>
          </div>
        </AuthForm>
      )}
    </AuthPanel>
  )
}
