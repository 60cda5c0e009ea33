import type { ZodError } from 'zod'

/** The first message of each field of a zod failure. */
export function fieldErrorsOf(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_')
    errors[field] ??= issue.message || 'required'
  }
  return errors
}
