// Fixtures for the content-management tests: signed-in people of each role
// and NGO profiles that use reference rows, written straight to the database.
import { eq } from 'drizzle-orm'
import { auditLog, ngoProfiles, profileOptions } from '@/db/schema'
import { db } from '@/lib/db'
import { createSignedInUser } from '@/tests/factories'

export async function signedInRoles() {
  const [superAdmin, admin, user] = await Promise.all([
    createSignedInUser({ role: 'super_admin', name: 'Content Admin' }),
    createSignedInUser({ role: 'admin' }),
    createSignedInUser({ role: 'user' }),
  ])
  return { superAdmin, admin, user }
}

let profileCount = 0

export async function insertProfile(values: Partial<typeof ngoProfiles.$inferInsert> = {}, optionIds: number[] = []) {
  profileCount += 1
  const [profile] = await db
    .insert(ngoProfiles)
    .values({ name: `परीक्षण संस्था ${profileCount}`, name_en: `Test NGO ${profileCount}`, ...values })
    .returning()
  if (optionIds.length > 0) await db.insert(profileOptions).values(optionIds.map((option_id) => ({ profile_id: profile.id, option_id })))
  return profile
}

export async function optionLinks(profileId: number) {
  const rows = await db.select({ optionId: profileOptions.option_id }).from(profileOptions).where(eq(profileOptions.profile_id, profileId))
  return rows.map((row) => row.optionId).sort((a, b) => a - b)
}

export async function auditEntries(entity: string, entityId: number | string) {
  return db.select().from(auditLog).where(eq(auditLog.entity_id, String(entityId))).then((rows) => rows.filter((row) => row.entity === entity))
}
