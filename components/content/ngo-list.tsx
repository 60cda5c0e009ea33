'use client'

// The admin NGO list (spec section 2): filters, search, page size and pages
// all live in the address, so a filtered page can be bookmarked and reloaded;
// the server renders each page, this component only changes the address.
// Rows are coloured by state (green verified; yellow complete but not
// verified; red incomplete) and carry an icon and a text for the same
// meaning, so colour is never the only cue.
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useMemo, useRef, useState, useTransition, type FormEvent } from 'react'
import { usePlainPathname, useTranslate } from '@/components/i18n-provider'
import { ListRegion } from '@/components/ui/list-region'
import { Pagination } from '@/components/ui/pagination'
import { StandingBadge } from '@/components/renewals/standing-badge'
import { typedAttributes, typedText } from '@/components/typed-text'
import { formatNumber, pageDigits } from '@/lib/calendar'
import { useEarlyInput } from '@/lib/client/early-input'
import type { ListStanding } from '@/lib/profile/profile'
import { STANDING_KINDS } from '@/lib/renewals/standing'
import { STANDING_KIND_LABELS } from '@/lib/renewals/standing-text'
import styles from './ngo-list.module.css'

export type NgoListRow = {
  id: number
  name: string
  name_en: string | null
  location: string | null
  phone: string | null
  contact_person_name: string | null
  head_person_name: string | null
  dao_registration_no: string | null
  is_verified: boolean
  complete: number
  /** The standing in the renewal cycle in force (decision 080); null for an unverified NGO or without a cycle. */
  renewal: ListStanding | null
}

/** The list's state as it stands in the address (the API's query names). */
export type NgoListFilters = {
  page: number
  limit: number
  search_by: string
  search: string
  thematic_scope: string
  target_group: string
  ward: string
  status: string
  complete_data: string
  verified: string
  standing: string
}

/** A choice of a filter: a label, or a name typed into the reference content (`typed`), shown as it is. */
type Choice = { value: string; label: string; typed?: boolean }

type NgoListProps = {
  rows: NgoListRow[]
  total: number
  filters: NgoListFilters
  thematicScopes: Choice[]
  targetGroups: Choice[]
  wards: Choice[]
  pageSizes: readonly number[]
  searchFields: readonly string[]
  statuses: readonly string[]
}

export const DEFAULT_PAGE_SIZE = 10

const SEARCH_FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  name_en: 'English Name',
  location: 'Location',
  phone: 'Phone',
  contact_person: 'Contact Person Name',
  head_person: 'Head Person Name',
  dao_registration_no: 'DAO Registration No.',
  renewal: 'Renewal standing',
}

const STATUS_LABELS: Record<string, string> = { new_registration: 'New Registration', active: 'Active', inactive: 'In Active' }

export type RowState = 'verified' | 'complete' | 'incomplete'

export function rowState(row: Pick<NgoListRow, 'is_verified' | 'complete'>): RowState {
  if (row.is_verified) return 'verified'
  return row.complete === 1 ? 'complete' : 'incomplete'
}

const STATE_CUES: Record<RowState, { icon: string; label: string }> = {
  verified: { icon: '✓', label: 'Verified' },
  complete: { icon: '!', label: 'Complete, not verified' },
  incomplete: { icon: '✗', label: 'Incomplete' },
}

/** The address of the list for a set of filters; defaults are left out. */
export function ngoListHref(pathname: string, filters: NgoListFilters): string {
  const params = new URLSearchParams()
  if (filters.page > 1) params.set('page', String(filters.page))
  if (filters.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(filters.limit))
  for (const key of ['ward', 'thematic_scope', 'target_group', 'status', 'complete_data', 'verified', 'standing'] as const) if (filters[key]) params.set(key, filters[key])
  if (filters.search.trim()) {
    params.set('search_by', filters.search_by || 'name')
    params.set('search', filters.search.trim())
  }
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** Each column's heading, also shown before its value when a row is a card (phones). */
const COLUMN_LABELS: Record<string, string> = {
  serial: 'S.N.',
  name: 'Name',
  name_en: 'English Name',
  location: 'Location',
  phone: 'Phone',
  contact_person_name: 'Contact Person Name',
  head_person_name: 'Head Person Name',
  dao_registration_no: 'DAO Registration No.',
  renewal: 'Renewal standing',
}

const features = tableFeatures({})
const columnHelper = createColumnHelper<typeof features, NgoListRow>()

export function NgoList({ rows, total, filters, thematicScopes, targetGroups, wards, pageSizes, searchFields, statuses }: NgoListProps) {
  const { t, language, href } = useTranslate()
  const router = useRouter()
  const pathname = usePlainPathname()
  const [isPending, startTransition] = useTransition()

  // The controls follow the address. The search text is typed locally and
  // only follows the address when the address's search itself changes, so a
  // page still loading never overwrites what is being typed.
  const filtersKey = JSON.stringify(filters)
  const [syncedKey, setSyncedKey] = useState(filtersKey)
  const [draft, setDraft] = useState(filters)
  const [syncedSearch, setSyncedSearch] = useState(filters.search)
  const [searchText, setSearchText] = useState(filters.search)
  if (syncedKey !== filtersKey) {
    setSyncedKey(filtersKey)
    // The field searched waits for its text: an address without a search keeps the one chosen.
    setDraft(filters.search ? filters : { ...filters, search_by: draft.search_by })
  }
  if (syncedSearch !== filters.search) {
    setSyncedSearch(filters.search)
    setSearchText(filters.search)
  }

  function navigate(next: NgoListFilters) {
    setDraft(next)
    setSearchText(next.search)
    startTransition(() => router.push(href(ngoListHref(pathname, next)), { scroll: false }))
  }

  function change(key: keyof NgoListFilters, value: string) {
    changeAll(new Map([[key, value]]))
  }

  /** Filters apply at once; the field searched goes with the text, both on Enter (or when the text is cleared). */
  function changeAll(changed: Map<string, string>) {
    const next: NgoListFilters = { ...draft, search: filters.search, page: 1 }
    let applies = false
    for (const [key, value] of changed) {
      if (key === 'search') setSearchText(value)
      else if (key === 'limit') next.limit = Number(value)
      else if (key in next && key !== 'page') Object.assign(next, { [key]: value })
      applies ||= key !== 'search' && key !== 'search_by'
    }
    setDraft(next)
    if (applies) startTransition(() => router.push(href(ngoListHref(pathname, next)), { scroll: false }))
  }

  // What was chosen or typed before the page's code ran is kept, as if chosen now.
  const form = useRef<HTMLFormElement>(null)
  useEarlyInput(form, changeAll)

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    navigate({ ...draft, search: searchText, page: 1 })
  }

  const offset = (filters.page - 1) * filters.limit
  const columns = useMemo(
    () =>
      columnHelper.columns([
        columnHelper.display({
          id: 'serial',
          header: () => t(COLUMN_LABELS.serial),
          cell: (info) => {
            const cue = STATE_CUES[rowState(info.row.original)]
            return (
              <span className={styles.serial}>
                <span className={styles.cue} aria-hidden="true" title={t(cue.label)}>
                  {cue.icon}
                </span>
                {formatNumber(offset + info.row.index + 1, language)}
                <span className="visually-hidden">, {t(cue.label)}</span>
              </span>
            )
          },
        }),
        columnHelper.accessor('name', {
          header: () => t(COLUMN_LABELS.name),
          cell: (info) => (
            <Link href={href(`/profile/${info.row.original.id}`)} {...typedAttributes(language, info.getValue())}>
              {info.getValue()}
            </Link>
          ),
        }),
        columnHelper.accessor('name_en', {
          header: () => t(COLUMN_LABELS.name_en),
          cell: (info) =>
            info.getValue() ? (
              <Link href={href(`/profile/${info.row.original.id}`)} {...typedAttributes(language, info.getValue())}>
                {info.getValue()}
              </Link>
            ) : null,
        }),
        columnHelper.accessor('location', { header: () => t(COLUMN_LABELS.location), cell: (info) => typedText(info.getValue(), language) }),
        columnHelper.accessor('phone', { header: () => t(COLUMN_LABELS.phone), cell: (info) => pageDigits(info.getValue(), language) }),
        columnHelper.accessor('contact_person_name', { header: () => t(COLUMN_LABELS.contact_person_name), cell: (info) => typedText(info.getValue(), language) }),
        columnHelper.accessor('head_person_name', { header: () => t(COLUMN_LABELS.head_person_name), cell: (info) => typedText(info.getValue(), language) }),
        // A registration number may hold letters as typed (a district's prefix): marked like other typed text.
        columnHelper.accessor('dao_registration_no', { header: () => t(COLUMN_LABELS.dao_registration_no), cell: (info) => typedText(pageDigits(info.getValue(), language), language) }),
        columnHelper.display({
          id: 'renewal',
          header: () => t(COLUMN_LABELS.renewal),
          cell: (info) => {
            const renewal = info.row.original.renewal
            return renewal ? <StandingBadge standing={renewal.standing} financialYear={renewal.financial_year} t={t} language={language} /> : null
          },
        }),
      ]),
    [t, language, offset, href],
  )
  const table = useTable({ features, columns, data: rows, getRowId: (row) => String(row.id) })

  const select = (key: keyof NgoListFilters, label: string, choices: Choice[], allLabel = 'All') => (
    <div className="form-field">
      <label htmlFor={`ngo-filter-${key}`}>{t(label)}</label>
      <select id={`ngo-filter-${key}`} name={key} value={String(draft[key])} onChange={(event) => change(key, event.target.value)}>
        {allLabel ? <option value="">{t(allLabel)}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} {...(choice.typed ? typedAttributes(language, choice.label) : {})}>
            {choice.typed ? choice.label : t(choice.label)}
          </option>
        ))}
      </select>
    </div>
  )

  return (
    <div>
      <form ref={form} className={styles.filters} onSubmit={submitSearch} method="get" action={href(pathname)} role="search" aria-label={t('Filter NGOs')}>
        {select('ward', 'Ward', wards)}
        {select('thematic_scope', 'Thematic Scope', thematicScopes)}
        {select('target_group', 'Target Group', targetGroups)}
        {select(
          'status',
          'Status',
          statuses.map((status) => ({ value: status, label: STATUS_LABELS[status] ?? status })),
        )}
        {select('complete_data', 'Data', [
          { value: 'true', label: 'Complete Data' },
          { value: 'false', label: 'Incomplete Data' },
        ])}
        {select('verified', 'Verification', [
          { value: 'true', label: 'Verified' },
          { value: 'false', label: 'Unverified' },
        ])}
        {select(
          'standing',
          'Renewal standing',
          STANDING_KINDS.map((kind) => ({ value: kind, label: STANDING_KIND_LABELS[kind] })),
        )}
        <div className={`form-field ${styles.search}`}>
          <span className={styles.searchLabels}>
            <label htmlFor="ngo-filter-search_by">{t('Search by')}</label>
            <label htmlFor="ngo-filter-search" className="visually-hidden">
              {t('Search text')}
            </label>
          </span>
          <div className={styles.searchControls}>
            <select id="ngo-filter-search_by" name="search_by" value={draft.search_by || 'name'} onChange={(event) => change('search_by', event.target.value)}>
              {searchFields.map((field) => (
                <option key={field} value={field}>
                  {t(SEARCH_FIELD_LABELS[field] ?? field)}
                </option>
              ))}
            </select>
            <input
              id="ngo-filter-search"
              type="search"
              name="search"
              value={searchText}
              placeholder={t('Search text')}
              onChange={(event) => {
                const value = event.target.value
                // A cleared search applies at once; typed text waits for Enter.
                if (value === '' && filters.search) navigate({ ...draft, search: '', page: 1 })
                else setSearchText(value)
              }}
            />
          </div>
        </div>
        {select(
          'limit',
          'Rows per page',
          pageSizes.map((size) => ({ value: String(size), label: formatNumber(size, language) })),
          '',
        )}
        <div className={styles.reset}>
          <button type="submit" className="button">
            {t('Search')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => navigate({ ...filters, page: 1, limit: DEFAULT_PAGE_SIZE, search_by: 'name', search: '', thematic_scope: '', target_group: '', ward: '', status: '', complete_data: '', verified: '', standing: '' })}>
            {t('Reset filter')}
          </button>
        </div>
      </form>

      <ul className={styles.legend} aria-label={t('Row colours')}>
        {(Object.keys(STATE_CUES) as RowState[]).map((state) => (
          <li key={state} className={styles[state]}>
            <span className={styles.cue} aria-hidden="true">
              {STATE_CUES[state].icon}
            </span>
            {t(STATE_CUES[state].label)}
          </li>
        ))}
      </ul>

      <ListRegion label={t('NGO List')} page={filters.page}>
        <div className="table-scroll" aria-busy={isPending}>
          <table className={`stack-table ${styles.table} ${isPending ? styles.pending : ''}`}>
            <caption className="visually-hidden">{t('NGO List')}</caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th key={header.id} scope="col">
                      {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={columns.length} className="muted">
                    {t('No entries found.')}
                  </td>
                </tr>
              ) : (
                table.getRowModel().rows.map((row) => {
                  const state = rowState(row.original)
                  return (
                    <tr key={row.id} className={styles[state]} data-state={state}>
                      {row.getAllCells().map((cell) => (
                        <td key={cell.id} data-label={t(COLUMN_LABELS[cell.column.id] ?? cell.column.id)}>
                          <table.FlexRender cell={cell} />
                        </td>
                      ))}
                    </tr>
                  )
                })
              )}
            </tbody>
          </table>
        </div>

        <Pagination
          page={filters.page}
          pageSize={filters.limit}
          total={total}
          t={t}
          language={language}
          hrefForPage={(page) => ngoListHref(pathname, { ...filters, page })}
          label={t('NGO list pages')}
        />
      </ListRegion>
    </div>
  )
}
