// No lost update (decision 059): a section save based on an older version of
// that section is refused with 409 and changes nothing; a save with the
// fresh version, or with none (an older client), goes through.
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as annualBudgetRoute from '@/app/api/ngo/[id]/annual-budget/route'
import * as associateRoute from '@/app/api/ngo/[id]/associate/route'
import * as structureRoute from '@/app/api/ngo/[id]/organizational-structure/route'
import * as rulesRoute from '@/app/api/ngo/[id]/rules-regulations-plan/route'
import * as manpowerRoute from '@/app/api/ngo/[id]/subjective-manpower-detail/route'
import * as profileRoute from '@/app/api/ngo/profile/[id]/route'
import { associateKeypersons, financialYears, ngoProfiles, organizationalStructureConfigs, profileSectionVersions, subjectiveManpowerDetails } from '@/db/schema'
import { BASE_VERSION_INVALID } from '@/lib/api/base-version'
import { IF_MATCH_INVALID, STALE_VERSION_MESSAGE } from '@/lib/api/versions'
import { db } from '@/lib/db'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'
import { call } from '@/tests/http'

withTemporaryUploads()

async function ownProfile() {
  const owner = await createSignedInUser()
  const { profile } = await createProfile(owner.user)
  return { ...owner, profile, params: { id: String(profile.id) } }
}

async function associates(profileId: number) {
  const rows = await db.select().from(associateKeypersons).where(eq(associateKeypersons.profile_id, profileId)).orderBy(asc(associateKeypersons.position))
  return rows.map((row) => row.org_office_keyperson)
}

describe('a table section save carries its version', () => {
  it('takes the first of two saves from one version, refuses the second with 409 and the time, and takes a save with the fresh version', async () => {
    const { headers, params, profile } = await ownProfile()
    const read = await call(associateRoute.GET, { headers, params })
    const base = read.json.data.version
    expect(base).toEqual(expect.any(Number))
    expect(read.headers.get('etag')).toBe(`"${base}"`)

    const first = await call(associateRoute.PUT, { method: 'PUT', headers, params, body: { rows: [{ org_office_keyperson: 'Saved first' }], base_version: base } })
    expect(first.status).toBe(200)
    expect(first.json.data.version).toBeGreaterThan(base)

    const before = await db.select().from(profileSectionVersions).where(eq(profileSectionVersions.profile_id, profile.id))
    const second = await call(associateRoute.PUT, { method: 'PUT', headers, params, body: { rows: [{ org_office_keyperson: 'Saved second' }], base_version: base } })
    expect(second.status).toBe(409)
    expect(second.json.message).toBe(STALE_VERSION_MESSAGE)
    expect(second.json.data.version).toBe(first.json.data.version)
    expect(Date.parse(second.json.data.changed_at)).toBeGreaterThan(Date.now() - 60_000)
    // Nothing changed: neither the rows nor the versions.
    expect(await associates(profile.id)).toEqual(['Saved first'])
    expect(await db.select().from(profileSectionVersions).where(eq(profileSectionVersions.profile_id, profile.id))).toEqual(before)
    // The editor reads the committed version (the kept read was dropped by the save's announcement).
    const again = await call(associateRoute.GET, { headers, params })
    expect(again.json.data.version).toBe(first.json.data.version)

    const fresh = await call(associateRoute.PUT, {
      method: 'PUT',
      headers,
      params,
      body: { rows: [{ org_office_keyperson: 'Saved over it' }], base_version: again.json.data.version },
    })
    expect(fresh.status).toBe(200)
    expect(await associates(profile.id)).toEqual(['Saved over it'])
  })

  it('refuses a stale If-Match and takes a fresh one', async () => {
    const { headers, params, profile } = await ownProfile()
    const configs = await db.select().from(organizationalStructureConfigs).orderBy(asc(organizationalStructureConfigs.id))
    const stale = (await call(structureRoute.GET, { headers, params })).headers.get('etag')!
    const row = (male: number) => [{ organizational_structure_config_id: configs[0].id, co_ordinary_member_male: male }]
    expect((await call(structureRoute.PUT, { method: 'PUT', headers: { ...headers, 'if-match': stale }, params, body: row(1) })).status).toBe(200)
    const refused = await call(structureRoute.PUT, { method: 'PUT', headers: { ...headers, 'if-match': stale }, params, body: row(2) })
    expect(refused.status).toBe(409)
    expect(refused.json.message).toBe(STALE_VERSION_MESSAGE)
    const fresh = (await call(structureRoute.GET, { headers, params })).headers.get('etag')!
    expect(fresh).not.toBe(stale)
    const saved = await call(structureRoute.PUT, { method: 'PUT', headers: { ...headers, 'if-match': fresh }, params, body: row(3) })
    expect(saved.status).toBe(200)
    expect(saved.json.data.currentOrganizationalStructures[0].co_ordinary_member_male).toBe(3)
    void profile
  })

  it('lets a save without a version overwrite as before (an older client)', async () => {
    const { headers, params, profile } = await ownProfile()
    const base = (await call(associateRoute.GET, { headers, params })).json.data.version
    await call(associateRoute.PUT, { method: 'PUT', headers, params, body: { rows: [{ org_office_keyperson: 'Newer' }], base_version: base } })
    const legacy = await call(associateRoute.PUT, { method: 'PUT', headers, params, body: [{ org_office_keyperson: 'Legacy' }] })
    expect(legacy.status).toBe(200)
    expect(await associates(profile.id)).toEqual(['Legacy'])
    // If-Match: * names no version either.
    expect((await call(associateRoute.PUT, { method: 'PUT', headers: { ...headers, 'if-match': '*' }, params, body: [{ org_office_keyperson: 'Any' }] })).status).toBe(200)
  })

  it('refuses bad versions with 400 and a clear message, changing nothing', async () => {
    const { headers, params, profile } = await ownProfile()
    await call(manpowerRoute.PUT, { method: 'PUT', headers, params, body: [{ subject: 'Law', male: 1 }] })
    const rowsBefore = await db.select().from(subjectiveManpowerDetails).where(eq(subjectiveManpowerDetails.profile_id, profile.id))
    for (const base_version of ['abc', -1, 1.5, '3', true]) {
      const response = await call(manpowerRoute.PUT, { method: 'PUT', headers, params, body: { rows: [{ subject: 'Changed', male: 9 }], base_version } })
      expect(response.status, String(base_version)).toBe(400)
      expect(response.json.message).toBe(`base_version: ${BASE_VERSION_INVALID}`)
      expect(response.json.errors).toEqual({ base_version: BASE_VERSION_INVALID })
    }
    for (const ifMatch of ['abc', '"-1"', '"x"', '3']) {
      const response = await call(manpowerRoute.PUT, { method: 'PUT', headers: { ...headers, 'if-match': ifMatch }, params, body: [{ subject: 'Changed', male: 9 }] })
      expect(response.status, ifMatch).toBe(400)
      expect(response.json.message).toBe(IF_MATCH_INVALID)
    }
    const profileBefore = await db.select().from(ngoProfiles).where(eq(ngoProfiles.id, profile.id))
    const badProfile = await call(profileRoute.PUT, { method: 'PUT', headers, params, body: { vision: 'Changed', base_version: 'new' } })
    expect(badProfile.status).toBe(400)
    expect(badProfile.json.errors).toEqual({ base_version: BASE_VERSION_INVALID })
    expect(await db.select().from(subjectiveManpowerDetails).where(eq(subjectiveManpowerDetails.profile_id, profile.id))).toEqual(rowsBefore)
    expect(await db.select().from(ngoProfiles).where(eq(ngoProfiles.id, profile.id))).toEqual(profileBefore)
  })

  it('keeps each section its own version: a save of another section does not conflict', async () => {
    const { headers, params } = await ownProfile()
    const [year] = await db.select().from(financialYears).limit(1)
    const budgetBase = (await call(annualBudgetRoute.GET, { headers, params })).json.data.version
    const rulesBase = (await call(rulesRoute.GET, { headers, params })).json.data.version
    expect((await call(rulesRoute.PUT, { method: 'PUT', headers, params, body: { rows: [{ name: 'Gender policy', status: 1 }], base_version: rulesBase } })).status).toBe(200)
    const budget = await call(annualBudgetRoute.PUT, {
      method: 'PUT',
      headers,
      params,
      body: { rows: [{ financial_year_id: year.id, fund_received_from_internal_sources: 10 }], base_version: budgetBase },
    })
    expect(budget.status).toBe(200)
    // The same section again from the old version is refused.
    const stale = await call(annualBudgetRoute.PUT, { method: 'PUT', headers, params, body: { rows: [], base_version: budgetBase } })
    expect(stale.status).toBe(409)
  })
})

describe('a profile save carries the version of the parts it writes', () => {
  it('refuses an older copy of the same part, takes another part, and takes the fresh version', async () => {
    const { headers, params, profile } = await ownProfile()
    const read = await call(profileRoute.GET, { headers, params })
    const { version, section_versions } = read.json.data.profile
    expect(read.headers.get('etag')).toBe(`"${version}"`)

    const first = await call(profileRoute.PUT, { method: 'PUT', headers, params, body: { vision: 'First vision', base_version: section_versions.vision } })
    expect(first.status).toBe(200)
    const second = await call(profileRoute.PUT, { method: 'PUT', headers, params, body: { vision: 'Second vision', base_version: section_versions.vision } })
    expect(second.status).toBe(409)
    expect(second.json.message).toBe(STALE_VERSION_MESSAGE)
    expect(second.json.data).toMatchObject({ version: first.json.data.profile.section_versions.vision, changed_at: expect.any(String) })
    expect((await db.select({ vision: ngoProfiles.vision }).from(ngoProfiles).where(eq(ngoProfiles.id, profile.id)))[0].vision).toBe('First vision')

    // Another part of the row, read before the vision was saved, still saves.
    const contact = await call(profileRoute.PUT, { method: 'PUT', headers, params, body: { phone: '015550000', base_version: section_versions.profile } })
    expect(contact.status).toBe(200)
    // The ETag of the first read names the profile as a whole: the vision changed since.
    const wholeStale = await call(profileRoute.PUT, { method: 'PUT', headers: { ...headers, 'if-match': `"${version}"` }, params, body: { vision: 'Third' } })
    expect(wholeStale.status).toBe(409)

    const fresh = await call(profileRoute.GET, { headers, params })
    const saved = await call(profileRoute.PUT, {
      method: 'PUT',
      headers: { ...headers, 'if-match': fresh.headers.get('etag')! },
      params,
      body: { vision: 'Third vision' },
    })
    expect(saved.status).toBe(200)
    expect(saved.json.data.profile.vision).toBe('Third vision')
    const legacy = await call(profileRoute.PUT, { method: 'PUT', headers, params, body: { vision: 'Legacy vision' } })
    expect(legacy.status).toBe(200)
  })
})
