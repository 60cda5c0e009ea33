// An NGO's people (decision 092): its NGO admins and members, each with a
// sign-in of their own. Their admins change roles and remove people; anyone
// may leave; a profile always keeps at least one admin. Membership is
// users.profile_id, so a person belongs to at most one NGO; every check of
// who may do what is in the query (lib/profile/access.ts).
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import { ngoProfiles, profileClaims, profileInvitations, users } from '@/db/schema'
import { ApiError, conflict, notFound } from '@/lib/api/errors'
import { recordAudit } from '@/lib/audit/log'
import { revokeUserSessions, type Viewer } from '@/lib/auth/session'
import { cached, changesHeard, TAGS } from '@/lib/cache'
import { db, type Executor } from '@/lib/db'
import { findReadableProfile, isProfileMember, isSuperAdmin, lockOwnProfile, lockProfileAsAdmin, PROFILE_NOT_FOUND, type NgoRole } from '@/lib/profile/access'
import { nepalDay } from '@/lib/sms/budget'
import { maskMobile } from './mask'
import { INVITATION_MAX_TRIES, INVITATIONS_PER_DAY, INVITATIONS_WAITING, PEOPLE_MESSAGES } from './messages'

export type Person = {
  id: number
  name: string
  role: NgoRole
  /** Masked: the first and last three digits. */
  mobile: string
  /** When this person last signed in (a session began), or null. */
  last_sign_in_at: string | null
  /** The profile's contact admin (ngo_profiles.user_id): the one the municipality's SMS go to. */
  is_contact: boolean
}

export type OpenInvitation = {
  id: number
  mobile: string
  role: NgoRole
  created_at: string
  expires_at: string
  invited_by: string | null
}

export type PeopleOfProfile = {
  people: Person[]
  invitations: OpenInvitation[]
  /** Invitations sent today (Nepal time) and the day's and the waiting limits. */
  invitations_today: number
  invitations_per_day: number
  invitations_waiting_limit: number
}

/** An invitation that can still be accepted. */
export function isOpenInvitation(now: Date) {
  return and(isNull(profileInvitations.accepted_at), isNull(profileInvitations.cancelled_at), gt(profileInvitations.expires_at, now), lt(profileInvitations.attempts, INVITATION_MAX_TRIES))
}

/** Invitations of a profile sent today (Nepal time) and those still open. */
export async function countInvitations(executor: Executor, profileId: number, now: Date) {
  const [counts] = await executor
    .select({
      today: sql<number>`count(*) filter (where ${profileInvitations.created_at} >= ${nepalDay(now).start.toISOString()}::timestamptz)::int`,
      open: sql<number>`count(*) filter (where ${isOpenInvitation(now)})::int`,
    })
    .from(profileInvitations)
    .where(eq(profileInvitations.profile_id, profileId))
  return { today: counts?.today ?? 0, open: counts?.open ?? 0 }
}

/** The people of a profile, admins first, then by name. */
async function readPeople(profileId: number): Promise<Person[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      mobile: users.mobile,
      last_sign_in_at: users.last_sign_in_at,
      contact: ngoProfiles.user_id,
    })
    .from(users)
    .innerJoin(ngoProfiles, eq(ngoProfiles.id, users.profile_id))
    .where(and(eq(users.profile_id, profileId), inArray(users.role, ['admin', 'user'])))
    .orderBy(sql`${users.role} = 'admin' desc`, asc(users.name), asc(users.id))
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role as NgoRole,
    mobile: maskMobile(row.mobile),
    last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
    is_contact: row.contact === row.id,
  }))
}

/** An invitation as the People section shows it, and its wrong tries so far. */
type KeptInvitation = { shown: OpenInvitation; attempts: number }

/**
 * A profile's people and the invitations that may still be open on a Nepal
 * day, kept until a change of its people, invitations or contact admin
 * (TAGS.people): `dayStart` is part of the key, so the day's count is exact
 * and the invitations that expire during the day are left out when read.
 */
const peopleOfProfileOnDay = cached(
  async (profileId: number, dayStart: string) => {
    const inviters = db.select({ id: users.id, name: users.name }).from(users).as('inviters')
    const [people, invitations, counts] = await Promise.all([
      readPeople(profileId),
      db
        .select({
          id: profileInvitations.id,
          mobile: profileInvitations.mobile,
          role: profileInvitations.role,
          created_at: profileInvitations.created_at,
          expires_at: profileInvitations.expires_at,
          attempts: profileInvitations.attempts,
          invited_by: inviters.name,
        })
        .from(profileInvitations)
        .leftJoin(inviters, eq(inviters.id, profileInvitations.invited_by))
        .where(and(eq(profileInvitations.profile_id, profileId), isOpenInvitation(new Date(dayStart))))
        .orderBy(desc(profileInvitations.created_at), desc(profileInvitations.id)),
      // Counted at the day's start: `today` is the day's invitations (its open count is not used).
      countInvitations(db, profileId, new Date(dayStart)),
    ])
    return {
      people,
      invitations: invitations.map(
        (row): KeptInvitation => ({
          shown: {
            id: row.id,
            mobile: maskMobile(row.mobile),
            role: row.role as NgoRole,
            created_at: row.created_at.toISOString(),
            expires_at: row.expires_at.toISOString(),
            invited_by: row.invited_by,
          },
          attempts: row.attempts,
        }),
      ),
      today: counts.today,
    }
  },
  'people-of-profile',
  // An inviter who left the NGO is named by no announcement of it: their renaming empties `personNames`.
  (profileId) => [TAGS.people(profileId), TAGS.personNames],
)

/**
 * GET ngo/{id}/members: the people of a profile and its open invitations.
 * Its own people read it (a member as well as an admin) and the super
 * administrator; to anyone else the profile is not found.
 */
export async function listPeople(viewer: Viewer, profileId: number, now: Date = new Date()): Promise<PeopleOfProfile> {
  if (!isProfileMember(viewer, profileId) && !isSuperAdmin(viewer)) throw notFound(PROFILE_NOT_FOUND)
  // That it exists, from the kept row of the access rule (a render reads it anyway).
  await findReadableProfile(viewer, profileId)
  const kept = await peopleOfProfileOnDay(profileId, nepalDay(now).start.toISOString())
  return {
    people: kept.people,
    // Open now: isOpenInvitation's test of the time and the tries, on the kept rows.
    invitations: kept.invitations
      .filter(({ shown, attempts }) => new Date(shown.expires_at) > now && attempts < INVITATION_MAX_TRIES)
      .map(({ shown }) => shown),
    invitations_today: kept.today,
    invitations_per_day: INVITATIONS_PER_DAY,
    invitations_waiting_limit: INVITATIONS_WAITING,
  }
}

/** One of the profile's people, locked for a change; another NGO's person (or nobody) is not found. */
async function lockPerson(executor: Executor, profileId: number, userId: number) {
  const [person] = await executor
    .select({ id: users.id, name: users.name, role: users.role, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.profile_id, profileId), inArray(users.role, ['admin', 'user'])))
    .for('update')
  if (!person) throw notFound(PEOPLE_MESSAGES.personNotFound)
  return person as typeof person & { role: NgoRole }
}

/** Refuses what would leave the profile without an admin (409); the profile's row is locked, so two at once cannot both pass. */
async function assertAnotherAdmin(executor: Executor, profileId: number, leaving: number) {
  const [other] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.profile_id, profileId), eq(users.role, 'admin'), ne(users.id, leaving)))
    .limit(1)
  if (!other) throw conflict(PEOPLE_MESSAGES.lastAdmin)
}

/** PUT ngo/{id}/members/{userId}: an NGO admin makes a person an admin or a member. */
export async function changeRole(viewer: Viewer, profileId: number, userId: number, role: NgoRole) {
  const person = await db.transaction(async (tx) => {
    await lockProfileAsAdmin(tx, viewer, profileId)
    const person = await lockPerson(tx, profileId, userId)
    if (person.role === role) return { ...person, role }
    if (person.role === 'admin') await assertAnotherAdmin(tx, profileId, person.id)
    await tx.update(users).set({ role, updated_at: new Date() }).where(eq(users.id, person.id))
    await recordAudit(tx, { actor: viewer, action: 'change_role', entity: 'user', entityId: person.id, profileId, before: { name: person.name, role: person.role }, after: { name: person.name, role } })
    return { ...person, role }
  })
  await changesHeard()
  return { id: person.id, name: person.name, role: person.role }
}

/**
 * DELETE ngo/{id}/members/{userId}: an NGO admin removes a person, and every
 * session of theirs ends at once (sessions are rows: their token and cookie
 * are refused from the next request on, on every instance); or a person
 * leaves (their own id), staying signed in as a person of no NGO. The last
 * admin can do neither (409).
 */
export async function removePerson(viewer: Viewer, profileId: number, userId: number): Promise<{ left: boolean }> {
  const leaving = userId === viewer.id
  await db.transaction(async (tx) => {
    if (leaving) await lockOwnProfile(tx, viewer, profileId)
    else await lockProfileAsAdmin(tx, viewer, profileId)
    const person = await lockPerson(tx, profileId, userId)
    if (person.role === 'admin') await assertAnotherAdmin(tx, profileId, person.id)
    await tx.update(users).set({ profile_id: null, role: 'user', updated_at: new Date() }).where(eq(users.id, person.id))
    if (!leaving) await revokeUserSessions(person.id, tx)
    await recordAudit(tx, {
      actor: viewer,
      action: leaving ? 'leave' : 'remove_member',
      entity: 'user',
      entityId: person.id,
      profileId,
      before: { name: person.name, role: person.role },
      after: null,
    })
  })
  // Heard before the answer: the removed person's kept viewer is gone from this instance too.
  await changesHeard()
  return { left: leaving }
}

/**
 * Makes a person one of a profile's people with a role, inside the caller's
 * transaction (an accepted invitation, a handover). Their claims of other
 * profiles still waiting for review are withdrawn: a person belongs to at
 * most one NGO.
 */
export async function joinProfile(executor: Executor, userId: number, profileId: number, role: NgoRole, now: Date) {
  await executor.update(users).set({ profile_id: profileId, role, updated_at: now }).where(eq(users.id, userId))
  await executor
    .update(profileClaims)
    .set({ status: 'refused', decided_at: now })
    .where(and(eq(profileClaims.user_id, userId), eq(profileClaims.status, 'pending')))
}

export function assertNgoPerson(viewer: Viewer) {
  if (viewer.role !== 'user' && viewer.role !== 'admin') throw new ApiError(403, 'Forbidden')
}
