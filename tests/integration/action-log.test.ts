// GET /api/ngo/audit-log, the action log of the super administrator: every
// filter narrows to exactly the matching entries, pages do not overlap, the
// total is counted (up to a limit), and a bad filter is a clear 400.
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as auditLogRoute } from '@/app/api/ngo/audit-log/route'
import * as manpowerRoute from '@/app/api/ngo/[id]/subjective-manpower-detail/route'
import * as profileRoute from '@/app/api/ngo/profile/[id]/route'
import * as statusRoute from '@/app/api/ngo/profile/[id]/status/route'
import { auditLog } from '@/db/schema'
import type { ActionLogEntry } from '@/lib/audit/action-log'
import { recordAudit } from '@/lib/audit/log'
import { ACTION_LOG_COUNT_LIMIT, ACTION_LOG_MAX_PAGE, ACTION_LOG_PAGE_SIZE } from '@/lib/audit/schemas'
import { adStringToBsString, toNepaliDigits } from '@/lib/calendar'
import { db } from '@/lib/db'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'
import { call } from '@/tests/http'

withTemporaryUploads()

type Signed = Awaited<ReturnType<typeof createSignedInUser>>
let admin: Signed
let ownerA: Signed
let ownerB: Signed
let profileA: number
let profileB: number

const list = (query: Record<string, string> = {}, headers: Record<string, string> = admin.headers) => call(auditLogRoute, { path: '/api/ngo/audit-log', headers, query })
const entries = (response: Awaited<ReturnType<typeof list>>) => response.json.data.entries as ActionLogEntry[]
const auditCount = async (where?: ReturnType<typeof and>) => (await db.select({ n: count() }).from(auditLog).where(where))[0].n

beforeAll(async () => {
  admin = await createSignedInUser({ role: 'super_admin', mobile: '9851777001' })
  ownerA = await createSignedInUser({ mobile: '9841555001' })
  ownerB = await createSignedInUser({ mobile: '9841666001' })
  profileA = (await createProfile(ownerA.user, { name: 'बागमती युवा क्लब', name_en: 'Bagmati Youth Club' })).profile.id
  profileB = (await createProfile(ownerB.user, { name: 'ललितपुर महिला समूह', name_en: 'Lalitpur Women Group' })).profile.id
  const save = (owner: Signed, id: number, subject: string) =>
    call(manpowerRoute.PUT, { method: 'PUT', headers: owner.headers, params: { id: String(id) }, body: [{ subject, male: 1 }] })
  expect((await save(ownerA, profileA, 'Law')).status).toBe(200)
  expect((await save(ownerB, profileB, 'Health')).status).toBe(200)
  expect((await call(profileRoute.PUT, { method: 'PUT', headers: ownerA.headers, params: { id: String(profileA) }, body: { phone: '01-5550000' } })).status).toBe(200)
  expect((await call(statusRoute.PUT, { method: 'PUT', headers: admin.headers, params: { id: String(profileA) }, body: { status: 'active' } })).status).toBe(200)
  // An entry without an actor, as the registration of a new account records.
  await recordAudit(db, { actor: null, action: 'register', entity: 'user', entityId: ownerA.user.id, after: { mobile: ownerA.user.mobile } })
})

describe('access', () => {
  it('is for the super administrator only', async () => {
    expect((await call(auditLogRoute, { path: '/api/ngo/audit-log' })).status).toBe(401)
    const refused = await list({}, ownerA.headers)
    expect(refused.status).toBe(403)
    expect(refused.text).not.toContain(ownerB.user.mobile)
  })
})

describe('the list', () => {
  it('shows who, what, which profile and when, newest first, with the total', async () => {
    const response = await list()
    expect(response.status).toBe(200)
    const rows = entries(response)
    expect(response.json.data.total).toBe(await auditCount())
    expect(response.json.data.limit).toBe(ACTION_LOG_PAGE_SIZE)
    const times = rows.map((row) => Date.parse(row.created_at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    const status = rows.find((row) => row.action === 'status')!
    expect(status).toMatchObject({ entity: 'ngo_profile', actor: { mobile: admin.user.mobile, role: 'super_admin' }, profile: { id: profileA, name: 'बागमती युवा क्लब' } })
    expect(status.changes.map((change) => change.field)).toEqual(expect.arrayContaining(['status', 'is_verified']))
    const system = rows.find((row) => row.action === 'register')!
    expect(system.actor).toBeNull()
    expect(system.profile).toBeNull()
  })

  it('details an update by the fields it changed only', async () => {
    const rows = entries(await list({ profile: String(profileA), entity: 'ngo_profile', action: 'update' }))
    expect(rows).toHaveLength(1)
    const fields = rows[0].changes.map((change) => change.field)
    expect(fields).toContain('phone')
    expect(fields).not.toContain('name')
    expect(rows[0].changes.find((change) => change.field === 'phone')).toEqual({ field: 'phone', before: '01-5521234', after: '01-5550000' })
  })
})

describe('filters', () => {
  it('by profile id, and by part of its Nepali or English name', async () => {
    for (const query of [{ profile: String(profileA) }, { profile: 'युवा' }, { profile: 'bagmati youth' }, { profile: toNepaliDigits(String(profileA)) }]) {
      const response = await list(query)
      expect(response.status).toBe(200)
      const rows = entries(response)
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.every((row) => row.profile?.id === profileA)).toBe(true)
      expect(response.json.data.total).toBe(await auditCount(eq(auditLog.profile_id, profileA)))
    }
    expect(response(await list({ profile: 'no such ngo' }))).toEqual({ total: 0, entries: [] })
  })

  it('by the actor mobile (or its first digits), and system', async () => {
    const byOwner = await list({ actor: ownerB.user.mobile })
    expect(entries(byOwner).length).toBeGreaterThan(0)
    expect(entries(byOwner).every((row) => row.actor?.mobile === ownerB.user.mobile)).toBe(true)
    expect(byOwner.json.data.total).toBe(await auditCount(eq(auditLog.actor_user_id, ownerB.user.id)))

    const prefix = await list({ actor: '9841' })
    const mobiles = new Set(entries(prefix).map((row) => row.actor?.mobile))
    expect(mobiles).toEqual(new Set([ownerA.user.mobile, ownerB.user.mobile]))

    const system = await list({ actor: 'system' })
    expect(entries(system).every((row) => row.actor === null)).toBe(true)
    expect(system.json.data.total).toBe(await auditCount(isNull(auditLog.actor_user_id)))
  })

  it('by section or record, and by action', async () => {
    const manpower = await list({ entity: 'subjective_manpower_detail' })
    expect(entries(manpower).map((row) => row.profile?.id).sort()).toEqual([profileA, profileB].sort())
    expect(entries(manpower).every((row) => row.entity === 'subjective_manpower_detail' && row.action === 'replace')).toBe(true)

    const statuses = await list({ action: 'status' })
    expect(entries(statuses)).toHaveLength(1)
    expect(entries(statuses)[0]).toMatchObject({ action: 'status', profile: { id: profileA } })

    const combined = await list({ entity: 'subjective_manpower_detail', actor: ownerA.user.mobile })
    expect(entries(combined)).toHaveLength(1)
    expect(entries(combined)[0].profile?.id).toBe(profileA)
  })

  it('by Bikram Sambat days on the Kathmandu calendar, both ends inclusive', async () => {
    const entity = 'date_probe'
    const at = async (instant: string) => recordAudit(db, { actor: null, action: 'probe', entity, entityId: instant }).then(() =>
      db.update(auditLog).set({ created_at: new Date(instant) }).where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, instant))),
    )
    // Kathmandu is UTC+5:45: 2024-01-16 there runs from 2024-01-15T18:15Z to 2024-01-16T18:15Z.
    for (const instant of ['2024-01-15T18:14:59Z', '2024-01-15T18:15:00Z', '2024-01-16T18:14:59Z', '2024-01-16T18:15:00Z', '2024-01-18T10:00:00Z']) await at(instant)
    const day = adStringToBsString('2024-01-16')!
    const ids = (response: Awaited<ReturnType<typeof list>>) => entries(response).map((row) => row.entity_id)

    expect(ids(await list({ entity, from: day, to: day }))).toEqual(['2024-01-16T18:14:59Z', '2024-01-15T18:15:00Z'])
    expect(ids(await list({ entity, from: toNepaliDigits(day) }))).toEqual(['2024-01-18T10:00:00Z', '2024-01-16T18:15:00Z', '2024-01-16T18:14:59Z', '2024-01-15T18:15:00Z'])
    expect(ids(await list({ entity, to: day }))).toEqual(['2024-01-16T18:14:59Z', '2024-01-15T18:15:00Z', '2024-01-15T18:14:59Z'])
    expect(
      (await list({ entity, from: day, to: day })).json.data.total,
    ).toBe(await auditCount(and(eq(auditLog.entity, entity), gte(auditLog.created_at, new Date('2024-01-15T18:15:00Z')), lt(auditLog.created_at, new Date('2024-01-16T18:15:00Z')))))
  })
})

function response(result: Awaited<ReturnType<typeof list>>) {
  return { total: result.json.data.total, entries: result.json.data.entries }
}

describe('pages', () => {
  it('splits the entries into pages of 25 that do not overlap', async () => {
    const entity = 'page_probe'
    await db.insert(auditLog).values(Array.from({ length: 60 }, (_, index) => ({ action: 'probe', entity, entity_id: String(index), created_at: new Date(Date.UTC(2024, 2, 1, 0, index)) })))
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list({ entity, page: String(page) })))
    expect(pages.map((page) => entries(page).length)).toEqual([25, 25, 10, 0])
    expect(pages.every((page) => page.json.data.total === 60)).toBe(true)
    const all = pages.flatMap((page) => entries(page).map((row) => Number(row.entity_id)))
    expect(all).toEqual(Array.from({ length: 60 }, (_, index) => 59 - index))
  })

  it('counts up to the limit only, and says when more match', async () => {
    const entity = 'count_probe'
    await db.execute(sql`insert into audit_log (action, entity, entity_id) select 'probe', ${entity}, n::text from generate_series(1, ${ACTION_LOG_COUNT_LIMIT + 5}) n`)
    const capped = await list({ entity })
    expect(capped.json.data).toMatchObject({ total: ACTION_LOG_COUNT_LIMIT, total_capped: true })
    const last = await list({ entity, page: String(ACTION_LOG_MAX_PAGE) })
    expect(entries(last)).toHaveLength(ACTION_LOG_PAGE_SIZE)
    const exact = await list({ entity: 'subjective_manpower_detail' })
    expect(exact.json.data.total_capped).toBe(false)
  })
})

describe('bad filters', () => {
  it('are a 400 that says which filter and why, and change nothing', async () => {
    const before = await auditCount()
    const cases: [Record<string, string>, string][] = [
      [{ page: '0' }, 'page'],
      [{ page: String(ACTION_LOG_MAX_PAGE + 1) }, 'page'],
      [{ actor: 'ram' }, 'actor must be digits of a mobile number, or system'],
      [{ entity: "ngo_profile' or 1=1" }, 'entity must be a name such as ngo_profile'],
      [{ action: 'DROP' }, 'action must be a name such as update'],
      [{ from: '2080-13-01' }, 'from must be a Bikram Sambat date (YYYY-MM-DD)'],
      [{ to: 'yesterday' }, 'to must be a Bikram Sambat date (YYYY-MM-DD)'],
      [{ from: '2081-01-02', to: '2081-01-01' }, 'from must not be after to'],
    ]
    for (const [query, message] of cases) {
      const result = await list(query)
      expect(result.status, JSON.stringify(query)).toBe(400)
      expect(result.json.message).toContain(message)
      expect(result.json.data).toBeUndefined()
    }
    expect(await auditCount()).toBe(before)
  })
})
