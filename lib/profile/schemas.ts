// Inputs of the NGO profile API (spec section 7), one zod schema each, shared by
// the route handlers and the profile forms (so nothing here may reach the
// server: no database, no server-only modules). Field names are the spec's.
import { z } from 'zod'
import { baseVersionInput, checkedBaseVersion } from '@/lib/api/base-version'
import { toLatinDigits } from '@/lib/calendar'
import { DUPLICATE_MESSAGES } from '@/lib/profile/duplicate-messages'
import { normalizeDate } from '@/lib/profile/normalize'
import { SEARCH_MAX_LENGTH } from '@/lib/profile/home-query'
import { STANDING_KINDS } from '@/lib/renewals/standing'
import { CURRENT_STRUCTURE_COUNT_FIELDS, ETHNICITIES, LALITPUR_DISTRICT_NAME, STRUCTURE_COUNT_FIELDS } from '@/lib/profile/field-names'

// The editor's view shows these without the schemas (lib/profile/field-names.ts).
export { CURRENT_STRUCTURE_COUNT_FIELDS, ETHNICITIES, LALITPUR_DISTRICT_NAME, STRUCTURE_COUNT_FIELDS }

export const STANDING_FILTER_MESSAGE = 'standing must be renewed, submitted, changes_requested, due, not_started, late or overdue'

export const PROFILE_STATUSES = ['new_registration', 'active', 'inactive'] as const
export type ProfileStatus = (typeof PROFILE_STATUSES)[number]
export const DISTRICTS = ['lalitpur', 'others'] as const
export const PAGE_SIZES = [10, 20, 30, 40, 50] as const
export const SEARCH_FIELDS = ['name', 'name_en', 'location', 'phone', 'contact_person', 'head_person', 'dao_registration_no'] as const
export type SearchField = (typeof SEARCH_FIELDS)[number]

const MAX_COUNT = 10_000_000
const MAX_AMOUNT = 1e13
const MAX_INT = 2_147_483_647
const SHORT_TEXT = 300
const LONG_TEXT = 20_000

// ---------------------------------------------------------------- building blocks

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

function latinNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value
  const text = toLatinDigits(value).replace(/,/g, '').trim()
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value
}

/** Trimmed text; empty becomes null. Numbers are accepted as text (phone numbers). */
export function text(max = SHORT_TEXT) {
  return z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`).nullable(),
    )
    .transform((value) => (value === null || value === '' ? null : value))
}

/** A database id; accepts '12' and '१२'. */
export const id = z.preprocess(latinNumber, z.number({ error: 'must be an id' }).int('must be an id').min(1, 'must be an id').max(MAX_INT, 'must be an id'))

/** An id that may be blank (a select's 'None'): blank becomes null. */
export const optionalId = z.preprocess((value) => (isBlank(value) ? null : value), id.nullable())

const email = text(200).refine((value) => value === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'must be an email address')

/** Any date the client sends becomes AD 'YYYY-MM-DD' or null; never an error. */
export const dateField = z.unknown().transform(normalizeDate)

/** A profile-level count: blank is 0. */
const profileCount = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? 0 : latinNumber(value)),
  z.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').max(MAX_COUNT, 'is too large'),
)

/** A count in a table row: blank stays undefined, so an all-blank row can be skipped. */
const rowCount = z.preprocess(
  (value) => (isBlank(value) ? undefined : latinNumber(value)),
  z.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').max(MAX_COUNT, 'is too large').optional(),
)

/** Money in a table row: two decimals at most are kept; blank stays undefined. */
const rowAmount = z.preprocess(
  (value) => (isBlank(value) ? undefined : latinNumber(value)),
  z
    .number({ error: 'must be an amount' })
    .min(0, 'must be 0 or more')
    .max(MAX_AMOUNT, 'is too large')
    .transform((value) => Math.round(value * 100) / 100)
    .optional(),
)

/** Row text: blank stays undefined so emptiness can be tested. */
const rowText = (max = SHORT_TEXT) => text(max).optional().transform((value) => value ?? undefined)

const flagValue = z.preprocess(
  (value) => {
    if (value === true || value === 'true' || value === '1') return 1
    if (value === false || value === 'false' || value === '0' || isBlank(value)) return 0
    return value
  },
  z.union([z.literal(0), z.literal(1)], { error: 'must be 1 or 0' }),
)

const queryBoolean = z.preprocess(
  (value) => {
    if (value === 'true' || value === '1' || value === true) return true
    if (value === 'false' || value === '0' || value === false) return false
    return value
  },
  z.boolean({ error: 'must be true or false' }),
)

/**
 * A section save's body: the rows as a JSON array, or `{rows: [...],
 * base_version}` with the version the section's read returned (decision 059;
 * an array names none).
 */
function rowsSaveBody<Row extends z.ZodType>(row: Row, max = 500) {
  const rows = z.array(row).max(max, `at most ${max} rows`)
  return z
    .union([rows, z.object({ rows, base_version: baseVersionInput })])
    .transform((body, context) =>
      Array.isArray(body) ? { rows: body, base_version: undefined } : { rows: body.rows, base_version: checkedBaseVersion(body.base_version, context) },
    )
}

/** The rows alone of a section save's body. */
function rowsBody<Row extends z.ZodType>(row: Row, max = 500) {
  return rowsSaveBody(row, max).transform((body) => body.rows)
}

/** An uploaded file's id (`data.fileID`), or its `/api/files/{id}` address. */
export const FILE_ID_PATTERN = /^[a-f0-9]{32}$/
export const fileReference = z.preprocess(
  (value) => {
    if (isBlank(value)) return null
    if (typeof value !== 'string') return value
    const match = /(?:^|\/api\/files\/)([a-f0-9]{32})(?:[?#].*)?$/.exec(value.trim())
    return match ? match[1] : value
  },
  z.string().regex(FILE_ID_PATTERN, 'must be an uploaded file id').nullable(),
)

// ---------------------------------------------------------------- profile

export const PROFILE_DATE_FIELDS = [
  'dao_registration_date',
  'dao_last_renewal_date',
  'sw_registration_date',
  'sw_last_renewal_date',
  'ngo_registration_date',
  'ngo_last_renewal_date',
  'latest_audit_report_date',
  'last_annual_meet_or_adheebesan_date',
  'head_person_last_elected',
] as const

/** Converted from Nepali to Latin digits on save (spec section 5). */
export const PROFILE_NUMBER_FIELDS = [
  'house_no',
  'dao_registration_no',
  'sw_registration_no',
  'ngo_registration_no',
  'tax_registration_no',
  'lmc_registration_no',
] as const

const optionIds = z
  .array(z.union([id, z.object({ id }).transform((item) => item.id)]), { error: 'must be a list of ids' })
  .max(200, 'too many items')
  .transform((ids) => [...new Set(ids)])

const profileFields = {
  name: text(),
  name_en: text(),
  name_acronym: text(50),
  organization_type_id: optionalId,
  location: text(),
  // Where the NGO is (decision 098): its office ward, and whether it works across the whole municipality.
  office_ward_id: optionalId.describe('The ward of the office: an id of GET /api/ngo/wards; blank or null: not given'),
  whole_municipality: z.preprocess((value) => (isBlank(value) ? false : value), queryBoolean).describe('true: the NGO works across the whole municipality, every ward (those added later too)'),
  house_no: text(50),
  phone: text(100),
  email,
  website: text(300),
  contact_person_name: text(),
  contact_person_post: text(),
  contact_person_phone: text(100),
  contact_person_email: email,
  head_person_name: text(),
  head_person_post: text(),
  head_person_phone: text(100),
  head_person_email: email,
  dao_registration_no: text(100),
  dao_district: z.preprocess((value) => (isBlank(value) ? null : value), z.enum(DISTRICTS, { error: 'must be lalitpur or others' }).nullable()),
  dao_district_name: text(100),
  sw_registration_no: text(100),
  ngo_registration_no: text(100),
  lmc_registration_no: text(100),
  tax_registration_no: text(100),
  vision: text(LONG_TEXT),
  mission: text(LONG_TEXT),
  goal: text(LONG_TEXT),
  objectives: text(LONG_TEXT),
  program_area: text(LONG_TEXT),
  thematic_scope: text(LONG_TEXT),
  major_programs: text(LONG_TEXT),
  target_group: text(LONG_TEXT),
  major_achievements: text(LONG_TEXT),
  major_challenges: text(LONG_TEXT),
  logo: fileReference,
  ...Object.fromEntries(PROFILE_DATE_FIELDS.map((field) => [field, dateField])),
  ...Object.fromEntries(STRUCTURE_COUNT_FIELDS.map((field) => [field, profileCount])),
} as const

type ProfileFieldSchemas = typeof profileFields &
  Record<(typeof PROFILE_DATE_FIELDS)[number], typeof dateField> &
  Record<(typeof STRUCTURE_COUNT_FIELDS)[number], typeof profileCount>

const optionalProfileFields = Object.fromEntries(
  Object.entries(profileFields).map(([key, schema]) => [key, (schema as z.ZodType).optional()]),
) as { [Key in keyof ProfileFieldSchemas]: z.ZodOptional<ProfileFieldSchemas[Key]> }

/**
 * A profile save. Keys left out keep their stored value (PUT updates only what
 * it is sent); null or '' clears a field. Fields the server owns (status,
 * is_verified, completeness, registration_fiscal_year, user_id) are not part of
 * the schema, so they are dropped from any body.
 */
export const profileSaveBody = z.object({
  ...optionalProfileFields,
  subjective_works: optionIds.optional(),
  target_group_categories: optionIds.optional(),
  /** The wards the NGO works in, besides its office ward (ids of GET ngo/wards). */
  working_wards: optionIds.optional().describe('The wards the NGO works in besides its office ward: ids of GET /api/ngo/wards (read back as {id, number, name, name_en})'),
  update_dao_registration_no: queryBoolean.optional(),
  base_version: baseVersionInput,
})

/** A profile save with its base version checked (decision 059). */
function withBaseVersion<Body extends { base_version?: unknown }>({ base_version, ...body }: Body, context: z.RefinementCtx): Omit<Body, 'base_version'> & { base_version?: number } {
  const version = checkedBaseVersion(base_version, context)
  return version === undefined ? body : { ...body, base_version: version }
}

export const profileCreateBody = profileSaveBody.refine((body) => !!body.name, { message: 'name is required', path: ['name'] }).transform(withBaseVersion)
export const profileUpdateBody = profileSaveBody.refine((body) => body.name !== null, { message: 'name is required', path: ['name'] }).transform(withBaseVersion)

/** A profile save's fields (its base version travels beside it). */
export type ProfileSaveInput = Omit<z.infer<typeof profileSaveBody>, 'base_version'>

export const profileStatusBody = z.object({
  status: z.enum(['active', 'inactive'], { error: 'status must be active or inactive' }),
  is_verified: queryBoolean.optional(),
})
export type ProfileStatusInput = z.infer<typeof profileStatusBody>

// ---------------------------------------------------------------- list

const blankIsAbsent = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional())

export const profileListQuery = z.object({
  page: z.preprocess((value) => (isBlank(value) ? undefined : value), z.coerce.number().int().min(1).max(100_000).default(1)),
  limit: z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z.coerce.number().int().min(10, 'limit must be between 10 and 50').max(50, 'limit must be between 10 and 50').default(10),
  ),
  search_by: blankIsAbsent(z.enum(SEARCH_FIELDS, { error: `search_by must be one of ${SEARCH_FIELDS.join(', ')}` })),
  search: blankIsAbsent(z.string().trim().max(SEARCH_MAX_LENGTH)),
  /** Free text over names (Nepali and English), acronym, location and programmes; ranked, typo-tolerant. */
  q: blankIsAbsent(z.string().trim().max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`)),
  thematic_scope: blankIsAbsent(id),
  target_group: blankIsAbsent(id),
  /** NGOs in this ward (an id of GET ngo/wards): its office ward, a ward it works in, or the whole municipality (decision 098). */
  ward: blankIsAbsent(id).describe('NGOs in this ward (an id of GET /api/ngo/wards): its office ward, a ward it works in, or the whole municipality'),
  status: blankIsAbsent(z.enum(PROFILE_STATUSES, { error: 'status must be new_registration, active or inactive' })),
  complete_data: blankIsAbsent(queryBoolean),
  verified: blankIsAbsent(queryBoolean),
  /** The super administrator's list: NGOs of one renewal standing in the cycle in force (decision 080). */
  standing: blankIsAbsent(z.enum(STANDING_KINDS, { error: STANDING_FILTER_MESSAGE })),
})
export type ProfileListQuery = z.infer<typeof profileListQuery>

// ---------------------------------------------------------------- section rows

type CurrentStructureCounts = Record<(typeof CURRENT_STRUCTURE_COUNT_FIELDS)[number], typeof rowCount>

export const organizationalStructureRow = z.object({
  organizational_structure_config_id: optionalId.optional(),
  name: rowText(200),
  ethnicity: z.preprocess((value) => (isBlank(value) ? undefined : value), z.enum(ETHNICITIES, { error: 'must be tribe or people_with_disability' }).optional()),
  ...(Object.fromEntries(CURRENT_STRUCTURE_COUNT_FIELDS.map((field) => [field, rowCount])) as CurrentStructureCounts),
})
export const organizationalStructureBody = rowsBody(organizationalStructureRow)
export const organizationalStructureSaveBody = rowsSaveBody(organizationalStructureRow)
export type OrganizationalStructureRowInput = z.infer<typeof organizationalStructureRow>

export const subjectiveManpowerRow = z.object({ subject: rowText(300), male: rowCount, female: rowCount })
export const subjectiveManpowerBody = rowsBody(subjectiveManpowerRow)
export const subjectiveManpowerSaveBody = rowsSaveBody(subjectiveManpowerRow)
export type SubjectiveManpowerRowInput = z.infer<typeof subjectiveManpowerRow>

export const annualBudgetRow = z.object({
  // The row's own id is ignored, as the spec's client does when testing emptiness.
  financial_year_id: z.preprocess((value) => (isBlank(value) ? undefined : value), id.optional()),
  fund_received_from_internal_sources: rowAmount,
  internal_source: rowText(500),
  fund_received_from_external_bodies: rowAmount,
  external_body: rowText(500),
})
export const annualBudgetBody = rowsBody(annualBudgetRow)
export const annualBudgetSaveBody = rowsSaveBody(annualBudgetRow)
export type AnnualBudgetRowInput = z.infer<typeof annualBudgetRow>

export const associateRow = z.object({ org_office_keyperson: rowText(1000), objectives_program: rowText(5000) })
export const associateBody = rowsBody(associateRow)
export const associateSaveBody = rowsSaveBody(associateRow)
export type AssociateRowInput = z.infer<typeof associateRow>

/**
 * A checklist item. The old client builds the checklist from the config list,
 * so an item's `id` names its config when `rules_regulations_plan_config_id`
 * is not sent at all; a free-text item has a name and no config.
 */
export const rulesRegulationsPlanItem = z
  .object({
    id: z.unknown().optional(),
    rules_regulations_plan_config_id: optionalId.optional(),
    name: rowText(300),
    status: flagValue,
  })
  .transform(({ id: itemId, rules_regulations_plan_config_id: configId, ...item }, context) => {
    let config = configId
    if (configId === undefined && !isBlank(itemId)) {
      const parsed = id.safeParse(itemId)
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message: 'must be an id', path: ['id'] })
        return z.NEVER
      }
      config = parsed.data
    }
    return { ...item, rules_regulations_plan_config_id: config ?? null }
  })
export const rulesRegulationsPlanBody = rowsBody(rulesRegulationsPlanItem, 200)
export const rulesRegulationsPlanSaveBody = rowsSaveBody(rulesRegulationsPlanItem, 200)
export type RulesRegulationsPlanItemInput = z.infer<typeof rulesRegulationsPlanItem>

// ---------------------------------------------------------------- documents and audit reports

export const documentBody = z.object({
  id: optionalId.optional(),
  document_config_id: id,
  // The config decides the renewal period; a client's value is ignored.
  renewal_time_period_in_year: z.unknown().optional(),
  annual_budget_financial_year_id: optionalId.optional(),
  // Derived from the financial year (spec section 9); a client's value is ignored.
  last_renewal_date: z.unknown().optional(),
  file: fileReference.optional(),
  base_version: baseVersionInput,
}).transform(withBaseVersion)
export type DocumentInput = Omit<z.infer<typeof documentBody>, 'base_version'>

/** `annual_budget_financial_year` is the label (२०८०/८१ or 2080/81) or the id. */
export const auditReportBody = z.object({
  annual_budget_financial_year: z.union([z.string().trim().max(20), z.number()]).nullable().optional(),
  annual_budget_financial_year_id: optionalId.optional(),
  file: fileReference.optional(),
  base_version: baseVersionInput,
}).transform(withBaseVersion)
export type AuditReportInput = Omit<z.infer<typeof auditReportBody>, 'base_version'>

// ---------------------------------------------------------------- duplicates and merges (decisions 094, 095)

/** The possible duplicates, a page at a time (20 pairs unless asked otherwise). */
export const duplicateListQuery = z.object({
  page: z.preprocess((value) => (isBlank(value) ? undefined : value), z.coerce.number().int().min(1).max(100_000).default(1)),
  limit: z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z.coerce.number().int().min(10, 'limit must be between 10 and 50').max(50, 'limit must be between 10 and 50').default(20),
  ),
})
export type DuplicateListQuery = z.infer<typeof duplicateListQuery>

/** A listed pair the super administrator found to be two organisations. */
export const duplicateDismissBody = z.object({ profile_id: id, other_id: id })
export type DuplicateDismissInput = z.infer<typeof duplicateDismissBody>

/** Which profile stays and which is merged into it. */
export const profileMergeBody = z
  .object({ kept_profile_id: id, merged_profile_id: id })
  .refine((body) => body.kept_profile_id !== body.merged_profile_id, { message: DUPLICATE_MESSAGES.mergedIntoItself, path: ['merged_profile_id'] })
export type ProfileMergeInput = z.infer<typeof profileMergeBody>
