// The dashboard's tables of numbers, made as markup once per read of the
// dashboard and language (decision 108): nothing in them is interactive, and
// as React elements each of them was rendered on every request of a signed-in
// person or of a new filter of the home list, and sent twice.
import type { NamedTotal } from '@/lib/dashboard/statistics'
import { formatNumber } from '@/lib/calendar'
import type { DashboardTable } from '@/lib/dashboard/schemas'
import { TableScrollMarkup } from '@/components/markup'
import { escapeHtml, markupOnce, typedHtml } from '@/components/typed-html'
import { localName } from '@/lib/i18n/local-name'
import type { Language, Translate } from '@/lib/i18n/shared'
import styles from './dashboard.module.css'

/** A column: its heading, and whether it holds numbers (right-aligned). */
export type Column = { heading: string; numeric?: boolean }
/** A row: its heading as markup (typed text is marked, `typedHtml`), the language of that text if it differs, and its cells' text. */
export type Row = { heading: string; lang?: string; cells: string[] }

/** A table of the dashboard as markup: a caption for screen readers, one row of column headings, a heading per row. */
export function tableHtml(caption: string, columns: Column[], rows: Row[]): string {
  const numeric = (column: Column | undefined) => (column?.numeric ? ` class="${styles.numeric}"` : '')
  const head = columns.map((column) => `<th scope="col"${numeric(column)}>${escapeHtml(column.heading)}</th>`).join('')
  const body = rows
    .map((row) => {
      const cells = row.cells.map((cell, index) => `<td${numeric(columns[index + 1])}>${escapeHtml(cell)}</td>`).join('')
      return `<tr><th scope="row"${row.lang ? ` lang="${row.lang}"` : ''}>${row.heading}</th>${cells}</tr>`
    })
    .join('')
  return `<table><caption class="visually-hidden">${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`
}

type Props = { rows: NamedTotal[]; nameHeading: string; totalHeading: string; caption: string; t: Translate; language: Language; table?: DashboardTable }

/** A two-column table of names and totals, as the dashboard's tables show them. */
export function TotalsTable({ rows, nameHeading, totalHeading, caption, t, language, table }: Props) {
  if (rows.length === 0) return <p className="muted">{t('No data yet')}</p>
  const html = markupOnce(rows, t, [language, caption, nameHeading, totalHeading], () =>
    tableHtml(
      caption,
      [{ heading: nameHeading }, { heading: totalHeading, numeric: true }],
      rows.map((row) => ({ heading: typedHtml(language, localName(language, row.name, row.name_en)), cells: [formatNumber(row.total, language)] })),
    ),
  )
  return (
    <>
      <TableScrollMarkup label={caption} html={html} />
      {table ? <DownloadLink table={table} caption={caption} t={t} language={language} /> : null}
    </>
  )
}

/** The table as a CSV file (GET /api/ngo/dashboard/export.csv), its header in the page's language. */
export function DownloadLink({ table, caption, t, language }: { table: DashboardTable; caption: string; t: Translate; language: Language }) {
  return (
    <p className={styles.download}>
      <a href={`/api/ngo/dashboard/export.csv?table=${table}&lang=${language}`} download>
        {t('Download (CSV)')}
        <span className="visually-hidden"> – {caption}</span>
      </a>
    </p>
  )
}
