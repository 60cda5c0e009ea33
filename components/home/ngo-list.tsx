// The home page's public list of verified NGOs, and its search: a GET form
// and plain links for paging, so it works without JavaScript and every page
// has a URL. The search (HomeSearch) stands near the top of the page; the list
// follows it while a search is shown, and ends the page otherwise.
import Link from 'next/link'
import { ListRegion } from '@/components/ui/list-region'
import { formatNumber } from '@/lib/calendar'
import { pathIn } from '@/lib/i18n/paths'
import type { Language, Translate } from '@/lib/i18n/shared'
import { SEARCH_MAX_LENGTH } from '@/lib/profile/home-query'
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
  /** Other query parameters of the page (the super administrator's counts type), kept while paging. */
  keep: Record<string, string>
  t: Translate
  language: Language
}

function pageHref(language: Language, page: number, search: string, keep: Record<string, string>) {
  const params = new URLSearchParams(keep)
  if (search) params.set('q', search)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return pathIn(language, `/${query ? `?${query}` : ''}#ngo-list`)
}

/** The NGO search: ranked and typo-tolerant (`q`), in Nepali, English or Nepali typed in Latin letters. */
export function HomeSearch({ search, keep, t, language }: Pick<Props, 'search' | 'keep' | 't' | 'language'>) {
  return (
    <form method="get" action={pathIn(language, '/#ngo-list')} role="search" aria-label={t('Search NGOs')} className={`card ${styles.search}`}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="ngo-search" className={styles.searchLabel}>
        {t('Search NGOs')}
      </label>
      <input id="ngo-search" type="search" name="q" defaultValue={search} maxLength={SEARCH_MAX_LENGTH} aria-describedby="ngo-search-hint" />
      <button type="submit" className="button">
        {t('Search')}
      </button>
      <span id="ngo-search-hint" className={`muted ${styles.searchHint}`}>
        {t('A name in Nepali or English (Nepali typed in English letters works too), a place or a programme.')}
      </span>
    </form>
  )
}

export function NgoList({ items, total, page, limit, search, keep, t, language }: Props) {
  const pages = Math.max(1, Math.ceil(total / limit))
  return (
    <ListRegion as="section" id="ngo-list" labelledBy="ngo-list-heading" page={page} className={`card ${styles.list}`}>
      <h2 id="ngo-list-heading">
        {t('Verified NGOs')} ({formatNumber(total, language)})
      </h2>
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
                  <td data-label={t('Location')} {...typedAttributes(language, item.location)}>
                    {item.location}
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
            <Link href={pageHref(language, page - 1, search, keep)} rel="prev">
              {t('Previous page')}
            </Link>
          ) : (
            <span />
          )}
          <span aria-current="page">
            {t('Page')} {formatNumber(page, language)} / {formatNumber(pages, language)}
          </span>
          {page < pages ? (
            <Link href={pageHref(language, page + 1, search, keep)} rel="next">
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
