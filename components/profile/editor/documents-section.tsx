'use client'

// Documents, one per configured document type (spec sections 2, 5 and 8): an
// image or PDF of at most 2 MB, the financial year of its renewal, and the
// validity the server derives from both. A chosen file is uploaded with Save
// (POST ngo/upload with the profile id), then PUT ngo/{id}/document names it.
import { useId, useState } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { FileInput } from '@/components/ui/file-input'
import { TableScroll } from '@/components/ui/table-scroll'
import { ApiRequestError, apiFetch } from '@/lib/client/api'
import { BsDateText } from '@/components/ui/bs-date-text'
import { pageDigits } from '@/lib/calendar'
import {
  checkUploadFile,
  FILE_MESSAGES,
  uploadFile,
  type DocumentConfig,
  type DocumentRow,
  type EditorReference,
} from '@/lib/client/profile'
import { FileViewer } from '@/components/profile/file-viewer'
import { SectionError, SectionShell, useSection, type FieldErrors } from './section-shell'
import styles from './editor.module.css'
import { localName } from '@/lib/i18n/local-name'

type Entry = { yearId: string; file: File | null }
type Draft = Record<string, Entry>

export function DocumentsSection({
  profileId,
  documents,
  reference,
  complete,
}: {
  profileId: number | null
  documents: DocumentRow[]
  reference: EditorReference
  complete?: boolean
}) {
  const { t, language } = useTranslate()
  const [viewing, setViewing] = useState<{ url: string; title: string } | null>(null)
  const configs = reference.documentConfigs
  const documentOf = (config: DocumentConfig) => documents.find((document) => document.document_config_id === config.id)
  const section = useSection<Draft>('Documents', () =>
    Object.fromEntries(
      configs.map((config) => [String(config.id), { yearId: String(documentOf(config)?.annual_budget_financial_year_id ?? ''), file: null }]),
    ),
  )
  const { values, editing, errors } = section
  const years = reference.financialYears.map((year) => ({ value: String(year.id), label: pageDigits(year.financial_year, language) }))

  function setEntry(configId: number, change: Partial<Entry>) {
    section.update((current) => ({ ...current, [configId]: { ...current[configId], ...change } }))
    section.clearError(`${configId}.year`)
    section.clearError(`${configId}.file`)
  }

  function submit() {
    const found: FieldErrors = {}
    const changed = configs.filter((config) => {
      const entry = values[config.id]
      const saved = documentOf(config)
      return entry.file !== null || entry.yearId !== String(saved?.annual_budget_financial_year_id ?? '')
    })
    for (const config of changed) {
      const entry = values[config.id]
      if (!entry.yearId) found[`${config.id}.year`] = t(FILE_MESSAGES.financialYearRequired)
      if (!entry.file && !documentOf(config)?.file) found[`${config.id}.file`] = t(FILE_MESSAGES.missingFile)
    }
    void section.save(
      async () => {
        if (!profileId) throw new SectionError('Save the profile first to fill this section.')
        if (Object.keys(found).length > 0) throw new SectionError(Object.values(found)[0], found)
        for (const config of changed) {
          const entry = values[config.id]
          let file: string | undefined
          if (entry.file) {
            try {
              file = await uploadFile(entry.file, String(profileId))
            } catch (error) {
              const message = t(error instanceof Error ? error.message : 'Failed')
              throw new SectionError(`${t('Failed to Upload Document')}: ${message}`, { [`${config.id}.file`]: message })
            }
          }
          try {
            await apiFetch(`ngo/${profileId}/document`, {
              method: 'PUT',
              body: { document_config_id: config.id, annual_budget_financial_year_id: entry.yearId, id: documentOf(config)?.id, file },
            })
          } catch (error) {
            if (!(error instanceof ApiRequestError)) throw error
            throw new SectionError(`${t('Failed to Save Document')}: ${t(error.message)}`, { [`${config.id}.year`]: t(error.message) })
          }
        }
      },
      { success: t('Document Save Success') },
    )
  }

  return (
    <SectionShell section={section} available={!!profileId} complete={complete} onSubmit={submit}>
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
                      <YearSelect
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
                    {document?.file_url ? (
                      <button type="button" className="button button-secondary" onClick={() => setViewing({ url: document.file_url!, title: name })}>
                        {t('View')}
                        <span className="visually-hidden"> {name}</span>
                      </button>
                    ) : null}
                    {editing ? (
                      <FileChooser
                        label={`${t('Choose File')} – ${name}`}
                        accept="image/*,application/pdf"
                        kind="document"
                        error={errors[`${config.id}.file`]}
                        onChoose={(file) => setEntry(config.id, { file })}
                        onInvalid={(message) => section.setErrors((current) => ({ ...current, [`${config.id}.file`]: message }))}
                      />
                    ) : null}
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

export function YearSelect({
  label,
  value,
  options,
  error,
  onChange,
}: {
  label: string
  value: string
  options: { value: string; label: string }[]
  error?: string
  onChange: (value: string) => void
}) {
  const { t } = useTranslate()
  const id = useId()
  return (
    <>
      <select
        id={id}
        aria-label={label}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={styles.cellInput}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('Select')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${id}-error`} className={`field-error ${styles.cellError}`}>
          {error}
        </span>
      ) : null}
    </>
  )
}

/** A file input that refuses, with the spec's message, what may not be uploaded as `kind`. */
export function FileChooser({
  label,
  accept,
  kind,
  error,
  onChoose,
  onInvalid,
}: {
  label: string
  accept: string
  kind: 'document' | 'audit_report'
  error?: string
  onChoose: (file: File | null) => void
  onInvalid: (message: string) => void
}) {
  const { t } = useTranslate()
  const id = useId()
  return (
    <span className={styles.fileChooser}>
      <FileInput
        id={id}
        buttonLabel={t('Choose File')}
        accessibleName={label}
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null
          const problem = file ? checkUploadFile(file, kind) : null
          if (problem) {
            event.target.value = ''
            onChoose(null)
            onInvalid(t(problem))
            return
          }
          onChoose(file)
        }}
      />
      {error ? (
        <span id={`${id}-error`} className={`field-error ${styles.cellError}`} role="alert">
          {error}
        </span>
      ) : null}
    </span>
  )
}
