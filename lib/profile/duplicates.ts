// Possible duplicates (decision 094): profiles that resemble each other by
// their DAO registration number, a phone or a name. The comparison keys and
// the pairs live in the database (profile_keys, profile_duplicates, kept by
// the triggers of migration 0024), so every write path keeps them; this
// module reads them for the super administrator's list, the claims review,
// the import's dry run and the sign-up's warning, and records a pair the
// super administrator found to be two organisations.
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { ngoProfiles, profileDuplicateDismissals, profileDuplicates, profileKeys } from '@/db/schema'
import { ApiError, forbidden, notFound } from '@/lib/api/errors'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { db, type Executor } from '@/lib/db'
import { isSuperAdmin, PROFILE_NOT_FOUND } from '@/lib/profile/access'
import { DUPLICATE_MESSAGES } from '@/lib/profile/duplicate-messages'
import type { DuplicateDismissInput, DuplicateListQuery } from '@/lib/profile/schemas'

/** What two profiles share: the DAO registration number, a phone, or a name within a few edits. */
export type DuplicateReason = 'dao' | 'phone' | 'name'
export const DUPLICATE_REASONS: readonly DuplicateReason[] = ['dao', 'phone', 'name']

const reasonsOf = (stored: string[]): DuplicateReason[] => DUPLICATE_REASONS.filter((reason) => stored.includes(reason))

/** Another profile a profile, a row or a registration resembles. */
export type ResemblingProfile = { id: number; name: string; name_en: string | null; reasons: DuplicateReason[] }

/** A profile of a pair, with what the super administrator compares them by. */
export type PairProfile = {
  id: number
  name: string
  name_en: string | null
  dao_registration_no: string | null
  phone: string | null
  contact_person_phone: string | null
  head_person_phone: string | null
  location: string | null
  status: string
  is_verified: boolean
  /** An account owns it (it was registered or claimed by its NGO); false for an import nobody claimed yet. */
  owned: boolean
  created_at: string
}

export type DuplicatePair = { profiles: [PairProfile, PairProfile]; reasons: DuplicateReason[]; found_at: string }
export type DuplicateList = { pairs: DuplicatePair[]; total: number; page: number; limit: number }

const first = alias(ngoProfiles, 'first_profile')
const second = alias(ngoProfiles, 'second_profile')

function pairProfileColumns(table: typeof first | typeof second) {
  return {
    id: table.id,
    name: table.name,
    name_en: table.name_en,
    dao_registration_no: table.dao_registration_no,
    phone: table.phone,
    contact_person_phone: table.contact_person_phone,
    head_person_phone: table.head_person_phone,
    location: table.location,
    status: table.status,
    is_verified: table.is_verified,
    owned: sql<boolean>`${table.user_id} is not null`,
    created_at: table.created_at,
  }
}

const notDismissed = sql`not exists (select 1 from ${profileDuplicateDismissals} where ${profileDuplicateDismissals.profile_id} = ${profileDuplicates.profile_id} and ${profileDuplicateDismissals.other_id} = ${profileDuplicates.other_id})`

/**
 * GET ngo/duplicates: the pairs nobody dismissed, the most telling first (a
 * shared DAO number, then the most reasons), newest first among equals.
 * Read fresh: the list is asked for with a button, not on every visit.
 */
export async function listPossibleDuplicates(viewer: Viewer, query: DuplicateListQuery): Promise<DuplicateList> {
  if (!isSuperAdmin(viewer)) throw forbidden()
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ reasons: profileDuplicates.reasons, found_at: profileDuplicates.found_at, first: pairProfileColumns(first), second: pairProfileColumns(second) })
      .from(profileDuplicates)
      .innerJoin(first, eq(first.id, profileDuplicates.profile_id))
      .innerJoin(second, eq(second.id, profileDuplicates.other_id))
      .where(notDismissed)
      .orderBy(
        desc(sql`'dao' = any(${profileDuplicates.reasons})`),
        desc(sql`cardinality(${profileDuplicates.reasons})`),
        desc(profileDuplicates.found_at),
        desc(profileDuplicates.other_id),
        desc(profileDuplicates.profile_id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(profileDuplicates).where(notDismissed),
  ])
  const profile = (row: (typeof rows)[number]['first']): PairProfile => ({ ...row, created_at: row.created_at.toISOString() })
  return {
    pairs: rows.map((row) => ({ profiles: [profile(row.first), profile(row.second)], reasons: reasonsOf(row.reasons), found_at: row.found_at.toISOString() })),
    total,
    page: query.page,
    limit: query.limit,
  }
}

/**
 * POST ngo/duplicates/dismissals: the super administrator looked at a pair
 * and found two organisations; the list leaves it out from now on. Only a
 * listed pair can be dismissed; dismissing it again changes nothing.
 */
export async function dismissDuplicate(viewer: Viewer, input: DuplicateDismissInput) {
  if (!isSuperAdmin(viewer)) throw forbidden()
  const [low, high] = [Math.min(input.profile_id, input.other_id), Math.max(input.profile_id, input.other_id)]
  if (low === high) throw new ApiError(400, DUPLICATE_MESSAGES.samePair, { errors: { other_id: DUPLICATE_MESSAGES.samePair } })
  return db.transaction(async (tx) => {
    const profiles = await tx.select({ id: ngoProfiles.id }).from(ngoProfiles).where(inArray(ngoProfiles.id, [low, high]))
    if (profiles.length < 2) throw notFound(PROFILE_NOT_FOUND)
    const [pair] = await tx
      .select({ reasons: profileDuplicates.reasons })
      .from(profileDuplicates)
      .where(and(eq(profileDuplicates.profile_id, low), eq(profileDuplicates.other_id, high)))
    if (!pair) throw notFound(DUPLICATE_MESSAGES.pairNotFound)
    const [dismissed] = await tx
      .insert(profileDuplicateDismissals)
      .values({ profile_id: low, other_id: high, dismissed_by: viewer.id })
      .onConflictDoNothing()
      .returning({ dismissed_at: profileDuplicateDismissals.dismissed_at })
    if (dismissed) {
      for (const [profileId, otherId] of [
        [low, high],
        [high, low],
      ]) {
        await recordAudit(tx, {
          actor: viewer,
          action: 'dismiss_duplicate',
          entity: 'ngo_profile',
          entityId: profileId,
          profileId,
          after: { other_profile_id: otherId, reasons: reasonsOf(pair.reasons) },
        })
      }
    }
    return { profile_id: low, other_id: high, reasons: reasonsOf(pair.reasons) }
  })
}

/** The profiles each of these resembles (pairs nobody dismissed), for the claims review. */
export async function findResemblingProfiles(profileIds: number[], executor: Executor = db): Promise<Map<number, ResemblingProfile[]>> {
  const found = new Map<number, ResemblingProfile[]>()
  if (profileIds.length === 0) return found
  const other = alias(ngoProfiles, 'other_profile')
  const rows = await executor
    .select({
      of: sql<number>`case when ${inArray(profileDuplicates.profile_id, profileIds)} then ${profileDuplicates.profile_id} else ${profileDuplicates.other_id} end`,
      id: other.id,
      name: other.name,
      name_en: other.name_en,
      reasons: profileDuplicates.reasons,
    })
    .from(profileDuplicates)
    .innerJoin(
      other,
      sql`${other.id} = case when ${inArray(profileDuplicates.profile_id, profileIds)} then ${profileDuplicates.other_id} else ${profileDuplicates.profile_id} end`,
    )
    .where(and(or(inArray(profileDuplicates.profile_id, profileIds), inArray(profileDuplicates.other_id, profileIds)), notDismissed))
    .orderBy(other.id)
  for (const row of rows) found.set(row.of, [...(found.get(row.of) ?? []), { id: row.id, name: row.name, name_en: row.name_en, reasons: reasonsOf(row.reasons) }])
  return found
}

/** The profiles whose phones hold this mobile (a claimant's), for the claims review. */
export async function findProfilesByMobile(mobiles: string[], executor: Executor = db): Promise<Map<string, ResemblingProfile[]>> {
  const found = new Map<string, ResemblingProfile[]>()
  if (mobiles.length === 0) return found
  const rows = await executor.execute<{ mobile: string; id: number; name: string; name_en: string | null }>(sql`
    select m.mobile, p.id, p.name, p.name_en
    from unnest(${sql.param(mobiles)}::text[]) as m(mobile)
    cross join lateral ngo_phone_keys(m.mobile) as key
    join ${profileKeys} k on k.kind = 'phone' and k.value = key
    join ${ngoProfiles} p on p.id = k.profile_id
    order by p.id`)
  for (const row of rows.rows) found.set(row.mobile, [...(found.get(row.mobile) ?? []), { id: row.id, name: row.name, name_en: row.name_en, reasons: ['phone'] }])
  return found
}

/** A public profile a sign-up's DAO registration number is already used by. */
export type RegisteredProfile = { id: number; name: string; name_en: string | null }

/**
 * The sign-up's warning (`data.possible_duplicates`): the verified, active
 * profiles whose DAO registration number is this one, written with any
 * digits, spaces, dashes, slashes or leading zeros. Only the DAO number is
 * compared, and only profiles the public may see are named, so the answer
 * tells nothing about the mobile being registered or about unpublished
 * profiles, whatever the number's state.
 */
export async function findRegisteredProfiles(daoRegistrationNo: string): Promise<RegisteredProfile[]> {
  return db
    .select({ id: ngoProfiles.id, name: ngoProfiles.name, name_en: ngoProfiles.name_en })
    .from(profileKeys)
    .innerJoin(ngoProfiles, eq(ngoProfiles.id, profileKeys.profile_id))
    .where(
      and(
        eq(profileKeys.kind, 'dao'),
        eq(profileKeys.value, sql`ngo_dao_key(${daoRegistrationNo})`),
        eq(ngoProfiles.is_verified, true),
        eq(ngoProfiles.status, 'active'),
      ),
    )
    .orderBy(ngoProfiles.id)
    .limit(MAX_NAMED)
}

/** At most this many resembling profiles are named for one row, claim or sign-up. */
export const MAX_NAMED = 5

/** What an import's row is compared by, as its cells hold them. */
export type ComparedRow = { ref: number; dao: string | null; phones: (string | null)[]; names: (string | null)[] }

/**
 * The profiles each row of an import resembles (decision 094), in one
 * set-based query for the whole file: the rows' keys are made by the same
 * functions as the profiles' and matched by ngo_profile_matches. At most
 * MAX_NAMED per row, the most telling first.
 */
export async function findResemblingRows(rows: ComparedRow[], executor: Executor = db): Promise<Map<number, ResemblingProfile[]>> {
  const found = new Map<number, ResemblingProfile[]>()
  const refs: number[] = []
  const kinds: string[] = []
  const raws: string[] = []
  for (const row of rows) {
    const add = (kind: string, raw: string | null) => {
      if (!raw) return
      refs.push(row.ref)
      kinds.push(kind)
      raws.push(raw)
    }
    add('dao', row.dao)
    for (const phone of row.phones) add('phone', phone)
    for (const name of row.names) add('name', name)
  }
  if (refs.length === 0) return found
  const result = await executor.execute<{ ref: number; id: number; name: string; name_en: string | null; reasons: string[] }>(sql`
    with keys as (
      select k.ref, k.kind, k.value from ngo_comparison_keys(${sql.param(refs)}::integer[], ${sql.param(kinds)}::text[], ${sql.param(raws)}::text[]) as k
    ),
    matched as (
      select m.ref, m.profile_id, array_agg(distinct m.reason) as reasons
      from (select array_agg(ref) as refs, array_agg(kind) as kinds, array_agg(value) as vals from keys) as probe,
        ngo_profile_matches(probe.refs, probe.kinds, probe.vals, false) as m
      group by m.ref, m.profile_id
    ),
    ranked as (
      select matched.*, row_number() over (partition by matched.ref order by 'dao' = any(matched.reasons) desc, cardinality(matched.reasons) desc, matched.profile_id) as place
      from matched
    )
    select r.ref, p.id, p.name, p.name_en, r.reasons
    from ranked r join ${ngoProfiles} p on p.id = r.profile_id
    where r.place <= ${MAX_NAMED}
    order by r.ref, r.place`)
  for (const row of result.rows) found.set(row.ref, [...(found.get(row.ref) ?? []), { id: row.id, name: row.name, name_en: row.name_en, reasons: reasonsOf(row.reasons) }])
  return found
}
