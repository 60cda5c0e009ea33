// The version a save was based on, as a body names it (decision 059; the
// server's side is lib/api/versions.ts). Shared with the forms, so nothing
// here may reach the server.
import { z } from 'zod'

export const BASE_VERSION_INVALID = 'base_version must be a whole number of 0 or more: the version the read returned'

const MAX_VERSION = 2_147_483_647

export function isVersion(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_VERSION
}

/**
 * `base_version` of a body. Checked after the body's shape (see
 * `checkedBaseVersion`), so inside a union of shapes a bad version still
 * gets its own message rather than "Invalid input".
 */
export const baseVersionInput = z
  .unknown()
  .optional()
  .describe('The version the read returned (data.version, or the ETag without quotes). Left out: the save overwrites whatever is stored.')

/** Adds the issue of a bad `base_version` to a body's parse; the version or undefined. */
export function checkedBaseVersion(value: unknown, context: z.RefinementCtx): number | undefined {
  if (value === undefined || value === null) return undefined
  if (isVersion(value)) return value
  context.addIssue({ code: 'custom', message: BASE_VERSION_INVALID, path: ['base_version'] })
  return undefined
}

