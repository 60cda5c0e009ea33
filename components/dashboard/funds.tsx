// The money the verified NGOs reported (decision 100): the internal and
// external funds per fiscal year as a chart with the same numbers in a table,
// and the external bodies with the largest amounts. Both download as CSV.
import { formatNumber, pageDigits } from '@/lib/calendar'
import type { Funds } from '@/lib/dashboard/funds'
import { dataLang } from '@/lib/i18n/local-name'
import type { Language, Translate } from '@/lib/i18n/shared'
import { TableScrollMarkup } from '@/components/markup'
import { escapeHtml, markupOnce } from '@/components/typed-html'
import styles from './dashboard.module.css'
import { ChartWithData } from './chart-with-data'
import { DownloadLink, tableHtml } from './totals-table'

type Props = { funds: Funds; t: Translate; language: Language }

export function FundsBlock({ funds, t, language }: Props) {
  const title = t('Funds reported per fiscal year')
  const bodiesTitle = t('External bodies with the largest amounts')
  const labels = funds.years.map((year) => pageDigits(year.financial_year, language))
  const internal = t('Fund received from internal sources')
  const external = t('Fund received from external bodies')
  const last = funds.years[funds.years.length - 1]
  const description = last
    ? `${title}: ${labels[0]} – ${labels[labels.length - 1]}; ${labels[labels.length - 1]}: ${internal} ${formatNumber(last.internal, language)}, ${external} ${formatNumber(last.external, language)}`
    : title
  return (
    <div className={styles.tables}>
      <section className={`card ${styles.block}`} aria-labelledby="funds-heading">
        <h2 id="funds-heading">{title}</h2>
        <p className={`muted ${styles.blockNote}`}>{t('What the verified NGOs reported in their annual budgets, in rupees.')}</p>
        {funds.years.length === 0 ? (
          <p className="muted">{t('No data yet')}</p>
        ) : (
          <>
            <ChartWithData
              chart={{
                kind: 'stacked-bars',
                labels,
                series: [
                  { label: internal, values: funds.years.map((year) => year.internal) },
                  { label: external, values: funds.years.map((year) => year.external) },
                ],
                language,
              }}
              description={description}
              t={t}
              caption={title}
              table={markupOnce(funds.years, t, [language], () =>
                tableHtml(
                  title,
                  [{ heading: t('Financial year') }, { heading: internal, numeric: true }, { heading: external, numeric: true }, { heading: t('Total amount'), numeric: true }],
                  funds.years.map((year, index) => ({
                    heading: escapeHtml(labels[index]),
                    cells: [formatNumber(year.internal, language), formatNumber(year.external, language), formatNumber(Math.round((year.internal + year.external) * 100) / 100, language)],
                  })),
                ),
              )}
            />
            <DownloadLink table="funds-by-fiscal-year" caption={title} t={t} language={language} />
          </>
        )}
      </section>
      <section className={`card ${styles.block}`} aria-labelledby="funding-bodies-heading">
        <h2 id="funding-bodies-heading">{bodiesTitle}</h2>
        <p className={`muted ${styles.blockNote}`}>{t('Spellings of one body are counted together; each is named as most budgets write it.')}</p>
        {funds.bodies.length === 0 ? (
          <p className="muted">{t('No data yet')}</p>
        ) : (
          <>
            <TableScrollMarkup
              label={bodiesTitle}
              html={markupOnce(funds.bodies, t, [language], () =>
                tableHtml(
                  bodiesTitle,
                  [{ heading: t('External body') }, { heading: external, numeric: true }],
                  funds.bodies.map((body) => ({ heading: escapeHtml(body.name), lang: dataLang(language, body.name), cells: [formatNumber(body.amount, language)] })),
                ),
              )}
            />
            <DownloadLink table="funding-bodies" caption={bodiesTitle} t={t} language={language} />
          </>
        )}
      </section>
    </div>
  )
}
