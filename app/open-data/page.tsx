import type { Metadata } from 'next'
import { withCode } from '@/components/with-code'
import { pathIn } from '@/lib/i18n/paths'
import { getLabels } from '@/lib/i18n/server'
import { OPEN_DATA_FIELDS } from '@/lib/open-data/fields'
import styles from './open-data.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getLabels()
  return { title: t('Open data'), description: t('The public details of every verified, active NGO in the registry, free to download and reuse.') }
}

export default async function OpenDataPage() {
  const { t, language } = await getLabels()
  return (
    <section className="page">
      <h1>{t('Open data')}</h1>
      <p>{t('The public details of every verified, active NGO in the registry, free to download and reuse.')}</p>

      <h2>{t('Downloads')}</h2>
      <ul className={styles.downloads}>
        <li>
          <a className="button" href="/api/open/ngos.csv" download>
            {t('Download CSV (spreadsheet)')}
          </a>
        </li>
        <li>
          <a className="button button-secondary" href="/api/open/ngos.json">
            {t('Download JSON')}
          </a>
        </li>
        <li>
          <a className="button button-secondary" href={pathIn(language, '/api-reference')}>
            {t('API reference (for developers)')}
          </a>
        </li>
      </ul>

      <h2>{t('About the files')}</h2>
      <ul>
        <li>{t('One row per NGO, oldest registration in the registry first. Profiles not yet verified and inactive profiles are not included.')}</li>
        <li>{t('The CSV file is UTF-8 with a byte order mark, so spreadsheet programs show Nepali text correctly.')}</li>
        <li>{withCode(t('Every date is published twice: in the AD calendar (ISO 8601, `YYYY-MM-DD`), and in the field of the same name ending in `_bs` in Bikram Sambat (BS, `YYYY-MM-DD`), the calendar the portal shows.'))}</li>
        <li>{t('In the CSV, a text that begins with = + - @, a tab or a line break starts with an apostrophe, and a text with a comma or a semicolon is quoted, so that no spreadsheet runs it as a formula.')}</li>
        <li>{t('The personal mobile numbers and email addresses of the head and the contact person are not published here; the profile page of each NGO shows them.')}</li>
        <li>{t('The data is read from the registry as you download it, so it is always current.')}</li>
      </ul>

      <h2 id="fields">{t('Published fields')}</h2>
      <div className="table-scroll">
        <table className={styles.fields} aria-labelledby="fields">
          <thead>
            <tr>
              <th scope="col">{t('Field')}</th>
              <th scope="col">{t('Meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {OPEN_DATA_FIELDS.map((field) => (
              <tr key={field.key}>
                <th scope="row">
                  <code>{field.key}</code>
                </th>
                <td>{withCode(t(field.description))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
