// Inputs of the renewal cycles (decision 080). The same schemas check the
// open-cycle form in the browser and the API; the rules that need today's
// date or the database (a deadline in the past, an unknown fiscal year or
// document type, a second cycle for a year) are the domain's
// (lib/renewals/cycles.ts), with an injected clock.
import { z } from 'zod'
import { formatDateString, isValidAdDate, parseDateString } from '@/lib/calendar'

/** The parts of the profile a renewal can ask for, besides the document types. */
export const RENEWAL_PARTS = ['annual_budget', 'general_assembly', 'committee'] as const
export type RenewalPart = (typeof RENEWAL_PARTS)[number]

/** English labels of the parts (keys of lib/i18n/labels/renewals.ts). */
export const RENEWAL_PART_LABELS: Record<RenewalPart, string> = {
  annual_budget: "The past year's annual budget",
  general_assembly: 'The last general assembly date',
  committee: 'The current committee: head person and last election date',
}

/** An item names a document type (`document:3`) or a part of the profile (`part:committee`). */
export type RenewalItem = `document:${number}` | `part:${RenewalPart}`

export const RENEWAL_MESSAGES = {
  opened: 'Renewal cycle opened',
  extended: 'Renewal cycle extended',
  closed: 'Renewal cycle closed',
  list: 'Renewal cycles',
  notFound: 'Renewal cycle not found',
  yearTaken: 'A renewal cycle for this fiscal year already exists',
  yearRequired: 'Financial Year is required',
  yearNotFound: 'Financial Year Not Found',
  deadlineBeforeStart: 'The deadline must not be before the start of the cycle',
  deadlineInPast: 'The deadline must not be in the past',
  itemsRequired: 'Choose at least one item a renewal needs',
  itemInvalid: 'An item must be a document type or a part of the profile',
  documentTypeNotFound: 'Document Config Not Found',
  extensionNotLater: 'The new deadline must be after the current deadline',
  reasonRequired: 'Reason is required',
  closedCycle: 'The renewal cycle is closed',
  dateRequired: 'Choose a date',
  dateInvalid: 'Invalid date',
} as const

/** A required AD 'YYYY-MM-DD' date (the BS picker sends AD). Unlike the profile's lenient dates, a bad one is an error here. */
function requiredAdDate() {
  return z
    .string({ error: RENEWAL_MESSAGES.dateRequired })
    .trim()
    .min(1, RENEWAL_MESSAGES.dateRequired)
    .transform((value, context) => {
      const parsed = parseDateString(value)
      if (!parsed || !isValidAdDate(parsed)) {
        context.addIssue({ code: 'custom', message: RENEWAL_MESSAGES.dateInvalid })
        return z.NEVER
      }
      return formatDateString(parsed)
    })
}

const PART_ITEM = new RegExp(`^part:(${RENEWAL_PARTS.join('|')})$`)
const DOCUMENT_ITEM = /^document:[1-9][0-9]{0,8}$/

const renewalItem = z
  .string({ error: RENEWAL_MESSAGES.itemInvalid })
  .trim()
  .refine((value) => PART_ITEM.test(value) || DOCUMENT_ITEM.test(value), { message: RENEWAL_MESSAGES.itemInvalid })
  .transform((value) => value as RenewalItem)

/** The fiscal year's id: a whole number (a form sends it as text); left out, it is required. */
const financialYearId = z
  .union([z.number(), z.string(), z.null()], { error: RENEWAL_MESSAGES.yearNotFound })
  .optional()
  .transform((value, context) => {
    const text = typeof value === 'string' ? value.trim() : value
    if (text === undefined || text === null || text === '') {
      context.addIssue({ code: 'custom', message: RENEWAL_MESSAGES.yearRequired })
      return z.NEVER
    }
    const id = typeof text === 'number' ? text : /^[0-9]{1,10}$/.test(text) ? Number(text) : NaN
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
      context.addIssue({ code: 'custom', message: RENEWAL_MESSAGES.yearNotFound })
      return z.NEVER
    }
    return id
  })

export const openCycleInput = z
  .object({
    financial_year_id: financialYearId,
    /** Left out: the cycle starts today (Kathmandu). */
    starts_on: requiredAdDate().optional(),
    deadline: requiredAdDate(),
    items: z
      .array(renewalItem, { error: RENEWAL_MESSAGES.itemsRequired })
      .max(100, RENEWAL_MESSAGES.itemInvalid)
      // The same item twice asks for nothing more.
      .transform((items) => [...new Set(items)])
      .refine((items) => items.length > 0, { message: RENEWAL_MESSAGES.itemsRequired }),
  })
  .refine((input) => !input.starts_on || input.deadline >= input.starts_on, { message: RENEWAL_MESSAGES.deadlineBeforeStart, path: ['deadline'] })

export const extendCycleInput = z.object({
  deadline: requiredAdDate(),
  reason: z
    .string({ error: RENEWAL_MESSAGES.reasonRequired })
    .trim()
    .min(1, RENEWAL_MESSAGES.reasonRequired)
    .max(500, 'Reason must be at most 500 characters'),
})

export type OpenCycleInput = z.infer<typeof openCycleInput>
export type ExtendCycleInput = z.infer<typeof extendCycleInput>

/** The document type id of an item, or null for a part. */
export function documentIdOfItem(item: string): number | null {
  return item.startsWith('document:') ? Number(item.slice('document:'.length)) : null
}
