// A signed-in page of a profile (the public page seen signed in, the owner's
// editor) reads each part of the profile once per profile, not once per
// viewer or request: the kept reads of lib/profile/access.ts, the reference
// lists and the change history, shared by every viewer the access rule lets
// through and dropped by any committed change of what they show (decision 012).
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ngoProfiles, options } from '@/db/schema'
import { ApiError } from '@/lib/api/errors'
import { getViewerFromToken, type Viewer } from '@/lib/auth/session'
import { startChangeListener, stopChangeListener } from '@/lib/cache'
import { listOptions } from '@/lib/content/reference'
import { db } from '@/lib/db'
import { getEnv } from '@/lib/env'
import { getAuditReports, getDocuments } from '@/lib/profile/documents'
import { getProfile } from '@/lib/profile/profile'
import { getProfilePage } from '@/lib/profile/public-page'
import { getAssociates, saveAssociates } from '@/lib/profile/sections'
import { getRenewalOverview } from '@/lib/renewals/submissions'
import { createSignedInUser } from '@/tests/factories'

let outsider: pg.Client
let owner: Viewer
let admin: Viewer
let otherClerk: Viewer
let profileId: number

/** Until an announcement has arrived: vitest polls the condition. */
const HEARD = { timeout: 5_000, interval: 20 }

const notFound = (read: Promise<unknown>) => expect(read).rejects.toSatisfy((error) => error instanceof ApiError && error.status === 404)

beforeAll(async () => {
  const viewerOf = async (role: 'user' | 'super_admin') => getViewerFromToken((await createSignedInUser({ role })).token)
  owner = await viewerOf('user')
  admin = await viewerOf('super_admin')
  otherClerk = await viewerOf('user')
  // Not yet verified: only its owner and the super administrator may read it.
  const [profile] = await db.insert(ngoProfiles).values({ name: 'राखिएको संस्था', user_id: owner.id }).returning()
  profileId = profile.id
  owner = { ...owner, ngo_profile_id: profileId }
  outsider = new pg.Client({ connectionString: getEnv().DATABASE_URL })
  await outsider.connect()
  await startChangeListener(getEnv().DATABASE_URL!)
})

afterAll(async () => {
  await stopChangeListener()
  await outsider.end()
})

describe('reads of a profile for signed-in viewers', () => {
  it('are read once and shared by the owner and the super administrator', async () => {
    await saveAssociates(owner, profileId, [{ org_office_keyperson: 'पहिलो साझेदार', objectives_program: 'शिक्षा' }])
    const ownersRead = await getAssociates(owner, profileId)
    expect(await getAssociates(admin, profileId)).toBe(ownersRead)
    expect(await getAssociates(owner, profileId)).toBe(ownersRead)
    expect((await getProfile(admin, profileId)).name).toBe('राखिएको संस्था')
  })

  it('hand every member one whole-profile object until the row changes, so its markup is made once', async () => {
    const ownersRead = await getProfile(owner, profileId)
    expect(await getProfile(admin, profileId)).toBe(ownersRead)
    expect(await getProfile(owner, profileId)).toBe(ownersRead)
    await outsider.query(`update ngo_profiles set name = 'फेरि राखिएको संस्था' where id = $1`, [profileId])
    await vi.waitUntil(async () => (await getProfile(owner, profileId)) !== ownersRead, HEARD)
    const changed = await getProfile(admin, profileId)
    expect(changed.name).toBe('फेरि राखिएको संस्था')
    expect(await getProfile(owner, profileId)).toBe(changed)
    await outsider.query(`update ngo_profiles set name = 'राखिएको संस्था' where id = $1`, [profileId])
    await vi.waitUntil(async () => (await getProfile(owner, profileId)).name === 'राखिएको संस्था', HEARD)
  })

  it('still refuse a viewer the profile is not shown to, however often others read it', async () => {
    await getAssociates(owner, profileId)
    await notFound(getAssociates(otherClerk, profileId))
    await notFound(getProfile(otherClerk, profileId))
    await notFound(getDocuments(otherClerk, profileId))
    await notFound(getAuditReports(otherClerk, profileId))
    expect(await getProfilePage(otherClerk, profileId)).toBeNull()
    expect(await getProfilePage(null, profileId)).toBeNull()

    // Verified and active elsewhere: every signed-in viewer may read it once that is heard.
    await outsider.query(`update ngo_profiles set is_verified = true, status = 'active' where id = $1`, [profileId])
    await vi.waitUntil(async () => (await getProfilePage(otherClerk, profileId)) !== null, HEARD)
    expect((await getAssociates(otherClerk, profileId)).associatePartnershipfirmOfficeKeypersons[0].org_office_keyperson).toBe('पहिलो साझेदार')

    // And refused again once it is deactivated.
    await outsider.query(`update ngo_profiles set status = 'inactive' where id = $1`, [profileId])
    await vi.waitUntil(async () => (await getProfilePage(otherClerk, profileId)) === null, HEARD)
    await notFound(getAssociates(otherClerk, profileId))
    expect(await getProfilePage(owner, profileId)).not.toBeNull()
  })

  it('show the owner\u2019s own save at once, and a change made elsewhere once it is committed', async () => {
    const before = await getAssociates(owner, profileId)
    await saveAssociates(owner, profileId, [{ org_office_keyperson: 'दोस्रो साझेदार', objectives_program: 'स्वास्थ्य' }])
    const after = await getAssociates(admin, profileId)
    expect(after).not.toBe(before)
    expect(after.associatePartnershipfirmOfficeKeypersons.map((row) => row.org_office_keyperson)).toEqual(['दोस्रो साझेदार'])
    // The change history the page shows moved with it.
    const page = await getProfilePage(owner, profileId)
    expect(page!.history.sections.find((section) => section.section === 'associates')?.changed_at).not.toBeNull()

    await outsider.query(`update associate_keypersons set org_office_keyperson = 'बाहिरबाट फेरिएको' where profile_id = $1`, [profileId])
    await vi.waitUntil(async () => (await getAssociates(owner, profileId)).associatePartnershipfirmOfficeKeypersons[0].org_office_keyperson === 'बाहिरबाट फेरिएको', HEARD)
  })

  it('keep the reference lists until the administrator changes them', async () => {
    const scopes = await listOptions('thematic-scope', { activeOnly: true })
    expect(await listOptions('thematic-scope', { activeOnly: true })).toBe(scopes)
    const [inserted] = await db.insert(options).values({ type: 'thematic-scope', name: 'नयाँ कार्यक्षेत्र', active: true }).returning()
    await vi.waitUntil(async () => (await listOptions('thematic-scope', { activeOnly: true })).some((option) => option.id === inserted.id), HEARD)
  })

  it('keep the renewal task list per profile and day, with the review\u2019s requests read fresh', async () => {
    const vision = async () => (await getRenewalOverview(owner, profileId)).sections.find((task) => task.key === 'vision')!.state
    expect(await vision()).toBe('not_started')
    // Kept: a change that announces nothing (triggers off, as a restore runs) is not seen...
    await outsider.query('begin')
    await outsider.query('set local session_replication_role = replica')
    await outsider.query(`update ngo_profiles set vision = 'v', mission = 'm', goal = 'g', objectives = 'o' where id = $1`, [profileId])
    await outsider.query('commit')
    expect(await vision()).toBe('not_started')
    // ...and an announced one is.
    await outsider.query(`update ngo_profiles set updated_at = now() where id = $1`, [profileId])
    await vi.waitUntil(async () => (await vision()) === 'done', HEARD)

    // A cycle opened elsewhere shows in every profile's task list once it is heard.
    const { rows: years } = await outsider.query<{ id: number }>(`insert into financial_years (financial_year) values ('२०९८/९९') returning id`)
    const { rows: cycles } = await outsider.query<{ id: number }>(
      `insert into renewal_cycles (financial_year_id, starts_on, deadline, items) values ($1, current_date - 1, current_date + 30, '["part:committee"]') returning id`,
      [years[0].id],
    )
    await vi.waitUntil(async () => (await getRenewalOverview(owner, profileId)).cycle?.id === cycles[0].id, HEARD)
    const open = await getRenewalOverview(admin, profileId)
    expect(open.items.map((item) => item.key)).toEqual(['part:committee'])
    expect(open.items[0].change_request).toBeNull()
    // Another NGO's clerk is refused, whatever is kept (the profile is not public since the test above).
    await notFound(getRenewalOverview(otherClerk, profileId))

    // Sent back by the reviewer: the request and its reason show; the reason's wording
    // (reference content that announces nothing) is current at every read.
    const { rows: reasons } = await outsider.query<{ id: number }>(`insert into renewal_reasons (name) values ('समिति अपुरो') returning id`)
    const { rows: submissions } = await outsider.query<{ id: number }>(
      `insert into renewal_submissions (cycle_id, profile_id, snapshot, state, decided_at) values ($1, $2, '{}', 'changes_requested', now()) returning id`,
      [cycles[0].id, profileId],
    )
    await outsider.query(`insert into renewal_section_decisions (submission_id, section, decision, reason_id) values ($1, 'part:committee', 'changes', $2)`, [submissions[0].id, reasons[0].id])
    const request = async () => (await getRenewalOverview(owner, profileId)).items[0].change_request?.reason
    await vi.waitUntil(async () => (await request()) === 'समिति अपुरो', HEARD)
    const sentBack = await getRenewalOverview(owner, profileId)
    expect(sentBack.items[0].state).toBe('changes_requested')
    expect(sentBack.can_submit).toBe(true)
    await outsider.query(`update renewal_reasons set name = 'समितिको विवरण अपुरो' where id = $1`, [reasons[0].id])
    expect(await request()).toBe('समितिको विवरण अपुरो')
    // What one request was given is its own: changing it changes nothing kept.
    sentBack.items[0].state = 'done'
    sentBack.sections.length = 0
    const again = await getRenewalOverview(owner, profileId)
    expect(again.items[0].state).toBe('changes_requested')
    expect(again.sections.length).toBeGreaterThan(0)
  })
})
