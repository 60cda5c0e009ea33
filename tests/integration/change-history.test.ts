// The change history of the profile page: each section's last change and the
// status changes, from the audit log that real writes through the API leave;
// the public sees dates and kinds of change only.
import { and, eq } from 'drizzle-orm'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import * as manpowerRoute from '@/app/api/ngo/[id]/subjective-manpower-detail/route'
import * as profileRoute from '@/app/api/ngo/profile/[id]/route'
import * as statusRoute from '@/app/api/ngo/profile/[id]/status/route'
import { ChangeHistory } from '@/components/profile/view/change-history'
import { auditLog, options } from '@/db/schema'
import { getProfileHistory, type ProfileHistory } from '@/lib/audit/history'
import { kathmanduDateTime } from '@/lib/audit/names'
import { adStringToBsString, toNepaliDigits } from '@/lib/calendar'
import { db } from '@/lib/db'
import { makeTranslate } from '@/lib/i18n/server'
import { getProfilePage } from '@/lib/profile/public-page'
import { createSignedInUser } from '@/tests/factories'
import { createProfile, viewerOf } from '@/tests/factories/profile'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'
import { call } from '@/tests/http'

withTemporaryUploads()

type Owner = Awaited<ReturnType<typeof createSignedInUser>>
let admin: Owner

beforeAll(async () => {
  admin = await createSignedInUser({ role: 'super_admin', name: 'Registry Administrator', mobile: '9851999001' })
})

async function ownProfile() {
  const owner = await createSignedInUser({ name: 'Clerk Of The NGO', mobile: `98${String(Date.now()).slice(-8)}` })
  const { profile } = await createProfile(owner.user)
  return { owner, profileId: profile.id, params: { id: String(profile.id) } }
}

/** Moves every entry of the profile back to a known instant, so a later write is the only recent one. */
async function backdate(profileId: number, instant = '2024-01-15T20:00:00Z') {
  await db.update(auditLog).set({ created_at: new Date(instant) }).where(eq(auditLog.profile_id, profileId))
}

const changed = (history: ProfileHistory, section: string) => history.sections.find((line) => line.section === section)?.changed_at
const setStatus = (profileId: number, status: 'active' | 'inactive') =>
  call(statusRoute.PUT, { method: 'PUT', headers: admin.headers, params: { id: String(profileId) }, body: { status } })

describe('when each section last changed', () => {
  it('dates a saved section with its save, and leaves untouched sections unfilled', async () => {
    const { owner, profileId, params } = await ownProfile()
    const before = await getProfileHistory(profileId, { includePrivate: false })
    // createProfile saved the general details and the target groups and thematic scopes.
    expect(changed(before, 'profile')).not.toBeNull()
    expect(changed(before, 'target_groups')).not.toBeNull()
    for (const section of ['associates', 'rules', 'structure', 'manpower', 'budget']) expect(changed(before, section)).toBeNull()

    await backdate(profileId)
    const started = Date.now()
    const saved = await call(manpowerRoute.PUT, { method: 'PUT', headers: owner.headers, params, body: [{ subject: 'Law', male: 2, female: 3 }] })
    expect(saved.status).toBe(200)
    const after = await getProfileHistory(profileId, { includePrivate: false })
    expect(Date.parse(changed(after, 'manpower')!)).toBeGreaterThanOrEqual(started - 1000)
    expect(changed(after, 'profile')).toBe('2024-01-15T20:00:00.000Z')
    expect(changed(after, 'budget')).toBeNull()
  })

  it('tells general details, target groups and the organizational structure apart within one profile save', async () => {
    const { owner, profileId, params } = await ownProfile()
    await backdate(profileId)
    const save = (body: Record<string, unknown>) => call(profileRoute.PUT, { method: 'PUT', headers: owner.headers, params, body })

    const scopes = await db.select({ id: options.id }).from(options).where(eq(options.type, 'thematic-scope'))
    expect((await save({ subjective_works: [scopes[scopes.length - 1].id] })).status).toBe(200)
    let history = await getProfileHistory(profileId, { includePrivate: false })
    expect(changed(history, 'target_groups')).not.toBe('2024-01-15T20:00:00.000Z')
    expect(changed(history, 'profile')).toBe('2024-01-15T20:00:00.000Z')
    expect(changed(history, 'structure')).toBeNull()

    await backdate(profileId)
    expect((await save({ ordinary_member_male: 7 })).status).toBe(200)
    history = await getProfileHistory(profileId, { includePrivate: false })
    expect(changed(history, 'structure')).not.toBeNull()
    expect(changed(history, 'structure')).not.toBe('2024-01-15T20:00:00.000Z')
    expect(changed(history, 'profile')).toBe('2024-01-15T20:00:00.000Z')
    expect(changed(history, 'target_groups')).toBe('2024-01-15T20:00:00.000Z')

    await backdate(profileId)
    expect((await save({ vision: 'A greener valley.' })).status).toBe(200)
    history = await getProfileHistory(profileId, { includePrivate: false })
    expect(changed(history, 'profile')).not.toBe('2024-01-15T20:00:00.000Z')
    expect(changed(history, 'target_groups')).toBe('2024-01-15T20:00:00.000Z')
    expect(changed(history, 'structure')).toBe('2024-01-15T20:00:00.000Z')
  })

  it('does not move when a save is refused', async () => {
    const { owner, profileId, params } = await ownProfile()
    await backdate(profileId)
    const refused = await call(manpowerRoute.PUT, { method: 'PUT', headers: owner.headers, params, body: [{ male: 2 }] })
    expect(refused.status).toBe(400)
    const other = await createSignedInUser()
    const forbidden = await call(manpowerRoute.PUT, { method: 'PUT', headers: other.headers, params, body: [{ subject: 'Law', male: 1 }] })
    expect(forbidden.status).toBeGreaterThanOrEqual(400)
    const history = await getProfileHistory(profileId, { includePrivate: true })
    expect(changed(history, 'manpower')).toBeNull()
    expect(changed(history, 'profile')).toBe('2024-01-15T20:00:00.000Z')
  })
})

describe('status history', () => {
  it('lists verified, set inactive and set active, newest first, skipping a change that changed nothing', async () => {
    const { profileId } = await ownProfile()
    expect((await getProfileHistory(profileId, { includePrivate: false })).statuses).toEqual([])
    expect((await setStatus(profileId, 'active')).status).toBe(200)
    expect((await setStatus(profileId, 'active')).status).toBe(200) // already verified and active
    expect((await setStatus(profileId, 'inactive')).status).toBe(200)
    expect((await setStatus(profileId, 'active')).status).toBe(200)
    // Distinct instants, so the order is the order of the writes.
    const entries = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.profile_id, profileId), eq(auditLog.action, 'status')))
      .orderBy(auditLog.id)
    for (const [index, entry] of entries.entries()) {
      await db.update(auditLog).set({ created_at: new Date(Date.UTC(2024, 0, 10 + index, 12)) }).where(eq(auditLog.id, entry.id))
    }
    const { statuses } = await getProfileHistory(profileId, { includePrivate: false })
    expect(statuses.map((change) => change.kind)).toEqual(['set_active', 'set_inactive', 'verified'])
    expect(statuses.map((change) => change.changed_at)).toEqual(['2024-01-13T12:00:00.000Z', '2024-01-12T12:00:00.000Z', '2024-01-10T12:00:00.000Z'])
  })

  it('refuses a status change by anyone but the super administrator, and records none', async () => {
    const { owner, profileId } = await ownProfile()
    const refused = await call(statusRoute.PUT, { method: 'PUT', headers: owner.headers, params: { id: String(profileId) }, body: { status: 'active' } })
    expect(refused.status).toBe(403)
    expect((await getProfileHistory(profileId, { includePrivate: false })).statuses).toEqual([])
  })
})

describe('the profile page data', () => {
  it('gives the public dates and kinds only: no actor, mobile number or recorded contents', async () => {
    const { owner, profileId, params } = await ownProfile()
    await call(manpowerRoute.PUT, { method: 'PUT', headers: owner.headers, params, body: [{ subject: 'Secret subject text', male: 2 }] })
    await setStatus(profileId, 'active')
    const page = await getProfilePage(null, profileId)
    expect(page).not.toBeNull()
    const history = page!.history
    expect(history.sections.map((line) => line.section)).toEqual(['profile', 'target_groups', 'associates', 'rules', 'structure', 'manpower', 'budget', 'renewal'])
    for (const line of history.sections) expect(Object.keys(line).sort()).toEqual(['changed_at', 'label', 'section'])
    expect(history.statuses).toEqual([{ kind: 'verified', changed_at: expect.any(String) }])
    expect(Object.keys(history).sort()).toEqual(['sections', 'statuses'])
    const json = JSON.stringify(history)
    for (const secret of [owner.user.mobile, admin.user.mobile, owner.user.name, admin.user.name, 'Secret subject text', 'before', 'after', 'actor', 'super_admin', 'mobile']) {
      expect(json).not.toContain(secret)
    }
  })

  it('adds documents and audit reports for a signed-in viewer, as the page shows those sections', async () => {
    const { owner, profileId } = await ownProfile()
    await setStatus(profileId, 'active')
    const page = await getProfilePage(viewerOf(owner.user, profileId), profileId)
    expect(page!.history.sections.map((line) => line.section)).toEqual(['profile', 'target_groups', 'associates', 'rules', 'structure', 'manpower', 'budget', 'documents', 'audit_reports', 'renewal'])
    expect(page!.documents).not.toBeNull()
    expect((await getProfilePage(null, profileId))!.history.sections.some((line) => line.section === 'documents')).toBe(false)
  })

  it('renders the Bikram Sambat day in Kathmandu, Nepali digits in Nepali, and "Not yet filled"', async () => {
    const { profileId } = await ownProfile()
    // 20:00 UTC is already the next day in Kathmandu (01:45).
    await backdate(profileId, '2024-01-15T20:00:00Z')
    await setStatus(profileId, 'active')
    await db
      .update(auditLog)
      .set({ created_at: new Date('2024-01-15T18:14:00Z') })
      .where(and(eq(auditLog.profile_id, profileId), eq(auditLog.action, 'status')))
    const history = await getProfileHistory(profileId, { includePrivate: false })
    const bsNextDay = adStringToBsString('2024-01-16')!
    const bsSameDay = adStringToBsString('2024-01-15')!
    expect(kathmanduDateTime(changed(history, 'profile')!)!.date).toBe('2024-01-16')

    // Seeded or imported data has no recorded change: a filled section says so, an empty one says it is not filled.
    const filled = new Set(['profile', 'budget'] as const)
    const english = renderToStaticMarkup(createElement(ChangeHistory, { history, filled, t: makeTranslate('en', {}), language: 'en' }))
    expect(english).toContain('Change history')
    expect(english).toMatch(new RegExp(`General details</th><td><time dateTime="2024-01-16" class="date-text">${bsNextDay} BS</time>`))
    expect(english).toContain('Subjective manpower detail</th><td><span class="muted">Not yet filled</span>')
    expect(english).toContain('Annual budget</th><td><span class="muted">Filled; the date is not recorded</span>')
    expect(english).toMatch(new RegExp(`Verified</span><span[^>]*><time dateTime="2024-01-15" class="date-text">${bsSameDay} BS</time></span>`))
    // The public's history names nobody: no column for it.
    expect(english).not.toContain('Changed by')

    const nepali = renderToStaticMarkup(createElement(ChangeHistory, { history, filled, t: makeTranslate('ne', {}), language: 'ne' }))
    expect(nepali).toContain('परिवर्तनको इतिहास')
    expect(nepali).toContain(`${toNepaliDigits(bsNextDay)} वि.सं.`)
    expect(nepali).toContain('अहिलेसम्म भरिएको छैन')
    expect(nepali).toContain('प्रमाणित')
    expect(nepali).not.toContain(bsNextDay)
  })
})
