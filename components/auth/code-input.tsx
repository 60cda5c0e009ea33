import { CODE_LENGTH } from '@/lib/auth/schemas'
import { Field } from './field'

type Props = { label: string; hint?: string; error?: string; value?: string; autoFocus?: boolean }

/**
 * The 6-digit numeric code. The server reads Nepali digits as Latin ones; in
 * the browser the script keeps only digits, at most 6 (`data-code`), and
 * enables the form's button marked `data-needs-code` only when all 6 are there.
 */
export function CodeInput({ label, hint, error, value, autoFocus }: Props) {
  return (
    <Field
      name="mpin"
      label={label}
      hint={hint}
      error={error}
      defaultValue={value}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={CODE_LENGTH}
      autoFocus={autoFocus}
      required
      data-code=""
    />
  )
}
