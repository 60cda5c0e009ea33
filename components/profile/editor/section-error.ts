// A section's failed save, sorted: what the form itself shows (a refusal of
// the typed values) and what only a toast can say. Kept apart from the
// section component so the rule can be tested without a page.
import { ApiRequestError } from '@/lib/client/api'

export type FieldErrors = Record<string, string>

/** Thrown by a section's own checks: its message is shown as it is, with field errors. */
export class SectionError extends Error {
  constructor(
    message: string,
    public readonly errors: FieldErrors = {},
  ) {
    super(message)
    this.name = 'SectionError'
  }
}

/**
 * Whether a failed save is a refusal of the typed values (the section's own
 * checks, or the server's 400/422 with or without field errors): the error
 * summary and the messages at the fields say it, so no toast repeats it.
 */
export function isRefusalTheFormShows(error: unknown): boolean {
  if (error instanceof SectionError) return true
  if (!(error instanceof ApiRequestError)) return false
  return error.status === 400 || error.status === 422 || Object.keys(error.errors).length > 0
}
