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

/**
 * Every message the query gives: English for API callers, and label keys the
 * action log page shows in the viewer's language (lib/i18n/labels/history.ts).
 */
export const AUDIT_LOG_QUERY_MESSAGES = {
  page: `page must be a whole number from 1 to ${ACTION_LOG_MAX_PAGE}`,
  profile: 'profile must be at most 200 characters',
  actor: 'actor must be digits of a mobile number, or system',
  entity: 'entity must be a name such as ngo_profile',
  action: 'action must be a name such as update',
  from: 'from must be a Bikram Sambat date (YYYY-MM-DD)',
  to: 'to must be a Bikram Sambat date (YYYY-MM-DD)',
  order: 'from must not be after to',
} as const
const MESSAGES = AUDIT_LOG_QUERY_MESSAGES
const NAME = /^[a-z][a-z_]{0,63}$/

const bsDate = (message: string) =>
  z.preprocess(
    latin,
    z.string({ error: message }).refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && bsStringToAdString(value) !== null, message),
  )

export const auditLogQuery = z
  .object({
    page: z.preprocess(
      (value) => (isBlank(value) ? undefined : latin(value)),
      z.coerce.number({ error: MESSAGES.page }).int(MESSAGES.page).min(1, MESSAGES.page).max(ACTION_LOG_MAX_PAGE, MESSAGES.page).default(1),
    ),
    /** A profile id, or part of its name (Nepali or English). */
    profile: optional(z.preprocess(latin, z.string({ error: MESSAGES.profile }).max(200, MESSAGES.profile))),
    /** The actor's mobile number or its first digits; 'system' for entries without an actor. */
    actor: optional(z.preprocess(latin, z.string({ error: MESSAGES.actor }).regex(/^(system|\d{1,10})$/, MESSAGES.actor))),
    entity: optional(z.string({ error: MESSAGES.entity }).trim().regex(NAME, MESSAGES.entity)),
    action: optional(z.string({ error: MESSAGES.action }).trim().regex(NAME, MESSAGES.action)),
    /** First day, inclusive (Bikram Sambat, Kathmandu calendar). */
    from: optional(bsDate(MESSAGES.from)),
    /** Last day, inclusive. */
    to: optional(bsDate(MESSAGES.to)),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: MESSAGES.order, path: ['from'] })

export type AuditLogQuery = z.infer<typeof auditLogQuery>
