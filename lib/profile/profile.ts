// The NGO profile itself: read, list, create, update, verify (spec section 7).
import { and, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { ngoProfiles, options, organizationTypes, profileOptions, profileSearch as profileSearchTable, renewalSubmissions, users, type NgoProfile } from '@/db/schema'
import { badRequest, conflict, forbidden, notFound } from '@/lib/api/errors'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { cached, changesHeard, TAGS } from '@/lib/cache'
import { kathmanduToday, toLatinDigits } from '@/lib/calendar'
import { escapeLike } from '@/lib/content/reference'
import { db, type Executor } from '@/lib/db'
import { claimFile, fileUrl } from '@/lib/files/upload'
import {
  isNgoUser,
  isProfileMember,
  isSuperAdmin,
  lockOwnProfile,
  memberCondition,
  PROFILE_NOT_FOUND,
  readProfilePart,
} from '@/lib/profile/access'
import type { Completeness } from '@/lib/profile/completeness'
import { hasPendingClaim } from '@/lib/profile/claims'
import { completenessOf, refreshCompleteness } from '@/lib/profile/completeness-store'
import { DAO_MISMATCH_MESSAGE, normalizeNumberText, normalizeWebsite, registrationFiscalYear, sameRegistrationNumber } from '@/lib/profile/normalize'
import { profileSearch, type ProfileSearch } from '@/lib/profile/search'
import { assertWardsExist, inWard, listedProfile, officeWardItem, replaceWorkingWards, workingWardItems, type WardItem } from '@/lib/profile/wards'
import { claimSectionVersions, profileVersion, readSectionVersions, sectionsOfProfileSave, type ProfileSection, type SectionVersions } from '@/lib/profile/versions'
import { REGISTER_MESSAGES } from '@/lib/register/messages'
import type { Standing } from '@/lib/renewals/standing'
import { currentCycleOn, currentSubmissionJoin, standingCondition, standingOfRow, submissionColumns, type CurrentCycle } from '@/lib/renewals/standings'
import { FLAG_COLUMNS, OWNER_ONLY_COLUMNS } from '@/lib/profile/columns'
import {
  LALITPUR_DISTRICT_NAME,
  PROFILE_DATE_FIELDS,
  PROFILE_NUMBER_FIELDS,
  STRUCTURE_COUNT_FIELDS,
  type ProfileListQuery,
  type ProfileSaveInput,
  type ProfileStatusInput,
  type SearchField,
} from '@/lib/profile/schemas'

export { DAO_MISMATCH_MESSAGE } from '@/lib/profile/normalize'

type OptionItem = { id: number; name: string; name_en: string | null }
type OptionType = 'thematic-scope' | 'target-group'

function optionItems(type: OptionType) {
  return sql<OptionItem[]>`coalesce((select json_agg(json_build_object('id', o.id, 'name', o.name, 'name_en', o.name_en) order by o.id) from profile_options po join options o on o.id = po.option_id where po.profile_id = ngo_profiles.id and o.type = ${type}), '[]'::json)`
}

// ---------------------------------------------------------------- shapes

const STRUCTURE_GROUPS = ['ordinary_member', 'working_committee', 'employee', 'volunteer'] as const

/** Each profile-level group's computed total (read-only in the interface). */
export function structureTotals(row: Pick<NgoProfile, (typeof STRUCTURE_COUNT_FIELDS)[number]>) {
  const totals = {} as Record<`${(typeof STRUCTURE_GROUPS)[number]}_total`, number>
  for (const group of STRUCTURE_GROUPS) totals[`${group}_total`] = row[`${group}_male`] + row[`${group}_female`] + row[`${group}_lgbtqi`]
  return totals
}

type ProfileRow = NgoProfile & {
  type: string | null
  type_en: string | null
  subjective_works: OptionItem[]
  target_group_categories: OptionItem[]
  /** Where the NGO is (decision 098): its office ward and the wards it works in. */
  office_ward: WardItem | null
  working_wards: WardItem[]
}


type HiddenColumn = (typeof FLAG_COLUMNS)[number] | (typeof OWNER_ONLY_COLUMNS)[number]
export type PublicProfileColumn = Exclude<keyof NgoProfile, HiddenColumn>

/** The profile's own columns everyone may read, in table order (the open data export publishes these). */
export const PUBLIC_PROFILE_COLUMNS = (Object.keys(getTableColumns(ngoProfiles)) as (keyof NgoProfile)[]).filter(
  (column): column is PublicProfileColumn => !([...FLAG_COLUMNS, ...OWNER_ONLY_COLUMNS] as string[]).includes(column),
)

export type PublicProfile = Omit<ProfileRow, (typeof FLAG_COLUMNS)[number] | (typeof OWNER_ONLY_COLUMNS)[number]> &
  ReturnType<typeof structureTotals> & { logo_url: string | null; completeness: Completeness; complete: 0 | 1 }
/** What the owner and the super administrator also get: the versions a save sends back (decision 059). */
export type ProfileVersions = { version: number; section_versions: Record<ProfileSection, number> }
export type ApiProfile = PublicProfile & Partial<Pick<ProfileRow, (typeof OWNER_ONLY_COLUMNS)[number]>> & Partial<ProfileVersions>

function versionsOf(versions: SectionVersions): ProfileVersions {
  const sectionVersions = Object.fromEntries(Object.entries(versions).map(([section, entry]) => [section, entry.version])) as Record<ProfileSection, number>
  return { version: profileVersion(versions), section_versions: sectionVersions }
}

/**
 * A profile as the API returns it. Everyone gets the organisation's own details
 * (its contacts are public by nature); owners and the super administrator also
 * get the account link and the timestamps. The flags travel under the spec's
 * names in `completeness`.
 */
function toApiProfile(row: ProfileRow, full: boolean, versions?: SectionVersions): ApiProfile {
  const fields: Record<string, unknown> = { ...row }
  for (const column of [...FLAG_COLUMNS, ...(full ? [] : OWNER_ONLY_COLUMNS)]) delete fields[column]
  const completeness = completenessOf(row)
  const profile = { ...(fields as PublicProfile), logo_url: fileUrl(row.logo), ...structureTotals(row), completeness, complete: completeness.complete }
  return full && versions ? { ...profile, ...versionsOf(versions) } : profile
}



async function readProfileRow(executor: Executor, profileId: number): Promise<ProfileRow | undefined> {
  const [row] = await executor
    .select({
      profile: ngoProfiles,
      type: organizationTypes.type,
      type_en: organizationTypes.type_en,
      subjective_works: optionItems('thematic-scope'),
      target_group_categories: optionItems('target-group'),
      office_ward: officeWardItem(),
      working_wards: workingWardItems(),
    })
    .from(ngoProfiles)
    .leftJoin(organizationTypes, eq(organizationTypes.id, ngoProfiles.organization_type_id))
    .where(eq(ngoProfiles.id, profileId))
  return (
    row && {
      ...row.profile,
      type: row.type,
      type_en: row.type_en,
      subjective_works: row.subjective_works,
      target_group_categories: row.target_group_categories,
      office_ward: row.office_ward,
      working_wards: row.working_wards,
    }
  )
}

// ---------------------------------------------------------------- reads

/** The row with its sections' versions, read first (lib/profile/versions.ts says why). */
async function readVersionedRow(executor: Executor, profileId: number) {
  const versions = await readSectionVersions(executor, profileId)
  const row = await readProfileRow(executor, profileId)
  return row && { row, versions }
}

const keptProfileRow = cached((profileId: number) => readVersionedRow(db, profileId), 'profile-row', (profileId) => [TAGS.profile(profileId), TAGS.reference], { maxEntries: 5_000 })

/**
 * The whole profile of a kept row, made once per read: like the public part,
 * every reader gets the same object until the row changes, so markup made of
 * it once (components/typed-html.ts `markupOnce`) is found again. Read only.
 */
const fullProfiles = new WeakMap<object, ApiProfile>()

/** GET ngo/profile/{id}. */
export async function getProfile(viewer: Viewer | null, profileId: number): Promise<ApiProfile> {
  const full = isSuperAdmin(viewer) || isProfileMember(viewer, profileId)
  if (full) {
    // Its people's and the super administrator's view: the whole row, kept like every profile read (access.ts).
    const kept = await keptProfileRow(profileId)
    if (!kept) throw notFound(PROFILE_NOT_FOUND)
    let profile = fullProfiles.get(kept)
    if (!profile) fullProfiles.set(kept, (profile = toApiProfile(kept.row, true, kept.versions)))
    return profile
  }
  return readProfilePart(viewer, profileId, 'profile', async (id) => {
    const row = await readProfileRow(db, id)
    if (!row) throw notFound(PROFILE_NOT_FOUND)
    return toApiProfile(row, false)
  })
}

/** GET ngo/{id}/target-group-or-thematic-scope. */
export function getProfileOptions(viewer: Viewer | null, profileId: number) {
  return readProfilePart(viewer, profileId, 'options', async (id) => {
    const [row] = await db
      .select({ subjectiveWorks: optionItems('thematic-scope'), targetGroupCategories: optionItems('target-group') })
      .from(ngoProfiles)
      .where(eq(ngoProfiles.id, id))
    return row
  })
}

/** GET ngo/{id}/profile-complete. */
export function getProfileCompleteness(viewer: Viewer | null, profileId: number): Promise<Completeness> {
  return readProfilePart(viewer, profileId, 'completeness', async (id) => {
    const [row] = await db.select().from(ngoProfiles).where(eq(ngoProfiles.id, id))
    return completenessOf(row)
  })
}

// ---------------------------------------------------------------- list

const SEARCH_COLUMNS: Record<SearchField, AnyPgColumn> = {
  name: ngoProfiles.name,
  name_en: ngoProfiles.name_en,
  location: ngoProfiles.location,
  phone: ngoProfiles.phone,
  contact_person: ngoProfiles.contact_person_name,
  head_person: ngoProfiles.head_person_name,
  dao_registration_no: ngoProfiles.dao_registration_no,
}

/** The cycle in force and today's Kathmandu date: what the standing filter compares with (decision 080). */
export type RenewalContext = { cycle: CurrentCycle | null; today: string }

/** The list's filters as conditions: `everything` is the super administrator's list (every status), else the public one. */
export function listConditions(query: ProfileListQuery, everything: boolean, search: ProfileSearch | null, renewal?: RenewalContext): SQL[] {
  const conditions: SQL[] = []
  if (everything) {
    if (query.standing) conditions.push(standingCondition(query.standing, renewal?.cycle ?? null, renewal?.today ?? kathmanduToday()))
    if (query.status) conditions.push(eq(ngoProfiles.status, query.status))
    if (query.verified !== undefined) conditions.push(eq(ngoProfiles.is_verified, query.verified))
    if (query.complete_data !== undefined) conditions.push(eq(ngoProfiles.is_complete, query.complete_data))
  } else {
    conditions.push(listedProfile())
    // The same rule on the narrow search table, so a search narrows before it joins.
    if (search) conditions.push(search.listed)
  }
  if (query.search) {
    const search = query.search_by === 'dao_registration_no' ? toLatinDigits(query.search) : query.search
    const pattern = `%${escapeLike(search)}%`
    const columns = query.search_by ? [SEARCH_COLUMNS[query.search_by]] : [ngoProfiles.name, ngoProfiles.name_en]
    conditions.push(or(...columns.map((column) => ilike(column, pattern)))!)
  }
  if (search) conditions.push(search.where)
  for (const optionId of [query.thematic_scope, query.target_group]) {
    if (optionId !== undefined) {
      conditions.push(sql`exists (select 1 from profile_options po where po.profile_id = ngo_profiles.id and po.option_id = ${optionId})`)
    }
  }
  if (query.ward !== undefined) conditions.push(inWard(query.ward))
  return conditions
}

async function queryProfiles(query: ProfileListQuery, everything: boolean, today: string) {
  const renewal = { cycle: await currentCycleOn(today), today }
  if (!query.q) return selectProfiles(db, query, everything, null, renewal)
  const text = query.q
  return db.transaction(async (tx) => selectProfiles(tx, query, everything, await profileSearch(tx, text), renewal))
}

/** True when nothing but the free text (and, for the public, the public rule) narrows the list. */
function freeTextOnly(query: ProfileListQuery, everything: boolean) {
  const adminFilters = everything && (query.status !== undefined || query.verified !== undefined || query.complete_data !== undefined || query.standing !== undefined)
  return !query.search && query.thematic_scope === undefined && query.target_group === undefined && query.ward === undefined && !adminFilters
}

/** A page of the list; with a free-text search, best match first. */
async function selectProfiles(executor: Executor, query: ProfileListQuery, everything: boolean, search: ProfileSearch | null, renewal: RenewalContext) {
  const where = and(...listConditions(query, everything, search, renewal))
  const selected = executor
    .select({
      id: ngoProfiles.id,
      logo: ngoProfiles.logo,
      name: ngoProfiles.name,
      name_en: ngoProfiles.name_en,
      name_acronym: ngoProfiles.name_acronym,
      organization_type_id: ngoProfiles.organization_type_id,
      type: organizationTypes.type,
      type_en: organizationTypes.type_en,
      location: ngoProfiles.location,
      office_ward: officeWardItem(),
      phone: ngoProfiles.phone,
      email: ngoProfiles.email,
      website: ngoProfiles.website,
      contact_person_name: ngoProfiles.contact_person_name,
      contact_person_phone: ngoProfiles.contact_person_phone,
      head_person_name: ngoProfiles.head_person_name,
      dao_registration_no: ngoProfiles.dao_registration_no,
      dao_registration_date: ngoProfiles.dao_registration_date,
      registration_fiscal_year: ngoProfiles.registration_fiscal_year,
      subjective_works: optionItems('thematic-scope'),
      target_group_categories: optionItems('target-group'),
      status: ngoProfiles.status,
      is_verified: ngoProfiles.is_verified,
      is_complete: ngoProfiles.is_complete,
      ...submissionColumns,
    })
    .from(ngoProfiles)
    .leftJoin(organizationTypes, eq(organizationTypes.id, ngoProfiles.organization_type_id))
    // The NGO's current submission for the cycle in force (at most one: a partial unique index); none without a cycle.
    .leftJoin(renewalSubmissions, currentSubmissionJoin(renewal.cycle?.id ?? 0))
    .$dynamic()
  const offset = (query.page - 1) * query.limit
  let rows: Awaited<typeof selected>
  let total: number
  if (search && freeTextOnly(query, everything)) {
    // Only the free text narrows the list: rank and count on the narrow search
    // table alone, and read the wide profile rows of one page only.
    const matching = everything ? search.where : and(search.where, search.listed)
    const ranked = executor
      .select({ profile_id: profileSearchTable.profile_id, rank: sql<number>`${search.rank}`.as('rank') })
      .from(profileSearchTable)
      .where(matching)
      .orderBy(desc(search.rank), desc(profileSearchTable.profile_id))
      .limit(query.limit)
      .offset(offset)
      .as('ranked')
    rows = await selected
      .innerJoin(ranked, eq(ranked.profile_id, ngoProfiles.id))
      .where(and(...listConditions(query, everything, null, renewal)))
      .orderBy(desc(ranked.rank), desc(ngoProfiles.id))
    ;[{ total }] = await executor.select({ total: count() }).from(profileSearchTable).where(matching)
  } else {
    const counted = executor.select({ total: count() }).from(ngoProfiles).$dynamic()
    // A search reads the profile's words from the narrow search table.
    const joinSearch = eq(profileSearchTable.profile_id, ngoProfiles.id)
    rows = await (search ? selected.innerJoin(profileSearchTable, joinSearch) : selected)
      .where(where)
      .orderBy(...(search ? [desc(search.rank), desc(ngoProfiles.id)] : [desc(ngoProfiles.id)]))
      .limit(query.limit)
      .offset(offset)
    ;[{ total }] = await (search ? counted.innerJoin(profileSearchTable, joinSearch) : counted).where(where)
  }
  // The public list carries the organisation's own contacts, not its people's mobiles (PERSONAL_CONTACT_COLUMNS).
  const ngoProfileRows = rows.map(({ status, is_verified, is_complete, contact_person_phone, renewal_state, renewal_submitted_at, renewal_decided_at, ...row }) => {
    // Only an admitted (verified) NGO renews; its standing in the cycle in force (decision 080).
    const standing: ListStanding | null =
      renewal.cycle && is_verified ? { financial_year: renewal.cycle.financial_year, standing: standingOfRow(renewal.cycle, { renewal_state, renewal_submitted_at, renewal_decided_at }, renewal.today) } : null
    const listed = { ...row, logo_url: fileUrl(row.logo), renewal: standing }
    return everything ? { ...listed, contact_person_phone, status, is_verified, complete: is_complete ? 1 : 0 } : listed
  })
  return { ngoProfiles: ngoProfileRows, total, page: query.page, limit: query.limit }
}

/** A list row's renewal standing in the cycle in force. */
export type ListStanding = { financial_year: string; standing: Standing }

// Kept per query and Kathmandu day: the standing shown in each row changes at midnight without a write (decision 080).
const listPublicProfiles = cached((query: ProfileListQuery, today: string) => queryProfiles(query, false, today), 'profile-list-public', [TAGS.listing])
// The filtered admin list costs tens of milliseconds of database time at 100 000 profiles: kept per query too.
const listEveryProfile = cached((query: ProfileListQuery, today: string) => queryProfiles(query, true, today), 'profile-list-admin', [TAGS.listing, TAGS.registry], { maxEntries: 500 })

/**
 * GET ngo/profile, the home page list and the admin list. The super
 * administrator sees every profile and may filter by status, verification and
 * completeness; everyone else sees verified, active profiles only. `q` is a
 * ranked, typo-tolerant free-text search (lib/profile/search.ts); it combines
 * with every other filter. Both lists are cached until a committed change of
 * a listed profile (lib/cache).
 */
export function listProfiles(viewer: Viewer | null, query: ProfileListQuery, now: Date = new Date()) {
  const today = kathmanduToday(now)
  return isSuperAdmin(viewer) ? listEveryProfile(query, today) : listPublicProfiles(query, today)
}

// ---------------------------------------------------------------- writes

export type ProfileValues = Partial<typeof ngoProfiles.$inferInsert>

const TEXT_FIELDS = [
  'name',
  'name_en',
  'name_acronym',
  'location',
  'phone',
  'email',
  'contact_person_name',
  'contact_person_post',
  'contact_person_phone',
  'contact_person_email',
  'head_person_name',
  'head_person_post',
  'head_person_phone',
  'head_person_email',
  'dao_district',
  'dao_district_name',
  'vision',
  'mission',
  'goal',
  'objectives',
  'program_area',
  'thematic_scope',
  'major_programs',
  'target_group',
  'major_achievements',
  'major_challenges',
] as const

/**
 * Spec section 5: the body as stored, the organization type taken as given
 * (profileValues checks it; the register import checks every row's at once).
 * Only keys that were sent are set.
 */
export function profileColumnValues(input: ProfileSaveInput): ProfileValues {
  const values: Record<string, unknown> = {}
  for (const field of TEXT_FIELDS) if (input[field] !== undefined) values[field] = input[field]
  for (const field of PROFILE_NUMBER_FIELDS) if (input[field] !== undefined) values[field] = normalizeNumberText(input[field])
  for (const field of PROFILE_DATE_FIELDS) if (input[field] !== undefined) values[field] = input[field]
  for (const field of STRUCTURE_COUNT_FIELDS) if (input[field] !== undefined) values[field] = input[field]
  if (input.dao_registration_date !== undefined) values.registration_fiscal_year = registrationFiscalYear(input.dao_registration_date)
  if (input.dao_district === 'lalitpur') values.dao_district_name = LALITPUR_DISTRICT_NAME
  if (input.website !== undefined) {
    const website = normalizeWebsite(input.website)
    if (website === undefined) throw badRequest('website must be a web address', { website: 'must be a web address' })
    values.website = website
  }
  if (input.organization_type_id !== undefined) values.organization_type_id = input.organization_type_id
  if (input.office_ward_id !== undefined) values.office_ward_id = input.office_ward_id
  if (input.whole_municipality !== undefined) values.whole_municipality = input.whole_municipality
  return values as ProfileValues
}

/** The body as stored, its organization type checked. */
async function profileValues(executor: Executor, input: ProfileSaveInput): Promise<ProfileValues> {
  if (input.organization_type_id !== undefined && input.organization_type_id !== null) {
    const [type] = await executor.select({ id: organizationTypes.id }).from(organizationTypes).where(eq(organizationTypes.id, input.organization_type_id))
    if (!type) throw badRequest('organization_type_id: unknown organization type', { organization_type_id: 'unknown organization type' })
  }
  if (input.office_ward_id !== undefined && input.office_ward_id !== null) await assertWardsExist(executor, [input.office_ward_id], 'office_ward_id')
  return profileColumnValues(input)
}

/**
 * Spec section 8: a profile's DAO registration number must be the one the
 * account signed up with, unless the NGO confirms the change, which then
 * updates the account as well.
 */
async function checkDaoRegistrationNo(executor: Executor, viewer: Viewer, input: ProfileSaveInput, profileId: number | null) {
  const next = input.dao_registration_no === undefined ? undefined : normalizeNumberText(input.dao_registration_no)
  if (!next) return
  const [user] = await executor.select({ dao_registration_no: users.dao_registration_no }).from(users).where(eq(users.id, viewer.id)).for('update')
  if (!user || sameRegistrationNumber(user.dao_registration_no, next)) return
  if (user.dao_registration_no && !input.update_dao_registration_no) throw conflict(DAO_MISMATCH_MESSAGE)
  await executor.update(users).set({ dao_registration_no: next, updated_at: new Date() }).where(eq(users.id, viewer.id))
  await recordAudit(executor, {
    actor: viewer,
    action: 'update',
    entity: 'user',
    entityId: viewer.id,
    profileId,
    before: { dao_registration_no: user.dao_registration_no },
    after: { dao_registration_no: next },
  })
}

/** Replaces the profile's links of one option type; every id must be an option of that type. */
async function replaceOptionLinks(executor: Executor, profileId: number, type: OptionType, ids: number[], field: string) {
  if (ids.length > 0) {
    const found = await executor.select({ id: options.id }).from(options).where(and(inArray(options.id, ids), eq(options.type, type)))
    if (found.length !== ids.length) {
      const unknown = ids.filter((optionId) => !found.some((row) => row.id === optionId))
      throw badRequest(`${field}: unknown ${type} ${unknown.join(', ')}`, { [field]: `unknown ${type}` })
    }
  }
  await executor
    .delete(profileOptions)
    .where(
      and(
        eq(profileOptions.profile_id, profileId),
        inArray(profileOptions.option_id, executor.select({ id: options.id }).from(options).where(eq(options.type, type))),
      ),
    )
  if (ids.length > 0) await executor.insert(profileOptions).values(ids.map((optionId) => ({ profile_id: profileId, option_id: optionId })))
}

async function saveLinks(executor: Executor, viewer: Viewer, profileId: number, input: ProfileSaveInput) {
  if (input.subjective_works !== undefined) await replaceOptionLinks(executor, profileId, 'thematic-scope', input.subjective_works, 'subjective_works')
  if (input.target_group_categories !== undefined) {
    await replaceOptionLinks(executor, profileId, 'target-group', input.target_group_categories, 'target_group_categories')
  }
  if (input.working_wards !== undefined) await replaceWorkingWards(executor, profileId, input.working_wards)
  if (input.logo) await claimFile(executor, viewer, input.logo, { purpose: 'logo', profileId, field: 'logo' })
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0; current && depth < 5; depth++) {
    if (current.code === '23505' && current.constraint === constraint) return true
    current = current.cause as typeof current
  }
  return false
}

/** POST ngo/profile: an NGO user's first save creates its one profile. */
export async function createProfile(viewer: Viewer, input: ProfileSaveInput) {
  if (!isNgoUser(viewer)) throw forbidden()
  let profileId: number
  try {
    profileId = await db.transaction(async (tx) => {
      // A person belongs to at most one NGO: its admin creates the profile once, its members join it.
      const [person] = await tx.select({ profile_id: users.profile_id }).from(users).where(eq(users.id, viewer.id)).for('update')
      if (person?.profile_id) throw conflict('Profile already exists')
      // A claimed profile may yet become theirs: a second one of their own would be a duplicate.
      if (await hasPendingClaim(viewer.id, tx)) throw conflict(REGISTER_MESSAGES.claimPending)
      await checkDaoRegistrationNo(tx, viewer, input, null)
      const values = await profileValues(tx, input)
      const [created] = await tx
        .insert(ngoProfiles)
        .values({ ...values, name: values.name as string, user_id: viewer.id, logo: null })
        .returning({ id: ngoProfiles.id })
      await saveLinks(tx, viewer, created.id, input)
      if (input.logo) await tx.update(ngoProfiles).set({ logo: input.logo }).where(eq(ngoProfiles.id, created.id))
      await claimSectionVersions(tx, created.id, sectionsOfProfileSave(input), undefined)
      await refreshCompleteness(tx, created.id)
      const after = await readProfileRow(tx, created.id)
      // Its creator is its NGO admin from now on (the members migration's trigger, decision 092).
      await recordAudit(tx, { actor: { id: viewer.id, role: 'admin' }, action: 'create', entity: 'ngo_profile', entityId: created.id, profileId: created.id, after })
      return created.id
    })
  } catch (error) {
    if (isUniqueViolation(error, 'ngo_profiles_user_unique')) throw conflict('Profile already exists')
    throw error
  }
  await changesHeard()
  const saved = await readVersionedRow(db, profileId)
  return toApiProfile(saved!.row, true, saved!.versions)
}

/**
 * PUT ngo/profile/{id}: only the keys sent change. With a base version, a
 * save is refused (409) when a section it writes was saved after that
 * version (decision 059); sections it does not write may have changed.
 */
export async function updateProfile(viewer: Viewer, profileId: number, input: ProfileSaveInput, options: { baseVersion?: number } = {}) {
  await db.transaction(async (tx) => {
    await lockOwnProfile(tx, viewer, profileId)
    await claimSectionVersions(tx, profileId, sectionsOfProfileSave(input), options.baseVersion)
    const before = await readProfileRow(tx, profileId)
    await checkDaoRegistrationNo(tx, viewer, input, profileId)
    const values = await profileValues(tx, input)
    await saveLinks(tx, viewer, profileId, input)
    if (input.logo !== undefined) values.logo = input.logo
    await tx
      .update(ngoProfiles)
      .set({ ...values, updated_at: new Date() })
      .where(and(eq(ngoProfiles.id, profileId), memberCondition(viewer.id)))
    await refreshCompleteness(tx, profileId)
    const after = await readProfileRow(tx, profileId)
    await recordAudit(tx, { actor: viewer, action: 'update', entity: 'ngo_profile', entityId: profileId, profileId, before, after })
  })
  await changesHeard()
  const saved = await readVersionedRow(db, profileId)
  return toApiProfile(saved!.row, true, saved!.versions)
}

/**
 * PUT ngo/profile/{id}/status, super administrator only. Verify (status
 * active) also sets is_verified; Set Inactive changes only the status, so a
 * verified profile stays verified (docs/decisions/003).
 */
export async function setProfileStatus(viewer: Viewer, profileId: number, input: ProfileStatusInput) {
  if (!isSuperAdmin(viewer)) throw forbidden()
  const profile = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: ngoProfiles.id, status: ngoProfiles.status, is_verified: ngoProfiles.is_verified, verified_at: ngoProfiles.verified_at })
      .from(ngoProfiles)
      .where(eq(ngoProfiles.id, profileId))
      .for('update')
    if (!before) throw notFound(PROFILE_NOT_FOUND)
    const changes =
      input.status === 'active'
        ? { status: 'active' as const, is_verified: true, verified_at: before.is_verified && before.verified_at ? before.verified_at : new Date() }
        : { status: 'inactive' as const }
    const [after] = await tx
      .update(ngoProfiles)
      .set({ ...changes, updated_at: new Date() })
      .where(eq(ngoProfiles.id, profileId))
      .returning({ id: ngoProfiles.id, status: ngoProfiles.status, is_verified: ngoProfiles.is_verified, verified_at: ngoProfiles.verified_at })
    await recordAudit(tx, { actor: viewer, action: 'status', entity: 'ngo_profile', entityId: profileId, profileId, before, after })
    return after
  })
  await changesHeard()
  return profile
}
