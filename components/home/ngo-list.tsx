// The home page's public list of verified NGOs, its search and its filters
// (ward, thematic scope, target group; decision 098): a GET form and plain
// links for paging, so it works without JavaScript and every page and filter
// has a URL. The search (HomeSearch) stands near the top of the page; the list
// follows it while a search or a filter is shown, and ends the page otherwise.
import Link from 'next/link'
import { ListRegion } from '@/components/ui/list-region'
import { formatNumber } from '@/lib/calendar'
import { pathIn } from '@/lib/i18n/paths'
import type { Language, Translate } from '@/lib/i18n/shared'
import { HOME_FILTERS, SEARCH_MAX_LENGTH, type HomeFilter } from '@/lib/profile/home-query'
import type { ListStanding } from '@/lib/profile/profile'
import { StandingBadge } from '@/components/renewals/standing-badge'
import styles from './ngo-list.module.css'
import { typedAttributes, typedText } from '@/components/typed-text'
import { localName } from '@/lib/i18n/local-name'

export type NgoListItem = {
  id: number
  name: string
  name_en: string | null
  location: string | null
  office_ward?: { number: number; name: string; name_en: string | null } | null
  subjective_works: { id: number; name: string; name_en?: string | null }[]
  /** The standing in the renewal cycle in force (decision 080); null without a cycle. */
  renewal?: ListStanding | null
}

type Props = {
  items: NgoListItem[]
  total: number
  page: number
  limit: number
  search: string
  /** The list's filters (ward, thematic scope, target group), kept while paging. */
  filters: HomeFilters
  /** What each chosen filter names, to say what the list shows. */
  choices: FilterChoices
  /** Other query parameters of the page (the super administrator's counts type), kept while paging. */
  keep: Record<string, string>
  t: Translate
  language: Language
}

export type HomeFilters = Partial<Record<HomeFilter, number>>
type Choice = { id: number; name: string; name_en?: string | null }
/** The choices of each filter: the wards, the thematic scopes and the target groups. */
export type FilterChoices = Record<HomeFilter, Choice[]>

const FILTER_LABELS: Record<HomeFilter, { label: string; every: string }> = {
  ward: { label: 'Ward', every: 'Every ward' },
  thematic_scope: { label: 'Thematic scope', every: 'Every thematic scope' },
  target_group: { label: 'Target group', every: 'Every target group' },
}

/** The home list's address for a search, filters and page, in the page's language. */
export function homeListHref(language: Language, { search = '', filters = {}, page = 1, keep = {} }: { search?: string; filters?: HomeFilters; page?: number; keep?: Record<string, string> }) {
  const params = new URLSearchParams(keep)
  if (search) params.set('q', search)
  for (const name of HOME_FILTERS) if (filters[name] !== undefined) params.set(name, String(filters[name]))
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return pathIn(language, `/${query ? `?${query}` : ''}#ngo-list`)
}

/** The NGO search: ranked and typo-tolerant (`q`), in Nepali, English or Nepali typed in Latin letters; and the filters. */
export function HomeSearch({ search, filters, choices, keep, t, language }: Pick<Props, 'search' | 'filters' | 'choices' | 'keep' | 't' | 'language'>) {
  return (
    <form method="get" action={pathIn(language, '/#ngo-list')} role="search" aria-label={t('Search NGOs')} className={`card ${styles.search}`}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="ngo-search" className={styles.searchLabel}>
        {t('Search NGOs')}
      </label>
      <input id="ngo-search" type="search" name="q" defaultValue={search} maxLength={SEARCH_MAX_LENGTH} aria-describedby="ngo-search-hint" />
      <span id="ngo-search-hint" className={`muted ${styles.searchHint}`}>
        {t('A name in Nepali or English (Nepali typed in English letters works too), a place or a programme.')}
      </span>
      <div className={styles.filters}>
        {HOME_FILTERS.map((name) => (
          <div key={name} className={styles.filter}>
            <label htmlFor={`ngo-filter-${name}`}>{t(FILTER_LABELS[name].label)}</label>
            <select id={`ngo-filter-${name}`} name={name} defaultValue={filters[name] === undefined ? '' : String(filters[name])}>
              <option value="">{t(FILTER_LABELS[name].every)}</option>
              {choices[name].map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {localName(language, choice.name, choice.name_en)}
                </option>
              ))}
            </select>
          </div>
        ))}
        {/* One button for the words and the filters, after them all. */}
        <button type="submit" className={`button ${styles.searchButton}`}>
          {t('Search')}
        </button>
      </div>
    </form>
  )
}

/** What the filters narrow the list to, in words, and a way back to every NGO. */
function ChosenFilters({ search, filters, choices, keep, t, language }: Pick<Props, 'search' | 'filters' | 'choices' | 'keep' | 't' | 'language'>) {
  const chosen = HOME_FILTERS.filter((name) => filters[name] !== undefined)
  if (chosen.length === 0) return null
  return (
    <p className={styles.chosen}>
      {chosen.map((name) => {
        const choice = choices[name].find((item) => item.id === filters[name])
        return (
          <span key={name}>
            {t(FILTER_LABELS[name].label)}: <strong>{choice ? localName(language, choice.name, choice.name_en) : t('Not found')}</strong>
          </span>
        )
      })}
      <Link href={homeListHref(language, { search, keep })} prefetch={false}>
        {t('Show every verified NGO')}
      </Link>
      {filters.ward !== undefined ? <span className={`muted ${styles.chosenNote}`}>{t('In a ward: its office is there, it works there, or it works across the whole municipality.')}</span> : null}
    </p>
  )
}

export function NgoList({ items, total, page, limit, search, filters, choices, keep, t, language }: Props) {
  const pages = Math.max(1, Math.ceil(total / limit))
  const pageHref = (to: number) => homeListHref(language, { search, filters, page: to, keep })
  return (
    <ListRegion as="section" id="ngo-list" labelledBy="ngo-list-heading" page={page} className={`card ${styles.list}`}>
      <h2 id="ngo-list-heading">
        {t('Verified NGOs')} ({formatNumber(total, language)})
      </h2>
      <ChosenFilters search={search} filters={filters} choices={choices} keep={keep} t={t} language={language} />
      {/* The counts above take in every registered NGO; this list does not, and says so. */}
      <p className="muted">{t('Only NGOs the municipality has verified and that are active are listed here; the counts above include every registered NGO.')}</p>
      {items.length === 0 ? (
        <p className="muted">{t('No NGOs found')}</p>
      ) : (
        <div className="table-scroll">
          <table className="stack-table">
            <caption className="visually-hidden">{t('Verified NGOs')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('NGO name')}</th>
                <th scope="col">{t('Location')}</th>
                <th scope="col">{t('Thematic scopes')}</th>
                <th scope="col">{t('Renewal standing')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">
                    {/* Led by the name in the page's language where there is one; the other follows, marked with its language. */}
                    {language === 'en' && item.name_en ? (
                      <>
                        <Link href={pathIn(language, `/profile/${item.id}`)} prefetch={false} {...typedAttributes(language, item.name_en)}>
                          {item.name_en}
                        </Link>
                        <span className={styles.nameEnglish} {...typedAttributes(language, item.name)}>
                          {item.name}
                        </span>
                      </>
                    ) : (
                      <>
                        <Link href={pathIn(language, `/profile/${item.id}`)} prefetch={false} {...typedAttributes(language, item.name)}>
                          {item.name}
                        </Link>
                        {item.name_en ? (
                          <span className={styles.nameEnglish} {...typedAttributes(language, item.name_en)}>
                            {item.name_en}
                          </span>
                        ) : null}
                      </>
                    )}
                  </th>
                  <td data-label={t('Location')}>
                    {item.office_ward ? <span className={styles.ward}>{typedText(localName(language, item.office_ward.name, item.office_ward.name_en), language)}</span> : null}
                    {item.location ? <span {...typedAttributes(language, item.location)}>{item.location}</span> : null}
                  </td>
                  <td data-label={t('Thematic scopes')}>
                    {item.subjective_works.length > 0 ? (
                      <ul className={styles.scopes}>
                        {item.subjective_works.map((scope) => (
                          <li key={scope.id}>{typedText(localName(language, scope.name, scope.name_en), language)}</li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                  <td data-label={t('Renewal standing')}>
                    {item.renewal ? <StandingBadge standing={item.renewal.standing} financialYear={item.renewal.financial_year} t={t} language={language} /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav aria-label={t('NGO list pages')} className={styles.pagination}>
          {page > 1 ? (
            <Link href={pageHref(page - 1)} rel="prev">
              {t('Previous page')}
            </Link>
          ) : (
            <span />
          )}
          <span aria-current="page">
            {t('Page')} {formatNumber(page, language)} / {formatNumber(pages, language)}
          </span>
          {page < pages ? (
            <Link href={pageHref(page + 1)} rel="next">
              {t('Next page')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </ListRegion>
  )
}
