// Block 2: the cumulative number of NGOs by registration fiscal year, as a
// chart and as a table with the same numbers (for screen readers and search engines).
import type { FiscalYearTotal } from '@/lib/dashboard/statistics'
import { formatNumber, pageDigits } from '@/lib/calendar'
import { cumulative } from '@/lib/dashboard/format'
import type { Language, Translate } from '@/lib/i18n/shared'
import { escapeHtml, markupOnce } from '@/components/typed-html'
import styles from './dashboard.module.css'
import { ChartWithData } from './chart-with-data'
import { DownloadLink, tableHtml } from './totals-table'

type Props = { years: FiscalYearTotal[]; t: Translate; language: Language }

export function RegistrationGraphBlock({ years, t, language }: Props) {
  const title = t('Cumulative number of NGOs by registration fiscal year')
  const labels = years.map((year) => pageDigits(year.registration_fiscal_year, language))
  const running = cumulative(years.map((year) => year.total))
  const description =
    years.length > 0
      ? `${title}: ${labels[0]} – ${labels[labels.length - 1]}, ${t('Cumulative total')} ${formatNumber(running[running.length - 1], language)}`
      : title
  return (
    <section className={`card ${styles.block}`} aria-labelledby="graph-heading">
      <h2 id="graph-heading">{title}</h2>
      {years.length === 0 ? (
        <p className="muted">{t('No data yet')}</p>
      ) : (
        <>
          <ChartWithData
            chart={{ kind: 'line', labels, values: running, seriesLabel: t('Cumulative total'), language }}
            description={description}
            t={t}
            caption={title}
            table={markupOnce(years, t, [language], () =>
              tableHtml(
                title,
                [{ heading: t('Registration fiscal year') }, { heading: t('Registered that year'), numeric: true }, { heading: t('Cumulative total'), numeric: true }],
                years.map((year, index) => ({ heading: escapeHtml(labels[index]), cells: [formatNumber(year.total, language), formatNumber(running[index], language)] })),
              ),
            )}
          />
          <DownloadLink table="registration-fiscal-year" caption={title} t={t} language={language} />
        </>
      )}
    </section>
  )
}
