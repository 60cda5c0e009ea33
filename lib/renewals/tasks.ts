// The clerk's task list (decision 088), as pure rules: the sections of the
// profile editor with their anchors, and each renewal item's state worked out
// from a snapshot of the profile. The page, the API and the submit share them,
// so what the task list says "done" is exactly what Submit accepts.
import { fiscalYearLabel, fiscalYearRange, parseFiscalYear, toNepaliDigits } from '@/lib/calendar'
import { RENEWAL_PART_LABELS, documentIdOfItem, type RenewalItem, type RenewalPart } from '@/lib/renewals/schemas'
import { sectionAnchor } from '@/lib/renewals/anchors'

export type TaskState = 'not_started' | 'in_progress' | 'done' | 'changes_requested'

/** The editor's sections, in its order, by their titles (the English label keys). */
export const PROFILE_SECTIONS = [
  { key: 'profile', title: 'Profile' },
  { key: 'vision', title: 'Vision, mission, goal and objectives' },
  { key: 'programs', title: 'Programs' },
  { key: 'associates', title: 'Associate, partnership firm and office key persons' },
  { key: 'rules', title: 'Rules, regulations and plans' },
  { key: 'structure', title: 'Current organizational structure' },
  { key: 'manpower', title: 'Subjective manpower detail' },
  { key: 'budget', title: 'Annual budget' },
  { key: 'documents', title: 'Documents' },
  { key: 'audit_reports', title: 'Audit reports' },
] as const
export type ProfileSectionKey = (typeof PROFILE_SECTIONS)[number]['key']

// The id of an editor section's element (lib/renewals/anchors.ts): the task list links to it.
export { sectionAnchor }

const anchorOf = (key: ProfileSectionKey) => sectionAnchor(PROFILE_SECTIONS.find((section) => section.key === key)!.title)

/** Where each item is done: the editor section that holds it. */
export function itemHref(item: string): string {
  if (item === 'part:annual_budget') return `/profile#${anchorOf('budget')}`
  if (item.startsWith('document:')) return `/profile#${anchorOf('documents')}`
  return `/profile#${anchorOf('profile')}`
}

/** The review's sections: the profile's own details, then each item of the cycle. */
export function reviewSections(items: readonly string[]): string[] {
  return ['profile', ...items]
}

// ---------------------------------------------------------------- the snapshot

export type SnapshotValue = string | number | null
export type SnapshotRow = { key: string; values: Record<string, SnapshotValue> }
export type SnapshotDocument = {
  document_config_id: number
  type_name: string
  type_name_en: string | null
  name: string | null
  file_id: string | null
  valid_till: string | null
  financial_year: string | null
}
export type SnapshotTable = 'associates' | 'structure' | 'budgets'

/** What a submission holds: the profile as it was when the clerk pressed Submit. */
export type RenewalSnapshot = {
  financial_year: string
  items: RenewalItem[]
  fields: Record<string, string | null>
  tables: Record<SnapshotTable, SnapshotRow[]>
  documents: SnapshotDocument[]
  /** Each item's state at submit: all done, or Submit refused. */
  item_states: Record<string, TaskState>
}

/** The profile's own fields the review shows, by the section they belong to. */
export const COMMITTEE_FIELDS = ['head_person_name', 'head_person_post', 'head_person_phone', 'head_person_email', 'head_person_last_elected'] as const
export const GENERAL_ASSEMBLY_FIELDS = ['last_annual_meet_or_adheebesan_date'] as const
export const PROFILE_FIELDS = [
  'name',
  'name_en',
  'name_acronym',
  'location',
  'house_no',
  'phone',
  'email',
  'website',
  'contact_person_name',
  'contact_person_post',
  'contact_person_phone',
  'contact_person_email',
  'tax_registration_no',
  'latest_audit_report_date',
  'vision',
  'mission',
  'goal',
  'objectives',
  'program_area',
  'major_programs',
  'major_achievements',
  'major_challenges',
] as const
export const SNAPSHOT_FIELDS = [...PROFILE_FIELDS, ...COMMITTEE_FIELDS, ...GENERAL_ASSEMBLY_FIELDS] as const

/** The review section a field, a table or a document falls in, given the cycle's items. */
export function sectionOfField(field: string, items: readonly string[]): string {
  if ((COMMITTEE_FIELDS as readonly string[]).includes(field) && items.includes('part:committee')) return 'part:committee'
  if ((GENERAL_ASSEMBLY_FIELDS as readonly string[]).includes(field) && items.includes('part:general_assembly')) return 'part:general_assembly'
  return 'profile'
}
export function sectionOfTable(table: SnapshotTable, items: readonly string[]): string {
  return table === 'budgets' && items.includes('part:annual_budget') ? 'part:annual_budget' : 'profile'
}

// ---------------------------------------------------------------- item states

/** The fiscal year before a label, in the stored form (Nepali digits): २०८१/८२ before २०८२/८३. */
export function pastFiscalYear(label: string): string | null {
  const start = parseFiscalYear(label)
  return start === null ? null : toNepaliDigits(fiscalYearLabel(start - 1))
}

const yearOf = (label: string | null) => (label === null ? null : parseFiscalYear(label))
const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== ''

/**
 * An item's state from the profile's data: a document type is done when a
 * document of it for the cycle's fiscal year or later has a file; the annual
 * budget when the past fiscal year's row exists; the general assembly when its
 * date falls in the past fiscal year or later; the committee when the head
 * person and the last election date are set.
 */
export function itemState(item: string, snapshot: Pick<RenewalSnapshot, 'financial_year' | 'fields' | 'tables' | 'documents'>): TaskState {
  const cycleYear = yearOf(snapshot.financial_year)
  const documentId = documentIdOfItem(item)
  if (documentId !== null) {
    const documents = snapshot.documents.filter((document) => document.document_config_id === documentId && document.file_id)
    if (documents.length === 0) return 'not_started'
    const current = documents.some((document) => {
      const year = yearOf(document.financial_year)
      return year !== null && cycleYear !== null && year >= cycleYear
    })
    return current ? 'done' : 'in_progress'
  }
  const part = item.slice('part:'.length) as RenewalPart
  if (part === 'annual_budget') {
    const rows = snapshot.tables.budgets
    if (rows.length === 0) return 'not_started'
    const past = pastFiscalYear(snapshot.financial_year)
    return rows.some((row) => row.values.financial_year === past) ? 'done' : 'in_progress'
  }
  if (part === 'general_assembly') {
    const date = snapshot.fields.last_annual_meet_or_adheebesan_date
    if (!filled(date)) return 'not_started'
    const past = pastFiscalYear(snapshot.financial_year)
    const from = past ? fiscalYearRange(past)?.from : null
    return from && date! >= from ? 'done' : 'in_progress'
  }
  if (part === 'committee') {
    const head = filled(snapshot.fields.head_person_name)
    const elected = filled(snapshot.fields.head_person_last_elected)
    return head && elected ? 'done' : head || elected ? 'in_progress' : 'not_started'
  }
  return 'not_started'
}

/** An item's name: a part's English label key, or the document type's names. */
export function itemLabel(item: string, documents: { id: number; document_name: string; document_name_en: string | null }[]): { label: string; name_en: string | null; is_document: boolean } {
  const documentId = documentIdOfItem(item)
  if (documentId === null) return { label: RENEWAL_PART_LABELS[item.slice('part:'.length) as RenewalPart] ?? item, name_en: null, is_document: false }
  const type = documents.find((document) => document.id === documentId)
  return { label: type?.document_name ?? item, name_en: type?.document_name_en ?? null, is_document: true }
}
