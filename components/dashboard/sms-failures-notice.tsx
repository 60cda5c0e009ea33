// The super administrator's notice of SMS the gateway did not take, even on
// the second try (lib/sms/failures.ts): who waited for which code, when, and
// what the provider said. Nobody else would see these failures but the log.
import { formatBsDate, formatNumber, pageDigits } from '@/lib/calendar'
import { kathmanduDateTime } from '@/lib/audit/names'
import type { Language, Translate } from '@/lib/i18n/shared'
import type { SmsFailure } from '@/lib/sms'
import styles from './sms-failures-notice.module.css'

const PURPOSE_LABELS: Record<string, string> = {
  verify: 'Verification code',
  reset: 'Password reset code',
  notice: 'Notice',
}

type Props = { failures: SmsFailure[]; total: number; t: Translate; language: Language }

export function SmsFailuresNotice({ failures, total, t, language }: Props) {
  if (total === 0) return null
  const digits = (text: string) => pageDigits(text, language)
  const when = (instant: Date) => {
    const local = kathmanduDateTime(instant)
    const bs = local ? formatBsDate(local.date, language) : ''
    return <time dateTime={instant.toISOString()}>{local && bs ? `${bs} ${digits(local.time)}` : instant.toISOString()}</time>
  }
  return (
    <section className={styles.notice} aria-labelledby="sms-failures-title">
      <h2 id="sms-failures-title">{t('SMS not sent')}</h2>
      <p>
        {t('SMS not sent in the last 7 days, even on a second try:')} <strong>{formatNumber(total, language)}</strong>
      </p>
      <ul className={styles.list} aria-label={t('Latest SMS failures')}>
        {failures.map((failure) => (
          <li key={failure.id} className={styles.item}>
            {when(failure.failed_at)}
            <span>{digits(failure.mobile)}</span>
            <span>{t(PURPOSE_LABELS[failure.purpose] ?? failure.purpose)}</span>
            <span>{failure.provider}</span>
            <span className={styles.reason}>{failure.reason}</span>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>{t("Check the SMS provider's account (credit, token, sender) and the server's log.")}</p>
    </section>
  )
}
