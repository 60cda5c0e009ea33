import { and, desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { GET as getProfileRoute, PUT as updateProfileRoute } from '@/app/api/ngo/profile/[id]/route'
import { POST as createProfileRoute } from '@/app/api/ngo/profile/route'
import { GET as profileOptionsRoute } from '@/app/api/ngo/[id]/target-group-or-thematic-scope/route'
import { GET as profileCompleteRoute } from '@/app/api/ngo/[id]/profile-complete/route'
import { POST as uploadRoute } from '@/app/api/ngo/upload/route'
import { auditLog, ngoProfiles, options, organizationTypes, profileOptions, storedFiles, users } from '@/db/schema'
import { db } from '@/lib/db'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { pngBytes } from '@/tests/fixtures/files'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'
import { call } from '@/tests/http'

withTemporaryUploads()

async function optionIds(type: 'thematic-scope' | 'target-group', count: number) {
  const rows = await db.select({ id: options.id }).from(options).where(eq(options.type, type)).limit(count)
  return rows.map((row) => row.id)
}

async function organizationTypeId() {
  const [row] = await db.select({ id: organizationTypes.id }).from(organizationTypes).limit(1)
  return row.id
}

async function uploadLogo(headers: Record<string, string>) {
  const form = new FormData()
  form.set('image', new File([await pngBytes(800, 400)], 'logo.png', { type: 'image/png' }))
  form.set('id', 'logo')
  form.set('file_name', '1712345678901-logo')
  const response = await call(uploadRoute, { method: 'POST', body: form, headers })
  expect(response.status).toBe(201)
  return response.json.data.fileID as string
}

describe('POST /api/ngo/profile', () => {
  it('creates the profile, converting digits and dates, deriving the fiscal year and linking options', async () => {
    const { user, headers } = await createSignedInUser({ dao_registration_no: '१२३४/०७२' })
    const scopes = await optionIds('thematic-scope', 2)
    const groups = await optionIds('target-group', 3)
    const response = await call(createProfileRoute, {
      method: 'POST',
      headers,
      body: {
        name: 'हाम्रो संस्था',
        name_en: 'Our Organisation',
        organization_type_id: String(await organizationTypeId()),
        house_no: '४५',
        dao_registration_no: '१२३४/०७२',
        sw_registration_no: '९८७',
        ngo_registration_no: '१०',
        tax_registration_no: '६०१२३४५६७',
        lmc_registration_no: '७७',
        dao_district: 'lalitpur',
        dao_district_name: 'anything',
        dao_registration_date: '2016-07-20', // Shrawan 2073
        sw_registration_date: '2079-05-15', // a BS date
        ngo_registration_date: '२०७०-०१-०१', // BS in Nepali digits
        head_person_last_elected: '2020-02-30', // no such day
        latest_audit_report_date: 'not a date',
        website: 'example.org',
        subjective_works: scopes,
        target_group_categories: groups.map((id) => ({ id, name: 'ignored' })),
        ordinary_member_male: '१२',
        ordinary_member_female: 8,
        volunteer_lgbtqi: '',
        // Fields the server owns: ignored.
        status: 'active',
        is_verified: true,
        complete_ngo_profile: 1,
        is_complete: true,
        registration_fiscal_year: '1999/00',
        user_id: 1,
        id: 999,
      },
    })
    expect(response.status).toBe(201)
    expect(response.json.message).toBe('Profile Save Success !')
    const profile = response.json.data.profile
    expect(response.json.data.refetch).toBe(true)
    expect(profile).toMatchObject({
      name: 'हाम्रो संस्था',
      house_no: '45',
      dao_registration_no: '1234/072',
      sw_registration_no: '987',
      ngo_registration_no: '10',
      tax_registration_no: '601234567',
      lmc_registration_no: '77',
      dao_district: 'lalitpur',
      dao_district_name: 'ललितपुर',
      dao_registration_date: '2016-07-20',
      registration_fiscal_year: '2073/74',
      sw_registration_date: '2022-08-31',
      ngo_registration_date: '2013-04-14',
      head_person_last_elected: null,
      latest_audit_report_date: null,
      website: 'https://example.org/',
      status: 'new_registration',
      is_verified: false,
      user_id: user.id,
      ordinary_member_male: 12,
      ordinary_member_female: 8,
      ordinary_member_total: 20,
      volunteer_lgbtqi: 0,
    })
    expect(profile.id).not.toBe(999)
    expect(profile.subjective_works.map((item: { id: number }) => item.id)).toEqual(scopes)
    expect(profile.target_group_categories.map((item: { id: number }) => item.id)).toEqual(groups)
    expect(profile.target_group_categories[0].name).not.toBe('ignored')
    expect(profile.completeness).toMatchObject({ thematic_scope: 1, target_group: 1, annual_budget: 0, complete: 0 })
    expect(profile.complete).toBe(0)

    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.entity, 'ngo_profile'), eq(auditLog.action, 'create')))
    expect(entry).toMatchObject({ actor_user_id: user.id, profile_id: profile.id })
  })

  it('derives the previous fiscal year for a date before Shrawan', async () => {
    const { headers, user } = await createSignedInUser()
    const response = await call(createProfileRoute, {
      method: 'POST',
      headers,
      body: { name: 'Early Year', dao_registration_no: user.dao_registration_no, dao_registration_date: '2017-05-01' },
    })
    // 2017-05-01 is Baisakh 18, 2074: still the fiscal year 2073/74.
    expect(response.json.data.profile.registration_fiscal_year).toBe('2073/74')
  })

  it('refuses a body without a name, bad emails, unknown options and unknown organization types, storing nothing', async () => {
    const { headers, user } = await createSignedInUser()
    const cases: [Record<string, unknown>, string][] = [
      [{ name_en: 'No name' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'X', email: 'not-an-email' }, 'email'],
      [{ name: 'X', website: 'javascript:alert(1)' }, 'website'],
      [{ name: 'X', subjective_works: [999999] }, 'subjective_works'],
      [{ name: 'X', subjective_works: await optionIds('target-group', 1) }, 'subjective_works'],
      [{ name: 'X', organization_type_id: 999999 }, 'organization_type_id'],
      [{ name: 'X', ordinary_member_male: -1 }, 'ordinary_member_male'],
      [{ name: 'X', ordinary_member_male: 1.5 }, 'ordinary_member_male'],
      [{ name: 'X', dao_district: 'kathmandu' }, 'dao_district'],
      [{ name: 'X'.repeat(301) }, 'name'],
      [{ name: 'X', logo: '../../etc/passwd' }, 'logo'],
    ]
    for (const [body, field] of cases) {
      const response = await call(createProfileRoute, { method: 'POST', headers, body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys(response.json.errors ?? {}), JSON.stringify(body)).toContain(field)
    }
    const malformed = await call(createProfileRoute, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{"name":' })
    expect(malformed.status).toBe(400)
    expect(await db.select().from(ngoProfiles).where(eq(ngoProfiles.user_id, user.id))).toHaveLength(0)
  })

  it('answers 409 on a second profile for the same user', async () => {
    const { headers, user } = await createSignedInUser()
    await createProfile(user)
    const response = await call(createProfileRoute, { method: 'POST', headers, body: { name: 'Second' } })
    expect(response.status).toBe(409)
  })

  it('refuses a different DAO registration number until the change is confirmed, then updates the account', async () => {
    const { headers, user } = await createSignedInUser({ dao_registration_no: '555/070' })
    const refused = await call(createProfileRoute, { method: 'POST', headers, body: { name: 'Mismatch', dao_registration_no: '556/070' } })
    expect(refused.status).toBe(409)
    expect(refused.json.message).toBe("Failed: DAO Registration No. Doestn't Match")
    expect(await db.select().from(ngoProfiles).where(eq(ngoProfiles.user_id, user.id))).toHaveLength(0)

    // Only the script of the digits differs: the same number.
    const same = await call(createProfileRoute, { method: 'POST', headers, body: { name: 'Same', dao_registration_no: '५५५/०७०' } })
    expect(same.status).toBe(201)
    const profileId = same.json.data.profile.id

    const again = await call(updateProfileRoute, { method: 'PUT', headers, params: { id: String(profileId) }, body: { dao_registration_no: '556/070' } })
    expect(again.status).toBe(409)
    const confirmed = await call(updateProfileRoute, {
      method: 'PUT',
      headers,
      params: { id: String(profileId) },
      body: { dao_registration_no: '५५६/०७०', update_dao_registration_no: true },
    })
    expect(confirmed.status).toBe(200)
    expect(confirmed.json.data.profile.dao_registration_no).toBe('556/070')
    const [account] = await db.select().from(users).where(eq(users.id, user.id))
    expect(account.dao_registration_no).toBe('556/070')
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.entity, 'user'), eq(auditLog.entity_id, String(user.id))))
    expect(entry.after).toEqual({ dao_registration_no: '556/070' })
  })
})

describe('PUT /api/ngo/profile/{id}', () => {
  it('changes only the fields sent, replaces option links and never takes server-owned fields', async () => {
    const { user, headers } = await createSignedInUser()
    const { profile } = await createProfile(user)
    const [scope] = await optionIds('thematic-scope', 5).then((ids) => ids.slice(4))
    const response = await call(updateProfileRoute, {
      method: 'PUT',
      headers,
      params: { id: String(profile.id) },
      body: { vision: 'New vision', mission: null, subjective_works: [scope], status: 'active', is_verified: true, complete_document: 1, user_id: 12345 },
    })
    expect(response.status).toBe(200)
    const updated = response.json.data.profile
    expect(updated.vision).toBe('New vision')
    expect(updated.mission).toBeNull()
    expect(updated.name).toBe(profile.name)
    expect(updated.target_group_categories).toEqual(profile.target_group_categories)
    expect(updated.subjective_works.map((item: { id: number }) => item.id)).toEqual([scope])
    expect(updated).toMatchObject({ status: 'new_registration', is_verified: false, user_id: user.id })
    expect(updated.completeness.document).toBe(0)
    const links = await db.select().from(profileOptions).where(eq(profileOptions.profile_id, profile.id))
    expect(links).toHaveLength(1 + profile.target_group_categories.length)

    const cleared = await call(updateProfileRoute, { method: 'PUT', headers, params: { id: String(profile.id) }, body: { name: '' } })
    expect(cleared.status).toBe(400)
    const emptyList = await call(updateProfileRoute, { method: 'PUT', headers, params: { id: String(profile.id) }, body: { subjective_works: [] } })
    expect(emptyList.json.data.profile.subjective_works).toEqual([])
    expect(emptyList.json.data.profile.completeness.thematic_scope).toBe(0)
  })

  it('recomputes the ngo_profile flag from the stored fields', async () => {
    const { user, headers } = await createSignedInUser()
    const { profile } = await createProfile(user)
    expect(profile.completeness.ngo_profile).toBe(1)
    const response = await call(updateProfileRoute, { method: 'PUT', headers, params: { id: String(profile.id) }, body: { phone: '' } })
    expect(response.json.data.profile.completeness.ngo_profile).toBe(0)
    const flags = await call(profileCompleteRoute, { headers, params: { id: String(profile.id) } })
    expect(flags.json.data).toMatchObject({ ngo_profile: 0, thematic_scope: 1, target_group: 1, complete: 0 })
  })

  it('links a logo the user uploaded, and refuses a logo someone else uploaded', async () => {
    const { user, headers } = await createSignedInUser()
    const { profile } = await createProfile(user)
    const fileId = await uploadLogo(headers)
    const saved = await call(updateProfileRoute, { method: 'PUT', headers, params: { id: String(profile.id) }, body: { logo: fileId } })
    expect(saved.status).toBe(200)
    expect(saved.json.data.profile.logo).toBe(fileId)
    expect(saved.json.data.profile.logo_url).toBe(`/api/files/${fileId}`)

    const other = await createSignedInUser()
    const { profile: otherProfile } = await createProfile(other.user)
    const stolen = await call(updateProfileRoute, { method: 'PUT', headers: other.headers, params: { id: String(otherProfile.id) }, body: { logo: fileId } })
    expect(stolen.status).toBe(400)
    const [row] = await db.select().from(ngoProfiles).where(eq(ngoProfiles.id, otherProfile.id))
    expect(row.logo).toBeNull()
  })

  it('links a logo uploaded before the profile existed when the profile is created with it', async () => {
    const { user, headers } = await createSignedInUser()
    const fileId = await uploadLogo(headers)
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId))
    expect(file.profile_id).toBeNull()
    const response = await call(createProfileRoute, { method: 'POST', headers, body: { name: 'With Logo', dao_registration_no: user.dao_registration_no, logo: `/api/files/${fileId}` } })
    expect(response.status).toBe(201)
    expect(response.json.data.profile.logo).toBe(fileId)
    const [linked] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId))
    expect(linked.profile_id).toBe(response.json.data.profile.id)
  })

  it('gives 404 for another NGO profile and for ids that are not numbers', async () => {
    const owner = await createSignedInUser()
    const { profile } = await createProfile(owner.user)
    const other = await createSignedInUser()
    const response = await call(updateProfileRoute, { method: 'PUT', headers: other.headers, params: { id: String(profile.id) }, body: { vision: 'hijack' } })
    expect(response.status).toBe(404)
    for (const id of ['abc', '1e3', '-1', '0', '99999999999', '1.5']) {
      expect((await call(getProfileRoute, { params: { id } })).status, id).toBe(404)
    }
    const [row] = await db.select().from(ngoProfiles).where(eq(ngoProfiles.id, profile.id))
    expect(row.vision).toBe(profile.vision)
    const entries = await db.select().from(auditLog).where(eq(auditLog.profile_id, profile.id)).orderBy(desc(auditLog.id))
    expect(entries.every((entry) => entry.actor_user_id === owner.user.id)).toBe(true)
  })
})

describe('GET /api/ngo/profile/{id} and its option lists', () => {
  it('shows a verified, active profile to everyone without the account fields, and hides others', async () => {
    const owner = await createSignedInUser()
    const { profile: hidden } = await createProfile(owner.user)
    expect((await call(getProfileRoute, { params: { id: String(hidden.id) } })).status).toBe(404)
    const ownView = await call(getProfileRoute, { headers: owner.headers, params: { id: String(hidden.id) } })
    expect(ownView.status).toBe(200)
    expect(ownView.json.data.profile.user_id).toBe(owner.user.id)

    const publicOwner = await createSignedInUser()
    const { profile } = await createProfile(publicOwner.user, {}, { verified: true })
    const anonymous = await call(getProfileRoute, { params: { id: String(profile.id) } })
    expect(anonymous.status).toBe(200)
    expect(anonymous.json.data.profile).toMatchObject({ id: profile.id, name: profile.name, status: 'active', is_verified: true, type: expect.any(String) })
    expect(anonymous.json.data.profile).not.toHaveProperty('user_id')
    expect(anonymous.json.data.profile).not.toHaveProperty('created_at')
    expect(JSON.stringify(anonymous.json)).not.toContain(publicOwner.user.mobile)

    const lists = await call(profileOptionsRoute, { params: { id: String(profile.id) } })
    expect(lists.status).toBe(200)
    expect(lists.json.data.subjectiveWorks).toEqual(profile.subjective_works)
    expect(lists.json.data.targetGroupCategories).toEqual(profile.target_group_categories)
    expect(lists.json.data.subjectiveWorks[0]).toEqual({ id: expect.any(Number), name: expect.any(String), name_en: expect.any(String) })

    const superAdmin = await createSignedInUser({ role: 'super_admin' })
    const adminView = await call(getProfileRoute, { headers: superAdmin.headers, params: { id: String(hidden.id) } })
    expect(adminView.status).toBe(200)
    expect(adminView.json.data.profile.user_id).toBe(owner.user.id)
  })
})
