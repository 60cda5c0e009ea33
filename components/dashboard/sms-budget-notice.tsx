// For the super administrator: what each of the day's SMS budgets
// (lib/sms/budget.ts) has sent and has left, and which client networks asked
// for the most SMS today, so that a flood is seen and its source named before
// anyone complains. It turns into a warning once a budget is nearly gone, and
// an alert when one is gone, since then nobody can do what it pays for until
// the next day.
import { formatNumber } from '@/lib/calendar'
import type { Language, Translate } from '@/lib/i18n/shared'
import type { SmsBudget, SmsBudgetReport } from '@/lib/sms/budget'
import styles from './sms-budget-notice.module.css'

/** The share of a budget from which the notice warns. */
const NEARLY_SPENT = 0.8

const BUDGET_LABELS: Record<SmsBudget, string> = {
  registration: 'Registrations',
  resend: 'Verification code resends',
  reset: 'Password resets',
}

export function SmsBudgetNotice({ report, t, language }: { report: SmsBudgetReport; t: Translate; language: Language }) {
  const number = (value: number) => formatNumber(value, language)
  const spent = report.budgets.filter((line) => line.exhausted)
  const nearlySpent = report.budgets.some((line) => line.left <= line.limit * (1 - NEARLY_SPENT))
  const state = spent.length > 0 ? 'spent' : nearlySpent ? 'nearly' : 'calm'
  const heading = { spent: 'The daily SMS limit is reached', nearly: 'The daily SMS limit is nearly reached', calm: 'SMS today' }[state]
  return (
    <section className={`${styles.notice} ${styles[state]}`} role={state === 'spent' ? 'alert' : state === 'nearly' ? 'status' : undefined} aria-labelledby="sms-budget">
      <h2 id="sms-budget">{t(heading)}</h2>
      {spent.length > 0 ? (
        <p>
          {t('Refused until midnight, Nepal time:')} {spent.map((line) => t(BUDGET_LABELS[line.budget])).join(', ')}
        </p>
      ) : null}
      <table className={styles.table}>
        <caption className="visually-hidden">{t('SMS sent today')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('SMS budget')}</th>
            <th scope="col">{t('Sent today')}</th>
            <th scope="col">{t('Daily limit')}</th>
            <th scope="col">{t('Left today')}</th>
          </tr>
        </thead>
        <tbody>
          {report.budgets.map((line) => (
            <tr key={line.budget} className={line.exhausted ? styles.spentRow : undefined}>
              <th scope="row">{t(BUDGET_LABELS[line.budget])}</th>
              <td>{number(line.sent)}</td>
              <td>{number(line.limit)}</td>
              <td>{number(line.left)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('All SMS')}</th>
            <td>{number(report.sentToday)}</td>
            <td>{number(report.limit)}</td>
            <td>{number(Math.max(0, report.limit - report.sentToday))}</td>
          </tr>
        </tfoot>
      </table>
      {report.spenders.length > 0 ? (
        <>
          <h3>{t('Client networks that asked for the most SMS today')}</h3>
          <ul className={styles.spenders}>
            {report.spenders.map((spender) => (
              <li key={spender.network}>
                {/* Addresses stay in Latin digits: they are copied into firewall and proxy settings. */}
                <code>{spender.network}</code>
                <span>
                  {t('SMS requests')}: {number(spender.requests)}
                </span>
                <span>
                  {t('Client addresses')}: {number(spender.addresses)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className={styles.hint}>
        {t(
          'Registrations and verification codes past a limit are refused until midnight, Nepal time; password resets have a budget of their own. If the traffic is expected, raise the limit in the settings; if not, the networks above are where it comes from.',
        )}
      </p>
    </section>
  )
}
