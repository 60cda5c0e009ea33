// The change history of one profile, read from the audit log: when each
// section last changed and the status changes (verified, set inactive...).
// Only section names, kinds of change and instants leave this module: never
// the recorded contents, the actor or a mobile number. Each concern is one
// query over the log's (profile_id, created_at) index.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { auditLog } from '@/db/schema'
import { db, type Executor } from '@/lib/db'
import { STRUCTURE_COUNT_FIELDS } from '@/lib/profile/schemas'
import { FLAG_COLUMNS, OWNER_ONLY_COLUMNS } from '@/lib/profile/columns'

/** The sections of the profile page, in the page's order; the last two only for viewers who see documents. */
export const HISTORY_SECTIONS = [
  { key: 'profile', label: 'General details' },
  { key: 'target_groups', label: 'Target groups and thematic scopes' },
  { key: 'associates', label: 'Associate, partnership firm and office key persons' },
  { key: 'rules', label: 'Rules, regulations and plans' },
  { key: 'structure', label: 'Current organizational structure' },
  { key: 'manpower', label: 'Subjective manpower detail' },
  { key: 'budget', label: 'Annual budget' },
  { key: 'documents', label: 'Documents' },
  { key: 'audit_reports', label: 'Audit reports' },
  // The clerk's submits and the review's decisions (decision 088): when the renewal last moved.
  { key: 'renewal', label: 'Yearly renewal' },
] as const

export type HistorySectionKey = (typeof HISTORY_SECTIONS)[number]['key']
export const PRIVATE_SECTIONS: readonly HistorySectionKey[] = ['documents', 'audit_reports']

export type SectionChange = { section: HistorySectionKey; label: string; changed_at: string | null }
export type StatusChangeKind = 'verified' | 'unverified' | 'set_active' | 'set_inactive'
export type StatusChange = { kind: StatusChangeKind; changed_at: string }
export type ProfileHistory = { sections: SectionChange[]; statuses: StatusChange[] }

export const STATUS_CHANGE_LABELS: Record<StatusChangeKind, string> = {
  verified: 'Verified',
  unverified: 'Unverified',
  set_active: 'Set active',
  set_inactive: 'Set inactive',
}

/** At most this many status changes are shown, newest first. */
export const STATUS_HISTORY_LIMIT = 100

// What the profile form saves in one audit entry (entity ngo_profile), split by section.
const TARGET_GROUP_KEYS = { subjective_works: '[]', target_group_categories: '[]', thematic_scope: 'null', target_group: 'null' } as const
const STRUCTURE_KEYS = Object.fromEntries(STRUCTURE_COUNT_FIELDS.map((field) => [field, '0'])) as Record<string, string>
/** Keys of a recorded profile row that are not the NGO's general details: other sections, status, derived and bookkeeping columns. */
const NOT_GENERAL_KEYS = [
  ...Object.keys(TARGET_GROUP_KEYS),
  ...Object.keys(STRUCTURE_KEYS),
  'id',
  'status',
  'is_verified',
  ...OWNER_ONLY_COLUMNS,
  ...FLAG_COLUMNS,
]

const profileFormSave = sql`(${auditLog.entity} = 'ngo_profile' and ${auditLog.action} in ('create', 'update'))`

/** Any of these keys differs between before and after; a key missing (or no before, on create) counts as its empty value. */
function anyKeyChanged(keys: Record<string, string>): SQL {
  const checks = Object.entries(keys).map(
    ([key, empty]) => sql`coalesce(${auditLog.before} -> ${key}, ${empty}::jsonb) is distinct from coalesce(${auditLog.after} -> ${key}, ${empty}::jsonb)`,
  )
  return sql`(${sql.join(checks, sql` or `)})`
}

const notGeneral = sql`array[${sql.join(
  NOT_GENERAL_KEYS.map((key) => sql`${key}`),
  sql`, `,
)}]::text[]`

const SECTION_CONDITIONS: Record<HistorySectionKey, SQL> = {
  profile: sql`${profileFormSave} and (${auditLog.before} is null or (${auditLog.before} - ${notGeneral}) is distinct from (${auditLog.after} - ${notGeneral}))`,
  target_groups: sql`${profileFormSave} and ${anyKeyChanged(TARGET_GROUP_KEYS)}`,
  associates: sql`${auditLog.entity} = 'associate_partnershipfirm_office_keyperson'`,
  rules: sql`${auditLog.entity} = 'rules_regulations_plan'`,
  structure: sql`(${auditLog.entity} = 'current_organizational_structure' or (${profileFormSave} and ${anyKeyChanged(STRUCTURE_KEYS)}))`,
  manpower: sql`${auditLog.entity} = 'subjective_manpower_detail'`,
  budget: sql`${auditLog.entity} = 'annual_budget'`,
  documents: sql`${auditLog.entity} = 'profile_document'`,
  audit_reports: sql`${auditLog.entity} = 'audit_report'`,
  renewal: sql`${auditLog.entity} = 'renewal_submission'`,
}

const iso = (value: unknown): string | null => {
  if (value === null || value === undefined) return null
  const date = value instanceof Date ? value : new Date(String(value))
  return Number.isFinite(date.getTime()) ? date.toISOString() : null
}

/** When each section last changed (null: never), one aggregate over the profile's entries. */
export async function readSectionChanges(executor: Executor, profileId: number, options: { includePrivate: boolean }): Promise<SectionChange[]> {
  const sections = HISTORY_SECTIONS.filter((section) => options.includePrivate || !PRIVATE_SECTIONS.includes(section.key))
  // The aliases are the fixed section keys above, never input.
  const columns = sections.map((section) => sql`max(${auditLog.created_at}) filter (where ${SECTION_CONDITIONS[section.key]}) as ${sql.raw(`"${section.key}"`)}`)
  const result = await executor.execute(sql`select ${sql.join(columns, sql`, `)} from ${auditLog} where ${auditLog.profile_id} = ${profileId}`)
  const row = (result.rows[0] ?? {}) as Record<string, unknown>
  return sections.map((section) => ({ section: section.key, label: section.label, changed_at: iso(row[section.key]) }))
}

type StatusSnapshot = { status?: unknown; is_verified?: unknown } | null

/** What a status entry did; null when it changed nothing (verifying a profile already verified and active). */
export function statusChangeKind(before: StatusSnapshot, after: StatusSnapshot): StatusChangeKind | null {
  const wasVerified = before?.is_verified === true
  const isVerified = after?.is_verified === true
  if (!wasVerified && isVerified) return 'verified'
  if (wasVerified && !isVerified) return 'unverified'
  if (before?.status !== after?.status) {
    if (after?.status === 'inactive') return 'set_inactive'
    if (after?.status === 'active') return 'set_active'
  }
  return null
}

/** The profile's status changes, newest first. */
export async function readStatusChanges(executor: Executor, profileId: number): Promise<StatusChange[]> {
  const rows = await executor
    .select({ before: auditLog.before, after: auditLog.after, created_at: auditLog.created_at })
    .from(auditLog)
    .where(and(eq(auditLog.profile_id, profileId), eq(auditLog.entity, 'ngo_profile'), eq(auditLog.action, 'status')))
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(STATUS_HISTORY_LIMIT)
  const changes: StatusChange[] = []
  for (const row of rows) {
    const kind = statusChangeKind(row.before as StatusSnapshot, row.after as StatusSnapshot)
    if (kind) changes.push({ kind, changed_at: row.created_at.toISOString() })
  }
  return changes
}

/** The change history shown on the profile page; documents and audit reports only when the viewer sees them. */
export async function getProfileHistory(profileId: number, options: { includePrivate: boolean }): Promise<ProfileHistory> {
  const [sections, statuses] = await Promise.all([readSectionChanges(db, profileId, options), readStatusChanges(db, profileId)])
  return { sections, statuses }
}
