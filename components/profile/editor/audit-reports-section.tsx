'use client'

// Audit reports (spec sections 4 and 5): PDF only, at most 2 MB, each with its
// financial year. Add New makes an unsaved row (isNew) that Save creates with
// POST; a saved row that changed is updated with PUT. Each carries the
// section's version (decision 059), which each row's save moves on.
import { useTranslate } from '@/components/i18n-provider'
import { TableScroll } from '@/components/ui/table-scroll'
import { pageDigits } from '@/lib/calendar'
import type { AuditReportRow, EditorReference } from '@/lib/client/profile'
import { DocumentViewers } from '@/components/profile/view/document-viewer'
import { SelectCell } from './fields'
import { lazyEditingCode, SectionShell, useSection } from './section-shell'
import { FileCell } from './upload-row'
import styles from './editor.module.css'

// The checks and the uploads come when the section opens (decision 104).
const auditReportsForm = lazyEditingCode(() => import('./audit-reports-form').then((module) => module.AuditReportsForm))

export type Row = { key: string; id: number | null; isNew: boolean; yearId: string; file: File | null; fileUrl: string | null }
export type Draft = { rows: Row[]; nextKey: number }

function rowsOf(reports: AuditReportRow[]): Row[] {
  return reports.map((report) => ({
    key: `report-${report.id}`,
    id: report.id,
    isNew: false,
    yearId: String(report.annual_budget_financial_year_id),
    file: null,
    fileUrl: report.file_url,
  }))
}

export function AuditReportsSection({
  profileId,
  reports,
  reference,
  version,
}: {
  profileId: number | null
  reports: AuditReportRow[]
  reference: EditorReference
  /** The section's version as the page read it (decision 059). */
  version?: number
}) {
  const { t, language } = useTranslate()
  const section = useSection<Draft>('Audit reports', () => ({ rows: rowsOf(reports), nextKey: 1 }), { version })
  const { values, editing, errors } = section
  const years = reference.financialYears.map((year) => ({ value: String(year.id), label: pageDigits(year.financial_year, language) }))
  const yearLabel = (yearId: string) => reference.financialYears.find((year) => String(year.id) === yearId)?.financial_year ?? ''
  const rows = editing ? values.rows : rowsOf(reports)

  function setRow(key: string, change: Partial<Row>) {
    section.update((current) => ({ ...current, rows: current.rows.map((row) => (row.key === key ? { ...row, ...change } : row)) }))
    section.clearError(`${key}.year`)
    section.clearError(`${key}.file`)
  }

  function addRow() {
    section.update((current) => ({
      rows: [...current.rows, { key: `new-${current.nextKey}`, id: null, isNew: true, yearId: '', file: null, fileUrl: null }],
      nextKey: current.nextKey + 1,
    }))
  }

  return (
    <SectionShell
      section={section}
      available={!!profileId}
      complete={profileId ? reports.length > 0 : undefined}
      form={(parts) => <auditReportsForm.Form parts={parts} section={section} profileId={profileId} reports={reports} yearLabel={yearLabel} />}
      preload={auditReportsForm.preload}
      editActions={
        <button type="button" className="button button-secondary" onClick={addRow} disabled={section.busy}>
          {t('Add New')}
        </button>
      }
    >
      <DocumentViewers>
        <TableScroll label={t('Audit reports')}>
          <table className={`stack-table ${styles.rowsTable}`}>
            <caption className="visually-hidden">{t('Audit reports')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('S.N.')}</th>
                <th scope="col">{t('Financial Year')}</th>
                <th scope="col">{t('File')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={3} className="muted">
                    {t('No data yet')}
                  </td>
                </tr>
              ) : (
                rows.map((row, index) => {
                  const rowName = `${t('Audit Report')} ${pageDigits(index + 1, language)}`
                  return (
                    <tr key={row.key} data-new={row.isNew ? 'true' : undefined}>
                      <td className={styles.numberCell} data-label={t('S.N.')}>
                        {pageDigits(index + 1, language)}
                      </td>
                      <td data-label={t('Financial Year')}>
                        {editing ? (
                          <SelectCell
                            label={`${t('Financial Year')} – ${rowName}`}
                            value={row.yearId}
                            options={years}
                            error={errors[`${row.key}.year`]}
                            onChange={(yearId) => setRow(row.key, { yearId })}
                          />
                        ) : (
                          pageDigits(yearLabel(row.yearId), language)
                        )}
                      </td>
                      <td data-label={t('File')}>
                        <FileCell
                          name={rowName}
                          chooseLabel={t('Choose PDF File')}
                          kind="audit_report"
                          fileUrl={row.fileUrl}
                          viewTitle={`${t('Audit Report')} ${pageDigits(yearLabel(row.yearId), language)}`}
                          editing={editing}
                          error={errors[`${row.key}.file`]}
                          onChoose={(file) => setRow(row.key, { file })}
                          onInvalid={(message) => section.setErrors((current) => ({ ...current, [`${row.key}.file`]: message }))}
                        />
                      </td>
                    </tr>
                  )
                })
              )}
            </tbody>
          </table>
        </TableScroll>
      </DocumentViewers>
    </SectionShell>
  )
}
