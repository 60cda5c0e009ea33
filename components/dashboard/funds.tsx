// The money the verified NGOs reported (decision 100): the internal and
// external funds per fiscal year as a chart with the same numbers in a table,
// and the external bodies with the largest amounts. Both download as CSV.
import { formatNumber, pageDigits } from '@/lib/calendar'
import type { Funds } from '@/lib/dashboard/funds'
import { dataLang } from '@/lib/i18n/local-name'
import type { Language, Translate } from '@/lib/i18n/shared'
import styles from './dashboard.module.css'
import { ChartWithData } from './chart-with-data'
import { DownloadLink } from './totals-table'

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
              title={title}
              t={t}
            >
              <thead>
                <tr>
                  <th scope="col">{t('Financial year')}</th>
                  <th scope="col" className={styles.numeric}>
                    {internal}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {external}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {t('Total amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {funds.years.map((year, index) => (
                  <tr key={year.financial_year_id}>
                    <th scope="row">{labels[index]}</th>
                    <td className={styles.numeric}>{formatNumber(year.internal, language)}</td>
                    <td className={styles.numeric}>{formatNumber(year.external, language)}</td>
                    <td className={styles.numeric}>{formatNumber(Math.round((year.internal + year.external) * 100) / 100, language)}</td>
                  </tr>
                ))}
              </tbody>
            </ChartWithData>
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
            <div className="table-scroll">
              <table>
                <caption className="visually-hidden">{bodiesTitle}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('External body')}</th>
                    <th scope="col" className={styles.numeric}>
                      {external}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {funds.bodies.map((body) => (
                    <tr key={body.name}>
                      <th scope="row" lang={dataLang(language, body.name)}>
                        {body.name}
                      </th>
                      <td className={styles.numeric}>{formatNumber(body.amount, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <DownloadLink table="funding-bodies" caption={bodiesTitle} t={t} language={language} />
          </>
        )}
      </section>
    </div>
  )
}
