import type { ZodError } from 'zod'
import type { ErrorSummaryItem } from '@/components/ui/error-summary'
import type { Translate } from '@/lib/i18n/shared'

/** The first message of each field of a zod failure. */
export function fieldErrorsOf(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_')
    errors[field] ??= issue.message || 'required'
  }
  return errors
}

/** The error summary's lines for a form's field errors, in the order of its fields (ids are `field-{name}`, as Field gives them). */
export function summaryItems(errors: Record<string, string | undefined>, fields: readonly string[], t: Translate): ErrorSummaryItem[] {
  return fields.filter((name) => errors[name]).map((name) => ({ message: t(errors[name]!), target: `field-${name}` }))
}
