// Who may read or write a profile. Writes put the owner in the query itself:
// another NGO's profile is simply not found.
import { and, eq } from 'drizzle-orm'
import { ngoProfiles } from '@/db/schema'
import { z } from 'zod'
import { ApiError, notFound } from '@/lib/api/errors'
import { pathId } from '@/lib/api/input'
import type { Viewer } from '@/lib/auth/session'
import { db, type Executor } from '@/lib/db'
import { cached, TAGS } from '@/lib/cache'

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

export type ProfileAccess = { id: number; user_id: number | null; status: string; is_verified: boolean; isOwner: boolean; canManage: boolean }

/**
 * The profile if this viewer may read it: its owner and the super administrator
 * always, anyone else only while it is verified and active. Otherwise 404.
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
  const isOwner = !!viewer && profile.user_id === viewer.id
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
 * Locks the viewer's own profile for a write. Only NGO users edit profiles; a
 * profile of someone else is not found.
 */
export async function lockOwnProfile(executor: Executor, viewer: Viewer, profileId: number) {
  if (!isNgoUser(viewer)) throw new ApiError(403, 'Forbidden')
  const [profile] = await executor
    .select()
    .from(ngoProfiles)
    .where(and(eq(ngoProfiles.id, profileId), eq(ngoProfiles.user_id, viewer.id)))
    .for('update')
  if (!profile) throw notFound(PROFILE_NOT_FOUND)
  return profile
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
