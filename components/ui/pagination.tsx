// Page navigation of the spec: 'Showing x to y of total entries', Previous
// and Next, and numbered pages in a window of 3 around the current one, the
// first and the last always shown, gaps marked with an ellipsis. Numbers are
// in Nepali digits in Nepali. With `hrefForPage` the pages are links (they
// work without JavaScript and can be bookmarked); with `onPageChange`, buttons.
// No hooks, so server and client components can both render it.
import Link from 'next/link'
import { formatNumber } from '@/lib/calendar'
import { pathIn } from '@/lib/i18n/paths'
import type { Language, Translate } from '@/lib/i18n/shared'
import styles from './pagination.module.css'

export const PAGINATION_WINDOW = 3

export type PaginationItem = number | 'gap'

/** Pages to show: a window of `size` around `page`, plus the first and last. */
export function paginationItems(page: number, pageCount: number, size = PAGINATION_WINDOW): PaginationItem[] {
  if (pageCount < 1) return []
  const current = Math.min(Math.max(1, page), pageCount)
  let start = Math.max(1, current - Math.floor((size - 1) / 2))
  const end = Math.min(pageCount, start + size - 1)
  start = Math.max(1, end - size + 1)
  const pages = new Set<number>([1, pageCount])
  for (let number = start; number <= end; number++) pages.add(number)
  const sorted = [...pages].sort((a, b) => a - b)
  const items: PaginationItem[] = []
  for (const number of sorted) {
    const previous = items[items.length - 1]
    if (typeof previous === 'number' && number - previous === 2) items.push(previous + 1)
    else if (typeof previous === 'number' && number - previous > 2) items.push('gap')
    items.push(number)
  }
  return items
}

/** 'Showing 11 to 20 of 64 entries' as numbers: from, to, total. */
export function shownRange(page: number, pageSize: number, total: number) {
  if (total <= 0) return { from: 0, to: 0, total: 0 }
  const from = Math.min((page - 1) * pageSize + 1, total)
  return { from, to: Math.min(page * pageSize, total), total }
}

type PaginationProps = {
  page: number
  pageSize: number
  total: number
  t: Translate
  language: Language
  /** The plain path of a page (the link is put in the page's language). */
  hrefForPage?: (page: number) => string
  onPageChange?: (page: number) => void
  /** Name of the navigation landmark. */
  label?: string
}

export function Pagination({ page, pageSize, total, t, language, hrefForPage, onPageChange, label }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const current = Math.min(Math.max(1, page), pageCount)
  const digits = (value: number) => formatNumber(value, language)
  const range = shownRange(current, pageSize, total)
  const summary = t('Showing {from} to {to} of {total} entries')
    .replace('{from}', digits(range.from))
    .replace('{to}', digits(range.to))
    .replace('{total}', digits(range.total))

  function control(target: number, content: string, options: { isCurrent?: boolean; isDisabled?: boolean; ariaLabel?: string; rel?: string } = {}) {
    const className = `${styles.control} ${options.isCurrent ? styles.current : ''}`
    if (options.isDisabled || options.isCurrent) {
      return (
        <span className={`${className} ${options.isDisabled ? styles.disabled : ''}`} aria-current={options.isCurrent ? 'page' : undefined} aria-disabled={options.isDisabled ? true : undefined} aria-label={options.ariaLabel}>
          {content}
        </span>
      )
    }
    if (hrefForPage) {
      return (
        <Link className={className} href={pathIn(language, hrefForPage(target))} aria-label={options.ariaLabel} rel={options.rel} scroll={false}>
          {content}
        </Link>
      )
    }
    return (
      <button type="button" className={className} onClick={() => onPageChange?.(target)} aria-label={options.ariaLabel}>
        {content}
      </button>
    )
  }

  return (
    <div className={styles.wrapper}>
      <p className={styles.summary} aria-live="polite">
        {summary}
      </p>
      <nav aria-label={label ?? t('Pagination')}>
        <ul className={styles.list}>
          <li>{control(current - 1, t('Previous'), { isDisabled: current <= 1, rel: 'prev' })}</li>
          {paginationItems(current, pageCount).map((item, index) => (
            <li key={item === 'gap' ? `gap-${index}` : item}>
              {item === 'gap' ? (
                <span className={styles.gap} aria-hidden="true">
                  …
                </span>
              ) : (
                control(item, digits(item), { isCurrent: item === current, ariaLabel: `${t('Page')} ${digits(item)}` })
              )}
            </li>
          ))}
          <li>{control(current + 1, t('Next'), { isDisabled: current >= pageCount, rel: 'next' })}</li>
        </ul>
      </nav>
    </div>
  )
}
