// The profile section's fields (the sidebar of spec section 2), in the order
// and groups the section shows them: one plain module that the read-only
// markup made on the server (profile-view.ts) and the section's editing code
// (profile-form.tsx) both read.
import { OFFICE_CONTACT_COLUMNS, PERSONAL_CONTACT_COLUMNS } from '@/lib/profile/columns'

export type FieldKind = 'text' | 'number' | 'email' | 'tel' | 'url' | 'date'
export type FieldSpec = { name: string; label: string; kind?: FieldKind; required?: boolean }
type Group = { title: string; fields: FieldSpec[] }

export const GROUPS: Group[] = [
  {
    title: 'Organization',
    fields: [
      { name: 'name', label: 'Name in Nepali', required: true },
      { name: 'name_en', label: 'Name in English' },
      { name: 'name_acronym', label: 'Acronym' },
      { name: 'location', label: 'Location' },
      { name: 'house_no', label: 'House number', kind: 'number' },
      { name: 'phone', label: 'Phone', kind: 'tel' },
      { name: 'email', label: 'Email', kind: 'email' },
      { name: 'website', label: 'Website', kind: 'url' },
      { name: 'last_annual_meet_or_adheebesan_date', label: 'Last annual meeting or general assembly date', kind: 'date' },
      { name: 'latest_audit_report_date', label: 'Latest audit report date', kind: 'date' },
      { name: 'lmc_registration_no', label: 'Registration number with the municipality', kind: 'number' },
      { name: 'tax_registration_no', label: 'Tax registration number', kind: 'number' },
    ],
  },
  {
    title: 'District Administration Office registration',
    fields: [
      { name: 'dao_registration_no', label: 'DAO Registration No.', kind: 'number' },
      { name: 'dao_registration_date', label: 'DAO Registration Date', kind: 'date' },
      { name: 'dao_last_renewal_date', label: 'DAO Last Renewal Date', kind: 'date' },
    ],
  },
  {
    title: 'Social Welfare Council registration',
    fields: [
      { name: 'sw_registration_no', label: 'Social Welfare Registration No.', kind: 'number' },
      { name: 'sw_registration_date', label: 'Social Welfare Registration Date', kind: 'date' },
      { name: 'sw_last_renewal_date', label: 'Social Welfare Last Renewal Date', kind: 'date' },
    ],
  },
  {
    title: 'NGO Federation registration',
    fields: [
      { name: 'ngo_registration_no', label: 'NGO Registration No.', kind: 'number' },
      { name: 'ngo_registration_date', label: 'NGO Registration Date', kind: 'date' },
      { name: 'ngo_last_renewal_date', label: 'NGO Last Renewal Date', kind: 'date' },
    ],
  },
  {
    title: 'Head person',
    fields: [
      { name: 'head_person_name', label: 'Head Person Name' },
      { name: 'head_person_post', label: 'Head Person Post' },
      { name: 'head_person_phone', label: 'Head Person Phone', kind: 'tel' },
      { name: 'head_person_email', label: 'Head Person Email', kind: 'email' },
      { name: 'head_person_last_elected', label: 'Head Person Last Elected Date', kind: 'date' },
    ],
  },
  {
    title: 'Contact person',
    fields: [
      { name: 'contact_person_name', label: 'Contact Person Name' },
      { name: 'contact_person_post', label: 'Contact Person Post' },
      { name: 'contact_person_phone', label: 'Contact Person Phone', kind: 'tel' },
      { name: 'contact_person_email', label: 'Contact Person Email', kind: 'email' },
    ],
  },
]

/** The first group's fields before the organisation type, before the wards, and after them. */
export const ORGANIZATION_SPLITS = [3, 4] as const
/** The group the district follows. */
export const DAO_GROUP = 'District Administration Office registration'

export const STRUCTURE_GROUPS = [
  { key: 'ordinary_member', label: 'Ordinary members' },
  { key: 'working_committee', label: 'Working committee' },
  { key: 'employee', label: 'Employees' },
  { key: 'volunteer', label: 'Volunteers' },
] as const

export const FIELDS = GROUPS.flatMap((group) => group.fields)

/** The id of a group's heading. */
export const groupHeadingId = (index: number) => `profile-group-${index}`
/** The id of the counts' heading. */
export const COUNTS_HEADING_ID = 'profile-structure-counts'
export const COUNTS_TITLE = 'Members, committee, employees and volunteers'

/** What the public sees of a contact field, said beside it. */
export function publicityHint(name: string): string | undefined {
  if ((PERSONAL_CONTACT_COLUMNS as readonly string[]).includes(name)) return 'Shown on your public profile page only; left out of the public list of NGOs and of the open data.'
  if ((OFFICE_CONTACT_COLUMNS as readonly string[]).includes(name)) return 'Public: shown on your profile page, in the public list of NGOs and in the open data.'
  return undefined
}

// Where the NGO is (decision 098). The working wards travel in the draft as ids joined by commas.
export const WARD_LABELS: Record<string, string> = { office_ward_id: 'Office ward', whole_municipality: 'The whole municipality', working_wards: 'Working wards' }
export const wardIds = (text: string) => text.split(',').filter(Boolean).map(Number)
