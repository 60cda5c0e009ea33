// Merging two profiles of one organisation (decision 095). The super
// administrator keeps one profile and merges the other into it, in one
// transaction: every row that belongs to the merged profile follows the plan
// of its table (MERGE_PLAN) to the kept one, a row that clashes with one the
// kept profile already has (a budget of the same fiscal year, a document of
// the same type) is set aside in profile_merge_set_aside, never deleted, and
// the merged profile's own row is kept in its merge record before it goes.
// Its public address then answers 301 with the kept one's (proxy.ts).
import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm'
import { ngoProfiles, profileMerges, STRUCTURE_GROUPS, GENDERS, type NgoProfile } from '@/db/schema'
import { ApiError, forbidden, notFound } from '@/lib/api/errors'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { cached, changesHeard, TAGS } from '@/lib/cache'
import { db, type Executor, type Transaction } from '@/lib/db'
import { isSuperAdmin, PROFILE_NOT_FOUND } from '@/lib/profile/access'
import { refreshCompletenessOf } from '@/lib/profile/completeness-store'
import { DUPLICATE_MESSAGES } from '@/lib/profile/duplicate-messages'
import type { ProfileMergeInput } from '@/lib/profile/schemas'
import { claimSectionVersions, PROFILE_SECTIONS } from '@/lib/profile/versions'

/**
 * What a merge does with the rows of one table that name the merged profile:
 * - `move`: every row now names the kept profile;
 * - `move` with `clash`: likewise, except a row whose clash key (SQL over the
 *   row's columns, `{row}` standing for the row) one of the kept profile's
 *   rows already has: that row is set aside, with the rows that depend on it;
 * - `derived`: the database recomputes these rows from the others (the
 *   profile's search words, comparison keys, pairs, section versions): the
 *   merged profile's go with its row, the kept profile's are made anew;
 * - `pairs`: a pair of profiles (a dismissal of two as different
 *   organisations): the merged side becomes the kept one, unless that makes
 *   a pair of the kept profile with itself or one it already has (set aside).
 */
export type MergeStep =
  | { how: 'move'; clash?: string[]; why: string }
  | { how: 'derived'; why: string }
  | { how: 'pairs'; other: string; why: string }

/**
 * Every column that names a profile, by `table.column`: each foreign key to
 * ngo_profiles (a test holds this list to the database's catalogue, and a
 * merge refuses to run while a key is missing from it), and the audit log's
 * profile_id, which has no foreign key because the history outlives a
 * profile. The order is the order of the steps.
 */
export const MERGE_PLAN: Record<string, MergeStep & { foreignKey?: false }> = {
  'profile_options.profile_id': { how: 'move', clash: ['{row}.option_id'], why: 'thematic scopes and target groups: the kept profile gets those it lacks' },
  'current_organizational_structures.profile_id': {
    how: 'move',
    clash: ['{row}.organizational_structure_config_id', '{row}.ethnicity', 'lower(btrim({row}.name))'],
    why: 'the current organizational structure: a group both profiles count is set aside',
  },
  'subjective_manpower_details.profile_id': { how: 'move', clash: ['lower(btrim({row}.subject))'], why: 'subjective manpower: a subject both profiles count is set aside' },
  'annual_budgets.profile_id': { how: 'move', clash: ['{row}.financial_year_id'], why: 'annual budgets: a fiscal year both profiles have is set aside' },
  'associate_keypersons.profile_id': {
    how: 'move',
    clash: ['lower(btrim({row}.org_office_keyperson))', 'lower(btrim({row}.objectives_program))'],
    why: 'associates and key persons: a row both profiles have word for word is set aside',
  },
  'rules_regulations_plans.profile_id': {
    how: 'move',
    clash: ["coalesce({row}.rules_regulations_plan_config_id::text, lower(btrim({row}.name)))"],
    why: 'rules, regulations and plans: an item both profiles answer is set aside',
  },
  'profile_documents.profile_id': { how: 'move', clash: ['{row}.document_config_id'], why: 'documents: one per type, so a type both profiles have is set aside with its reminders' },
  'audit_reports.profile_id': { how: 'move', why: 'audit reports: a profile may have several of a fiscal year' },
  'stored_files.profile_id': { how: 'move', why: 'uploaded files: every file stays, named by the kept profile' },
  'profile_claims.profile_id': { how: 'move', clash: ['{row}.user_id'], why: 'claims: one per person and profile, so a person who claimed both keeps the kept one’s' },
  'renewal_submissions.profile_id': {
    how: 'move',
    clash: ['{row}.cycle_id'],
    why: 'renewal submissions: a cycle both profiles submitted in keeps the kept one’s; the other’s submissions of it are set aside with their decisions',
  },
  'renewal_reminders_sent.profile_id': { how: 'move', clash: ['{row}.cycle_id', '{row}.window'], why: 'renewal reminders sent: a reminder both were sent is set aside' },
  'sms_notice_recipients.profile_id': { how: 'move', clash: ['{row}.notice_id'], why: 'SMS notices: a notice both were sent is set aside' },
  'profile_wards.profile_id': { how: 'move', clash: ['{row}.ward_id'], why: 'the wards it works in: the kept profile gets those it lacks (decision 098)' },
  'users.profile_id': { how: 'move', why: "the NGO's people: everyone who signed in for the merged profile now signs in for the kept one, in the same role" },
  'profile_invitations.profile_id': { how: 'move', why: 'invitations: an open one now invites to the kept profile' },
  'certificates.profile_id': {
    how: 'move',
    why: 'certificates: every one stays, so its printed check code still opens its page; a live one of the merged profile is first marked replaced by the kept one’s live certificate',
  },
  'profile_merges.kept_profile_id': { how: 'move', why: 'earlier merges into the merged profile: their addresses now lead to the kept one' },
  'profile_duplicate_dismissals.profile_id': { how: 'pairs', other: 'other_id', why: 'pairs found to be two organisations: the kept profile is not the other organisation either' },
  'profile_duplicate_dismissals.other_id': { how: 'pairs', other: 'profile_id', why: 'as above, from the other side of the pair' },
  'audit_log.profile_id': { how: 'move', foreignKey: false, why: 'the change history and the action log' },
  'profile_search.profile_id': { how: 'derived', why: 'search words, made anew from the kept profile' },
  'profile_keys.profile_id': { how: 'derived', why: 'comparison keys, made anew from the kept profile' },
  'profile_duplicates.profile_id': { how: 'derived', why: 'pairs of possible duplicates, found anew for the kept profile' },
  'profile_duplicates.other_id': { how: 'derived', why: 'as above, from the other side of the pair' },
  'profile_section_versions.profile_id': { how: 'derived', why: 'section versions: every section of the kept profile gets a new one, so an editor open on it reloads' },
}

export type ForeignKey = { table: string; column: string; references: string; self: boolean }

/** The single-column foreign keys that point at `table`, from the database's catalogue. */
export async function foreignKeysTo(executor: Executor, table: string): Promise<ForeignKey[]> {
  const { rows } = await executor.execute<ForeignKey>(sql`
    select source.relname as "table", source_column.attname as "column", target_column.attname as "references", source.oid = target.oid as "self"
    from pg_constraint c
    join pg_class source on source.oid = c.conrelid
    join pg_class target on target.oid = c.confrelid
    join pg_namespace n on n.oid = target.relnamespace and n.nspname = 'public'
    join pg_attribute source_column on source_column.attrelid = c.conrelid and source_column.attnum = c.conkey[1]
    join pg_attribute target_column on target_column.attrelid = c.confrelid and target_column.attnum = c.confkey[1]
    where c.contype = 'f' and target.relname = ${table} and cardinality(c.conkey) = 1
    order by 1, 2`)
  return rows
}

const quoted = (name: string) => sql.identifier(name)

type Counts = Record<string, number>
const add = (counts: Counts, table: string, amount: number) => {
  if (amount > 0) counts[table] = (counts[table] ?? 0) + amount
}

type Pick = (alias: string) => SQL

/**
 * Sets aside the rows of `table` that `pick` chooses (SQL over the row of
 * the alias it is given): first the rows of other tables that depend on them
 * (which their deletion would delete or change), then the rows themselves.
 * Each is copied into the merge's record as it was, then deleted.
 */
async function setAside(tx: Transaction, mergeId: number, table: string, pick: Pick, counts: Counts) {
  for (const key of await foreignKeysTo(tx, table)) {
    if (key.self) continue
    const parent = sql.identifier(`${table}_parent`)
    await setAside(
      tx,
      mergeId,
      key.table,
      (alias) => sql`${sql.identifier(alias)}.${quoted(key.column)} in (select ${parent}.${quoted(key.references)} from ${quoted(table)} ${parent} where ${pick(`${table}_parent`)})`,
      counts,
    )
  }
  const { rows } = await tx.execute<{ count: number }>(sql`
    with picked as (delete from ${quoted(table)} r where ${pick('r')} returning r.*),
    recorded as (insert into profile_merge_set_aside (merge_id, table_name, row) select ${mergeId}, ${table}, to_jsonb(picked) from picked returning 1)
    select count(*)::int as count from recorded`)
  add(counts, table, rows[0]?.count ?? 0)
}

/** The clash key of a plan entry for the row alias given. */
const clashKey = (clash: string[], alias: string) => sql.raw(`(${clash.map((part) => part.replaceAll('{row}', `"${alias}"`)).join(', ')})`)

async function applyStep(tx: Transaction, mergeId: number, target: string, step: MergeStep, kept: number, merged: number, moved: Counts, setAsideCounts: Counts) {
  const [table, column] = target.split('.')
  if (step.how === 'derived') return
  if (step.how === 'pairs') {
    // The pair with the merged profile on this side becomes the pair with the kept one (lower id first).
    const other = quoted(step.other)
    const own = quoted(column)
    await setAside(
      tx,
      mergeId,
      table,
      (alias) => {
        const row = sql.identifier(alias)
        return sql`${row}.${own} = ${merged} and (${row}.${other} = ${kept} or exists (select 1 from ${quoted(table)} pair where pair.profile_id = least(${kept}, ${row}.${other}) and pair.other_id = greatest(${kept}, ${row}.${other})))`
      },
      setAsideCounts,
    )
    const { rows } = await tx.execute<{ count: number }>(sql`
      with gone as (delete from ${quoted(table)} r where r.${own} = ${merged} returning r.*),
      placed as (
        insert into ${quoted(table)}
        select (jsonb_populate_record(null::${quoted(table)}, to_jsonb(gone) || jsonb_build_object('profile_id', least(${kept}, gone.${other}), 'other_id', greatest(${kept}, gone.${other})))).*
        from gone
        on conflict do nothing returning 1)
      select count(*)::int as count from placed`)
    add(moved, table, rows[0]?.count ?? 0)
    return
  }
  if (step.clash) {
    const clash = step.clash
    await setAside(
      tx,
      mergeId,
      table,
      (alias) =>
        sql`${sql.identifier(alias)}.${quoted(column)} = ${merged} and exists (select 1 from ${quoted(table)} existing where existing.${quoted(column)} = ${kept} and ${clashKey(clash, 'existing')} is not distinct from ${clashKey(clash, alias)})`,
      setAsideCounts,
    )
  }
  const { rowCount } = await tx.execute(sql`update ${quoted(table)} set ${quoted(column)} = ${kept} where ${quoted(column)} = ${merged}`)
  add(moved, table, rowCount ?? 0)
}

// ---------------------------------------------------------------- the profile's own row

/** Columns a merge never fills from the merged profile: identity, standing, bookkeeping, and what is computed. */
const NOT_FILLED = new Set(['id', 'user_id', 'status', 'is_verified', 'verified_at', 'is_complete', 'created_at', 'updated_at'])
const STRUCTURE_COLUMNS = STRUCTURE_GROUPS.flatMap((group) => GENDERS.map((gender) => `${group}_${gender}` as keyof NgoProfile))
const PROFILE_COLUMNS = Object.keys(getTableColumns(ngoProfiles)) as (keyof NgoProfile)[]

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

/**
 * What the kept profile takes from the merged one: each field it leaves
 * empty that the merged one filled, and the profile-level structure counts
 * when it counted nobody. Everything else stays the kept profile's; the
 * merged row is kept whole in the merge record.
 */
export function fieldsToFill(kept: NgoProfile, merged: NgoProfile): Partial<NgoProfile> {
  const filled: Record<string, unknown> = {}
  for (const column of PROFILE_COLUMNS) {
    if (NOT_FILLED.has(column) || column.startsWith('complete_') || STRUCTURE_COLUMNS.includes(column)) continue
    if (isEmpty(kept[column]) && !isEmpty(merged[column])) filled[column] = merged[column]
  }
  const counted = (profile: NgoProfile) => STRUCTURE_COLUMNS.some((column) => Number(profile[column]) !== 0)
  if (!counted(kept) && counted(merged)) for (const column of STRUCTURE_COLUMNS) filled[column] = merged[column]
  return filled as Partial<NgoProfile>
}

// ---------------------------------------------------------------- the merge

export type MergeResult = {
  id: number
  kept_profile_id: number
  merged_profile_id: number
  /** Rows that now name the kept profile, by table. */
  moved: Counts
  /** Rows kept in the merge record instead, by table. */
  set_aside: Counts
  /** Fields of the kept profile filled from the merged one. */
  filled: string[]
}

/** Why a profile is not there: merged into another one (409) or never there (404). */
async function missingProfile(tx: Transaction, profileId: number, role: 'merged' | 'kept'): Promise<never> {
  const [merge] = await tx.select({ kept: profileMerges.kept_profile_id }).from(profileMerges).where(eq(profileMerges.merged_profile_id, profileId))
  if (merge) throw new ApiError(409, role === 'merged' ? DUPLICATE_MESSAGES.alreadyMerged : DUPLICATE_MESSAGES.keptWasMerged, { data: { kept_profile_id: merge.kept } })
  throw notFound(PROFILE_NOT_FOUND)
}

/** POST ngo/merges: merge one profile into another (super administrator only), all of it or nothing. */
export async function mergeProfiles(viewer: Viewer, input: ProfileMergeInput): Promise<MergeResult> {
  if (!isSuperAdmin(viewer)) throw forbidden()
  const { kept_profile_id: keptId, merged_profile_id: mergedId } = input
  if (keptId === mergedId) throw new ApiError(400, DUPLICATE_MESSAGES.mergedIntoItself, { errors: { merged_profile_id: DUPLICATE_MESSAGES.mergedIntoItself } })
  const result = await db.transaction(async (tx) => {
    // Both rows locked, lower id first: saves of either profile wait, and two merges cannot deadlock.
    const rows = await tx
      .select()
      .from(ngoProfiles)
      .where(inArray(ngoProfiles.id, [keptId, mergedId]))
      .orderBy(ngoProfiles.id)
      .for('update')
    const kept = rows.find((row) => row.id === keptId)
    const merged = rows.find((row) => row.id === mergedId)
    if (!merged) await missingProfile(tx, mergedId, 'merged')
    if (!kept) await missingProfile(tx, keptId, 'kept')

    // A table this plan does not know would lose its rows with the merged profile: refuse before anything is written.
    const keys = await foreignKeysTo(tx, 'ngo_profiles')
    const unknown = keys.filter((key) => !MERGE_PLAN[`${key.table}.${key.column}`])
    if (unknown.length > 0) throw new ApiError(409, DUPLICATE_MESSAGES.unknownTable, { data: { tables: unknown.map((key) => `${key.table}.${key.column}`) } })

    const [{ snapshot }] = (await tx.execute<{ snapshot: Record<string, unknown> }>(sql`select to_jsonb(p) as snapshot from ngo_profiles p where p.id = ${mergedId}`)).rows
    const [record] = await tx
      .insert(profileMerges)
      .values({ kept_profile_id: keptId, merged_profile_id: mergedId, merged_profile: snapshot, summary: {}, merged_by: viewer.id })
      .returning({ id: profileMerges.id })

    const moved: Counts = {}
    const setAsideCounts: Counts = {}
    // One live certificate per NGO: the merged profile's gives way to the kept one's (decision 096's replacement).
    await tx.execute(sql`
      update certificates merged set replaced_at = now(), replaced_by = live.id
      from certificates live
      where merged.profile_id = ${mergedId} and merged.replaced_at is null and merged.revoked_at is null
        and live.profile_id = ${keptId} and live.replaced_at is null and live.revoked_at is null`)
    for (const [target, step] of Object.entries(MERGE_PLAN)) await applyStep(tx, record.id, target, step, keptId, mergedId, moved, setAsideCounts)

    // The account that owns the merged profile: to the kept one when no account owns it, else kept in the record.
    if (merged!.user_id !== null) {
      await tx.update(ngoProfiles).set({ user_id: null }).where(eq(ngoProfiles.id, mergedId))
      if (kept!.user_id === null) {
        await tx.update(ngoProfiles).set({ user_id: merged!.user_id }).where(eq(ngoProfiles.id, keptId))
        add(moved, 'ngo_profiles.user_id', 1)
      } else {
        await tx.execute(sql`insert into profile_merge_set_aside (merge_id, table_name, row) values (${record.id}, 'ngo_profiles.user_id', ${JSON.stringify({ user_id: merged!.user_id })}::jsonb)`)
        add(setAsideCounts, 'ngo_profiles.user_id', 1)
      }
    }

    // Nothing but what the database makes anew may still name the merged profile.
    for (const key of keys) {
      if (MERGE_PLAN[`${key.table}.${key.column}`]?.how === 'derived') continue
      const { rows: left } = await tx.execute<{ count: number }>(sql`select count(*)::int as count from ${quoted(key.table)} where ${quoted(key.column)} = ${mergedId}`)
      if ((left[0]?.count ?? 0) > 0) throw new Error(`A merge would have left rows of ${key.table}.${key.column} behind`)
    }
    await tx.delete(ngoProfiles).where(eq(ngoProfiles.id, mergedId))

    const filled = fieldsToFill(kept!, merged!)
    await tx
      .update(ngoProfiles)
      .set({ ...filled, updated_at: new Date() })
      .where(eq(ngoProfiles.id, keptId))
    await refreshCompletenessOf(tx, [keptId])
    await claimSectionVersions(tx, keptId, [...PROFILE_SECTIONS], undefined)

    const summary = { moved, set_aside: setAsideCounts, filled: Object.keys(filled) }
    await tx.update(profileMerges).set({ summary }).where(eq(profileMerges.id, record.id))
    await recordAudit(tx, {
      actor: viewer,
      action: 'merge',
      entity: 'ngo_profile',
      entityId: mergedId,
      profileId: keptId,
      before: { merged_profile_id: mergedId, name: merged!.name, name_en: merged!.name_en, dao_registration_no: merged!.dao_registration_no },
      after: { kept_profile_id: keptId, merge_id: record.id, ...summary },
    })
    return { id: record.id, kept_profile_id: keptId, merged_profile_id: mergedId, ...summary }
  })
  // Every instance drops the merged profile's pages and learns its redirect before the answer.
  await changesHeard()
  return result
}

// ---------------------------------------------------------------- the merged profiles' addresses

/** Merged profile id → the profile it lives on in now; kept until a merge changes (decision 012). */
const keptRedirects = cached(readRedirects, 'profile-merges', [TAGS.merges])

async function readRedirects(): Promise<Map<number, number>> {
  const rows = await db.select({ merged: profileMerges.merged_profile_id, kept: profileMerges.kept_profile_id }).from(profileMerges)
  return new Map(rows.map((row) => [row.merged, row.kept]))
}

/** The profile a merged profile's address leads to, or null when this id was never merged. */
export async function mergedProfileTarget(profileId: number): Promise<number | null> {
  return (await keptRedirects()).get(profileId) ?? null
}
