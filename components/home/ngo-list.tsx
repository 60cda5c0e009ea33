// The home page's public list of verified NGOs: a GET search form and plain
// links for paging, so it works without JavaScript and every page has a URL.
import Link from 'next/link'
import { formatNumber } from '@/lib/calendar'
import type { Language, Translate } from '@/lib/i18n/shared'
import { SEARCH_MAX_LENGTH } from '@/lib/profile/home-query'
import styles from './ngo-list.module.css'

export type NgoListItem = {
  id: number
  name: string
  name_en: string | null
  location: string | null
  subjective_works: { id: number; name: string }[]
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

function pageHref(page: number, search: string, keep: Record<string, string>) {
  const params = new URLSearchParams(keep)
  if (search) params.set('q', search)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return `/${query ? `?${query}` : ''}#ngo-list`
}

export function NgoList({ items, total, page, limit, search, keep, t, language }: Props) {
  const pages = Math.max(1, Math.ceil(total / limit))
  return (
    <section id="ngo-list" className={`card ${styles.list}`} aria-labelledby="ngo-list-heading">
      <h2 id="ngo-list-heading">
        {t('Verified NGOs')} ({formatNumber(total, language)})
      </h2>
      <form method="get" action="/#ngo-list" role="search" className={styles.search}>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="ngo-search">{t('Search NGOs')}</label>
        <input id="ngo-search" type="search" name="q" defaultValue={search} maxLength={SEARCH_MAX_LENGTH} />
        <button type="submit" className="button">
          {t('Search')}
        </button>
      </form>
      {items.length === 0 ? (
        <p className="muted">{t('No NGOs found')}</p>
      ) : (
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">{t('Verified NGOs')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('NGO name')}</th>
                <th scope="col">{t('Location')}</th>
                <th scope="col">{t('Thematic scopes')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Link href={`/profile/${item.id}`} prefetch={false}>
                      {item.name}
                    </Link>
                    {item.name_en ? (
                      <span className={styles.nameEnglish} lang="en">
                        {item.name_en}
                      </span>
                    ) : null}
                  </td>
                  <td>{item.location}</td>
                  <td>
                    {item.subjective_works.length > 0 ? (
                      <ul className={styles.scopes}>
                        {item.subjective_works.map((scope) => (
                          <li key={scope.id}>{scope.name}</li>
                        ))}
                      </ul>
                    ) : null}
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
            <Link href={pageHref(page - 1, search, keep)} rel="prev">
              {t('Previous page')}
            </Link>
          ) : (
            <span />
          )}
          <span aria-current="page">
            {t('Page')} {formatNumber(page, language)} / {formatNumber(pages, language)}
          </span>
          {page < pages ? (
            <Link href={pageHref(page + 1, search, keep)} rel="next">
              {t('Next page')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  )
}
