// What a committed change empties (lib/cache/changes.ts): the triggers of
// migration 0012 announce every table the mapping names, with the ids it
// needs; a profile write empties its own page always, and the home list and
// the dashboard only when it changes what they show; and the portal's own
// write is heard before it answers.
import { asc, eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as associateRoute from '@/app/api/ngo/[id]/associate/route'
import * as budgetRoute from '@/app/api/ngo/[id]/annual-budget/route'
import * as structureRoute from '@/app/api/ngo/[id]/organizational-structure/route'
import * as profileRoute from '@/app/api/ngo/profile/[id]/route'
import * as countsRoute from '@/app/api/ngo/dashboard/counts/route'
import * as statusRoute from '@/app/api/ngo/profile/[id]/status/route'
import { financialYears, organizationalStructureConfigs, profileInvitations, users } from '@/db/schema'
import { startChangeListener, stopChangeListener } from '@/lib/cache'
import { ANNOUNCED_TABLES, NOT_KEPT, parseChangeMessage, tagsOfChange, TAGS } from '@/lib/cache/changes'
import { db } from '@/lib/db'
import { getEnv } from '@/lib/env'
import { createSignedInUser, createUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { call } from '@/tests/http'
import { createSession } from '@/lib/auth/session'

// Another connection hears what the portal's instances hear.
let hearing: pg.Client
const heard: string[] = []

beforeAll(async () => {
  hearing = new pg.Client({ connectionString: getEnv().DATABASE_URL })
  await hearing.connect()
  hearing.on('notification', (message) => heard.push(message.payload ?? ''))
  await hearing.query('listen portal_changed')
})

afterAll(async () => {
  await stopChangeListener()
  await hearing.end()
})

/** Waits until everything committed so far has been heard (notifications arrive in commit order). */
async function heardSoFar() {
  const marker = `end-${Math.random()}`
  await hearing.query(`select pg_notify('portal_changed', $1)`, [JSON.stringify({ heard: marker })])
  const deadline = Date.now() + 2_000
  while (!heard.some((payload) => payload.includes(marker)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5))
}

/** The tags emptied by what was committed during `work` (heard through another connection). */
async function emptiedBy(work: () => Promise<unknown>): Promise<Set<string>> {
  await heardSoFar()
  heard.length = 0
  await work()
  await heardSoFar()
  const tags = new Set<string>()
  for (const payload of heard) {
    const message = parseChangeMessage(payload)
    if (!message || 'heard' in message) continue
    const emptied = tagsOfChange(message)
    if (emptied === 'everything') tags.add('everything')
    else for (const tag of emptied) tags.add(tag)
  }
  return tags
}

async function ownProfile(options: { verified?: boolean } = {}) {
  const owner = await createSignedInUser()
  const { profile } = await createProfile(owner.user, {}, options)
  return { headers: owner.headers, params: { id: String(profile.id) }, id: profile.id, userId: owner.user.id }
}

describe('the announcements', () => {
  it('cover every table of the schema: each is announced, or nothing kept reads it', async () => {
    const { rows: tables } = await hearing.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
    )
    const unclassified = tables.map((row) => row.name).filter((name) => !ANNOUNCED_TABLES.includes(name) && !(name in NOT_KEPT))
    expect(unclassified).toEqual([])
    const { rows: triggers } = await hearing.query<{ table: string; events: number }>(`
      select c.relname as table, count(*)::int as events
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'portal_changed' and not t.tgisinternal
      group by c.relname`)
    // Insert, update, delete and truncate on each announced table, and on no other.
    expect(Object.fromEntries(triggers.map((row) => [row.table, row.events]))).toEqual(Object.fromEntries(ANNOUNCED_TABLES.map((table) => [table, 4])))
  })

  it('name the rows a statement touched, and the whole table past 200 of them', async () => {
    const { id } = await ownProfile()
    expect(await emptiedBy(() => hearing.query(`update annual_budgets set profile_id = profile_id where profile_id = $1`, [id]))).toEqual(new Set())
    expect(await emptiedBy(() => hearing.query(`update ngo_profiles set vision = 'x' where id = $1`, [id]))).toContain(TAGS.profile(id))
    const many = await emptiedBy(() => hearing.query(`insert into audit_log (action, entity, profile_id) select 'test', 'test', g from generate_series(1, 250) g`))
    expect(many).toEqual(new Set(['profile:*']))
    expect(await emptiedBy(() => hearing.query(`update translations set nepali = nepali where false`))).toEqual(new Set([TAGS.labels]))
  })
})

describe('a profile write empties what shows it, and only that', () => {
  it('a key-person or budget save: the profile page, and its row\'s bookkeeping in the sitemap and the admin list', async () => {
    const { headers, params, id } = await ownProfile()
    const [year] = await db.select().from(financialYears).orderBy(asc(financialYears.id)).limit(1)
    const tags = await emptiedBy(async () => {
      expect((await call(associateRoute.PUT, { method: 'PUT', headers, params, body: [{ org_office_keyperson: 'Ward office' }] })).status).toBe(200)
      expect((await call(budgetRoute.PUT, { method: 'PUT', headers, params, body: [{ financial_year_id: year.id, fund_received_from_internal_sources: 10 }] })).status).toBe(200)
    })
    expect([...tags].sort()).toEqual([TAGS.profile(id), TAGS.registry].sort())
  })

  it("a verified NGO's budget save: also the money sums, never the dashboard's other figures (decision 100)", async () => {
    const { headers, params, id } = await ownProfile({ verified: true })
    const [year] = await db.select().from(financialYears).orderBy(asc(financialYears.id)).limit(1)
    const tags = await emptiedBy(async () => {
      expect((await call(budgetRoute.PUT, { method: 'PUT', headers, params, body: [{ financial_year_id: year.id, fund_received_from_internal_sources: 20 }] })).status).toBe(200)
    })
    expect([...tags].sort()).toEqual([TAGS.funds, TAGS.profile(id), TAGS.registry].sort())
  })

  it('an organizational structure save: also the dashboard and the home list', async () => {
    const { headers, params, id } = await ownProfile()
    const [config] = await db.select().from(organizationalStructureConfigs).limit(1)
    const tags = await emptiedBy(async () => {
      const response = await call(structureRoute.PUT, { method: 'PUT', headers, params, body: [{ organizational_structure_config_id: config.id, co_employee_female: 2 }] })
      expect(response.status).toBe(200)
    })
    expect([...tags].sort()).toEqual([TAGS.dashboard, TAGS.listing, TAGS.profile(id), TAGS.registry].sort())
  })

  it('a save of the profile itself: also the dashboard, the lists, its owner and its People section (the contact admin is its row)', async () => {
    const { headers, params, id, userId } = await ownProfile()
    const tags = await emptiedBy(async () => {
      const response = await call(profileRoute.PUT, { method: 'PUT', headers, params, body: { vision: 'A literate ward' } })
      expect(response.status, JSON.stringify(response.json)).toBe(200)
    })
    expect([...tags].sort()).toEqual([TAGS.dashboard, TAGS.wardGaps, TAGS.listing, TAGS.profile(id), TAGS.people(id), TAGS.registry, TAGS.user(userId)].sort())
  })

  it('a refused save empties nothing', async () => {
    const stranger = await createSignedInUser()
    const { params } = await ownProfile()
    const tags = await emptiedBy(async () => {
      expect((await call(associateRoute.PUT, { method: 'PUT', headers: stranger.headers, params, body: [{ org_office_keyperson: 'x' }] })).status).toBe(404)
    })
    expect(tags).toEqual(new Set())
  })
})

describe("a profile's people and certificates", () => {
  it("a sign-in: only its NGO's People section (last_sign_in_at is bookkeeping)", async () => {
    const { id, userId } = await ownProfile()
    const tags = await emptiedBy(() => createSession(userId))
    expect([...tags].filter((tag) => !tag.startsWith('session:'))).toEqual([TAGS.people(id)])
  })

  it("a rename: the person's viewer, the claims, their NGO's People section and the certificates' issuer names", async () => {
    const { id, userId } = await ownProfile()
    const tags = await emptiedBy(() => db.update(users).set({ name: 'Renamed' }).where(eq(users.id, userId)))
    expect([...tags].sort()).toEqual([TAGS.personNames, TAGS.claims, TAGS.people(id), TAGS.user(userId)].sort())
  })

  it("an invitation and its cancel: the profile's People section", async () => {
    const { id, userId } = await ownProfile()
    const row = { profile_id: id, mobile: '9800000001', role: 'user' as const, code_hash: 'x', expires_at: new Date(Date.now() + 60_000), invited_by: userId }
    const sent = await emptiedBy(() => db.insert(profileInvitations).values(row))
    expect([...sent]).toEqual([TAGS.people(id)])
    const cancelled = await emptiedBy(() => db.update(profileInvitations).set({ cancelled_at: new Date() }).where(eq(profileInvitations.profile_id, id)))
    expect([...cancelled]).toEqual([TAGS.people(id)])
  })
})

describe('the portal hears its own write before it answers', () => {
  it('a verification shows in the next read of the counts, with nothing to wait for', async () => {
    await startChangeListener(getEnv().DATABASE_URL!)
    const admin = await createUser({ role: 'super_admin' })
    const { token } = await createSession(admin.id)
    const { id } = await ownProfile()
    const verified = async () => (await call(countsRoute.GET, { query: { type: 'verified' } })).json.data.total
    const before = await verified()
    // Kept: a change that announces nothing (triggers off) is not seen.
    await hearing.query('begin')
    await hearing.query('set local session_replication_role = replica')
    await hearing.query(`insert into ngo_profiles (name, status, is_verified) values ('चुपचाप थपिएको', 'active', true)`)
    await hearing.query('commit')
    expect(await verified()).toBe(before)
    const response = await call(statusRoute.PUT, { method: 'PUT', headers: { token }, params: { id: String(id) }, body: { status: 'active', is_verified: true } })
    expect(response.status, response.text).toBe(200)
    expect(await verified()).toBe(before + 2)
  })
})
