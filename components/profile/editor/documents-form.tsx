'use client'

// The editing code of the documents (documents-section.tsx frames them; read
// only, the page's markup shows them, documents-view.ts): the table with a
// financial year and a file to choose in each row, the checks of the changed
// rows, their uploads and saves, and what the conflict panel compares.
// Loaded when the section opens (decision 104).
import { useTranslate } from '@/components/i18n-provider'
import { DocumentViewers } from '@/components/profile/view/document-viewer'
import { BsDateText } from '@/components/ui/bs-date-text'
import { TableScroll } from '@/components/ui/table-scroll'
import { pageDigits } from '@/lib/calendar'
import { apiFetch } from '@/lib/client/api'
import type { DocumentConfig, DocumentRow, EditorReference } from '@/lib/client/profile'
import { localName } from '@/lib/i18n/local-name'
import { shown } from '@/lib/i18n/shared'
import { DOCUMENT_COLUMNS, renewalHint } from './documents-columns'
import type { Draft } from './documents-section'
import { SelectCell } from './fields'
import { SectionForm } from './section-form'
import type { Section, SectionFormParts } from './section-shell'
import { describeUploadRow, FileCell, saveUploadRows, uploadRowErrors, type UploadRow } from './upload-row'
import styles from './editor.module.css'

type DocumentsFormProps = {
  parts: SectionFormParts
  section: Section<Draft>
  profileId: number | null
  reference: EditorReference
  documentOf: (config: DocumentConfig) => DocumentRow | undefined
}

export function DocumentsForm({ parts, section, profileId, reference, documentOf }: DocumentsFormProps) {
  const { t, language } = useTranslate()
  const { values, errors } = section
  const configs = reference.documentConfigs
  const years = reference.financialYears.map((year) => ({ value: String(year.id), label: pageDigits(year.financial_year, language) }))
  const yearLabel = (yearId: string) => years.find((year) => year.value === yearId)?.label ?? ''
  const rowOf = (config: DocumentConfig): UploadRow => ({ key: String(config.id), ...values[config.id], hasSavedFile: Boolean(documentOf(config)?.file) })

  function setEntry(configId: number, change: Partial<Draft[string]>) {
    section.update((current) => ({ ...current, [configId]: { ...current[configId], ...change } }))
    section.clearError(`${configId}.year`)
    section.clearError(`${configId}.file`)
  }

  function submit() {
    const changed = configs.filter((config) => {
      const entry = values[config.id]
      const saved = documentOf(config)
      return entry.file !== null || entry.yearId !== String(saved?.annual_budget_financial_year_id ?? '')
    })
    const found = uploadRowErrors(t, changed.map(rowOf))
    void section.save(
      saveUploadRows(t, profileId, found, changed.map((config) => {
        const row = rowOf(config)
        return {
          row,
          folder: String(profileId),
          put: async (file, baseVersion) => {
            const { data } = await apiFetch<{ version: number }>(`ngo/${profileId}/document`, {
              method: 'PUT',
              body: { document_config_id: config.id, annual_budget_financial_year_id: row.yearId, id: documentOf(config)?.id, file, base_version: baseVersion },
            })
            return data.version
          },
        }
      })),
      // The spec's File Upload Success says a chosen file arrived, besides the row's save.
      { success: changed.some((config) => values[config.id].file !== null) ? shown`${t('File Upload Success')}, ${t('Document Save Success')}` : t('Document Save Success') },
    )
  }

  const [, year, renewal, validTill, validity, file] = DOCUMENT_COLUMNS.map((column) => t(column))
  const table = (
    <DocumentViewers>
      <TableScroll label={t('Documents')}>
        <table className={`stack-table ${styles.rowsTable}`}>
          <caption className="visually-hidden">{t('Documents')}</caption>
          <thead>
            <tr>
              {DOCUMENT_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {t(column)}
                </th>
              ))}
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
                    <span className={`muted ${styles.hint}`}>{renewalHint(config, t, language)}</span>
                  </th>
                  <td data-label={year}>
                    <SelectCell
                      label={`${year} – ${name}`}
                      value={entry.yearId}
                      options={years}
                      error={errors[`${config.id}.year`]}
                      onChange={(yearId) => setEntry(config.id, { yearId })}
                    />
                  </td>
                  <td data-label={renewal}>
                    <BsDateText ad={document?.last_renewal_date} language={language} />
                  </td>
                  <td data-label={validTill}>{document ? <BsDateText ad={document.valid_till} language={language} empty={t('No expiry')} /> : ''}</td>
                  <td data-label={validity}>
                    {document ? (
                      <span className={document.is_valid ? styles.valid : styles.expired}>{document.is_valid ? t('Valid') : t('Expired')}</span>
                    ) : (
                      <span className="muted">{t('Not uploaded')}</span>
                    )}
                  </td>
                  <td data-label={file}>
                    <FileCell
                      name={name}
                      chooseLabel={t('Choose File')}
                      kind="document"
                      fileUrl={document?.file_url}
                      editing
                      error={errors[`${config.id}.file`]}
                      onChoose={(chosen) => setEntry(config.id, { file: chosen })}
                      onInvalid={(message) => section.setErrors((current) => ({ ...current, [`${config.id}.file`]: message }))}
                    />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableScroll>
    </DocumentViewers>
  )

  return (
    <SectionForm
      section={section}
      parts={{ ...parts, body: table }}
      onSubmit={submit}
      describe={(draft) =>
        configs.map((config) =>
          describeUploadRow(String(config.id), localName(language, config.document_name, config.document_name_en), yearLabel(draft[config.id]?.yearId ?? ''), draft[config.id]?.file ?? null),
        )
      }
    />
  )
}
