// What the portal keeps in memory while the change listener hears every
// committed change (lib/cache): the super administrator's lists and signed-in
// viewers (lib/auth/session.ts). Kept while nothing they show changes, dropped
// by any committed change of what they show when its announcement arrives
// (whoever commits it), and never kept while the listening connection is down.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ngoProfiles } from '@/db/schema'
import { changesHeard, isListening as isListeningForChanges, startChangeListener, stopChangeListener } from '@/lib/cache'
import { CHANGE_LISTENER_NAME } from '@/lib/cache/listener'
import { db } from '@/lib/db'
import { getEnv } from '@/lib/env'
import { createSession, getViewerBySession, getViewerFromToken, revokeSession } from '@/lib/auth/session'
import { createUser } from '@/tests/factories'
import { listProfiles } from '@/lib/profile/profile'
import { profileListQuery } from '@/lib/profile/schemas'

const superAdmin = { id: 0, name: '', mobile: '', email: null, role: 'super_admin' as const, dao_registration_no: null, ngo_profile_id: null, sessionId: '' }
const visitorQuery = profileListQuery.parse({ limit: '50' })
const list = () => listProfiles(superAdmin, visitorQuery)

// A person at psql: a connection of its own, outside the portal.
let outsider: pg.Client

/** A change made outside the portal with triggers off, so nothing announces it. */
async function unannounced(statement: string, values: unknown[]) {
  await outsider.query('begin')
  await outsider.query('set local session_replication_role = replica')
  await outsider.query(statement, values)
  await outsider.query('commit')
}

/** Until an announcement has arrived: vitest polls the condition. */
const HEARD = { timeout: 5_000, interval: 20 }

beforeAll(async () => {
  await db.insert(ngoProfiles).values([{ name: 'पहिलो संस्था' }, { name: 'दोस्रो संस्था' }])
  outsider = new pg.Client({ connectionString: getEnv().DATABASE_URL })
  await outsider.connect()
})

afterAll(async () => {
  await stopChangeListener()
  await outsider.end()
})

describe('the super administrator\u2019s kept lists', () => {
  it('keeps nothing before the listener starts', async () => {
    expect(isListeningForChanges()).toBe(false)
    const first = await list()
    expect(await list()).not.toBe(first)
    expect(await list()).toEqual(first)
  })

  it('keeps a list until a change made outside the portal is committed', async () => {
    await startChangeListener(getEnv().DATABASE_URL!)
    expect(isListeningForChanges()).toBe(true)
    const first = await list()
    expect(await list()).toBe(first)

    // An uncommitted change is not announced: the kept list stays.
    await outsider.query('begin')
    await outsider.query(`insert into ngo_profiles (name) values ('बाहिरबाट थपिएको संस्था')`)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await list()).toBe(first)
    await outsider.query('commit')

    await vi.waitUntil(async () => (await list()).total === first.total + 1, HEARD)
    const refreshed = await list()
    expect(refreshed.ngoProfiles.map((row) => row.name)).toContain('बाहिरबाट थपिएको संस्था')
    expect(await list()).toBe(refreshed)
  })

  it('follows changes to option and organisation type names, and deletions', async () => {
    const before = await list()
    await outsider.query(`update ngo_profiles set name = 'नाम फेरिएको संस्था' where name = 'पहिलो संस्था'`)
    await vi.waitUntil(async () => (await list()).ngoProfiles.some((row) => row.name === 'नाम फेरिएको संस्था'), HEARD)
    const renamed = await list()
    expect(renamed).not.toBe(before)
    await outsider.query(`update options set name = name where id = (select min(id) from options)`)
    await vi.waitUntil(async () => (await list()) !== renamed, HEARD)
    const afterOption = await list()
    await outsider.query(`update organization_types set type = type where id = (select min(id) from organization_types)`)
    await vi.waitUntil(async () => (await list()) !== afterOption, HEARD)
    await outsider.query(`delete from ngo_profiles where name = 'दोस्रो संस्था'`)
    await vi.waitUntil(async () => !(await list()).ngoProfiles.some((row) => row.name === 'दोस्रो संस्था'), HEARD)
  })

  it('keeps a list through changes it does not show, and drops it once a write is heard', async () => {
    const first = await list()
    expect(await list()).toBe(first)
    await outsider.query(`insert into audit_log (action, entity, profile_id) values ('test', 'test', $1)`, [first.ngoProfiles[0].id])
    await changesHeard()
    expect(await list()).toBe(first)
    await outsider.query(`update ngo_profiles set vision = 'heard' where id = $1`, [first.ngoProfiles[0].id])
    await changesHeard()
    expect(await list()).not.toBe(first)
  })

  it('reads fresh while the listening connection is lost, and keeps again once it is back', async () => {
    await list()
    await outsider.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()`, [CHANGE_LISTENER_NAME])
    await vi.waitUntil(async () => !isListeningForChanges(), HEARD)
    const first = await list()
    expect(await list()).not.toBe(first)
    await vi.waitUntil(async () => isListeningForChanges(), { ...HEARD, timeout: 10_000 })
    const kept = await list()
    expect(await list()).toBe(kept)
  })

  it('keeps a signed-in viewer until its session or user changes, and forgets it on logout at once', async () => {
    const user = await createUser({ name: 'पहिलो नाम' })
    const { token, sessionId } = await createSession(user.id)
    const first = await getViewerFromToken(token)
    expect(first.name).toBe('पहिलो नाम')
    // It is kept: a change that announces nothing (triggers off) is not seen.
    await unannounced(`update users set mobile = '9800000000' where id = $1`, [user.id])
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await getViewerFromToken(token)).mobile).toBe(user.mobile)

    // A change made elsewhere shows once it is committed.
    await outsider.query(`update users set name = 'दोस्रो नाम' where id = $1`, [user.id])
    await vi.waitUntil(async () => (await getViewerFromToken(token)).name === 'दोस्रो नाम', HEARD)
    // A kept viewer is a copy: changing it changes nothing kept.
    const viewer = await getViewerFromToken(token)
    viewer.role = 'super_admin'
    expect((await getViewerFromToken(token)).role).toBe('user')
    // The token's user must still match the session's.
    expect(await getViewerBySession(sessionId, user.id + 1)).toBeNull()

    // A change of another user leaves it kept; one of its own profile drops it.
    await unannounced(`update users set name = 'तेस्रो नाम' where id = $1`, [user.id])
    await outsider.query(`update users set name = name where id <> $1`, [user.id])
    await changesHeard()
    expect((await getViewerFromToken(token)).name).toBe('दोस्रो नाम')
    await outsider.query(`insert into ngo_profiles (name, user_id) values ('उसको संस्था', $1)`, [user.id])
    await changesHeard()
    expect((await getViewerFromToken(token)).name).toBe('तेस्रो नाम')

    // Logout by the portal: heard before it answers, so refused at once.
    await revokeSession(sessionId)
    expect(await getViewerBySession(sessionId)).toBeNull()
    await expect(getViewerFromToken(token)).rejects.toMatchObject({ status: 401 })

    // Revoked elsewhere: refused once the revocation is committed.
    const second = await createSession(user.id)
    await getViewerFromToken(second.token)
    await outsider.query(`update sessions set revoked_at = now() where id = $1`, [second.sessionId])
    await vi.waitUntil(async () => (await getViewerBySession(second.sessionId)) === null, HEARD)
  })

  it('keeps nothing once stopped', async () => {
    await stopChangeListener()
    expect(isListeningForChanges()).toBe(false)
    const first = await list()
    expect(await list()).not.toBe(first)
  })
})
