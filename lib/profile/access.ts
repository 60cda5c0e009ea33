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
export async function findReadableProfile(viewer: Viewer | null, profileId: number, executor: Executor = db): Promise<ProfileAccess> {
  const [profile] = await executor
    .select({ id: ngoProfiles.id, user_id: ngoProfiles.user_id, status: ngoProfiles.status, is_verified: ngoProfiles.is_verified })
    .from(ngoProfiles)
    .where(eq(ngoProfiles.id, profileId))
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
 * Reads something of a profile for a viewer. Signed-out visitors read through
 * the data cache (tagged with the profile and the reference content whose
 * names it shows); a signed-in viewer may be the owner and always reads fresh data.
 */
export async function readProfilePart<T>(viewer: Viewer | null, profileId: number, part: string, read: (profileId: number) => Promise<T>): Promise<T> {
  if (viewer) {
    await findReadableProfile(viewer, profileId)
    return read(profileId)
  }
  const publicRead = cached(
    async (id: number) => {
      const [profile] = await db
        .select({ status: ngoProfiles.status, is_verified: ngoProfiles.is_verified })
        .from(ngoProfiles)
        .where(eq(ngoProfiles.id, id))
      return profile && isPublic(profile) ? { value: await read(id) } : null
    },
    `profile-part-${part}`,
    (id) => [TAGS.profile(id), TAGS.reference],
  )
  const result = await publicRead(profileId)
  if (!result) throw notFound(PROFILE_NOT_FOUND)
  return result.value
}
