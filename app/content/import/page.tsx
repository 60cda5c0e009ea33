// /content/import: the super administrator brings the municipality's existing
// register of NGOs in from a spreadsheet (POST /api/ngo/import): a dry run
// first, then the import on confirmation.
import type { Metadata } from 'next'
import { ImportForm } from '@/components/content/import/import-form'
import { LabelArea } from '@/components/label-area'
import styles from '@/components/content/import/import.module.css'
import { requireContentAdmin } from '@/lib/content/page-access'
import { getLabels } from '@/lib/i18n/server'
import { makeTranslate } from '@/lib/i18n/translate'
import { columnLabel, IMPORT_COLUMNS, KIND_DESCRIPTIONS } from '@/lib/register/columns'

export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Import the register'), robots: { index: false } }
}

export default async function ImportPage() {
  await requireContentAdmin()
  const { t, language, dictionary } = await getLabels()
  const english = makeTranslate('en', {})
  const nepali = makeTranslate('ne', dictionary)
  return (
    <section className="page">
      <h1>{t('Import the register')}</h1>
      <p className="lead">{t('Bring the municipality’s existing list of NGOs in from a spreadsheet.')}</p>
      <p>{t('Upload a CSV or XLSX file of at most 5 MB and 5 000 rows whose first row names the columns. The file is checked first: nothing is saved until you confirm.')}</p>
      <p>
        {t(
          'A row whose DAO Registration No. is already in the registry updates that profile; an empty cell keeps what is stored. Every other row becomes a new profile, unverified and owned by no account until its NGO claims it.',
        )}
      </p>
      <p className={styles.links}>
        <span>{t('Download the template')}:</span>
        <a href={`/api/ngo/import/template.xlsx?lang=${language}`} download>
          {t('Template (XLSX)')}
        </a>
        <a href={`/api/ngo/import/template.csv?lang=${language}`} download>
          {t('Template (CSV)')}
        </a>
      </p>
      <LabelArea name="import">
        <ImportForm />
      </LabelArea>
      <details className={styles.columns}>
        <summary>{t('Columns the import reads')}</summary>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('Columns the import reads')}>
          <table>
            <caption className="visually-hidden">{t('Columns the import reads')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Field name')}</th>
                <th scope="col">{t('Label (English)')}</th>
                <th scope="col">{t('Label (Nepali)')}</th>
                <th scope="col">{t('What it takes')}</th>
              </tr>
            </thead>
            <tbody>
              {IMPORT_COLUMNS.map((column) => (
                <tr key={column.key}>
                  <th scope="row">
                    <code>{column.key}</code>
                  </th>
                  <td lang="en">{columnLabel(column, english)}</td>
                  <td lang="ne">{columnLabel(column, nepali)}</td>
                  <td>{t(KIND_DESCRIPTIONS[column.kind])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  )
}
