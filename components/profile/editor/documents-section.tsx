'use client'

// Documents, one per configured document type (spec sections 2, 5 and 8): an
// image or PDF of at most 2 MB, the financial year of its renewal, and the
// validity the server derives from both. A chosen file is uploaded with Save
// (POST ngo/upload with the profile id), then PUT ngo/{id}/document names it,
// with the section's version (decision 059): each row's save answers the
// version the next one is based on.
import { useState } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { TableScroll } from '@/components/ui/table-scroll'
import { BsDateText } from '@/components/ui/bs-date-text'
import { pageDigits } from '@/lib/calendar'
import type { DocumentConfig, DocumentRow, EditorReference } from '@/lib/client/profile'
import { FileViewer } from '@/components/profile/file-viewer'
import { SelectCell } from './fields'
import { lazyEditingCode, SectionShell, useSection } from './section-shell'
import { FileCell, type UploadRow } from './upload-row'
import styles from './editor.module.css'
import { localName } from '@/lib/i18n/local-name'

// The checks and the uploads come when the section opens (decision 104).
const documentsForm = lazyEditingCode(() => import('./documents-form').then((module) => module.DocumentsForm))

type Entry = { yearId: string; file: File | null }
export type Draft = Record<string, Entry>

export function DocumentsSection({
  profileId,
  documents,
  reference,
  complete,
  version,
}: {
  profileId: number | null
  documents: DocumentRow[]
  reference: EditorReference
  complete?: boolean
  /** The section's version as the page read it (decision 059). */
  version?: number
}) {
  const { t, language } = useTranslate()
  const [viewing, setViewing] = useState<{ url: string; title: string } | null>(null)
  const configs = reference.documentConfigs
  const documentOf = (config: DocumentConfig) => documents.find((document) => document.document_config_id === config.id)
  const section = useSection<Draft>('Documents', () =>
    Object.fromEntries(
      configs.map((config) => [String(config.id), { yearId: String(documentOf(config)?.annual_budget_financial_year_id ?? ''), file: null }]),
    ),
    { version },
  )
  const { values, editing, errors } = section
  const years = reference.financialYears.map((year) => ({ value: String(year.id), label: pageDigits(year.financial_year, language) }))
  const yearLabel = (yearId: string) => years.find((year) => year.value === yearId)?.label ?? ''

  function setEntry(configId: number, change: Partial<Entry>) {
    section.update((current) => ({ ...current, [configId]: { ...current[configId], ...change } }))
    section.clearError(`${configId}.year`)
    section.clearError(`${configId}.file`)
  }

  const rowOf = (config: DocumentConfig): UploadRow => ({ key: String(config.id), ...values[config.id], hasSavedFile: Boolean(documentOf(config)?.file) })

  return (
    <SectionShell
      section={section}
      available={!!profileId}
      complete={complete}
      form={(parts) => <documentsForm.Form parts={parts} section={section} profileId={profileId} configs={configs} documentOf={documentOf} rowOf={rowOf} yearLabel={yearLabel} />}
      preload={documentsForm.preload}
    >
      <TableScroll label={t('Documents')}>
        <table className={`stack-table ${styles.rowsTable}`}>
          <caption className="visually-hidden">{t('Documents')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Document Name')}</th>
              <th scope="col">{t('Financial Year')}</th>
              <th scope="col">{t('Last renewal date')}</th>
              <th scope="col">{t('Valid till')}</th>
              <th scope="col">{t('Validity')}</th>
              <th scope="col">{t('File')}</th>
            </tr>
          </thead>
          <tbody>
            {configs.map((config) => {
              const document = documentOf(config)
              const entry = values[config.id]
              const name = localName(language, config.document_name, config.document_name_en)
              return (
                <tr key={config.id}>
                  <th scope="row">
                    {name}
                    {config.mandatory ? <span className={styles.badge}>{t('Mandatory')}</span> : null}
                    <span className={`muted ${styles.hint}`}>
                      {config.renewal_time_period_in_year > 0
                        ? t('Renewed every {years} year(s)').replace('{years}', pageDigits(config.renewal_time_period_in_year, language))
                        : t('No renewal needed')}
                    </span>
                  </th>
                  <td data-label={t('Financial Year')}>
                    {editing ? (
                      <SelectCell
                        label={`${t('Financial Year')} – ${name}`}
                        value={entry.yearId}
                        options={years}
                        error={errors[`${config.id}.year`]}
                        onChange={(yearId) => setEntry(config.id, { yearId })}
                      />
                    ) : (
                      pageDigits(document?.annual_budget_financial_year ?? '', language)
                    )}
                  </td>
                  <td data-label={t('Last renewal date')}>
                    <BsDateText ad={document?.last_renewal_date} language={language} />
                  </td>
                  <td data-label={t('Valid till')}>{document ? <BsDateText ad={document.valid_till} language={language} empty={t('No expiry')} /> : ''}</td>
                  <td data-label={t('Validity')}>
                    {document ? (
                      <span className={document.is_valid ? styles.valid : styles.expired}>{document.is_valid ? t('Valid') : t('Expired')}</span>
                    ) : (
                      <span className="muted">{t('Not uploaded')}</span>
                    )}
                  </td>
                  <td data-label={t('File')}>
                    <FileCell
                      name={name}
                      chooseLabel={t('Choose File')}
                      kind="document"
                      fileUrl={document?.file_url}
                      onView={(url) => setViewing({ url, title: name })}
                      editing={editing}
                      error={errors[`${config.id}.file`]}
                      onChoose={(file) => setEntry(config.id, { file })}
                      onInvalid={(message) => section.setErrors((current) => ({ ...current, [`${config.id}.file`]: message }))}
                    />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableScroll>
      <FileViewer url={viewing?.url ?? null} title={viewing?.title ?? ''} onClose={() => setViewing(null)} />
    </SectionShell>
  )
}
