// The query of the action log (GET /api/ngo/audit-log and /content/action-log):
// every filter optional, dates in Bikram Sambat as the page shows them.
import { z } from 'zod'
import { bsStringToAdString, toLatinDigits } from '@/lib/calendar'

export const ACTION_LOG_PAGE_SIZE = 25
/** Counting stops here: the total reads "more than" beyond it, and pages go no further. */
export const ACTION_LOG_COUNT_LIMIT = 10_000
export const ACTION_LOG_MAX_PAGE = ACTION_LOG_COUNT_LIMIT / ACTION_LOG_PAGE_SIZE

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
const optional = <Schema extends z.ZodType>(schema: Schema) => z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional())
const latin = (value: unknown) => (typeof value === 'string' ? toLatinDigits(value).trim() : value)

const PAGE_MESSAGE = `page must be a whole number from 1 to ${ACTION_LOG_MAX_PAGE}`
const NAME = /^[a-z][a-z_]{0,63}$/

const bsDate = (field: string) =>
  z.preprocess(
    latin,
    z
      .string({ error: `${field} must be a Bikram Sambat date (YYYY-MM-DD)` })
      .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && bsStringToAdString(value) !== null, `${field} must be a Bikram Sambat date (YYYY-MM-DD)`),
  )

export const auditLogQuery = z
  .object({
    page: z.preprocess(
      (value) => (isBlank(value) ? undefined : latin(value)),
      z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(ACTION_LOG_MAX_PAGE, PAGE_MESSAGE).default(1),
    ),
    /** A profile id, or part of its name (Nepali or English). */
    profile: optional(z.preprocess(latin, z.string().max(200, 'profile must be at most 200 characters'))),
    /** The actor's mobile number or its first digits; 'system' for entries without an actor. */
    actor: optional(z.preprocess(latin, z.string().regex(/^(system|\d{1,10})$/, 'actor must be digits of a mobile number, or system'))),
    entity: optional(z.string().trim().regex(NAME, 'entity must be a name such as ngo_profile')),
    action: optional(z.string().trim().regex(NAME, 'action must be a name such as update')),
    /** First day, inclusive (Bikram Sambat, Kathmandu calendar). */
    from: optional(bsDate('from')),
    /** Last day, inclusive. */
    to: optional(bsDate('to')),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'from must not be after to', path: ['from'] })

export type AuditLogQuery = z.infer<typeof auditLogQuery>
