// Where an NGO is (decision 098): the one rule the lists' ward filter and the
// dashboard's gap tables both apply, so a gap table's cell always counts the
// NGOs its link lists.
//
// An NGO is in ward W when it works across the whole municipality, when W is
// its office ward, or when W is one of the wards it works in.
import { eq, inArray, sql, type SQL } from 'drizzle-orm'
import { ngoProfiles, profileWards, wards } from '@/db/schema'
import { badRequest } from '@/lib/api/errors'
import type { Executor } from '@/lib/db'

export type WardItem = { id: number; number: number; name: string; name_en: string | null }

/** What the public sees: verified, active profiles (the home list, the gap tables, the money sums). */
export const listedProfile = (): SQL => sql`(${ngoProfiles.status} = 'active' and ${ngoProfiles.is_verified} = true)`

/**
 * The profile (of the query's ngo_profiles row) is in ward `wardId`: its id is
 * one of the ward's, gathered from three indexes (office ward, working wards,
 * the whole municipality's) rather than tested row by row, so a list's count
 * never reads the wide profile rows (that took 200–330 ms at 100 000 NGOs).
 * `union`, not `union all`: knowing the ids distinct, the planner joins them
 * with the list's index in one pass (a ward's count 20–50 ms at 100 000 NGOs);
 * with duplicates, which it guessed at 200 ids, it looked each of some 14 000
 * up in turn (70–130 ms).
 */
export function inWard(wardId: number): SQL {
  // The whole municipality is every ward of its list: an id no ward has lists nobody.
  return sql`${ngoProfiles.id} in (
    select office.id from ${ngoProfiles} office where office.office_ward_id = ${wardId}
    union select ${profileWards.profile_id} from ${profileWards} where ${profileWards.ward_id} = ${wardId}
    union select everywhere.id from ${ngoProfiles} everywhere
      where everywhere.whole_municipality and exists (select 1 from ${wards} where ${wards.id} = ${wardId}))`
}

/**
 * The gap counts: for every ward and every option shown (thematic scopes and
 * target groups alike), the listed profiles in that ward linked to that
 * option. The same rule as inWard, counted set-wise in one statement for both
 * tables: the profiles across the whole municipality once per option (they
 * are in every ward), plus each other profile in its office ward and its
 * working wards (a ward named both ways counts once).
 */
export function wardGapCounts(): SQL {
  return sql`
    with listed as (
      select ${ngoProfiles.id} as id, ${ngoProfiles.office_ward_id} as office_ward_id, ${ngoProfiles.whole_municipality} as everywhere
      from ${ngoProfiles} where ${listedProfile()}
    ),
    present as (
      select pw.profile_id, pw.ward_id from ${profileWards} pw join listed on listed.id = pw.profile_id where not listed.everywhere
      union
      select listed.id, listed.office_ward_id from listed where not listed.everywhere and listed.office_ward_id is not null
    ),
    in_wards as (
      select present.ward_id, po.option_id, count(*) as total from present join profile_options po on po.profile_id = present.profile_id group by 1, 2
    ),
    everywhere as (
      select po.option_id, count(*) as total from listed join profile_options po on po.profile_id = listed.id where listed.everywhere group by 1
    )
    select w.id as ward_id, o.id as option_id, (coalesce(in_wards.total, 0) + coalesce(everywhere.total, 0))::int as total
    from ${wards} w
    cross join options o
    left join in_wards on in_wards.ward_id = w.id and in_wards.option_id = o.id
    left join everywhere on everywhere.option_id = o.id
    where o.active or exists (select 1 from profile_options used where used.option_id = o.id)`
}

/** A ward as the profile reads and lists show it. */
export const wardItem = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'number', ${alias}.number, 'name', ${alias}.name, 'name_en', ${alias}.name_en)`)

/** The wards a profile (of the query's ngo_profiles row) works in, in number order. */
export const workingWardItems = () =>
  sql<WardItem[]>`coalesce((select json_agg(${wardItem('w')} order by w.number) from ${profileWards} pw join ${wards} w on w.id = pw.ward_id where pw.profile_id = ${ngoProfiles.id}), '[]'::json)`

/** The profile's office ward, or null. */
export const officeWardItem = () =>
  sql<WardItem | null>`(select ${wardItem('w')} from ${wards} w where w.id = ${ngoProfiles.office_ward_id})`

/** Refuses (400) ward ids that name no ward: `field` says which field of the body. */
export async function assertWardsExist(executor: Executor, ids: number[], field: string) {
  if (ids.length === 0) return
  const found = await executor.select({ id: wards.id }).from(wards).where(inArray(wards.id, ids))
  const unknown = ids.filter((id) => !found.some((row) => row.id === id))
  if (unknown.length > 0) throw badRequest(`${field}: unknown ward ${unknown.join(', ')}`, { [field]: WARD_UNKNOWN })
}

export const WARD_UNKNOWN = 'unknown ward'

/** Replaces the wards a profile works in; every id must be a ward. */
export async function replaceWorkingWards(executor: Executor, profileId: number, ids: number[]) {
  await assertWardsExist(executor, ids, 'working_wards')
  await executor.delete(profileWards).where(eq(profileWards.profile_id, profileId))
  if (ids.length > 0) await executor.insert(profileWards).values(ids.map((wardId) => ({ profile_id: profileId, ward_id: wardId })))
}

/** Replaces the working wards of many profiles at once (the register import), a batch per statement. */
export async function replaceWorkingWardsOf(executor: Executor, links: { profileId: number; wardIds: number[] }[], batch = 500) {
  for (let start = 0; start < links.length; start += batch) {
    const part = links.slice(start, start + batch)
    await executor.delete(profileWards).where(inArray(profileWards.profile_id, part.map((link) => link.profileId)))
    const values = part.flatMap((link) => link.wardIds.map((wardId) => ({ profile_id: link.profileId, ward_id: wardId })))
    if (values.length) await executor.insert(profileWards).values(values)
  }
}
