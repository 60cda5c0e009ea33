import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as listRoute } from '@/app/api/ngo/profile/route'
import { PUT as statusRoute } from '@/app/api/ngo/profile/[id]/status/route'
import { auditLog, ngoProfiles, options } from '@/db/schema'
import { db } from '@/lib/db'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'
import { call } from '@/tests/http'

withTemporaryUploads()

type Listed = { id: number; name: string; name_en: string | null; status?: string; is_verified?: boolean; complete?: number }

let superAdmin: Awaited<ReturnType<typeof createSignedInUser>>
const ids = { verified: [] as number[], fresh: 0, inactive: 0, complete: 0, nepali: 0 }
let scopeIds: number[]

beforeAll(async () => {
  superAdmin = await createSignedInUser({ role: 'super_admin' })
  scopeIds = (await db.select({ id: options.id }).from(options).where(eq(options.type, 'thematic-scope')).limit(3)).map((row) => row.id)
  for (let index = 0; index < 12; index++) {
    const { user } = await createSignedInUser()
    const { profile } = await createProfile(
      user,
      { name: `Verified Org ${String(index).padStart(2, '0')}`, name_en: `Verified ${index}`, location: index % 2 ? 'Patan' : 'Jawalakhel', subjective_works: [scopeIds[index % 2]] },
      { verified: true },
    )
    ids.verified.push(profile.id)
  }
  const fresh = await createSignedInUser()
  ids.fresh = (await createProfile(fresh.user, { name: 'Fresh Registration', contact_person_name: 'Maya 100%_Tamang' })).profile.id
  const inactive = await createSignedInUser()
  ids.inactive = (await createProfile(inactive.user, { name: 'Dormant Trust' }, { verified: true, inactive: true })).profile.id
  const complete = await createSignedInUser()
  ids.complete = (await createProfile(complete.user, { name: 'Complete Unverified', subjective_works: [scopeIds[2]] }, { complete: true })).profile.id
  const nepali = await createSignedInUser({ dao_registration_no: '४४२/०७५' })
  ids.nepali = (await createProfile(nepali.user, { name: 'Nepali Digits', dao_registration_no: '४४२/०७५', head_person_name: 'Gita Rai' }, { verified: true })).profile.id
}, 120_000)

describe('GET /api/ngo/profile', () => {
  it('shows the public only verified, active profiles, newest first, with total and public fields', async () => {
    const response = await call(listRoute)
    expect(response.status).toBe(200)
    const { ngoProfiles: rows, total } = response.json.data as { ngoProfiles: Listed[]; total: number }
    expect(total).toBe(13)
    expect(rows).toHaveLength(10)
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => b - a))
    expect(rows.map((row) => row.id)).not.toContain(ids.fresh)
    expect(rows[0]).not.toHaveProperty('status')
    expect(rows[0]).not.toHaveProperty('complete')
    expect(rows[0]).toMatchObject({ subjective_works: expect.any(Array), type: expect.any(String), logo_url: null })
    // The organisation's own contacts and its people's names, not their personal mobiles.
    expect(rows[0]).toMatchObject({ phone: '01-5521234', email: 'info@lcdc.org.np', contact_person_name: 'Sita Maharjan', head_person_name: expect.any(String) })
    for (const row of rows) for (const personal of ['contact_person_phone', 'contact_person_email', 'head_person_phone', 'head_person_email']) expect(row).not.toHaveProperty(personal)
    expect(response.text).not.toContain('9841000001')

    // Filters only the super administrator may use are ignored for the public.
    const sneaky = await call(listRoute, { query: { status: 'new_registration', verified: 'false' } })
    expect(sneaky.json.data.total).toBe(13)
  })

  it('pages with a stable order and limits of 10 to 50', async () => {
    const first = await call(listRoute, { query: { page: '1', limit: '10' } })
    const second = await call(listRoute, { query: { page: '2', limit: '10' } })
    expect(second.json.data.ngoProfiles).toHaveLength(3)
    const seen = [...first.json.data.ngoProfiles, ...second.json.data.ngoProfiles].map((row: Listed) => row.id)
    expect(new Set(seen).size).toBe(13)
    const beyond = await call(listRoute, { query: { page: '9' } })
    expect(beyond.json.data).toMatchObject({ ngoProfiles: [], total: 13 })
    for (const limit of ['5', '51', 'ten', '-1']) expect((await call(listRoute, { query: { limit } })).status, limit).toBe(400)
    for (const page of ['0', 'x']) expect((await call(listRoute, { query: { page } })).status, page).toBe(400)
    const blank = await call(listRoute, { query: { page: '', limit: '', search: '', search_by: '' } })
    expect(blank.status).toBe(200)
  })

  it('searches by the chosen field, escaping LIKE wildcards, and converting Nepali digits in registration numbers', async () => {
    const byLocation = await call(listRoute, { query: { search_by: 'location', search: 'patan' } })
    expect(byLocation.json.data.total).toBe(6)
    const byName = await call(listRoute, { query: { search: 'verified org 0' } })
    expect(byName.json.data.total).toBe(10)
    const byHead = await call(listRoute, { query: { search_by: 'head_person', search: 'gita' } })
    expect(byHead.json.data.ngoProfiles.map((row: Listed) => row.id)).toEqual([ids.nepali])
    const byNumber = await call(listRoute, { query: { search_by: 'dao_registration_no', search: '४४२' } })
    expect(byNumber.json.data.ngoProfiles.map((row: Listed) => row.id)).toEqual([ids.nepali])
    const wildcard = await call(listRoute, { headers: superAdmin.headers, query: { search_by: 'contact_person', search: '100%_' } })
    expect(wildcard.json.data.ngoProfiles.map((row: Listed) => row.id)).toEqual([ids.fresh])
    const percentOnly = await call(listRoute, { headers: superAdmin.headers, query: { search_by: 'contact_person', search: '%' } })
    expect(percentOnly.json.data.total).toBe(1)
    const badField = await call(listRoute, { query: { search_by: 'password_hash', search: 'x' } })
    expect(badField.status).toBe(400)
  })

  it('filters by thematic scope and target group', async () => {
    // Six verified profiles chose it, and the factory's default (two scopes) includes it too.
    const scope = await call(listRoute, { query: { thematic_scope: String(scopeIds[1]) } })
    expect(scope.json.data.total).toBe(7)
    expect(scope.json.data.ngoProfiles.every((row: { subjective_works: { id: number }[] }) => row.subjective_works.some((item) => item.id === scopeIds[1]))).toBe(true)
    const [group, otherGroup] = await db.select({ id: options.id }).from(options).where(eq(options.type, 'target-group')).orderBy(options.id).limit(3).then((rows) => [rows[0].id, rows[2].id])
    expect((await call(listRoute, { query: { target_group: String(group) } })).json.data.total).toBe(13)
    expect((await call(listRoute, { query: { target_group: String(otherGroup) } })).json.data.total).toBe(0)
    const adminScope = await call(listRoute, { headers: superAdmin.headers, query: { thematic_scope: String(scopeIds[2]) } })
    expect(adminScope.json.data.ngoProfiles.map((row: Listed) => row.id)).toEqual([ids.complete])
    expect((await call(listRoute, { query: { thematic_scope: 'abc' } })).status).toBe(400)
  })

  it('shows the super administrator every profile, with status, verification and completeness filters', async () => {
    const all = await call(listRoute, { headers: superAdmin.headers, query: { limit: '50' } })
    expect(all.json.data.total).toBe(16)
    const fresh = all.json.data.ngoProfiles.find((row: Listed) => row.id === ids.fresh)
    expect(fresh).toMatchObject({ status: 'new_registration', is_verified: false, complete: 0, contact_person_phone: '9841000001' })
    const status = await call(listRoute, { headers: superAdmin.headers, query: { status: 'inactive' } })
    expect(status.json.data.ngoProfiles.map((row: Listed) => row.id)).toEqual([ids.inactive])
    const unverified = await call(listRoute, { headers: superAdmin.headers, query: { verified: 'false' } })
    expect(unverified.json.data.ngoProfiles.map((row: Listed) => row.id).sort()).toEqual([ids.fresh, ids.complete].sort())
    const complete = await call(listRoute, { headers: superAdmin.headers, query: { complete_data: 'true' } })
    expect(complete.json.data.ngoProfiles.map((row: Listed) => row.id)).toEqual([ids.complete])
    const incomplete = await call(listRoute, { headers: superAdmin.headers, query: { complete_data: 'false', verified: 'true', status: 'active' } })
    expect(incomplete.json.data.total).toBe(13)
    expect((await call(listRoute, { headers: superAdmin.headers, query: { status: 'deleted' } })).status).toBe(400)
    expect((await call(listRoute, { headers: superAdmin.headers, query: { verified: 'maybe' } })).status).toBe(400)
  })

  it('shows an NGO user the public list, not its own unverified profile', async () => {
    const owner = await createSignedInUser()
    const { profile } = await createProfile(owner.user, { name: 'Mine Only' })
    const response = await call(listRoute, { headers: owner.headers, query: { search: 'Mine Only' } })
    expect(response.json.data.total).toBe(0)
    await db.delete(ngoProfiles).where(eq(ngoProfiles.id, profile.id))
  })
})

describe('PUT /api/ngo/profile/{id}/status', () => {
  it('verifies: status active and is_verified true; set inactive keeps is_verified', async () => {
    const owner = await createSignedInUser()
    const { profile } = await createProfile(owner.user)
    const params = { id: String(profile.id) }
    const verify = await call(statusRoute, { method: 'PUT', headers: superAdmin.headers, params, body: { status: 'active', is_verified: true } })
    expect(verify.status).toBe(200)
    expect(verify.json.message).toBe('Profile Status Update Success')
    expect(verify.json.data.profile).toMatchObject({ id: profile.id, status: 'active', is_verified: true, verified_at: expect.any(String) })
    const inactive = await call(statusRoute, { method: 'PUT', headers: superAdmin.headers, params, body: { status: 'inactive', is_verified: false } })
    expect(inactive.json.data.profile).toMatchObject({ status: 'inactive', is_verified: true })
    const [row] = await db.select().from(ngoProfiles).where(eq(ngoProfiles.id, profile.id))
    expect(row).toMatchObject({ status: 'inactive', is_verified: true })
    const entries = await db.select().from(auditLog).where(and(eq(auditLog.profile_id, profile.id), eq(auditLog.action, 'status')))
    expect(entries).toHaveLength(2)
    expect(entries[0].actor_user_id).toBe(superAdmin.user.id)

    // Verified again after being inactive.
    const again = await call(statusRoute, { method: 'PUT', headers: superAdmin.headers, params, body: { status: 'active' } })
    expect(again.json.data.profile).toMatchObject({ status: 'active', is_verified: true })
  })

  it('refuses anyone but the super administrator, bad statuses and unknown profiles', async () => {
    const owner = await createSignedInUser()
    const { profile } = await createProfile(owner.user)
    const params = { id: String(profile.id) }
    expect((await call(statusRoute, { method: 'PUT', params, body: { status: 'active' } })).status).toBe(401)
    expect((await call(statusRoute, { method: 'PUT', headers: owner.headers, params, body: { status: 'active' } })).status).toBe(403)
    const admin = await createSignedInUser({ role: 'admin' })
    expect((await call(statusRoute, { method: 'PUT', headers: admin.headers, params, body: { status: 'active' } })).status).toBe(403)
    for (const body of [{ status: 'new_registration' }, { status: 'deleted' }, {}, { is_verified: true }]) {
      expect((await call(statusRoute, { method: 'PUT', headers: superAdmin.headers, params, body })).status, JSON.stringify(body)).toBe(400)
    }
    expect((await call(statusRoute, { method: 'PUT', headers: superAdmin.headers, params: { id: '999999' }, body: { status: 'active' } })).status).toBe(404)
    const [row] = await db.select().from(ngoProfiles).where(eq(ngoProfiles.id, profile.id))
    expect(row).toMatchObject({ status: 'new_registration', is_verified: false })
  })
})
