// A two-column table of names and totals, as the dashboard's tables show them.
import type { NamedTotal } from '@/lib/dashboard/statistics'
import { formatNumber } from '@/lib/calendar'
import type { Language, Translate } from '@/lib/i18n/shared'
import styles from './dashboard.module.css'

type Props = { rows: NamedTotal[]; nameHeading: string; totalHeading: string; caption: string; t: Translate; language: Language }

export function TotalsTable({ rows, nameHeading, totalHeading, caption, t, language }: Props) {
  if (rows.length === 0) return <p className="muted">{t('No data yet')}</p>
  return (
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
              <th scope="row">{row.name}</th>
              <td className={styles.numeric}>{formatNumber(row.total, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
