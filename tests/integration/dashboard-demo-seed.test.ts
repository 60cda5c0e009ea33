// The demo seeder (`npm run seed:demo`): realistic, consistent profiles that the
// dashboard then counts.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ngoProfiles, storedFiles, users } from '@/db/schema'
import { DEMO_PASSWORD, seedDemoProfiles } from '@/db/seed/demo'
import { verifyPassword, hashPassword } from '@/lib/auth/password'
import { fiscalYearOfAdString } from '@/lib/calendar'
import { countAllProfiles } from '@/lib/dashboard/statistics'
import { db, getPool } from '@/lib/db'
import { completenessOf, refreshCompleteness } from '@/lib/profile/completeness-store'

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-seed-'))
const stored = new Map<string, Uint8Array>()
let passwordHash: string

beforeAll(async () => {
  passwordHash = await hashPassword(DEMO_PASSWORD)
  const storeFile = async (key: string, data: Uint8Array) => {
    stored.set(key, data)
    fs.writeFileSync(path.join(uploads, key), data)
  }
  await seedDemoProfiles(getPool(), { count: 1200, passwordHash, storeFile })
  // A second run adds more, with new mobiles, reusing the demo file.
  await seedDemoProfiles(getPool(), { count: 30, passwordHash, storeFile })
}, 120_000)

afterAll(() => fs.rmSync(uploads, { recursive: true, force: true }))

describe('demo seed', () => {
  it('adds the profiles asked for, each with its own verified NGO admin', async () => {
    expect(await countAllProfiles()).toEqual({ total: 1230 })
    const rows = await db.select({ mobile: users.mobile, role: users.role, verified_at: users.verified_at, id: users.id, profile_id: users.profile_id }).from(users)
    const demo = rows.filter((row) => /^96\d{8}$/.test(row.mobile))
    expect(demo).toHaveLength(1230)
    expect(new Set(demo.map((row) => row.mobile)).size).toBe(1230)
    // Each profile's contact admin is one of its people, an NGO admin (decision 092).
    expect(demo.every((row) => row.role === 'admin' && row.verified_at)).toBe(true)
    const owners = await db.select({ id: ngoProfiles.id, user_id: ngoProfiles.user_id }).from(ngoProfiles)
    expect(new Set(owners.map((row) => row.user_id)).size).toBe(1230)
    const profileOf = new Map(demo.map((row) => [row.id, row.profile_id]))
    expect(owners.every((owner) => profileOf.get(owner.user_id!) === owner.id)).toBe(true)
  })

  it('gives every demo user the documented password, hashed once', async () => {
    const [user] = await db.select({ hash: users.password_hash }).from(users).limit(1)
    expect(user.hash).toBe(passwordHash)
    expect(await verifyPassword(user.hash, DEMO_PASSWORD)).toBe(true)
  })

  it('writes Nepali and English names, and derives the fiscal year from registration dates spread over 30 years', async () => {
    const rows = await db
      .select({ name: ngoProfiles.name, name_en: ngoProfiles.name_en, date: ngoProfiles.dao_registration_date, fiscal: ngoProfiles.registration_fiscal_year })
      .from(ngoProfiles)
    expect(rows.every((row) => /[\u0900-\u097F]/.test(row.name))).toBe(true)
    expect(rows.filter((row) => row.name_en && /^[A-Za-z ]+$/.test(row.name_en)).length).toBeGreaterThan(1000)
    for (const row of rows) expect(row.fiscal).toBe(fiscalYearOfAdString(row.date!))
    const years = rows.map((row) => Number(row.date!.slice(0, 4)))
    expect(Math.max(...years) - Math.min(...years)).toBeGreaterThanOrEqual(25)
  })

  it('mixes verified, unverified, inactive and incomplete profiles', async () => {
    const rows = await db.select({ status: ngoProfiles.status, is_verified: ngoProfiles.is_verified, is_complete: ngoProfiles.is_complete }).from(ngoProfiles)
    const share = (test: (row: (typeof rows)[number]) => boolean) => rows.filter(test).length / rows.length
    expect(share((row) => row.status === 'active' && row.is_verified)).toBeGreaterThan(0.4)
    expect(share((row) => row.status === 'new_registration' && !row.is_verified && row.is_complete)).toBeGreaterThan(0.1)
    expect(share((row) => row.status === 'inactive')).toBeGreaterThan(0.02)
    expect(share((row) => !row.is_complete)).toBeGreaterThan(0.1)
  })

  it('stores the completeness flags the portal itself computes from the sections', async () => {
    const rows = await db.select().from(ngoProfiles).limit(300)
    let compared = 0
    for (const row of rows) {
      let recomputed: ReturnType<typeof completenessOf> | undefined
      // Recompute inside a transaction that is rolled back, so nothing changes.
      await db
        .transaction(async (tx) => {
          recomputed = await refreshCompleteness(tx, row.id)
          tx.rollback()
        })
        .catch((error: unknown) => {
          if ((error as Error).message !== 'Rollback') throw error
        })
      expect(completenessOf(row), `profile ${row.id}`).toEqual(recomputed)
      compared++
    }
    expect(compared).toBe(300)
  })

  it('fills every section of a complete profile, with documents pointing to one stored demo PDF', async () => {
    const files = await db.select().from(storedFiles)
    expect(files).toHaveLength(1)
    expect(files[0].mime_type).toBe('application/pdf')
    expect(stored.size).toBe(1)
    expect(Buffer.from(stored.get(files[0].id)!).subarray(0, 5).toString()).toBe('%PDF-')
    const { rows } = await getPool().query(`
      select p.id,
        (select count(*) from profile_options where profile_id = p.id)::int as options,
        (select count(*) from current_organizational_structures where profile_id = p.id)::int as structure,
        (select count(*) from subjective_manpower_details where profile_id = p.id)::int as manpower,
        (select count(*) from annual_budgets where profile_id = p.id)::int as budgets,
        (select count(*) from associate_keypersons where profile_id = p.id)::int as associates,
        (select count(*) from rules_regulations_plans where profile_id = p.id)::int as rules,
        (select count(*) from profile_documents where profile_id = p.id and file_id is not null)::int as documents,
        (select count(*) from audit_reports where profile_id = p.id)::int as audits,
        (select count(*) from annual_budgets where profile_id = p.id and total_amount <> fund_received_from_internal_sources + fund_received_from_external_bodies)::int as bad_totals
      from ngo_profiles p where p.is_complete`)
    expect(rows.length).toBeGreaterThan(500)
    for (const row of rows) {
      expect(row.options).toBeGreaterThanOrEqual(2)
      expect(row.structure).toBeGreaterThan(0)
      expect(row.manpower).toBeGreaterThan(0)
      expect(row.budgets).toBeGreaterThan(0)
      expect(row.associates).toBeGreaterThan(0)
      expect(row.rules).toBeGreaterThan(0)
      expect(row.documents).toBeGreaterThan(0)
      expect(row.audits).toBeGreaterThan(0)
      expect(row.bad_totals).toBe(0)
    }
  })
})
