// A dashboard chart with its numbers under it: the canvas (drawn by Chart.js
// after hydration or by the kept page's island) and, in a disclosure, the
// table of the same numbers for screen readers and search engines.
import type { ReactNode } from 'react'
import type { Translate } from '@/lib/i18n/shared'
import styles from './dashboard.module.css'
import { ChartCanvas } from './chart-canvas'
import type { ChartData } from './chart-data'

type Props = {
  chart: ChartData
  description: string
  /** The table's caption (the block's title). */
  title: string
  t: Translate
  /** The table's head and body. */
  children: ReactNode
}

export function ChartWithData({ chart, description, title, t, children }: Props) {
  return (
    <>
      <div className={styles.chartFrame}>
        <ChartCanvas chart={chart} description={description} />
      </div>
      <details className={styles.details}>
        <summary>{t('Chart data as a table')}</summary>
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">{title}</caption>
            {children}
          </table>
        </div>
      </details>
    </>
  )
}
