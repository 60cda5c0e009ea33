import { pageDigits } from '@/lib/calendar/digits'
import type { Language, Translate } from '@/lib/i18n/shared'
import styles from './auth-form.module.css'
import { formAction } from './auth-form'
import { CodeInput } from './code-input'

type Props = { mobile: string; language: Language; t: Translate; submitLabel: string; value?: string; error?: string; /** A line under the number. */ note?: string }

/**
 * The code step of the verification and of the recovery: the number the SMS
 * went to, the code, the step's button (enabled in the server's HTML: without
 * scripts the server checks the code) and "Resend Code", which posts the form
 * to verification-code instead.
 */
export function CodeStep({ mobile, language, t, submitLabel, value, error, note }: Props) {
  return (
    <>
      <p className={styles.lead}>
        {t('Enter the 6-digit code sent by SMS to')} <span className={styles.mobile}>{pageDigits(mobile, language)}</span>
      </p>
      {note ? <p className={styles.hint}>{note}</p> : null}
      <CodeInput label={t('Verification Code')} hint={t('6-digit code')} value={value} error={error && t(error)} autoFocus />
      <div className={`${styles.actions} ${styles.primaryFirst}`}>
        <button type="submit" className={`button ${styles.submit}`} data-needs-code="">
          {submitLabel}
        </button>
        <span>
          {t("Didn't receive the code?")}{' '}
          <button type="submit" formAction={formAction('verification-code')} formNoValidate className={styles.linkButton}>
            {t('Resend Code')}
          </button>
        </span>
      </div>
    </>
  )
}
