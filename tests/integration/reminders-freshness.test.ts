import { asc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, documentConfigs, ngoProfiles, profileDocuments } from '@/db/schema'
import { db } from '@/lib/db'
import { getProfileFreshness } from '@/lib/profile/freshness'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'

withTemporaryUploads()

const NOW = new Date('2026-01-10T00:00:00Z')
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10)
let profileId = 0

beforeAll(async () => {
  const { user } = await createSignedInUser()
  profileId = (await createProfile(user, {}, { verified: true })).profile.id
}, 60_000)

describe('getProfileFreshness', () => {
  it('is current with no document due, and takes the last change from the profile or its audit log', async () => {
    await db.update(ngoProfiles).set({ updated_at: new Date('2025-12-01T00:00:00Z') }).where(eq(ngoProfiles.id, profileId))
    await db.execute(sql`update audit_log set created_at = '2025-12-20T00:00:00Z' where profile_id = ${profileId}`)
    const fresh = await getProfileFreshness(profileId, NOW)
    expect(fresh).toMatchObject({ level: 'current', expired: [], expiring: [], last_updated: '2025-12-20T00:00:00.000Z' })
  })

  it('lists expired and expiring documents; a long-unchanged profile is stale', async () => {
    const configs = await db.select().from(documentConfigs).orderBy(asc(documentConfigs.id))
    await db.insert(profileDocuments).values([
      { profile_id: profileId, document_config_id: configs[0].id, valid_till: inDays(-3) },
      { profile_id: profileId, document_config_id: configs[1].id, valid_till: inDays(12) },
      { profile_id: profileId, document_config_id: configs[2].id, valid_till: inDays(90) },
    ])
    const due = await getProfileFreshness(profileId, NOW)
    expect(due.level).toBe('expired')
    expect(due.expired).toEqual([{ name: configs[0].document_name, valid_till: inDays(-3), days_left: -3 }])
    expect(due.expiring).toEqual([{ name: configs[1].document_name, valid_till: inDays(12), days_left: 12 }])

    await db.delete(profileDocuments).where(eq(profileDocuments.profile_id, profileId))
    await db.delete(auditLog).where(eq(auditLog.profile_id, profileId))
    await db.update(ngoProfiles).set({ updated_at: new Date('2024-06-01T00:00:00Z') }).where(eq(ngoProfiles.id, profileId))
    expect((await getProfileFreshness(profileId, NOW)).level).toBe('stale')
    expect((await getProfileFreshness(999_999, NOW)).last_updated).toBeNull()
  })
})
