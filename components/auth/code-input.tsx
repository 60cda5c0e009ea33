'use client'

import { CODE_LENGTH } from '@/lib/auth/schemas'
import { toLatinDigits } from '@/lib/calendar/digits'
import { Field } from './field'

type Props = { value: string; onChange: (value: string) => void; label: string; hint?: string; error?: string; autoFocus?: boolean }

/** The 6-digit numeric code: only digits are kept (Nepali ones become Latin), at most 6. */
export function CodeInput({ value, onChange, label, hint, error, autoFocus }: Props) {
  return (
    <Field
      name="mpin"
      label={label}
      hint={hint}
      error={error}
      value={value}
      onChange={(event) => onChange(toLatinDigits(event.target.value).replace(/\D/g, '').slice(0, CODE_LENGTH))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={CODE_LENGTH}
      autoFocus={autoFocus}
      required
    />
  )
}

export function isCompleteCode(value: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value)
}
