// Each NGO's standing in the renewal cycle in force (decision 080), read
// with a test clock on each side of the deadline's Kathmandu midnight: the
// public profile's standing and record, the lists with their standing
// filter, and the dashboard's progress. Kept reads are dropped by a
// committed submission.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { financialYears, ngoProfiles, renewalCycles, renewalSubmissions } from '@/db/schema'
import { getViewerFromToken, type Viewer } from '@/lib/auth/session'
import { startChangeListener, stopChangeListener } from '@/lib/cache'
import { db } from '@/lib/db'
import { getEnv } from '@/lib/env'
import { listProfiles } from '@/lib/profile/profile'
import { profileListQuery } from '@/lib/profile/schemas'
import { openCycle } from '@/lib/renewals/cycles'
import { getProfileRenewal, getRenewalProgress } from '@/lib/renewals/standings'
import { createSignedInUser } from '@/tests/factories'

// The cycle of 2096/97: deadline 2039-07-16; Kathmandu's midnight after it is 2039-07-16T18:15:00Z.
const DEADLINE = '2039-07-16'
const LAST_SECOND_DUE = new Date('2039-07-16T18:14:59.999Z')
const FIRST_INSTANT_LATE = new Date('2039-07-16T18:15:00.000Z')
const DAY_15 = new Date('2039-07-30T18:15:00.000Z')

let superAdmin: Viewer
const ids: Record<'waiting' | 'renewed' | 'submitted' | 'changes' | 'unverified', number> = { waiting: 0, renewed: 0, submitted: 0, changes: 0, unverified: 0 }

async function profile(name: string, verified = true) {
  const [row] = await db.insert(ngoProfiles).values({ name, name_en: name, status: 'active', is_verified: verified }).returning({ id: ngoProfiles.id })
  return row.id
}

beforeAll(async () => {
  await startChangeListener(getEnv().DATABASE_URL!)
  superAdmin = await getViewerFromToken((await createSignedInUser({ role: 'super_admin' })).token)
  const [earlier, current] = await db.insert(financialYears).values([{ financial_year: '२०९५/९६' }, { financial_year: '२०९६/९७' }]).returning({ id: financialYears.id })
  // Opened on the clock of their own years; the earlier one's record is renewed 5 days late.
  const earlierCycle = await openCycle(superAdmin, { financial_year_id: earlier.id, starts_on: '2038-04-14', deadline: '2038-07-16', items: ['part:committee'] }, new Date('2038-04-14T06:00:00Z'))
  const cycle = await openCycle(superAdmin, { financial_year_id: current.id, starts_on: '2039-04-14', deadline: DEADLINE, items: ['part:committee', 'part:annual_budget'] }, new Date('2039-04-14T06:00:00Z'))
  ids.waiting = await profile('Waiting NGO')
  ids.renewed = await profile('Renewed NGO')
  ids.submitted = await profile('Submitted NGO')
  ids.changes = await profile('Changes NGO')
  ids.unverified = await profile('Unverified NGO', false)
  await db.insert(renewalSubmissions).values([
    { cycle_id: earlierCycle.id, profile_id: ids.waiting, snapshot: {}, state: 'accepted', submitted_at: new Date('2038-07-18T04:00:00Z'), decided_at: new Date('2038-07-21T04:00:00Z') },
    { cycle_id: cycle.id, profile_id: ids.renewed, snapshot: {}, state: 'accepted', submitted_at: new Date('2039-06-01T04:00:00Z'), decided_at: new Date('2039-06-10T04:00:00Z') },
    { cycle_id: cycle.id, profile_id: ids.submitted, snapshot: {}, state: 'submitted', submitted_at: new Date('2039-07-10T04:00:00Z') },
    { cycle_id: cycle.id, profile_id: ids.changes, snapshot: {}, state: 'changes_requested', submitted_at: new Date('2039-07-01T04:00:00Z'), decided_at: new Date('2039-07-05T04:00:00Z') },
  ])
})

afterAll(async () => {
  await stopChangeListener()
})

const adminList = async (standing: string, now: Date) => {
  const list = await listProfiles(superAdmin, profileListQuery.parse({ standing, limit: 50 }), now)
  return list.ngoProfiles.map((row) => row.id).sort((a, b) => a - b)
}

describe('the standing of a public profile', () => {
  it('is due through the deadline day and late from the Kathmandu midnight after it, then overdue from the 15th day', async () => {
    expect((await getProfileRenewal(ids.waiting, LAST_SECOND_DUE)).current).toEqual({ financial_year: '२०९६/९७', deadline: DEADLINE, standing: { kind: 'due', by: DEADLINE } })
    expect((await getProfileRenewal(ids.waiting, FIRST_INSTANT_LATE)).current?.standing).toEqual({ kind: 'late', days: 1, since: DEADLINE })
    expect((await getProfileRenewal(ids.waiting, DAY_15)).current?.standing).toEqual({ kind: 'overdue', days: 15, since: DEADLINE })
  })

  it('shows the renewal, the submission and the changes requested whatever the day', async () => {
    for (const now of [LAST_SECOND_DUE, DAY_15]) {
      expect((await getProfileRenewal(ids.renewed, now)).current?.standing).toEqual({ kind: 'renewed', on: '2039-06-10' })
      expect((await getProfileRenewal(ids.submitted, now)).current?.standing).toEqual({ kind: 'submitted', on: '2039-07-10' })
      expect((await getProfileRenewal(ids.changes, now)).current?.standing).toEqual({ kind: 'changes_requested', on: '2039-07-05' })
    }
  })

  it('keeps the record of the years before: renewed and how late, or not renewed', async () => {
    expect((await getProfileRenewal(ids.waiting, DAY_15)).record).toEqual([{ financial_year: '२०९५/९६', deadline: '2038-07-16', outcome: { kind: 'renewed', on: '2038-07-21', days_late: 5 } }])
    expect((await getProfileRenewal(ids.renewed, DAY_15)).record).toEqual([{ financial_year: '२०९५/९६', deadline: '2038-07-16', outcome: { kind: 'not_renewed' } }])
  })

  it('changes at once when a submission is committed, without waiting for the next day', async () => {
    const id = await profile('Late Submitter')
    expect((await getProfileRenewal(id, FIRST_INSTANT_LATE)).current?.standing.kind).toBe('late')
    const [cycle] = await db.select().from(renewalCycles).where(eq(renewalCycles.deadline, DEADLINE))
    await db.insert(renewalSubmissions).values({ cycle_id: cycle.id, profile_id: id, snapshot: {}, state: 'submitted', submitted_at: new Date('2039-07-17T04:00:00Z') })
    await expect.poll(async () => (await getProfileRenewal(id, FIRST_INSTANT_LATE)).current?.standing.kind, { timeout: 5_000 }).toBe('submitted')
    await db.delete(renewalSubmissions).where(eq(renewalSubmissions.profile_id, id))
    await db.delete(ngoProfiles).where(eq(ngoProfiles.id, id))
  })
})

describe('the lists and the dashboard', () => {
  it('filter the super administrator list by standing, verified NGOs only, on each side of the midnight', async () => {
    expect(await adminList('due', LAST_SECOND_DUE)).toEqual([ids.waiting])
    expect(await adminList('late', LAST_SECOND_DUE)).toEqual([])
    expect(await adminList('due', FIRST_INSTANT_LATE)).toEqual([])
    expect(await adminList('late', FIRST_INSTANT_LATE)).toEqual([ids.waiting])
    expect(await adminList('overdue', DAY_15)).toEqual([ids.waiting])
    expect(await adminList('renewed', DAY_15)).toEqual([ids.renewed])
    expect(await adminList('submitted', DAY_15)).toEqual([ids.submitted])
    expect(await adminList('changes_requested', DAY_15)).toEqual([ids.changes])
    expect(profileListQuery.safeParse({ standing: 'asleep' }).error?.issues[0].message).toBe('standing must be renewed, submitted, changes_requested, due, not_started, late or overdue')
  })

  it('give each public row its standing', async () => {
    const list = await listProfiles(null, profileListQuery.parse({ limit: 50 }), FIRST_INSTANT_LATE)
    const byId = new Map(list.ngoProfiles.map((row) => [row.id, row.renewal]))
    expect(byId.get(ids.waiting)).toEqual({ financial_year: '२०९६/९७', standing: { kind: 'late', days: 1, since: DEADLINE } })
    expect(byId.get(ids.renewed)).toEqual({ financial_year: '२०९६/९७', standing: { kind: 'renewed', on: '2039-06-10' } })
    expect(byId.has(ids.unverified)).toBe(false)
  })

  it('count the progress of the cycle over the NGOs the public sees', async () => {
    expect(await getRenewalProgress(LAST_SECOND_DUE)).toMatchObject({ total: 4, counts: { renewed: 1, submitted: 1, changes_requested: 1, not_started: 1, late: 0, overdue: 0 } })
    expect(await getRenewalProgress(DAY_15)).toMatchObject({ total: 4, counts: { renewed: 1, submitted: 1, changes_requested: 1, not_started: 0, late: 0, overdue: 1 } })
  })
})
