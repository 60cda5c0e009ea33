'use client'

// The editing code of the documents (documents-section.tsx shows them): the
// checks of the changed rows, their uploads and saves, and what the conflict
// panel compares. Loaded when the section opens (decision 104).
import { useTranslate } from '@/components/i18n-provider'
import { apiFetch } from '@/lib/client/api'
import type { DocumentConfig, DocumentRow } from '@/lib/client/profile'
import { localName } from '@/lib/i18n/local-name'
import { shown } from '@/lib/i18n/shared'
import type { Draft } from './documents-section'
import { SectionForm } from './section-form'
import type { Section, SectionFormParts } from './section-shell'
import { describeUploadRow, saveUploadRows, uploadRowErrors, type UploadRow } from './upload-row'

type DocumentsFormProps = {
  parts: SectionFormParts
  section: Section<Draft>
  profileId: number | null
  configs: DocumentConfig[]
  documentOf: (config: DocumentConfig) => DocumentRow | undefined
  rowOf: (config: DocumentConfig) => UploadRow
  yearLabel: (yearId: string) => string
}

export function DocumentsForm({ parts, section, profileId, configs, documentOf, rowOf, yearLabel }: DocumentsFormProps) {
  const { t, language } = useTranslate()
  const { values } = section

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

  return (
    <SectionForm
      section={section}
      parts={parts}
      onSubmit={submit}
      describe={(draft) =>
        configs.map((config) =>
          describeUploadRow(String(config.id), localName(language, config.document_name, config.document_name_en), yearLabel(draft[config.id]?.yearId ?? ''), draft[config.id]?.file ?? null),
        )
      }
    />
  )
}
