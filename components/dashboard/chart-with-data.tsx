// A dashboard chart with its numbers under it: the canvas (drawn by Chart.js
// after hydration or by the kept page's island) and, in a disclosure, the
// table of the same numbers for screen readers and search engines, made as
// markup by the block (totals-table.tsx `tableHtml`).
import { TableScrollMarkup } from '@/components/markup'
import type { Translate } from '@/lib/i18n/shared'
import styles from './dashboard.module.css'
import { ChartCanvas } from './chart-canvas'
import type { ChartData } from './chart-data'

type Props = {
  chart: ChartData
  description: string
  t: Translate
  /** The table of the chart's numbers, as markup, and its caption. */
  table: string
  caption: string
}

export function ChartWithData({ chart, description, t, table, caption }: Props) {
  return (
    <>
      <div className={styles.chartFrame}>
        <ChartCanvas chart={chart} description={description} />
      </div>
      <details className={styles.details}>
        <summary>{t('Chart data as a table')}</summary>
        <TableScrollMarkup label={caption} html={table} />
      </details>
    </>
  )
}
