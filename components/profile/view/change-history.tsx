// The change history of the profile page: when each section last changed and
// the status changes, newest first, as Bikram Sambat dates (Kathmandu
// calendar day). Only section names, kinds of change and dates, and for the
// NGO's own people and the super administrator who made each change (the
// history then carries them, decision 093): the values before and after stay
// in the administrator's action log.
import { STATUS_CHANGE_LABELS, type HistorySectionKey, type ProfileHistory } from '@/lib/audit/history'
import { kathmanduDateTime } from '@/lib/audit/names'
import { PersonName } from '@/components/people/person-name'
import { BsDateText } from '@/components/ui/bs-date-text'
import type { Language, Translate } from '@/lib/i18n/shared'
import styles from './change-history.module.css'

type Props = {
  history: ProfileHistory
  /** Sections that hold data, whether or not the history recorded when (data from before the history began, or imported). */
  filled: ReadonlySet<HistorySectionKey>
  t: Translate
  language: Language
}

function BsDate({ instant, language }: { instant: string; language: Language }) {
  const local = kathmanduDateTime(instant)
  return <BsDateText ad={local?.date} language={language} />
}

export function ChangeHistory({ history, filled, t, language }: Props) {
  // The people are in the history only for those who may see them.
  const withPeople = history.sections.some((section) => section.changed_by !== undefined)
  return (
    <section id="change-history" className={`card ${styles.history}`} aria-labelledby="change-history-heading">
      <h2 id="change-history-heading">{t('Change history')}</h2>
      <div className={styles.columns}>
        <div>
          <h3 id="change-history-sections">{t('Sections last changed')}</h3>
          <div className="table-scroll">
            <table className={styles.table} aria-labelledby="change-history-sections">
              <thead>
                <tr>
                  <th scope="col">{t('Section')}</th>
                  <th scope="col">{t('Last changed')}</th>
                  {withPeople ? <th scope="col">{t('Changed by')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {history.sections.map((section) => (
                  <tr key={section.section} data-section={section.section}>
                    <th scope="row">{t(section.label)}</th>
                    <td>
                      {section.changed_at ? (
                        <BsDate instant={section.changed_at} language={language} />
                      ) : (
                        <span className="muted">{t(filled.has(section.section) ? 'Filled; the date is not recorded' : 'Not yet filled')}</span>
                      )}
                    </td>
                    {withPeople ? <td>{section.changed_at ? <PersonName person={section.changed_by ?? null} t={t} language={language} /> : null}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
        <div>
          <h3 id="change-history-status">{t('Status history')}</h3>
          {history.statuses.length === 0 ? (
            <p className="muted">{t('No status changes yet')}</p>
          ) : (
            <ol className={styles.statuses} aria-labelledby="change-history-status">
              {history.statuses.map((change, index) => (
                <li key={`${change.changed_at}-${index}`} data-status={change.kind}>
                  <span className={styles.kind}>{t(STATUS_CHANGE_LABELS[change.kind])}</span>
                  <span className={styles.when}>
                    <BsDate instant={change.changed_at} language={language} />
                    {change.changed_by !== undefined ? <PersonName person={change.changed_by} t={t} language={language} /> : null}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  )
}
