'use client'

// The editing code of a table section with free rows (rows-section.tsx shows
// it): each filled row checked against the API's schema of a row, the
// section's own checks, the save of the rows as a JSON array, the server's
// errors put on the rows on screen, and what the conflict panel compares.
// Loaded when such a section opens (decision 104).
import type { ReactNode } from 'react'
import type { z } from 'zod'
import { useTranslate } from '@/components/i18n-provider'
import { apiFetch, ApiRequestError } from '@/lib/client/api'
import { annualBudgetRow, associateRow, subjectiveManpowerRow } from '@/lib/profile/schemas'
import { isEmptyRow, type RowColumn, type RowsCheck, type RowsDraft } from './rows-section'
import { SectionForm } from './section-form'
import { isVersionConflict, SectionError, type FieldErrors, type Section, type SectionFormParts } from './section-shell'

/** The API's schema of one row of each table section, by the section's endpoint. */
const ROW_SCHEMAS = {
  associate: associateRow,
  'subjective-manpower-detail': subjectiveManpowerRow,
  'annual-budget': annualBudgetRow,
} satisfies Record<string, z.ZodType>

export type RowSchemaName = keyof typeof ROW_SCHEMAS

type RowsFormProps = {
  parts: SectionFormParts
  section: Section<RowsDraft>
  endpoint: string | null
  columns: RowColumn[]
  rowSchema: RowSchemaName
  check?: RowsCheck
  ignoreForEmptiness: string[]
  display: (column: RowColumn, value: string) => ReactNode
  rowLabel: (index: number) => string
}

export function RowsForm({ parts, section, endpoint, columns, rowSchema, check, ignoreForEmptiness, display, rowLabel }: RowsFormProps) {
  const { t } = useTranslate()
  const { values } = section

  function submit() {
    const filled = values.rows.map((row, index) => ({ row, index })).filter(({ row }) => !isEmptyRow(row, ignoreForEmptiness))
    const found: FieldErrors = {}
    for (const { row, index } of filled) {
      const parsed = ROW_SCHEMAS[rowSchema].safeParse(row)
      if (parsed.success) continue
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '')
        const column = columns.find((candidate) => candidate.key === key)
        found[`${index}.${key}`] ??= `${t(column?.label ?? key)}: ${t(issue.message)}`
      }
    }
    const problem = check?.(filled)
    if (problem) Object.assign(found, problem.errors)
    void section.save(async (_draft, base) => {
      if (problem) throw new SectionError(problem.message, found)
      if (Object.keys(found).length > 0) throw new SectionError(Object.values(found)[0], found)
      if (!endpoint) throw new SectionError('Save the profile first to fill this section.')
      try {
        await apiFetch(endpoint, { method: 'PUT', body: { rows: filled.map(({ row }) => row), base_version: base } })
      } catch (error) {
        // The server numbers the rows it was sent; point its errors at the rows on screen.
        // A version conflict goes on as it is: the section shows both sides (section-shell.tsx).
        if (error instanceof ApiRequestError && !isVersionConflict(error)) {
          const mapped: FieldErrors = {}
          for (const [key, message] of Object.entries(error.errors)) {
            const match = /^(\d+)\.(.+)$/.exec(key)
            const at = match ? filled[Number(match[1])]?.index : undefined
            mapped[at === undefined ? key : `${at}.${match![2]}`] = t(message)
          }
          throw new SectionError(error.message, mapped)
        }
        throw error
      }
    })
  }

  /** Row by row, the filled cells as they read: what the conflict panel compares. */
  function describe(draft: RowsDraft) {
    return draft.rows
      .filter((row) => !isEmptyRow(row, ignoreForEmptiness))
      .map((row, index) => ({
        key: String(index),
        label: rowLabel(index),
        value: columns
          .filter((column) => row[column.key]?.trim())
          .map((column) => `${t(column.label)}: ${String(display(column, row[column.key]))}`)
          .join('; '),
      }))
  }

  return <SectionForm section={section} parts={parts} onSubmit={submit} describe={describe} />
}
