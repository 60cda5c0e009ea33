'use client'

// The reference tables of the content area, each a ReferenceTable with its
// columns, form fields and the zod schemas the API uses.
import { TypedText } from '@/components/typed-text'
import { useTranslate } from '@/components/i18n-provider'
import { ReferenceTable, type FormValues } from '@/components/content/reference-table'
import { BsDateText } from '@/components/ui/bs-date-text'
import { fiscalYearRange, formatNumber, pageDigits } from '@/lib/calendar'
import { localName } from '@/lib/i18n/local-name'
import {
  documentConfigInput,
  financialYearInput,
  organizationalStructureConfigInput,
  organizationTypeInput,
  rulesRegulationsPlanConfigInput,
  translationCreateInput,
  translationUpdateInput,
  wardInput,
  wardNames,
  type Ethnicity,
} from '@/lib/content/schemas'
import { toLatinDigits } from '@/lib/calendar'

// A row's buttons are named in the page's language ("Edit: Women"): the
// English name where one is set (lib/i18n/local-name.ts). The name columns
// show what was typed, marked with its script's language (TypedText).
const ETHNICITY_LABELS: Record<Ethnicity, string> = { tribe: 'Tribe', people_with_disability: 'People With Disability' }

/** The optional English name of a reference row: a column and a form field. */
const ENGLISH_NAME = 'English name'

export function OrganizationTypeTable({ rows }: { rows: { id: number; type: string; type_en: string | null }[] }) {
  const { language } = useTranslate()
  return (
    <ReferenceTable
      title="Organization Type"
      endpoint="ngo/organization-type"
      rows={rows}
      columns={[
        { header: 'Type', cell: (row) => <TypedText text={row.type} language={language} /> },
        { header: ENGLISH_NAME, cell: (row) => <TypedText text={row.type_en} language={language} /> },
      ]}
      fields={[
        { name: 'type', label: 'Type', kind: 'text', required: true },
        { name: 'type_en', label: ENGLISH_NAME, kind: 'text' },
      ]}
      createSchema={organizationTypeInput}
      toValues={(row) => ({ type: row?.type ?? '', type_en: row?.type_en ?? '' })}
      rowName={(row) => localName(language, row.type, row.type_en)}
    />
  )
}

export function RulesRegulationsPlanConfigTable({ rows }: { rows: { id: number; name: string; name_en: string | null }[] }) {
  const { language } = useTranslate()
  return (
    <ReferenceTable
      title="Rules/Regulations/Plan Config"
      endpoint="ngo/rules-regulations-plan/config"
      rows={rows}
      columns={[
        { header: 'Name', cell: (row) => <TypedText text={row.name} language={language} /> },
        { header: ENGLISH_NAME, cell: (row) => <TypedText text={row.name_en} language={language} /> },
      ]}
      fields={[
        { name: 'name', label: 'Name', kind: 'text', required: true },
        { name: 'name_en', label: ENGLISH_NAME, kind: 'text' },
      ]}
      createSchema={rulesRegulationsPlanConfigInput}
      toValues={(row) => ({ name: row?.name ?? '', name_en: row?.name_en ?? '' })}
      rowName={(row) => localName(language, row.name, row.name_en)}
    />
  )
}

export function OrganizationalStructureConfigTable({ rows }: { rows: { id: number; name: string; name_en: string | null; ethnicity: Ethnicity }[] }) {
  const { t, language } = useTranslate()
  return (
    <ReferenceTable
      title="Organizational Structure Config"
      endpoint="ngo/organizational-structure/config"
      rows={rows}
      columns={[
        { header: 'Name', cell: (row) => <TypedText text={row.name} language={language} /> },
        { header: ENGLISH_NAME, cell: (row) => <TypedText text={row.name_en} language={language} /> },
        { header: 'Ethnicity', cell: (row) => t(ETHNICITY_LABELS[row.ethnicity]) },
      ]}
      fields={[
        { name: 'name', label: 'Name', kind: 'text', required: true },
        { name: 'name_en', label: ENGLISH_NAME, kind: 'text' },
        {
          name: 'ethnicity',
          label: 'Ethnicity',
          kind: 'select',
          required: true,
          options: Object.entries(ETHNICITY_LABELS).map(([value, label]) => ({ value, label })),
        },
      ]}
      createSchema={organizationalStructureConfigInput}
      toValues={(row) => ({ name: row?.name ?? '', name_en: row?.name_en ?? '', ethnicity: row?.ethnicity ?? '' })}
      rowName={(row) => localName(language, row.name, row.name_en)}
    />
  )
}

export function DocumentConfigTable({
  rows,
}: {
  rows: { id: number; document_name: string; document_name_en: string | null; renewal_time_period_in_year: number; mandatory: boolean }[]
}) {
  const { t, language } = useTranslate()
  return (
    <ReferenceTable
      title="Document Config"
      endpoint="ngo/document/config"
      rows={rows}
      columns={[
        { header: 'Document Name', cell: (row) => <TypedText text={row.document_name} language={language} /> },
        { header: ENGLISH_NAME, cell: (row) => <TypedText text={row.document_name_en} language={language} /> },
        { header: 'Renewal Time Period In Year', cell: (row) => formatNumber(row.renewal_time_period_in_year, language) },
        { header: 'Mandatory', cell: (row) => t(row.mandatory ? 'Yes' : 'No') },
      ]}
      fields={[
        { name: 'document_name', label: 'Document Name', kind: 'text', required: true },
        { name: 'document_name_en', label: ENGLISH_NAME, kind: 'text' },
        { name: 'renewal_time_period_in_year', label: 'Renewal Time Period In Year', kind: 'number', required: true },
        { name: 'mandatory', label: 'Mandatory', kind: 'checkbox' },
      ]}
      createSchema={documentConfigInput}
      toValues={(row) => ({
        document_name: row?.document_name ?? '',
        document_name_en: row?.document_name_en ?? '',
        renewal_time_period_in_year: row ? String(row.renewal_time_period_in_year) : '',
        mandatory: row?.mandatory ?? false,
      })}
      rowName={(row) => localName(language, row.document_name, row.document_name_en)}
    />
  )
}

/** Typing 2081/82 fills in its Shrawan-to-Asar dates when none are chosen yet. */
function completeFinancialYear(values: FormValues): FormValues {
  if (values.from || values.to || typeof values.financial_year !== 'string') return values
  const range = fiscalYearRange(values.financial_year)
  return range ? { ...values, from: range.from, to: range.to } : values
}

export function FinancialYearTable({ rows }: { rows: { id: number; financial_year: string; from: string | null; to: string | null }[] }) {
  const { language } = useTranslate()
  const bs = (value: string | null) => <BsDateText ad={value} language={language} empty="–" />
  return (
    <ReferenceTable
      title="Financial Year"
      endpoint="ngo/annual-budget-financial-year"
      rows={rows}
      columns={[
        { header: 'Financial Year', cell: (row) => pageDigits(row.financial_year, language) },
        { header: 'From', cell: (row) => bs(row.from) },
        { header: 'To', cell: (row) => bs(row.to) },
      ]}
      fields={[
        { name: 'financial_year', label: 'Financial Year', kind: 'text', required: true, complete: completeFinancialYear },
        { name: 'from', label: 'From', kind: 'bs-date' },
        { name: 'to', label: 'To', kind: 'bs-date' },
      ]}
      createSchema={financialYearInput}
      toValues={(row) => ({ financial_year: row?.financial_year ?? '', from: row?.from ?? '', to: row?.to ?? '' })}
      rowName={(row) => pageDigits(row.financial_year, language)}
    />
  )
}

export function TranslationTable({ rows, firstNumber }: { rows: { id: number; english: string; nepali: string; hint: string | null }[]; firstNumber: number }) {
  const { language } = useTranslate()
  return (
    <ReferenceTable
      title="Translation"
      endpoint="ngo/translation"
      rows={rows}
      firstNumber={firstNumber}
      columns={[
        { header: 'English text', cell: (row) => <span lang="en">{row.english}</span> },
        { header: 'Nepali text', cell: (row) => <span lang="ne">{row.nepali}</span> },
        // Hints are notes in English for whoever translates.
        { header: 'Hint', cell: (row) => (row.hint ? <span lang="en">{row.hint}</span> : '') },
      ]}
      fields={[
        { name: 'english', label: 'English text', kind: 'textarea', required: true, readOnlyOnEdit: true },
        { name: 'nepali', label: 'Nepali text', kind: 'textarea', required: true },
        { name: 'hint', label: 'Hint', kind: 'text' },
      ]}
      createSchema={translationCreateInput}
      updateSchema={translationUpdateInput}
      toValues={(row) => ({ english: row?.english ?? '', nepali: row?.nepali ?? '', hint: row?.hint ?? '' })}
      rowName={(row) => (language === 'ne' ? row.nepali : row.english)}
      canDelete={false}
    />
  )
}

/** Typing a ward's number fills in its usual names (वडा नं. ५, Ward No. 5) when none are typed yet. */
function completeWard(values: FormValues): FormValues {
  if (typeof values.number !== 'string' || values.name || values.name_en) return values
  const number = Number(toLatinDigits(values.number.trim()))
  return Number.isInteger(number) && number > 0 ? { ...values, ...wardNames(number) } : values
}

export type WardTableRow = { id: number; number: number; name: string; name_en: string | null; version: number; offices: number; working: number }

/** The municipality's wards (decision 098), with how many NGO profiles name each. */
export function WardTable({ rows }: { rows: WardTableRow[] }) {
  const { language } = useTranslate()
  return (
    <ReferenceTable
      title="Ward"
      endpoint="ngo/wards"
      rows={rows}
      columns={[
        { header: 'Ward number', cell: (row) => formatNumber(row.number, language) },
        { header: 'Name', cell: (row) => <span lang="ne">{row.name}</span> },
        { header: ENGLISH_NAME, cell: (row) => <span lang="en">{row.name_en ?? ''}</span> },
        { header: 'NGOs with their office here', cell: (row) => formatNumber(row.offices, language) },
        { header: 'NGOs working here', cell: (row) => formatNumber(row.working, language) },
      ]}
      fields={[
        { name: 'number', label: 'Ward number', kind: 'number', required: true, complete: completeWard },
        { name: 'name', label: 'Name', kind: 'text', required: true },
        { name: 'name_en', label: ENGLISH_NAME, kind: 'text' },
      ]}
      createSchema={wardInput}
      toValues={(row) => ({ number: row ? pageDigits(row.number, language) : '', name: row?.name ?? '', name_en: row?.name_en ?? '' })}
      rowName={(row) => localName(language, row.name, row.name_en)}
    />
  )
}
