// The action log of the super administrator: a GET form of filters (works
// without JavaScript; the filters live in the address) and a server-rendered
// table of entries, newest first, each with its changed fields in a <details>.
import Link from 'next/link'
import { ListRegion } from '@/components/ui/list-region'
import { Pagination } from '@/components/ui/pagination'
import { typedAttributes } from '@/components/typed-text'
import { withCode } from '@/components/with-code'
import type { ActionLogEntry, FieldChange } from '@/lib/audit/action-log'
import { ACTION_NAMES, actionName, ENTITY_NAMES, entityName, kathmanduDateTime, roleName } from '@/lib/audit/names'
import { ACTION_LOG_COUNT_LIMIT } from '@/lib/audit/schemas'
import { BS_DATE_EXAMPLE, formatBsDate, formatNumber, pageDigits } from '@/lib/calendar'
import { fieldLabel, VALUE_LABELS } from '@/lib/i18n/field-names'
import { dataLang } from '@/lib/i18n/local-name'
import { pathIn } from '@/lib/i18n/paths'
import type { Language, Translate } from '@/lib/i18n/shared'
import styles from './action-log.module.css'

export const ACTION_LOG_PATH = '/content/action-log'

/** The filters as typed (strings, '' when unset), as the form shows them. */
export type ActionLogFilters = { profile: string; actor: string; entity: string; action: string; from: string; to: string }
export const FILTER_KEYS = ['profile', 'actor', 'entity', 'action', 'from', 'to'] as const

/** The address of a page of the log for these filters; empty filters are left out. */
export function actionLogHref(filters: ActionLogFilters, page: number): string {
  const params = new URLSearchParams()
  for (const key of FILTER_KEYS) if (filters[key].trim()) params.set(key, filters[key].trim())
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `${ACTION_LOG_PATH}?${query}` : ACTION_LOG_PATH
}

type Props = {
  filters: ActionLogFilters
  /** Null when the filters were not valid: nothing was read. */
  result: { entries: ActionLogEntry[]; page: number; limit: number; total: number; total_capped: boolean } | null
  errors: string[]
  t: Translate
  language: Language
}

const VALUE_LIMIT = 400
/** Keys of stored rows that say nothing to a reader. */
const HIDDEN_KEYS = new Set(['id', 'profile_id', 'created_at', 'updated_at'])

/** A stored value as words: coded values and fields by their names, rows as 'field: value' lists. */
function describeValue(value: unknown, t: Translate, digits: (text: string) => string): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return t(VALUE_LABELS[String(value)])
  if (typeof value === 'number') return digits(String(value))
  if (typeof value === 'string') return VALUE_LABELS[value] ? t(VALUE_LABELS[value]) : value
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => describeValue(item, t, digits)).join('; ')
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([key, item]) => !HIDDEN_KEYS.has(key) && item !== null && item !== '' && item !== undefined)
      .map(([key, item]) => `${t(fieldLabel(key))}: ${describeValue(item, t, digits)}`)
      .join(', ')
  }
  return String(value)
}

function showValue(value: unknown, t: Translate, digits: (text: string) => string): string {
  const text = describeValue(value, t, digits)
  return text.length > VALUE_LIMIT ? `${text.slice(0, VALUE_LIMIT)}…` : text
}

function Changes({ entry, t, language }: { entry: ActionLogEntry; t: Translate; language: Language }) {
  if (entry.changes.length === 0) return <span className="muted">{t('No changed fields')}</span>
  const digits = (text: string) => pageDigits(text, language)
  return (
    <details className={styles.details}>
      <summary>
        {t('Changed fields')} ({formatNumber(entry.changes.length, language)})
      </summary>
      <table className={styles.changes}>
        <caption className="visually-hidden">{t('Changed fields of entry {id}').replace('{id}', pageDigits(entry.id, language))}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Field')}</th>
            <th scope="col">{t('Before')}</th>
            <th scope="col">{t('After')}</th>
          </tr>
        </thead>
        <tbody>
          {entry.changes.map((change: FieldChange) => (
            <tr key={change.field}>
              <th scope="row">{change.field === '*' ? t('Rows') : t(fieldLabel(change.field))}</th>
              <td className={styles.value}>{showValue(change.before, t, digits)}</td>
              <td className={styles.value}>{showValue(change.after, t, digits)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}

export function ActionLog({ filters, result, errors, t, language }: Props) {
  const digits = (text: string) => pageDigits(text, language)
  const when = (instant: string) => {
    const local = kathmanduDateTime(instant)
    const bs = local ? formatBsDate(local.date, language) : ''
    return local && bs ? (
      <time dateTime={instant}>
        {bs} {digits(local.time)}
      </time>
    ) : (
      instant
    )
  }
  const choices = (names: Record<string, string>, current: string) => {
    const keys = Object.keys(names)
    if (current && !keys.includes(current)) keys.push(current)
    return keys.map((key) => (
      <option key={key} value={key}>
        {t(names[key] ?? key)}
      </option>
    ))
  }
  const text = (key: 'profile' | 'actor' | 'from' | 'to', label: string, extra: { placeholder?: string; inputMode?: 'numeric'; hint?: string } = {}) => (
    <div className="form-field">
      <label htmlFor={`action-log-${key}`}>{t(label)}</label>
      <input
        id={`action-log-${key}`}
        name={key}
        type="text"
        defaultValue={filters[key]}
        placeholder={extra.placeholder}
        inputMode={extra.inputMode}
        aria-describedby={extra.hint ? `action-log-${key}-hint` : undefined}
        autoComplete="off"
      />
      {extra.hint ? (
        <small id={`action-log-${key}-hint`} className="muted">
          {withCode(extra.hint)}
        </small>
      ) : null}
    </div>
  )

  return (
    <div>
      <form className={styles.filters} method="get" action={pathIn(language, ACTION_LOG_PATH)} role="search" aria-label={t('Filter the action log')}>
        {text('profile', 'Profile (id or name)')}
        {text('actor', 'Actor mobile', { hint: t('Digits of the mobile number, or `system`') })}
        <div className="form-field">
          <label htmlFor="action-log-entity">{t('Section or record')}</label>
          <select id="action-log-entity" name="entity" defaultValue={filters.entity}>
            <option value="">{t('All')}</option>
            {choices(ENTITY_NAMES, filters.entity)}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="action-log-action">{t('Action')}</label>
          <select id="action-log-action" name="action" defaultValue={filters.action}>
            <option value="">{t('All')}</option>
            {choices(ACTION_NAMES, filters.action)}
          </select>
        </div>
        {text('from', 'From (BS date)', { placeholder: `${t('e.g.')} ${digits(BS_DATE_EXAMPLE)}` })}
        {text('to', 'To (BS date)', { placeholder: `${t('e.g.')} ${digits(BS_DATE_EXAMPLE)}` })}
        <div className={styles.buttons}>
          <button type="submit" className="button">
            {t('Apply filters')}
          </button>
          <Link href={pathIn(language, ACTION_LOG_PATH)} className="button button-secondary">
            {t('Reset filter')}
          </Link>
        </div>
      </form>

      {errors.length ? (
        <div className={styles.error} role="alert">
          <p>{t('The filters could not be applied:')}</p>
          <ul>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {result ? (
        <>
          {result.total_capped ? (
            <p className="muted" role="status">
              {t('More than {count} entries match. Narrow the filters to reach older entries.').replace('{count}', formatNumber(ACTION_LOG_COUNT_LIMIT, language))}
            </p>
          ) : null}
          <ListRegion label={t('Action log')} page={result.page}>
            <div className="table-scroll">
              <table className={`stack-table ${styles.table}`}>
                <caption className="visually-hidden">{t('Action log')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('When')}</th>
                    <th scope="col">{t('Who')}</th>
                    <th scope="col">{t('What')}</th>
                    <th scope="col">{t('Which profile')}</th>
                    <th scope="col">{t('Changed fields')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.entries.length === 0 ? (
                    <tr>
                      <td colSpan={5} className="muted">
                        {t('No entries found.')}
                      </td>
                    </tr>
                  ) : (
                    result.entries.map((entry) => (
                      <tr key={entry.id} data-entry={entry.id} data-entity={entry.entity} data-action={entry.action}>
                        <td className={styles.nowrap} data-label={t('When')}>
                          {when(entry.created_at)}
                        </td>
                        <td data-label={t('Who')}>
                          {entry.actor ? (
                            <>
                              {entry.actor.name ? (
                                <span className={styles.person} lang={dataLang(language, entry.actor.name)}>
                                  {entry.actor.name}
                                </span>
                              ) : (
                                <span className={styles.person}>{t('Not recorded')}</span>
                              )}
                              {entry.actor.mobile ? <span className={styles.mobile}>{digits(entry.actor.mobile)}</span> : null}
                              {entry.actor.role ? <span className={styles.role}>{t(roleName(entry.actor.role))}</span> : null}
                            </>
                          ) : (
                            t('System')
                          )}
                        </td>
                        <td data-label={t('What')}>
                          {t(actionName(entry.action))} · {t(entityName(entry.entity))}
                        </td>
                        <td data-label={t('Which profile')}>
                          {entry.profile ? (
                            <Link href={pathIn(language, `/profile/${entry.profile.id}`)} {...(entry.profile.name ? typedAttributes(language, entry.profile.name) : {})}>
                              {entry.profile.name ?? t('Profile {id}').replace('{id}', digits(String(entry.profile.id)))}
                            </Link>
                          ) : (
                            '—'
                          )}
                        </td>
                        <td data-label={t('Changed fields')}>
                          <Changes entry={entry} t={t} language={language} />
                        </td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
            <Pagination
              page={result.page}
              pageSize={result.limit}
              total={result.total}
              t={t}
              language={language}
              hrefForPage={(page) => actionLogHref(filters, page)}
              label={t('Action log pages')}
            />
          </ListRegion>
        </>
      ) : null}
    </div>
  )
}
