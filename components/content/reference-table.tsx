'use client'

// One reference table of the content area: the rows, an Add button, and per
// row Edit and Delete, each through a modal form (the delete form read-only).
// The form checks its input with the same zod schema as the API, then calls
// the API; the server's message is shown in a toast and the page's data is
// read again. An edit sends the row's version as it was when the form opened
// (decision 059): when someone else changed the row since, the form stays
// open with what was typed, says when, and a second Save replaces theirs.
import { useRouter } from 'next/navigation'
import { useState, type FormEvent, type ReactNode } from 'react'
import type { ZodType } from 'zod'
import { useTranslate } from '@/components/i18n-provider'
import { BsDatePicker } from '@/components/ui/bs-date-picker'
import { Modal } from '@/components/ui/modal'
import { typedText } from '@/components/typed-text'
import { toast } from '@/components/ui/toast'
import { shown, type Shown } from '@/lib/i18n/shared'
import { apiFetch, ApiRequestError, errorMessage } from '@/lib/client/api'
import { formatBsDateTime, formatNumber } from '@/lib/calendar'
import styles from './reference-table.module.css'

export type FormValues = Record<string, string | boolean>

export type FieldSpec = {
  name: string
  /** English label (the translation key); required-field messages use it too. */
  label: string
  kind: 'text' | 'textarea' | 'number' | 'checkbox' | 'select' | 'bs-date'
  options?: { value: string; label: string }[]
  required?: boolean
  readOnlyOnEdit?: boolean
  /** Called as the field loses focus, to fill other fields from it. */
  complete?: (values: FormValues) => FormValues
}

export type ColumnSpec<Row> = { header: string; cell: (row: Row) => ReactNode; className?: string }


export type ReferenceTableProps<Row extends { id: number }> = {
  /** Singular English name of the content type, e.g. 'Organization Type'. */
  title: string
  /** API path of the list, e.g. 'ngo/organization-type'; rows are at `${endpoint}/${id}`. */
  endpoint: string
  rows: Row[]
  columns: ColumnSpec<Row>[]
  fields: FieldSpec[]
  /** Fields of the edit and delete forms when they differ from the add form. */
  editFields?: FieldSpec[]
  createSchema: ZodType
  updateSchema?: ZodType
  toValues: (row: Row | null) => FormValues
  /** A short name of a row for button labels ('Edit शिक्षा'). */
  rowName: (row: Row) => string
  canDelete?: boolean
  /** Number of the first row (for paged tables). */
  firstNumber?: number
  /** A column before the serial number (row selection). */
  leadingColumn?: { header: ReactNode; cell: (row: Row) => ReactNode }
  /** More buttons beside Add. */
  toolbar?: ReactNode
  /** Checks the schema cannot make (a name already in the list); field errors or null. */
  validate?: (values: FormValues, mode: 'create' | 'edit', row: Row | null) => Record<string, string> | null
}

/** First message per field of a zod failure or of the server's `errors`. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_')
    errors[key] ??= issue.message || 'required'
  }
  return errors
}

type Mode<Row> = { kind: 'create' } | { kind: 'edit'; row: Row } | { kind: 'delete'; row: Row }

export function ReferenceTable<Row extends { id: number }>(props: ReferenceTableProps<Row>) {
  const { title, endpoint, rows, columns, createSchema, updateSchema, toValues, rowName, canDelete = true, firstNumber = 1, leadingColumn, toolbar, validate } = props
  const { t, language } = useTranslate()
  const router = useRouter()
  const [mode, setMode] = useState<Mode<Row> | null>(null)
  const [values, setValues] = useState<FormValues>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [isBusy, setIsBusy] = useState(false)
  // The version the edit is based on, and when someone else changed the row if a save was refused.
  const [baseVersion, setBaseVersion] = useState<number | undefined>(undefined)
  const [changedAt, setChangedAt] = useState<string | null>(null)

  const fields = mode && mode.kind !== 'create' && props.editFields ? props.editFields : props.fields

  function openForm(next: Mode<Row>, row: Row | null) {
    setMode(next)
    setValues(toValues(row))
    setErrors({})
    setChangedAt(null)
    const version = (row as { version?: unknown } | null)?.version
    setBaseVersion(typeof version === 'number' ? version : undefined)
  }

  function setValue(name: string, value: string | boolean) {
    setValues((current) => ({ ...current, [name]: value }))
    setErrors((current) => {
      if (!(name in current)) return current
      const next = { ...current }
      delete next[name]
      return next
    })
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!mode || isBusy) return
    const failureTitle = mode.kind === 'create' ? 'Failed to Create' : mode.kind === 'edit' ? 'Failed to Update' : 'Failed to Delete'
    if (mode.kind !== 'delete') {
      const schema = mode.kind === 'edit' && updateSchema ? updateSchema : createSchema
      const parsed = schema.safeParse(values)
      const extra = parsed.success && validate ? validate(values, mode.kind, mode.kind === 'edit' ? mode.row : null) : null
      if (!parsed.success || extra) {
        const found = parsed.success ? (extra ?? {}) : fieldErrors(parsed.error.issues)
        setErrors(found)
        const first = fields.find((field) => found[field.name])
        if (first) document.getElementById(`field-${first.name}`)?.focus()
        return
      }
    }
    setIsBusy(true)
    try {
      const response =
        mode.kind === 'create'
          ? await apiFetch(endpoint, { method: 'POST', body: values })
          : mode.kind === 'edit'
            ? await apiFetch(`${endpoint}/${mode.row.id}`, { method: 'PUT', body: { ...values, base_version: baseVersion } })
            : await apiFetch(`${endpoint}/${mode.row.id}`, { method: 'DELETE' })
      toast.success(t(response.message || title))
      setMode(null)
      router.refresh()
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && typeof error.data.version === 'number') {
        // Someone else changed the row: keep what was typed, show theirs in the table, and let a second Save replace it.
        const when = typeof error.data.changed_at === 'string' ? error.data.changed_at : null
        setBaseVersion(error.data.version)
        setChangedAt(when ?? '')
        router.refresh()
        // The BS date and time are written in the page's language already.
        toast.error(shown`${t(failureTitle)} ${t(title)}: ${t(error.message)} (${formatBsDateTime(when, language) as Shown})`)
        return
      }
      if (error instanceof ApiRequestError) setErrors(error.errors)
      toast.error(shown`${t(failureTitle)} ${t(title)}: ${t(errorMessage(error))}`)
    } finally {
      setIsBusy(false)
    }
  }

  const isDelete = mode?.kind === 'delete'
  const modalTitle = mode ? `${t(mode.kind === 'create' ? 'Add' : mode.kind === 'edit' ? 'Edit' : 'Delete')} ${t(title)}` : ''

  return (
    <>
      <div className={styles.toolbar}>
        <button type="button" className="button" onClick={() => openForm({ kind: 'create' }, null)}>
          <span aria-hidden="true">+ </span>
          {t('Add')}
        </button>
        {toolbar}
      </div>
      <div className="table-scroll">
        <table className={`stack-table ${styles.table}`}>
          <thead>
            <tr>
              {leadingColumn ? <th scope="col">{leadingColumn.header}</th> : null}
              <th scope="col">{t('S.N.')}</th>
              {columns.map((column) => (
                <th scope="col" key={column.header} className={column.className}>
                  {t(column.header)}
                </th>
              ))}
              <th scope="col">{t('Actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + (leadingColumn ? 3 : 2)} className="muted">
                  {t('No entries found.')}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr key={row.id}>
                  {leadingColumn ? <td>{leadingColumn.cell(row)}</td> : null}
                  <td data-label={t('S.N.')}>{formatNumber(firstNumber + index, language)}</td>
                  {columns.map((column) => (
                    <td key={column.header} className={column.className} data-label={t(column.header)}>
                      {column.cell(row)}
                    </td>
                  ))}
                  <td className={styles.actions}>
                    {/* Named "Edit: <row>", the row's name marked with its script's language. */}
                    <button type="button" className="button button-secondary" onClick={() => openForm({ kind: 'edit', row }, row)}>
                      <span aria-hidden="true">{t('Edit')}</span>
                      <span className="visually-hidden">
                        {t('Edit')}: {typedText(rowName(row), language)}
                      </span>
                    </button>
                    {canDelete ? (
                      <button type="button" className="button button-danger" onClick={() => openForm({ kind: 'delete', row }, row)}>
                        <span aria-hidden="true">{t('Delete')}</span>
                        <span className="visually-hidden">
                          {t('Delete')}: {typedText(rowName(row), language)}
                        </span>
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <Modal open={mode !== null} title={modalTitle} onClose={() => !isBusy && setMode(null)}>
        <form onSubmit={submit} noValidate>
          {isDelete ? <p className={styles.warning}>{t('Do you want to delete this entry?')}</p> : null}
          {changedAt !== null && mode?.kind === 'edit' ? (
            <p role="alert" className={styles.warning}>
              {t('Someone else changed this entry at {time}. The table now shows their version; Save again to replace it with yours, or Cancel to keep theirs.').replace(
                '{time}',
                formatBsDateTime(changedAt, language),
              )}
            </p>
          ) : null}
          {fields.map((field) => (
            <Field
              key={field.name}
              field={field}
              value={values[field.name]}
              error={errors[field.name] ? t(errors[field.name]) : undefined}
              readOnly={isDelete || (mode?.kind === 'edit' && !!field.readOnlyOnEdit)}
              onChange={(value) => setValue(field.name, value)}
              onBlur={() => field.complete && !isDelete && setValues((current) => field.complete!(current))}
            />
          ))}
          {errors._ ? <p className="field-error">{t(errors._)}</p> : null}
          <div className={styles.formActions}>
            <button type="button" className="button button-secondary" onClick={() => setMode(null)} disabled={isBusy}>
              {t('Cancel')}
            </button>
            <button type="submit" className={`button ${isDelete ? 'button-danger' : ''}`} disabled={isBusy}>
              {t(isDelete ? 'Delete' : 'Save')}
            </button>
          </div>
        </form>
      </Modal>
    </>
  )
}

type FieldProps = {
  field: FieldSpec
  value: string | boolean | undefined
  error?: string
  readOnly: boolean
  onChange: (value: string | boolean) => void
  onBlur: () => void
}

function Field({ field, value, error, readOnly, onChange, onBlur }: FieldProps) {
  const { t } = useTranslate()
  const id = `field-${field.name}`
  const errorId = `${id}-error`
  const label = t(field.label)
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': field.required ? true : undefined,
  }
  const errorText = error ? (
    <p id={errorId} className="field-error">
      {error}
    </p>
  ) : null

  if (field.kind === 'bs-date') {
    return <BsDatePicker id={id} label={label} value={typeof value === 'string' ? value : ''} onChange={onChange} readOnly={readOnly} error={error} />
  }
  if (field.kind === 'checkbox') {
    return (
      <div className={`form-field ${styles.checkbox}`}>
        <input {...common} type="checkbox" checked={value === true} disabled={readOnly} onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={id}>{label}</label>
        {errorText}
      </div>
    )
  }
  const text = typeof value === 'string' ? value : ''
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {field.kind === 'select' ? (
        <select {...common} value={text} disabled={readOnly} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('Select')}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </select>
      ) : field.kind === 'textarea' ? (
        <textarea {...common} rows={3} value={text} readOnly={readOnly} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          value={text}
          readOnly={readOnly}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
      {errorText}
    </div>
  )
}
