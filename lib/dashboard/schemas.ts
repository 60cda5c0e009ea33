import { z } from 'zod'
import { LANGUAGES } from '@/lib/i18n/shared'

/** Which profiles the counts card counts (decision 005); `all` by default. */
export const COUNTS_TYPES = ['all', 'verified', 'unverified', 'active', 'inactive', 'new_registration'] as const
export type CountsType = (typeof COUNTS_TYPES)[number]

export const countsQuery = z.object({
  type: z.enum(COUNTS_TYPES, { message: `type must be one of ${COUNTS_TYPES.join(', ')}` }).default('all'),
})

/** The month windows of the counts card (spec section 9), newest first. */
export const MONTH_WINDOWS = [3, 6, 9, 12] as const
export type MonthWindowKey = `${(typeof MONTH_WINDOWS)[number]}_months_ago`

export function isCountsType(value: unknown): value is CountsType {
  return typeof value === 'string' && (COUNTS_TYPES as readonly string[]).includes(value)
}

/** The dashboard's tables, each downloadable as CSV (`GET ngo/dashboard/export.csv?table=T`). */
export const DASHBOARD_TABLES = [
  'registration-fiscal-year',
  'thematic-scope',
  'target-group',
  'caste-group',
  'ward-thematic-scope',
  'ward-target-group',
  'funds-by-fiscal-year',
  'funding-bodies',
] as const
export type DashboardTable = (typeof DASHBOARD_TABLES)[number]

export const dashboardExportQuery = z.object({
  table: z.enum(DASHBOARD_TABLES, { error: `table must be one of ${DASHBOARD_TABLES.join(', ')}` }),
  lang: z.enum(LANGUAGES, { error: 'lang must be ne or en' }).optional(),
})
