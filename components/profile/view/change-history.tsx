// The change history of the profile page: when each section last changed and
// the status changes, newest first, as Bikram Sambat dates (Kathmandu
// calendar day). Only section names, kinds of change and dates, and for the
// NGO's own people and the super administrator who made each change (the
// history then carries them, decision 093): the values before and after stay
// in the administrator's action log. Its table and list are markup made once
// per read of the history (decision 105), as the profile's tables are.
import { STATUS_CHANGE_LABELS, type HistorySectionKey, type ProfileHistory } from '@/lib/audit/history'
import { kathmanduDateTime } from '@/lib/audit/names'
import { Markup } from '@/components/markup'
import { personHtml } from '@/components/people/person-name'
import { bsDateHtml, escapeHtml, markupOnce } from '@/components/typed-html'
import type { Language, Translate } from '@/lib/i18n/shared'
import styles from './change-history.module.css'

type Props = {
  history: ProfileHistory
  /** Sections that hold data, whether or not the history recorded when (data from before the history began, or imported). */
  filled: ReadonlySet<HistorySectionKey>
  t: Translate
  language: Language
}

/** The Kathmandu calendar day of an instant, in Bikram Sambat. */
const dayHtml = (instant: string, language: Language) => bsDateHtml(kathmanduDateTime(instant)?.date, language)

function sectionsTableHtml(history: ProfileHistory, filled: ReadonlySet<HistorySectionKey>, t: Translate, language: Language): string {
  // The people are in the history only for those who may see them.
  const withPeople = history.sections.some((section) => section.changed_by !== undefined)
  const headings = [t('Section'), t('Last changed'), ...(withPeople ? [t('Changed by')] : [])]
  const rows = history.sections.map((section) => {
    const when = section.changed_at
      ? dayHtml(section.changed_at, language)
      : `<span class="muted">${escapeHtml(t(filled.has(section.section) ? 'Filled; the date is not recorded' : 'Not yet filled'))}</span>`
    const who = withPeople ? `<td>${section.changed_at ? personHtml(section.changed_by ?? null, t, language) : ''}</td>` : ''
    return `<tr data-section="${escapeHtml(section.section)}"><th scope="row">${escapeHtml(t(section.label))}</th><td>${when}</td>${who}</tr>`
  })
  return (
    `<table class="${styles.table}" aria-labelledby="change-history-sections"><thead><tr>${headings.map((heading) => `<th scope="col">${escapeHtml(heading)}</th>`).join('')}</tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table>`
  )
}

/** The status changes, newest first: what, when and (for those who may see it) who. */
function statusesHtml(history: ProfileHistory, t: Translate, language: Language): string {
  const changes = history.statuses.map(
    (change) =>
      `<li data-status="${escapeHtml(change.kind)}"><span class="${styles.kind}">${escapeHtml(t(STATUS_CHANGE_LABELS[change.kind]))}</span>` +
      `<span class="${styles.when}">${dayHtml(change.changed_at, language)}${change.changed_by !== undefined ? personHtml(change.changed_by, t, language) : ''}</span></li>`,
  )
  return changes.join('')
}

export function ChangeHistory({ history, filled, t, language }: Props) {
  const words = [language, [...filled].join(' ')]
  return (
    <section id="change-history" className={`card ${styles.history}`} aria-labelledby="change-history-heading">
      <h2 id="change-history-heading">{t('Change history')}</h2>
      <div className={styles.columns}>
        <div>
          <h3 id="change-history-sections">{t('Sections last changed')}</h3>
          <Markup as="div" className="table-scroll" html={markupOnce(history.sections, t, words, () => sectionsTableHtml(history, filled, t, language))} />
        </div>
        <div>
          <h3 id="change-history-status">{t('Status history')}</h3>
          {history.statuses.length === 0 ? (
            <p className="muted">{t('No status changes yet')}</p>
          ) : (
            <Markup
              as="ol"
              className={styles.statuses}
              aria-labelledby="change-history-status"
              html={markupOnce(history.statuses, t, [language], () => statusesHtml(history, t, language))}
            />
          )}
        </div>
      </div>
    </section>
  )
}
