// Inputs of the reference reads and of the content-management writes. The
// same schemas validate the admin forms in the browser and the route handlers,
// so a form and its API give the same '{label} is required' messages.
import { z } from 'zod'
import { baseVersionInput } from '@/lib/api/base-version'
import { formatDateString, isValidAdDate, parseDateString, parseFiscalYear, toLatinDigits, toNepaliDigits } from '@/lib/calendar'

export const OPTION_TYPES = ['target-group', 'thematic-scope'] as const
export type OptionType = (typeof OPTION_TYPES)[number]

export const ETHNICITIES = ['tribe', 'people_with_disability'] as const
export type Ethnicity = (typeof ETHNICITIES)[number]

export const optionTypeQuery = z.object({
  type: z.enum(OPTION_TYPES, { message: 'type must be target-group or thematic-scope' }),
  active: z.enum(['true', 'false']).optional(),
})

export const translationQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  // Without a limit the whole dictionary comes back (the client loads it at start).
  limit: z.coerce.number().int().min(1).max(5000).optional(),
  search: z.string().trim().max(200).optional(),
})

// ---------------------------------------------------------------- building blocks

export const requiredMessage = (label: string) => `${label} is required`

/** Text that must be present: missing, null or blank all read '{label} is required'. */
function requiredText(label: string, max = 200) {
  return z
    .string({ error: (issue) => (issue.input == null ? requiredMessage(label) : `${label} must be text`) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, `${label} must be at most ${max} characters`)
}

/** Free text that may be left out; blank becomes null. */
function optionalText(label: string, max = 500) {
  return z
    .union([z.string({ error: `${label} must be text` }), z.null()])
    .optional()
    .transform((value) => (value == null || value.trim() === '' ? null : value.trim()))
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`).nullable())
}

/**
 * A reference row's optional English name: left out, it stays as it is (an
 * older client's write keeps it); blank or null clears it.
 */
function englishName(label: string, max = 200) {
  return z
    .union([z.string({ error: `${label} must be text` }), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim()))
    .pipe(z.string().max(max, `${label} must be at most ${max} characters`).nullable().optional())
}

function requiredEnum<const Values extends readonly [string, ...string[]]>(values: Values, label: string) {
  return z.enum(values, {
    error: (issue) => (issue.input == null || issue.input === '' ? requiredMessage(label) : `${label} must be one of ${values.join(', ')}`),
  })
}

/** A whole number typed in a form (Latin or Nepali digits) or sent as a number. */
function requiredWholeNumber(label: string, { min, max }: { min: number; max: number }) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value
      const text = toLatinDigits(value.trim())
      return text === '' ? undefined : Number(text)
    },
    z
      .number({ error: (issue) => (issue.input == null ? requiredMessage(label) : `${label} must be a number`) })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  )
}

/**
 * An AD 'YYYY-MM-DD' date from the Nepali calendar picker. As the spec says,
 * a date that is not valid becomes null rather than an error.
 */
const lenientAdDate = z
  .unknown()
  .optional()
  .transform((value): string | null => {
    if (typeof value !== 'string') return null
    const parsed = parseDateString(value)
    return parsed && isValidAdDate(parsed) ? formatDateString(parsed) : null
  })

const id = z.coerce.number({ error: 'id must be a number' }).int('id must be a whole number').positive('id must be positive')

export const idParams = z.object({ id })

// ---------------------------------------------------------------- options (target group, thematic scope)

export const OPTION_NAME_TAKEN = 'Name Already Exist'

export const optionCreateInput = z.object({
  name: requiredText('Name'),
  name_en: englishName('English name'),
  type: requiredEnum(OPTION_TYPES, 'Type'),
  active: z.boolean({ error: 'Active must be true or false' }).optional(),
})

/** Rename, hide or show an option; its type never changes. */
export const optionUpdateInput = z
  .object({
    name: requiredText('Name').optional(),
    name_en: englishName('English name'),
    type: requiredEnum(OPTION_TYPES, 'Type').optional(),
    active: z.boolean({ error: 'Active must be true or false' }).optional(),
    // An edit's base version (decision 059); a create ignores it.
    base_version: baseVersionInput,
  })
  .refine((input) => input.name !== undefined || input.name_en !== undefined || input.active !== undefined, { message: 'Nothing to update: send name or active' })

export const optionMergeInput = z.object({
  name: requiredText('Name'),
  type: requiredEnum(OPTION_TYPES, 'Type'),
  idsToMerge: z
    .array(id, { error: (issue) => (issue.input == null ? requiredMessage('idsToMerge') : 'idsToMerge must be a list of ids') })
    .max(500, 'Too many items to merge')
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length > 1, { message: 'Select more than one item to merge' }),
})

// ---------------------------------------------------------------- financial year

export const FINANCIAL_YEAR_FORMAT_MESSAGE = 'Financial Year must be like 2080/81'

export const financialYearInput = z
  .object({
    financial_year: requiredText('Financial Year', 20)
      .refine((value) => parseFiscalYear(value) !== null, { message: FINANCIAL_YEAR_FORMAT_MESSAGE })
      // Stored the way it is shown: २०८०/८१.
      .transform((value) => toNepaliDigits(toLatinDigits(value))),
    from: lenientAdDate,
    to: lenientAdDate,
    // An edit's base version (decision 059); a create ignores it.
    base_version: baseVersionInput,
  })
  .refine((input) => !input.from || !input.to || input.from <= input.to, { message: 'From date must not be after To date', path: ['to'] })

// ---------------------------------------------------------------- translation

export const translationCreateInput = z.object({
  english: requiredText('English text', 500),
  nepali: requiredText('Nepali text', 2000),
  hint: optionalText('Hint'),
})

/** The English key identifies the label in the code, so it is read-only here. */
export const translationUpdateInput = z.object({
  english: z.string().trim().optional(),
  nepali: requiredText('Nepali text', 2000),
  hint: optionalText('Hint'),
  // An edit's base version (decision 059); a create ignores it.
  base_version: baseVersionInput,
})

// ---------------------------------------------------------------- configs and organization type

export const documentConfigInput = z.object({
  document_name: requiredText('Document Name'),
  document_name_en: englishName('English name'),
  renewal_time_period_in_year: requiredWholeNumber('Renewal Time Period In Year', { min: 0, max: 100 }),
  mandatory: z.boolean({ error: 'Mandatory must be true or false' }).optional(),
  // An edit's base version (decision 059); a create ignores it.
  base_version: baseVersionInput,
})

export const organizationalStructureConfigInput = z.object({
  name: requiredText('Name'),
  name_en: englishName('English name'),
  ethnicity: requiredEnum(ETHNICITIES, 'Ethnicity'),
  // An edit's base version (decision 059); a create ignores it.
  base_version: baseVersionInput,
})

export const rulesRegulationsPlanConfigInput = z.object({
  name: requiredText('Name'),
  name_en: englishName('English name'),
  // An edit's base version (decision 059); a create ignores it.
  base_version: baseVersionInput,
})

export const organizationTypeInput = z.object({
  type: requiredText('Type'),
  type_en: englishName('English name'),
  // An edit's base version (decision 059); a create ignores it.
  base_version: baseVersionInput,
})

// ---------------------------------------------------------------- wards (decision 098)

export const WARD_MESSAGES = {
  list: 'Wards',
  created: 'Ward Created',
  updated: 'Ward Updated',
  deleted: 'Ward Deleted',
  notFound: 'Ward Not Found',
  numberTaken: 'Ward Number Already Exist',
  nameTaken: 'Name Already Exist',
} as const

/** The largest ward number a municipality may have. */
export const MAX_WARD_NUMBER = 999

/** A ward's usual names: वडा नं. ५ and Ward No. 5 (the seeded ones, and what the form fills in). */
export function wardNames(number: number): { name: string; name_en: string } {
  return { name: `वडा नं. ${toNepaliDigits(number)}`, name_en: `Ward No. ${number}` }
}

export const wardInput = z.object({
  number: requiredWholeNumber('Ward number', { min: 1, max: MAX_WARD_NUMBER }),
  name: requiredText('Name'),
  name_en: englishName('English name'),
  // An edit's base version (decision 059); a create ignores it.
  base_version: baseVersionInput,
})

export type OptionCreateInput = z.infer<typeof optionCreateInput>
export type OptionUpdateInput = z.infer<typeof optionUpdateInput>
export type OptionMergeInput = z.infer<typeof optionMergeInput>
export type FinancialYearInput = z.infer<typeof financialYearInput>
export type TranslationCreateInput = z.infer<typeof translationCreateInput>
export type TranslationUpdateInput = z.infer<typeof translationUpdateInput>
export type DocumentConfigInput = z.infer<typeof documentConfigInput>
export type OrganizationalStructureConfigInput = z.infer<typeof organizationalStructureConfigInput>
export type RulesRegulationsPlanConfigInput = z.infer<typeof rulesRegulationsPlanConfigInput>
export type OrganizationTypeInput = z.infer<typeof organizationTypeInput>
export type WardInput = z.infer<typeof wardInput>
