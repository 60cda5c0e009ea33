// A two-column table of names and totals, as the dashboard's tables show them.
import type { NamedTotal } from '@/lib/dashboard/statistics'
import { formatNumber } from '@/lib/calendar'
import type { DashboardTable } from '@/lib/dashboard/schemas'
import { typedText } from '@/components/typed-text'
import { localName } from '@/lib/i18n/local-name'
import type { Language, Translate } from '@/lib/i18n/shared'
import styles from './dashboard.module.css'

type Props = { rows: NamedTotal[]; nameHeading: string; totalHeading: string; caption: string; t: Translate; language: Language; table?: DashboardTable }

export function TotalsTable({ rows, nameHeading, totalHeading, caption, t, language, table }: Props) {
  if (rows.length === 0) return <p className="muted">{t('No data yet')}</p>
  return (
    <>
      <div className="table-scroll">
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{nameHeading}</th>
              <th scope="col" className={styles.numeric}>
                {totalHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{typedText(localName(language, row.name, row.name_en), language)}</th>
                <td className={styles.numeric}>{formatNumber(row.total, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
