import type { InputHTMLAttributes } from 'react'
import styles from './auth-form.module.css'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  name: string
  label: string
  error?: string
  hint?: string
  /** For the field's wrapper (the sign-in's registration number, hidden in Admin mode). */
  className?: string
}

/**
 * A labelled input with its hint and error tied to it for assistive
 * technology (ids `field-{name}`, `-hint`, `-error`; the auth pages' script
 * writes its own errors the same way).
 */
export function Field({ name, label, error, hint, className, ...input }: Props) {
  const id = `field-${name}`
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  )
}
