'use client'

// The three table sections with free rows: key persons (associate, partnership
// firm or office key person), subjective manpower and annual budgets.
import { useTranslate } from '@/components/i18n-provider'
import { pageDigits } from '@/lib/calendar'
import {
  parseTypedNumber,
  sumTyped,
  type AssociateRow,
  type BudgetRow,
  type EditorReference,
  type ManpowerRow,
} from '@/lib/client/profile'
import { RowsSection, type RowColumn, type RowValues } from './rows-section'

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value))

export const FINANCIAL_YEAR_MISSING = 'financial year is missing'

export function AssociateSection({ profileId, rows, complete, version }: { profileId: number | null; rows: AssociateRow[]; complete?: boolean; version?: number }) {
  const columns: RowColumn[] = [
    { key: 'org_office_keyperson', label: 'Organization, office or key person', kind: 'multiline' },
    { key: 'objectives_program', label: 'Objectives or program', kind: 'multiline' },
  ]
  return (
    <RowsSection
      version={version}
      title="Associate, partnership firm and office key persons"
      endpoint={profileId ? `ngo/${profileId}/associate` : null}
      columns={columns}
      rows={rows.map((row) => ({ org_office_keyperson: text(row.org_office_keyperson), objectives_program: text(row.objectives_program) }))}
      rowSchema="associate"
      complete={complete}
    />
  )
}

export function ManpowerSection({ profileId, rows, version }: { profileId: number | null; rows: ManpowerRow[]; version?: number }) {
  const { t } = useTranslate()
  const subjectRequired = t('{label} is required').replace('{label}', t('Subject'))
  const columns: RowColumn[] = [
    { key: 'subject', label: 'Subject', kind: 'text', required: true },
    { key: 'male', label: 'Male', kind: 'number' },
    { key: 'female', label: 'Female', kind: 'number' },
  ]
  return (
    <RowsSection
      version={version}
      title="Subjective manpower detail"
      endpoint={profileId ? `ngo/${profileId}/subjective-manpower-detail` : null}
      columns={columns}
      rows={rows.map((row) => ({ subject: text(row.subject), male: text(row.male), female: text(row.female) }))}
      rowSchema="subjective-manpower-detail"
      computed={{ label: 'Total', value: (row) => sumTyped(row.male, row.female) }}
      complete={profileId ? rows.length > 0 : undefined}
      check={(filled) => {
        const missing = filled.filter(({ row }) => !row.subject.trim())
        if (missing.length === 0) return null
        return { message: subjectRequired, errors: Object.fromEntries(missing.map(({ index }) => [`${index}.subject`, subjectRequired])) }
      }}
    />
  )
}

export function BudgetSection({
  profileId,
  rows,
  reference,
  complete,
  version,
}: {
  profileId: number | null
  rows: BudgetRow[]
  reference: EditorReference
  complete?: boolean
  version?: number
}) {
  const { t, language } = useTranslate()
  const columns: RowColumn[] = [
    {
      key: 'financial_year_id',
      label: 'Financial Year',
      kind: 'select',
      required: true,
      options: reference.financialYears.map((year) => ({ value: String(year.id), label: pageDigits(year.financial_year, language) })),
    },
    { key: 'fund_received_from_internal_sources', label: 'Fund received from internal sources', kind: 'amount' },
    { key: 'internal_source', label: 'Internal sources', kind: 'text' },
    { key: 'fund_received_from_external_bodies', label: 'Fund received from external bodies', kind: 'amount' },
    { key: 'external_body', label: 'External bodies', kind: 'text' },
  ]
  const toValues = (row: BudgetRow): RowValues => ({
    financial_year_id: text(row.financial_year_id),
    fund_received_from_internal_sources: text(row.fund_received_from_internal_sources),
    internal_source: text(row.internal_source),
    fund_received_from_external_bodies: text(row.fund_received_from_external_bodies),
    external_body: text(row.external_body),
  })
  return (
    <RowsSection
      version={version}
      title="Annual budget"
      endpoint={profileId ? `ngo/${profileId}/annual-budget` : null}
      columns={columns}
      rows={rows.map(toValues)}
      rowSchema="annual-budget"
      complete={complete}
      computed={{
        label: 'Total amount',
        value: (row) => sumTyped(row.fund_received_from_internal_sources, row.fund_received_from_external_bodies),
      }}
      // Spec section 5: every row needs a financial year, else the save stops.
      check={(filled) => {
        const missing = filled.filter(({ row }) => parseTypedNumber(row.financial_year_id) === null)
        if (missing.length === 0) return null
        return {
          message: FINANCIAL_YEAR_MISSING,
          errors: Object.fromEntries(missing.map(({ index }) => [`${index}.financial_year_id`, t(FINANCIAL_YEAR_MISSING)])),
        }
      }}
    />
  )
}
