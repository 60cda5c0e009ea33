// For the super administrator: how much of the day's SMS budget (lib/sms/budget.ts)
// is spent, shown once it is nearly gone, and plainly when it is gone, since
// then nobody can register or receive a code until the next day.
import { formatNumber } from '@/lib/calendar'
import type { Language, Translate } from '@/lib/i18n/shared'
import type { SmsBudgetStatus } from '@/lib/sms/budget'
import styles from './sms-budget-notice.module.css'

/** The share of the budget from which the notice shows. */
const NEARLY_SPENT = 0.8

export function SmsBudgetNotice({ status, t, language }: { status: SmsBudgetStatus; t: Translate; language: Language }) {
  if (status.sentToday < status.limit * NEARLY_SPENT) return null
  const figures = `${t('SMS sent today')}: ${formatNumber(status.sentToday, language)} / ${formatNumber(status.limit, language)}`
  return (
    <section className={`${styles.notice} ${status.exhausted ? styles.spent : ''}`} role={status.exhausted ? 'alert' : 'status'} aria-labelledby="sms-budget">
      <h2 id="sms-budget">{t(status.exhausted ? 'The daily SMS limit is reached' : 'The daily SMS limit is nearly reached')}</h2>
      <p>{figures}</p>
      <p>
        {t(
          status.exhausted
            ? 'Registrations and verification codes are refused until midnight, Nepal time. If this traffic is expected, raise SMS_DAILY_LIMIT; if not, the log names the addresses asking.'
            : 'When the limit is reached, registrations and verification codes are refused until midnight, Nepal time.',
        )}
      </p>
    </section>
  )
}
