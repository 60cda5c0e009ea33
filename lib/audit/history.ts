// The change history of one profile, read from the audit log: when each
// section last changed and the status changes (verified, set inactive...).
// Only section names, kinds of change, instants and, when asked for, the
// person who made each change (name and role as recorded, decision 093)
// leave this module: never the recorded contents or a mobile number. The
// person is for the NGO's own people and the super administrator only (a
// clerk's name is personal data); the public's history is read without it.
// Each concern is one query over the log's (profile_id, created_at) index,
// and one for the names.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { auditLog, users } from '@/db/schema'
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

/** Who made a change: their name and their role when they made it; null when the entry names nobody (the system, a removed account). */
export type ChangePerson = { name: string; role: string } | null
/** `changed_by` is present only in a history read with its people. */
export type SectionChange = { section: HistorySectionKey; label: string; changed_at: string | null; changed_by?: ChangePerson }
export type StatusChangeKind = 'verified' | 'unverified' | 'set_active' | 'set_inactive'
export type StatusChange = { kind: StatusChangeKind; changed_at: string; changed_by?: ChangePerson }
export type ProfileHistory = { sections: SectionChange[]; statuses: StatusChange[] }
export type HistoryOptions = { includePrivate: boolean; withPeople?: boolean }

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

/** The names of the people who made changes, by id (one query). */
async function namesOf(executor: Executor, ids: (number | null | undefined)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  if (wanted.length === 0) return new Map()
  const rows = await executor.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted))
  return new Map(rows.map((row) => [row.id, row.name]))
}

/** The person of an entry: a recorded actor who still has an account, with the role recorded then. */
export function personOf(names: Map<number, string>, actorId: number | null | undefined, actorRole: string | null | undefined): ChangePerson {
  const name = typeof actorId === 'number' ? names.get(actorId) : undefined
  return name === undefined ? null : { name, role: actorRole ?? '' }
}

/** When each section last changed (null: never), and with `withPeople` who made that change: one aggregate over the profile's entries. */
export async function readSectionChanges(executor: Executor, profileId: number, options: HistoryOptions): Promise<SectionChange[]> {
  const sections = HISTORY_SECTIONS.filter((section) => options.includePrivate || !PRIVATE_SECTIONS.includes(section.key))
  // The aliases are the fixed section keys above, never input.
  const columns = sections.flatMap((section) => {
    const when = sql`max(${auditLog.created_at}) filter (where ${SECTION_CONDITIONS[section.key]}) as ${sql.raw(`"${section.key}"`)}`
    if (!options.withPeople) return [when]
    const latest = (column: SQL, alias: string) =>
      sql`(array_agg(${column} order by ${auditLog.created_at} desc, ${auditLog.id} desc) filter (where ${SECTION_CONDITIONS[section.key]}))[1] as ${sql.raw(`"${section.key}_${alias}"`)}`
    return [when, latest(sql`${auditLog.actor_user_id}`, 'actor'), latest(sql`${auditLog.actor_role}::text`, 'role')]
  })
  const result = await executor.execute(sql`select ${sql.join(columns, sql`, `)} from ${auditLog} where ${auditLog.profile_id} = ${profileId}`)
  const row = (result.rows[0] ?? {}) as Record<string, unknown>
  const names = options.withPeople ? await namesOf(executor, sections.map((section) => row[`${section.key}_actor`] as number | null)) : null
  return sections.map((section) => {
    const changedAt = iso(row[section.key])
    const change: SectionChange = { section: section.key, label: section.label, changed_at: changedAt }
    if (names) change.changed_by = changedAt ? personOf(names, row[`${section.key}_actor`] as number | null, row[`${section.key}_role`] as string | null) : null
    return change
  })
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

/** The profile's status changes, newest first; with `withPeople`, who made each. */
export async function readStatusChanges(executor: Executor, profileId: number, options: Pick<HistoryOptions, 'withPeople'> = {}): Promise<StatusChange[]> {
  const rows = await executor
    .select({ before: auditLog.before, after: auditLog.after, created_at: auditLog.created_at, actor: auditLog.actor_user_id, role: auditLog.actor_role })
    .from(auditLog)
    .where(and(eq(auditLog.profile_id, profileId), eq(auditLog.entity, 'ngo_profile'), eq(auditLog.action, 'status')))
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(STATUS_HISTORY_LIMIT)
  const names = options.withPeople ? await namesOf(executor, rows.map((row) => row.actor)) : null
  const changes: StatusChange[] = []
  for (const row of rows) {
    const kind = statusChangeKind(row.before as StatusSnapshot, row.after as StatusSnapshot)
    if (!kind) continue
    const change: StatusChange = { kind, changed_at: row.created_at.toISOString() }
    if (names) change.changed_by = personOf(names, row.actor, row.role)
    changes.push(change)
  }
  return changes
}

/** The change history shown on the profile page; documents and audit reports only when the viewer sees them, the people only when asked for. */
export async function getProfileHistory(profileId: number, options: HistoryOptions): Promise<ProfileHistory> {
  const [sections, statuses] = await Promise.all([readSectionChanges(db, profileId, options), readStatusChanges(db, profileId, options)])
  return { sections, statuses }
}

/** The same history without its people: for a signed-in viewer who is neither one of the NGO's people nor the super administrator. */
export function withoutPeople(history: ProfileHistory): ProfileHistory {
  const strip = <Change extends { changed_by?: ChangePerson }>(change: Change): Change => {
    const copy = { ...change }
    delete copy.changed_by
    return copy
  }
  return { sections: history.sections.map(strip), statuses: history.statuses.map(strip) }
}
