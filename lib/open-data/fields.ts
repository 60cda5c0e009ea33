// The fields of the open data export (/api/open/ngos.csv and .json), in
// column order, each with the English description the /open-data page shows
// (its Nepali is in lib/i18n/labels/open-data.ts). The profile's own columns
// are lib/profile's public columns; a few are replaced by readable values.
// Each date is published twice: in AD (ISO, YYYY-MM-DD) and, right after it
// under the same name ending in _bs, in Bikram Sambat as the pages show it.
import type { PERSONAL_CONTACT_COLUMNS } from '@/lib/profile/columns'
import type { PublicProfileColumn } from '@/lib/profile/profile'
import { PROFILE_DATE_FIELDS } from '@/lib/profile/schemas'

/** Public columns the export leaves out: ids and states every published profile shares. */
export const OPEN_DATA_OMITTED_COLUMNS = ['logo', 'organization_type_id', 'office_ward_id', 'status', 'is_verified'] as const satisfies readonly PublicProfileColumn[]

/** Neither those, nor the personal mobiles and emails of the head and the contact person. */
export type OpenDataColumn = Exclude<PublicProfileColumn, (typeof OPEN_DATA_OMITTED_COLUMNS)[number] | (typeof PERSONAL_CONTACT_COLUMNS)[number]>
/** Derived values added after the profile's columns. */
export type OpenDataExtra =
  | 'organization_type'
  | 'office_ward'
  | 'working_wards'
  | 'thematic_scopes'
  | 'target_groups'
  | 'logo_url'
  | 'profile_url'
  | 'renewal_financial_year'
  | 'renewal_standing'
  | 'renewal_standing_date'
  | 'renewal_standing_date_bs'
  | 'renewal_days_late'
  | 'renewal_history'
export type OpenDataDateColumn = (typeof PROFILE_DATE_FIELDS)[number]
/** The Bikram Sambat twin of an AD date column. */
export type OpenDataBsDate = `${OpenDataDateColumn}_bs`
export type OpenDataField = OpenDataColumn | OpenDataBsDate | OpenDataExtra

const COLUMN_DESCRIPTIONS: Record<OpenDataColumn, string> = {
  id: 'Profile number in the registry (the profile page address uses it)',
  name: 'Name of the organisation in Nepali',
  name_en: 'Name of the organisation in English',
  name_acronym: 'Short name (acronym)',
  location: 'Address (ward and tole), as the NGO wrote it',
  whole_municipality: '`true` when the NGO works across the whole municipality (every ward, those added later too)',
  house_no: 'House number',
  phone: 'Office telephone',
  email: 'Office email address',
  website: 'Website',
  contact_person_name: 'Contact person: name',
  contact_person_post: 'Contact person: post',
  head_person_name: 'Head of the organisation: name',
  head_person_post: 'Head of the organisation: post',
  head_person_last_elected: 'Date the head was last elected (AD, `YYYY-MM-DD`)',
  dao_registration_no: 'District Administration Office registration number',
  dao_district: 'District of registration (`lalitpur` or `others`)',
  dao_district_name: 'Name of the district of registration',
  dao_registration_date: 'District Administration Office registration date (AD)',
  dao_last_renewal_date: 'District Administration Office last renewal date (AD)',
  sw_registration_no: 'Social Welfare Council affiliation number',
  sw_registration_date: 'Social Welfare Council affiliation date (AD)',
  sw_last_renewal_date: 'Social Welfare Council last renewal date (AD)',
  ngo_registration_no: 'NGO Federation membership number',
  ngo_registration_date: 'NGO Federation membership date (AD)',
  ngo_last_renewal_date: 'NGO Federation last renewal date (AD)',
  lmc_registration_no: 'Metropolitan City registration number',
  tax_registration_no: 'Permanent account number (PAN)',
  latest_audit_report_date: 'Date of the latest audit report (AD)',
  last_annual_meet_or_adheebesan_date: 'Date of the last annual general meeting (AD)',
  vision: 'Vision',
  mission: 'Mission',
  goal: 'Goal',
  objectives: 'Objectives',
  program_area: 'Programme area',
  thematic_scope: 'Thematic scope (free text)',
  major_programs: 'Major programmes',
  target_group: 'Target group (free text)',
  major_achievements: 'Major achievements',
  major_challenges: 'Major challenges',
  registration_fiscal_year: 'Fiscal year of registration (BS, e.g. 2080/81)',
  ordinary_member_male: 'General members: male',
  ordinary_member_female: 'General members: female',
  ordinary_member_lgbtqi: 'General members: LGBTQI',
  working_committee_male: 'Executive committee: male',
  working_committee_female: 'Executive committee: female',
  working_committee_lgbtqi: 'Executive committee: LGBTQI',
  employee_male: 'Staff: male',
  employee_female: 'Staff: female',
  employee_lgbtqi: 'Staff: LGBTQI',
  volunteer_male: 'Volunteers: male',
  volunteer_female: 'Volunteers: female',
  volunteer_lgbtqi: 'Volunteers: LGBTQI',
}

const EXTRA_DESCRIPTIONS: Record<OpenDataExtra, string> = {
  organization_type: 'Type of organisation',
  office_ward: 'Number of the ward of the office; empty when not given',
  working_wards: 'Numbers of the wards the NGO works in besides its office ward (separated by `;` in the CSV); see `whole_municipality`',
  thematic_scopes: 'Thematic scopes chosen from the list (separated by ; in the CSV)',
  target_groups: 'Target groups chosen from the list (separated by ; in the CSV)',
  logo_url: 'Address of the logo image',
  profile_url: 'Address of the public profile page',
  // The yearly renewal (decision 080), as of the day of the download.
  renewal_financial_year: 'Fiscal year of the renewal cycle in force (BS); empty when there is none',
  renewal_standing: 'Renewal standing in that cycle: renewed, submitted, changes_requested, due, not_started, late or overdue',
  renewal_standing_date: 'Date of that standing (AD): renewed, submitted or changes requested on; otherwise the deadline',
  renewal_standing_date_bs: 'The same date in Bikram Sambat (BS, `YYYY-MM-DD`)',
  renewal_days_late: 'Days after the deadline when late or overdue',
  renewal_history: 'The renewal of each of the three cycles before (separated by ; in the CSV)',
}

const BS_DATE_DESCRIPTION = 'The same date in Bikram Sambat (BS, `YYYY-MM-DD`), as the portal shows it'

export const OPEN_DATA_COLUMNS = Object.keys(COLUMN_DESCRIPTIONS) as OpenDataColumn[]
export const OPEN_DATA_DATE_COLUMNS: readonly OpenDataDateColumn[] = PROFILE_DATE_FIELDS
export const bsDateField = (column: OpenDataDateColumn): OpenDataBsDate => `${column}_bs`
const isDateColumn = (column: OpenDataColumn): column is OpenDataDateColumn => (OPEN_DATA_DATE_COLUMNS as readonly string[]).includes(column)

export const OPEN_DATA_FIELDS: { key: OpenDataField; description: string }[] = [
  ...OPEN_DATA_COLUMNS.flatMap((key) => [
    { key, description: COLUMN_DESCRIPTIONS[key] },
    ...(isDateColumn(key) ? [{ key: bsDateField(key), description: BS_DATE_DESCRIPTION }] : []),
  ]),
  ...(Object.keys(EXTRA_DESCRIPTIONS) as OpenDataExtra[]).map((key) => ({ key, description: EXTRA_DESCRIPTIONS[key] })),
]
