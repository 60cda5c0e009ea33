'use client'

// A table section whose rows the NGO adds and removes (key persons,
// subjective manpower, annual budgets): Add New appends a row, rows whose
// values are all empty are skipped on save (spec section 5), computed columns
// are read-only, and the rows go to the section's PUT as a JSON array.
import type { ReactNode } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { TableScroll } from '@/components/ui/table-scroll'
import { typedText } from '@/components/typed-text'
import { formatNumber, pageDigits } from '@/lib/calendar'
import { CellInput, SelectCell } from './fields'
import type { RowSchemaName } from './rows-form'
import { lazyEditingCode, SectionShell, useSection, type FieldErrors } from './section-shell'
import styles from './editor.module.css'

// The checks and the save of the rows come when the section opens (decision 104).
const rowsForm = lazyEditingCode(() => import('./rows-form').then((module) => module.RowsForm))

export type RowValues = Record<string, string>

export type RowColumn = {
  key: string
  label: string
  kind: 'text' | 'multiline' | 'number' | 'amount' | 'select'
  options?: { value: string; label: string }[]
  required?: boolean
}

export type RowsDraft = { rows: RowValues[] }

type RowsSectionProps = {
  title: string
  endpoint: string | null
  columns: RowColumn[]
  rows: RowValues[]
  complete?: boolean
  /** The API's schema of one row (rows-form.tsx holds them). */
  rowSchema: RowSchemaName
  /** A read-only column computed from the row (a total). */
  computed?: { label: string; value: (row: RowValues) => number }
  /** Whole-section checks before saving; a message stops the save. */
  check?: RowsCheck
  /** Keys that do not count when testing whether a row is empty. */
  ignoreForEmptiness?: string[]
  caption?: string
  /** The section's version as the page read it (decision 059). */
  version?: number
}

/** Whole-section checks of the filled rows before saving; a message stops the save. */
export type RowsCheck = (rows: { row: RowValues; index: number }[]) => { message: string; errors: FieldErrors } | null

export function emptyRow(columns: RowColumn[]): RowValues {
  return Object.fromEntries(columns.map((column) => [column.key, '']))
}

export function isEmptyRow(row: RowValues, ignore: string[] = []): boolean {
  return Object.entries(row).every(([key, value]) => ignore.includes(key) || value.trim() === '')
}

export function RowsSection({ title, endpoint, columns, rows, complete, rowSchema, computed, check, ignoreForEmptiness = [], caption, version }: RowsSectionProps) {
  const { t, language } = useTranslate()
  // Numbers are edited in the viewer's digits; the API reads either.
  const editable = (row: RowValues): RowValues =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => {
        const kind = columns.find((column) => column.key === key)?.kind
        return [key, kind === 'number' || kind === 'amount' ? pageDigits(value, language) : value]
      }),
    )
  const section = useSection<RowsDraft>(title, () => ({ rows: rows.length > 0 ? rows.map(editable) : [emptyRow(columns)] }), { version })
  const { editing, errors, values } = section
  const shown = editing ? values.rows : rows

  function setCell(index: number, key: string, value: string) {
    section.update((current) => ({ rows: current.rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)) }))
    section.clearError(`${index}.${key}`)
  }

  function addRow() {
    section.update((current) => ({ rows: [...current.rows, emptyRow(columns)] }))
  }

  function removeRow(index: number) {
    section.update((current) => ({ rows: current.rows.filter((_, at) => at !== index) }))
    section.setErrors({})
  }

  function display(column: RowColumn, value: string): ReactNode {
    if (!value) return ''
    if (column.kind === 'select') return column.options?.find((option) => option.value === value)?.label ?? value
    if (column.kind === 'number' || column.kind === 'amount') {
      const number = Number(value)
      return Number.isFinite(number) ? formatNumber(number, language) : pageDigits(value, language)
    }
    return value
  }

  /** A cell in view mode: what a person typed is marked as typed data. */
  function cellView(column: RowColumn, value: string): ReactNode {
    return column.kind === 'select' || column.kind === 'number' || column.kind === 'amount' ? display(column, value) : typedText(value, language)
  }

  const rowLabel = (index: number) => `${t('Row')} ${pageDigits(index + 1, language)}`

  return (
    <SectionShell
      section={section}
      available={!!endpoint}
      complete={complete}
      form={(parts) => (
        <rowsForm.Form
          parts={parts}
          section={section}
          endpoint={endpoint}
          columns={columns}
          rowSchema={rowSchema}
          check={check}
          ignoreForEmptiness={ignoreForEmptiness}
          display={display}
          rowLabel={rowLabel}
        />
      )}
      preload={rowsForm.preload}
      editActions={
        <button type="button" className="button button-secondary" onClick={addRow} disabled={section.busy}>
          {t('Add New')}
        </button>
      }
    >
      <TableScroll label={t(caption ?? title)}>
        <table className={`stack-table ${styles.rowsTable}`}>
          {caption ? <caption className="visually-hidden">{t(caption)}</caption> : <caption className="visually-hidden">{t(title)}</caption>}
          <thead>
            <tr>
              <th scope="col">{t('S.N.')}</th>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {t(column.label)}
                  {column.required && editing ? (
                    <span aria-hidden="true" className={styles.required}>
                      {' '}
                      *
                    </span>
                  ) : null}
                </th>
              ))}
              {computed ? <th scope="col">{t(computed.label)}</th> : null}
              {editing ? (
                <th scope="col">
                  <span className="visually-hidden">{t('Actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={columns.length + (computed ? 2 : 1)} className="muted">
                  {t('No data yet')}
                </td>
              </tr>
            ) : (
              shown.map((row, index) => (
                <tr key={index}>
                  <td className={styles.numberCell} data-label={t('S.N.')}>
                    {pageDigits(index + 1, language)}
                  </td>
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={column.kind === 'number' || column.kind === 'amount' ? styles.numberCell : undefined}
                      data-label={t(column.label)}
                    >
                      {column.kind === 'select' && editing ? (
                        <SelectCell
                          label={`${t(column.label)} – ${rowLabel(index)}`}
                          value={row[column.key]}
                          options={column.options ?? []}
                          error={errors[`${index}.${column.key}`]}
                          onChange={(value) => setCell(index, column.key, value)}
                        />
                      ) : (
                        <CellInput
                          label={`${t(column.label)} – ${rowLabel(index)}`}
                          value={row[column.key]}
                          editing={editing}
                          multiline={column.kind === 'multiline'}
                          inputMode={column.kind === 'number' ? 'numeric' : column.kind === 'amount' ? 'decimal' : 'text'}
                          error={errors[`${index}.${column.key}`]}
                          display={cellView(column, row[column.key])}
                          onChange={(value) => setCell(index, column.key, value)}
                        />
                      )}
                    </td>
                  ))}
                  {computed ? (
                    <td className={styles.numberCell} data-label={t(computed.label)}>
                      {editing ? (
                        <output aria-label={`${t(computed.label)} – ${rowLabel(index)}`}>{formatNumber(computed.value(row), language)}</output>
                      ) : (
                        formatNumber(computed.value(row), language)
                      )}
                    </td>
                  ) : null}
                  {editing ? (
                    <td>
                      <button type="button" className="button button-secondary" onClick={() => removeRow(index)} disabled={section.busy}>
                        {t('Remove')}
                        <span className="visually-hidden"> {rowLabel(index)}</span>
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableScroll>
    </SectionShell>
  )
}
