'use client'

// Form fields of the own-profile editor. In edit mode each is a labelled
// control with its error tied to it (aria-describedby); otherwise it shows the
// saved value as text. Labels and errors arrive already translated.
import { useId, type ReactNode } from 'react'
import { useTranslate } from '@/components/i18n-provider'
import { BsDateText } from '@/components/ui/bs-date-text'
import { typedText } from '@/components/typed-text'
import { lazyEditingCode } from './section-shell'
import styles from './editor.module.css'
import { localName } from '@/lib/i18n/local-name'

const EMPTY = '—'

// The date picker is editing code: it comes when a section with dates opens
// (decision 104); that section's form starts loading it beside its own code.
const datePicker = lazyEditingCode(() => import('@/components/ui/bs-date-picker').then((module) => module.BsDatePicker))
export const preloadDatePicker = datePicker.preload
const BsDatePicker = datePicker.Form

type FieldFrame = {
  label: string
  editing: boolean
  error?: string
  required?: boolean
  hint?: string
  className?: string
}

function ReadField({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`${styles.readField} ${className ?? ''}`}>
      <span className={styles.readLabel}>{label}</span>
      <span className={styles.readValue}>{children}</span>
    </div>
  )
}

function describedBy(id: string, error?: string, hint?: string) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
}

function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <span id={`${id}-hint`} className={`muted ${styles.hint}`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </>
  )
}

function LabelText({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required ? (
        <span aria-hidden="true" className={styles.required}>
          {' '}
          *
        </span>
      ) : null}
    </>
  )
}

type TextFieldProps = FieldFrame & {
  value: string
  onChange: (value: string) => void
  multiline?: boolean
  type?: 'text' | 'email' | 'tel' | 'url'
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'url'
  autoComplete?: string
  /** What view mode shows instead of the raw value (Nepali digits, a link). */
  display?: ReactNode
}

export function TextField({ label, editing, error, required, hint, className, value, onChange, multiline, type = 'text', inputMode, autoComplete, display }: TextFieldProps) {
  const { language } = useTranslate()
  const id = useId()
  if (!editing) {
    return (
      <ReadField label={label} className={`${className ?? ''} ${multiline ? styles.multiline : ''}`}>
        {display ?? typedText(value, language, EMPTY)}
      </ReadField>
    )
  }
  const common = {
    id,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
  } as const
  return (
    <div className={`form-field ${className ?? ''}`}>
      <label htmlFor={id}>
        <LabelText label={label} required={required} />
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} autoComplete={autoComplete ?? 'off'} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

export type SelectOption = { value: string; label: string }

type SelectFieldProps = FieldFrame & {
  value: string
  onChange: (value: string) => void
  options: SelectOption[]
  /** An empty first entry; its text ('Select' by default). */
  noneLabel?: string | false
}

export function SelectField({ label, editing, error, required, hint, className, value, onChange, options, noneLabel }: SelectFieldProps) {
  const { t } = useTranslate()
  const id = useId()
  if (!editing) {
    return (
      <ReadField label={label} className={className}>
        {options.find((option) => option.value === value)?.label ?? EMPTY}
      </ReadField>
    )
  }
  return (
    <div className={`form-field ${className ?? ''}`}>
      <label htmlFor={id}>
        <LabelText label={label} required={required} />
      </label>
      <select
        id={id}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onChange(event.target.value)}
      >
        {noneLabel === false ? null : <option value="">{noneLabel ?? t('Select')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  )
}

type DateFieldProps = FieldFrame & { value: string; onChange: (value: string) => void }

/** A Bikram Sambat date; the value is AD 'YYYY-MM-DD' or ''. */
export function DateField({ label, editing, error, required, className, value, onChange }: DateFieldProps) {
  const { language } = useTranslate()
  if (!editing) {
    return (
      <ReadField label={label} className={className}>
        <BsDateText ad={value} language={language} empty={EMPTY} />
      </ReadField>
    )
  }
  return (
    <div className={className}>
      <BsDatePicker label={label} value={value} onChange={onChange} error={error} required={required} />
    </div>
  )
}

type CheckboxListProps = FieldFrame & {
  selected: number[]
  onChange: (selected: number[]) => void
  options: { id: number; name: string; name_en?: string | null }[]
  /** Short names (wards): more to a line. */
  compact?: boolean
  /** Shown but not chosen from (a choice elsewhere covers them all). */
  disabled?: boolean
}

/** A multi-select as a group of checkboxes. */
export function CheckboxList({ label, editing, error, hint, className, selected, onChange, options, compact, disabled }: CheckboxListProps) {
  const { language } = useTranslate()
  const id = useId()
  if (!editing) {
    const names = options.filter((option) => selected.includes(option.id)).map((option) => localName(language, option.name, option.name_en))
    return (
      <ReadField label={label} className={className}>
        {names.length ? (
          <span className={styles.chips}>
            {names.map((name) => (
              <span key={name} className={styles.chip}>
                {typedText(name, language)}
              </span>
            ))}
          </span>
        ) : (
          EMPTY
        )}
      </ReadField>
    )
  }
  return (
    <fieldset className={`${styles.checkboxList} ${className ?? ''}`} aria-describedby={describedBy(id, error, hint)} disabled={disabled}>
      <legend>{label}</legend>
      <div className={compact ? styles.compactGrid : styles.checkboxGrid}>
        {options.map((option) => (
          <label key={option.id} className={styles.checkbox}>
            <input
              type="checkbox"
              checked={selected.includes(option.id)}
              onChange={(event) =>
                onChange(event.target.checked ? [...selected, option.id] : selected.filter((value) => value !== option.id))
              }
            />
            {/* Reference content is named as the super administrator typed it, in whichever script. */}
            {typedText(localName(language, option.name, option.name_en), language)}
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </fieldset>
  )
}

type CellInputProps = {
  /** The accessible name: column and row together. */
  label: string
  value: string
  onChange: (value: string) => void
  editing: boolean
  error?: string
  inputMode?: 'text' | 'numeric' | 'decimal'
  display?: ReactNode
  multiline?: boolean
  className?: string
}

/** A table cell control's error, tied to the control by `${id}-error`; `alert` announces it when it appears. */
export function CellError({ id, error, alert }: { id: string; error?: string; alert?: boolean }) {
  if (!error) return null
  return (
    <span id={`${id}-error`} className={`field-error ${styles.cellError}`} role={alert ? 'alert' : undefined}>
      {error}
    </span>
  )
}

/** A table cell's control; its error is tied to it like a field's. */
export function CellInput({ label, value, onChange, editing, error, inputMode = 'text', display, multiline, className }: CellInputProps) {
  const { language } = useTranslate()
  const id = useId()
  if (!editing) return <>{display ?? typedText(value, language)}</>
  const common = {
    id,
    value,
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: `${styles.cellInput} ${className ?? ''}`,
  } as const
  return (
    <>
      {multiline ? (
        <textarea {...common} rows={2} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" inputMode={inputMode} autoComplete="off" onChange={(event) => onChange(event.target.value)} />
      )}
      <CellError id={id} error={error} />
    </>
  )
}

/** A select in a table cell (a row's option, a financial year), with its error below it. */
export function SelectCell({
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
        onChange={(event) => onChange(event.target.value)}
        className={styles.cellInput}
      >
        <option value="">{t('Select')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <CellError id={id} error={error} />
    </>
  )
}

/** '{label} is required', translated (spec section 5). */
export function useRequiredMessage() {
  const { t } = useTranslate()
  return (label: string) => t('{label} is required').replace('{label}', label)
}
