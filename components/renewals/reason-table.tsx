'use client'

// The reason list of the review (decision 088), a reference table like the
// others of the content pages: Nepali name, English name, edit and delete.
import { TypedText } from '@/components/typed-text'
import { useTranslate } from '@/components/i18n-provider'
import { ReferenceTable } from '@/components/content/reference-table'
import { localName } from '@/lib/i18n/local-name'
import { renewalReasonInput } from '@/lib/renewals/review-schemas'

const ENGLISH_NAME = 'English name'

export function RenewalReasonTable({ rows }: { rows: { id: number; name: string; name_en: string | null; version: number }[] }) {
  const { language } = useTranslate()
  return (
    <ReferenceTable
      title="Reasons for changes"
      endpoint="ngo/renewal-reasons"
      rows={rows}
      columns={[
        { header: 'Name', cell: (row) => <TypedText text={row.name} language={language} /> },
        { header: ENGLISH_NAME, cell: (row) => <TypedText text={row.name_en} language={language} /> },
      ]}
      fields={[
        { name: 'name', label: 'Name', kind: 'text', required: true },
        { name: 'name_en', label: ENGLISH_NAME, kind: 'text' },
      ]}
      createSchema={renewalReasonInput}
      toValues={(row) => ({ name: row?.name ?? '', name_en: row?.name_en ?? '' })}
      rowName={(row) => localName(language, row.name, row.name_en)}
    />
  )
}
