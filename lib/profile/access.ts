// Who may read or write a profile: the one place that answers "may this
// session edit profile N" (decision 092). A profile's people are its NGO
// admins and members (users.profile_id); they, and the super administrator
// for reading, manage it. Reads ask the signed-in viewer (isProfileMember);
// every write, upload and file read asks the database in its own query
// (memberCondition), so a person removed a moment ago is refused even where
// their viewer is still kept: another NGO's profile is simply not found.
import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { ngoProfiles, users } from '@/db/schema'
import { z } from 'zod'
import { ApiError, notFound } from '@/lib/api/errors'
import { pathId } from '@/lib/api/input'
import type { Viewer } from '@/lib/auth/session'
import { db, type Executor } from '@/lib/db'
import { cached, TAGS } from '@/lib/cache'
import { PEOPLE_MESSAGES } from '@/lib/people/messages'

export const PROFILE_NOT_FOUND = 'Profile Not Found'

/** The path of a profile route: an id that cannot be a profile is simply not found. */
export const profileParams = z.object({ id: pathId(PROFILE_NOT_FOUND).describe('The NGO profile id') })
export const auditReportParams = profileParams.extend({ reportId: pathId('Audit Report Not Found').describe('The audit report id') })

export type ProfileVisibility = { status: string; is_verified: boolean }

/** Verified and active: what the public may see. */
export function isPublic(profile: ProfileVisibility) {
  return profile.status === 'active' && profile.is_verified
}

export function isSuperAdmin(viewer: Viewer | null | undefined): boolean {
  return viewer?.role === 'super_admin'
}

export function isNgoUser(viewer: Viewer | null | undefined): viewer is Viewer {
  return viewer?.role === 'user' || viewer?.role === 'admin'
}

/** One of the profile's people (an NGO admin or member), as this signed-in viewer says. */
export function isProfileMember(viewer: Viewer | null | undefined, profileId: number | null | undefined): viewer is Viewer {
  return isNgoUser(viewer) && profileId !== null && profileId !== undefined && viewer.ngo_profile_id === profileId
}

/** An NGO admin of the profile: invites, removes and changes the roles of its people. */
export function isProfileAdmin(viewer: Viewer | null | undefined, profileId: number | null | undefined): viewer is Viewer {
  return isProfileMember(viewer, profileId) && viewer.role === 'admin'
}

export type NgoRole = 'admin' | 'user'
export const NGO_ROLES: readonly NgoRole[] = ['admin', 'user']

/**
 * The condition "person `userId` is one of the people of the profile in
 * `profile`" (with one of `roles`), read in the query itself: what every
 * write puts in its where.
 */
export function memberCondition(userId: number, profile: AnyPgColumn | number = ngoProfiles.id, roles: readonly NgoRole[] = NGO_ROLES): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.profile_id, profile), inArray(users.role, [...roles]))),
  )
}

export const ADMIN_ONLY = PEOPLE_MESSAGES.adminOnly

export type ProfileAccess = { id: number; user_id: number | null; status: string; is_verified: boolean; isOwner: boolean; canManage: boolean }

/**
 * The profile if this viewer may read it: its people and the super
 * administrator always, anyone else only while it is verified and active.
 * Otherwise 404. `isOwner`: the viewer is one of its people.
 */
function readAccessRow(executor: Executor, profileId: number) {
  return executor
    .select({ id: ngoProfiles.id, user_id: ngoProfiles.user_id, status: ngoProfiles.status, is_verified: ngoProfiles.is_verified })
    .from(ngoProfiles)
    .where(eq(ngoProfiles.id, profileId))
    .then(([profile]) => profile ?? null)
}

/** Who owns a profile and whether it is public, kept until the profile changes (an unknown id too: guessed ids do not reach the database each time). */
const keptAccessRow = cached((profileId: number) => readAccessRow(db, profileId), 'profile-access', (profileId) => [TAGS.profile(profileId)], { maxEntries: 20_000 })

export async function findReadableProfile(viewer: Viewer | null, profileId: number, executor: Executor = db): Promise<ProfileAccess> {
  // Inside a transaction the row is read there; otherwise the kept row serves.
  const profile = executor === db ? await keptAccessRow(profileId) : await readAccessRow(executor, profileId)
  if (!profile) throw notFound(PROFILE_NOT_FOUND)
  const isOwner = isProfileMember(viewer, profile.id)
  const canManage = isOwner || isSuperAdmin(viewer)
  if (!canManage && !isPublic(profile)) throw notFound(PROFILE_NOT_FOUND)
  return { ...profile, isOwner, canManage }
}

/** Documents and audit reports are shown only to signed-in viewers (spec section 2). */
export function requireSignedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw new ApiError(401, 'Please sign in to view documents')
  return viewer
}

/**
 * Locks the viewer's own profile for a write: one the viewer is an admin or
 * member of, asked in the query. Only an NGO's people edit its profile; a
 * profile of another NGO is not found. `lock: false` reads it without the
 * lock (an upload, which writes no profile row).
 */
export async function lockOwnProfile(executor: Executor, viewer: Viewer, profileId: number, { lock = true }: { lock?: boolean } = {}) {
  if (!isNgoUser(viewer)) throw new ApiError(403, 'Forbidden')
  const query = executor.select().from(ngoProfiles).where(and(eq(ngoProfiles.id, profileId), memberCondition(viewer.id)))
  const [profile] = lock ? await query.for('update') : await query
  if (!profile) throw notFound(PROFILE_NOT_FOUND)
  return profile
}

/**
 * Locks a profile for what only its NGO admins do (invite, remove, change a
 * role). A member who is not an admin is told so (403); anyone else finds no
 * profile (404).
 */
export async function lockProfileAsAdmin(executor: Executor, viewer: Viewer, profileId: number) {
  const profile = await lockOwnProfile(executor, viewer, profileId)
  const [admin] = await executor.select({ one: sql`1` }).from(ngoProfiles).where(and(eq(ngoProfiles.id, profileId), memberCondition(viewer.id, ngoProfiles.id, ['admin'])))
  if (!admin) throw new ApiError(403, ADMIN_ONLY)
  return profile
}

/**
 * Whether this viewer may read the private files of a profile (documents,
 * audit reports): its people and the super administrator, asked in the
 * database so a removed member is refused at once.
 */
export async function mayReadPrivateFiles(viewer: Viewer, profileId: number, executor: Executor = db): Promise<boolean> {
  if (isSuperAdmin(viewer)) return true
  if (!isNgoUser(viewer)) return false
  const [row] = await executor.select({ one: sql`1` }).from(ngoProfiles).where(and(eq(ngoProfiles.id, profileId), memberCondition(viewer.id)))
  return !!row
}

/**
 * Reads something of a profile for a viewer. The read itself does not depend
 * on who asks, only whether they may see it: it is kept once per profile
 * (tagged with the profile and the reference content whose names it shows),
 * until a committed change of either, and shared by every viewer the access
 * rule lets through (decision 012). The portal's own writes are heard before
 * they answer, so an owner reads back what they saved.
 */
export async function readProfilePart<T>(viewer: Viewer | null, profileId: number, part: string, read: (profileId: number) => Promise<T>): Promise<T> {
  await findReadableProfile(viewer, profileId)
  return keptPart(part, read)(profileId)
}

const partReads = new Map<string, (profileId: number) => Promise<unknown>>()

/** One kept read per part (its first reader's function: each part has one). */
function keptPart<T>(part: string, read: (profileId: number) => Promise<T>): (profileId: number) => Promise<T> {
  let kept = partReads.get(part)
  if (!kept) {
    kept = cached(read, `profile-part-${part}`, (profileId) => [TAGS.profile(profileId), TAGS.reference], { maxEntries: 5_000 })
    partReads.set(part, kept)
  }
  return kept as (profileId: number) => Promise<T>
}
