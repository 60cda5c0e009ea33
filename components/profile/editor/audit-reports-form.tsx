'use client'

// The editing code of the audit reports (audit-reports-section.tsx shows
// them): the checks of the changed rows, their uploads and saves (POST for a
// new row, PUT for a changed one), and what the conflict panel compares.
// Loaded when the section opens (decision 104).
import { useTranslate } from '@/components/i18n-provider'
import { apiFetch } from '@/lib/client/api'
import { pageDigits } from '@/lib/calendar'
import type { AuditReportRow } from '@/lib/client/profile'
import { fillShown, shown } from '@/lib/i18n/shared'
import type { Draft, Row } from './audit-reports-section'
import { SectionForm } from './section-form'
import type { Section, SectionFormParts } from './section-shell'
import { describeUploadRow, saveUploadRows, uploadRowErrors, type UploadRow } from './upload-row'

type AuditReportsFormProps = {
  parts: SectionFormParts
  section: Section<Draft>
  profileId: number | null
  reports: AuditReportRow[]
  yearLabel: (yearId: string) => string
}

export function AuditReportsForm({ parts, section, profileId, reports, yearLabel }: AuditReportsFormProps) {
  const { t, language } = useTranslate()
  const { values } = section

  const uploadRow = (row: Row): UploadRow => ({ key: row.key, yearId: row.yearId, file: row.file, hasSavedFile: Boolean(row.fileUrl) })

  function submit() {
    const changed = values.rows.filter((row) => {
      if (row.isNew) return true
      const saved = reports.find((report) => report.id === row.id)
      return row.file !== null || row.yearId !== String(saved?.annual_budget_financial_year_id ?? '')
    })
    const found = uploadRowErrors(t, changed.map(uploadRow))
    void section.save(
      saveUploadRows(t, profileId, found, changed.map((row) => ({
        row: uploadRow(row),
        folder: `audit-report/${yearLabel(row.yearId)}`,
        put: async (file, baseVersion) => {
          const body = { annual_budget_financial_year_id: row.yearId, file, base_version: baseVersion }
          const { data } = row.isNew
            ? await apiFetch<{ version: number }>(`ngo/${profileId}/audit-report`, { method: 'POST', body })
            : await apiFetch<{ version: number }>(`ngo/${profileId}/audit-report/${row.id}`, { method: 'PUT', body: { ...body, id: row.id } })
          return data.version
        },
      }))),
      // The spec's File Upload Success says a chosen file arrived, besides the rows' save.
      {
        success: changed.some((row) => row.file !== null)
          ? shown`${t('File Upload Success')}, ${fillShown(t('{section} Update Success'), { section: t('Audit reports') })}`
          : fillShown(t('{section} Update Success'), { section: t('Audit reports') }),
      },
    )
  }

  return (
    <SectionForm
      section={section}
      parts={parts}
      onSubmit={submit}
      describe={(draft) => draft.rows.map((row, index) => describeUploadRow(row.key, `${t('Audit reports')} ${pageDigits(index + 1, language)}`, pageDigits(yearLabel(row.yearId), language), row.file))}
    />
  )
}
