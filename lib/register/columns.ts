// The columns of the register as a spreadsheet: what the import reads, what
// its template lists and what the admin list's export writes, in one order.
// A column is named by its field name (spec section 3, snake_case) or by its
// label in English or Nepali, the same labels the profile editor shows. No I/O
// here: the import page lists these columns too.
import { PROFILE_DATE_FIELDS, PROFILE_NUMBER_FIELDS, STRUCTURE_COUNT_FIELDS } from '@/lib/profile/schemas'
import type { Translate } from '@/lib/i18n/shared'

export type OptionType = 'thematic-scope' | 'target-group'

/**
 * How a column's cells are read:
 * - text: trimmed text (email and website checked as the editor checks them)
 * - number-text: a registration or house number; Nepali digits become Latin ones
 * - date: Bikram Sambat or AD, told apart as the editor does (lib/profile/normalize.ts)
 * - count: a whole number of people, 0 or more
 * - district: lalitpur, others, or the name of a district of Nepal
 * - organization-type: the name of an organization type
 * - options: names of thematic scopes or target groups, separated by ;
 * - ward: a ward's number (Latin or Nepali digits) or its name (decision 098)
 * - wards: wards separated by ;, or "The whole municipality" in either language
 * - fixed: written by the export only (status, verification...); the import leaves it alone
 */
export type ColumnKind = 'text' | 'number-text' | 'date' | 'count' | 'district' | 'organization-type' | 'options' | 'ward' | 'wards' | 'fixed'

export type RegisterColumn = {
  /** The field name (the header the template writes for the import). */
  key: string
  /** English label keys, joined with ' – ' (a count is its group and its gender). */
  label: readonly string[]
  kind: ColumnKind
  optionType?: OptionType
  /** At most this many characters (text columns). */
  max?: number
}

const DATE_FIELDS = new Set<string>(PROFILE_DATE_FIELDS)
const NUMBER_FIELDS = new Set<string>(PROFILE_NUMBER_FIELDS)

const SHORT = 300
const LONG = 20_000

function field(key: string, label: string, max = SHORT): RegisterColumn {
  if (DATE_FIELDS.has(key)) return { key, label: [label], kind: 'date' }
  if (NUMBER_FIELDS.has(key)) return { key, label: [label], kind: 'number-text', max: key === 'house_no' ? 50 : 100 }
  return { key, label: [label], kind: 'text', max }
}

const STRUCTURE_GROUP_LABELS: Record<string, string> = {
  ordinary_member: 'Ordinary members',
  working_committee: 'Working committee',
  employee: 'Employees',
  volunteer: 'Volunteers',
}
const GENDER_LABELS: Record<string, string> = { male: 'Male', female: 'Female', lgbtqi: 'LGBTQI' }

const COUNT_COLUMNS: RegisterColumn[] = STRUCTURE_COUNT_FIELDS.map((key) => {
  const [, group, gender] = /^(.*)_(male|female|lgbtqi)$/.exec(key)!
  return { key, label: [STRUCTURE_GROUP_LABELS[group], GENDER_LABELS[gender]], kind: 'count' }
})

/** Every column the import reads, in the order of the template and the export. */
export const IMPORT_COLUMNS: readonly RegisterColumn[] = [
  field('dao_registration_no', 'DAO Registration No.'),
  field('name', 'Name in Nepali'),
  field('name_en', 'Name in English'),
  field('name_acronym', 'Acronym', 50),
  { key: 'type', label: ['Organization type'], kind: 'organization-type' },
  field('location', 'Location'),
  { key: 'office_ward', label: ['Office ward'], kind: 'ward' },
  { key: 'working_wards', label: ['Working wards'], kind: 'wards' },
  field('house_no', 'House number'),
  field('phone', 'Phone', 100),
  field('email', 'Email', 200),
  field('website', 'Website'),
  field('contact_person_name', 'Contact Person Name'),
  field('contact_person_post', 'Contact Person Post'),
  field('contact_person_phone', 'Contact Person Phone', 100),
  field('contact_person_email', 'Contact Person Email', 200),
  field('head_person_name', 'Head Person Name'),
  field('head_person_post', 'Head Person Post'),
  field('head_person_phone', 'Head Person Phone', 100),
  field('head_person_email', 'Head Person Email', 200),
  field('head_person_last_elected', 'Head Person Last Elected Date'),
  { key: 'dao_district', label: ['District'], kind: 'district' },
  { key: 'dao_district_name', label: ['District Name'], kind: 'district' },
  field('dao_registration_date', 'DAO Registration Date'),
  field('dao_last_renewal_date', 'DAO Last Renewal Date'),
  field('sw_registration_no', 'Social Welfare Registration No.'),
  field('sw_registration_date', 'Social Welfare Registration Date'),
  field('sw_last_renewal_date', 'Social Welfare Last Renewal Date'),
  field('ngo_registration_no', 'NGO Registration No.'),
  field('ngo_registration_date', 'NGO Registration Date'),
  field('ngo_last_renewal_date', 'NGO Last Renewal Date'),
  field('lmc_registration_no', 'Registration number with the municipality'),
  field('tax_registration_no', 'Tax registration number'),
  field('latest_audit_report_date', 'Latest audit report date'),
  field('last_annual_meet_or_adheebesan_date', 'Last annual meeting or general assembly date'),
  { key: 'subjective_works', label: ['Thematic Scope'], kind: 'options', optionType: 'thematic-scope' },
  { key: 'target_group_categories', label: ['Target Group'], kind: 'options', optionType: 'target-group' },
  field('vision', 'Vision', LONG),
  field('mission', 'Mission', LONG),
  field('goal', 'Goal', LONG),
  field('objectives', 'Objectives', LONG),
  field('program_area', 'Program area', LONG),
  field('thematic_scope', 'Thematic scope (description)', LONG),
  field('major_programs', 'Major programs', LONG),
  field('target_group', 'Target group (description)', LONG),
  field('major_achievements', 'Major achievements', LONG),
  field('major_challenges', 'Major challenges', LONG),
  ...COUNT_COLUMNS,
]

/** Columns only the export writes: the registry's own record of each profile. */
export const EXPORT_ONLY_COLUMNS: readonly RegisterColumn[] = [
  { key: 'id', label: ['Profile number'], kind: 'fixed' },
  { key: 'status', label: ['Status'], kind: 'fixed' },
  { key: 'is_verified', label: ['Verified'], kind: 'fixed' },
  { key: 'complete', label: ['Complete Data'], kind: 'fixed' },
  { key: 'registration_fiscal_year', label: ['Registration fiscal year'], kind: 'fixed' },
  { key: 'has_account', label: ['Owned by an account'], kind: 'fixed' },
  // The yearly renewal (decision 080), as of the day of the download.
  { key: 'renewal_standing', label: ['Renewal standing'], kind: 'fixed' },
  { key: 'renewal_record', label: ['Renewal record'], kind: 'fixed' },
]

export type Calendar = 'BS' | 'AD'

/** A date column may name its calendar: `dao_registration_date_bs`, 'DAO Registration Date (BS)'. */
export const CALENDAR_SUFFIX: Record<Calendar, { key: string; label: string }> = {
  BS: { key: '_bs', label: 'BS' },
  AD: { key: '_ad', label: 'AD' },
}

/** A column's label in the viewer's language. */
export function columnLabel(column: RegisterColumn, t: Translate, calendar?: Calendar): string {
  const label = column.label.map(t).join(' – ')
  return calendar ? `${label} (${t(CALENDAR_SUFFIX[calendar].label)})` : label
}

/** What a header is read as: a column, and for a date column the calendar it names. */
export type HeaderMatch = { column: RegisterColumn; calendar?: Calendar }

/**
 * One spelling of a header: case, spaces, the dash between a group and its
 * gender, and a trailing '*' or ':' do not matter. Underscores do: a field
 * name (`thematic_scope`, the description) is not a label ('Thematic Scope', the list).
 */
export function headerKey(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[*:]+\s*$/, '')
    .replace(/[\u2010-\u2015-]/g, '-')
    .replace(/\s*-\s*/g, ' - ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

/** Every accepted spelling of every column's header, in both languages. */
export function headerIndex(translations: Translate[]): Map<string, HeaderMatch> {
  const index = new Map<string, HeaderMatch>()
  const add = (text: string, match: HeaderMatch) => index.set(headerKey(text), match)
  for (const column of [...IMPORT_COLUMNS, ...EXPORT_ONLY_COLUMNS]) {
    add(column.key, { column })
    for (const t of translations) add(columnLabel(column, t), { column })
    if (column.kind !== 'date') continue
    for (const calendar of ['BS', 'AD'] as const) {
      add(column.key + CALENDAR_SUFFIX[calendar].key, { column, calendar })
      for (const t of translations) add(columnLabel(column, t, calendar), { column, calendar })
    }
  }
  return index
}

/** What a working-wards cell says for an NGO that works across the whole municipality (a label key; either language is read). */
export const WHOLE_MUNICIPALITY = 'The whole municipality'

/** What a column takes, as the import page and the template's second sheet say it (label keys). */
export const KIND_DESCRIPTIONS: Record<ColumnKind, string> = {
  text: 'Text',
  'number-text': 'A number; Nepali digits are converted',
  date: 'A date YYYY-MM-DD, BS or AD (add (BS) or (AD) to the column name to say which)',
  count: 'A whole number of people',
  district: 'A district of Nepal, in Nepali or English',
  'organization-type': 'The name of an organization type',
  options: 'Names from the list, separated by ;',
  ward: "A ward's number or its name",
  wards: 'Ward numbers or names, separated by ;, or The whole municipality',
  fixed: 'Text',
}
