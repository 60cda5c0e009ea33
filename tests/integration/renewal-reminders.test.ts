// Renewal reminders (decision 091) with a test clock in Kathmandu time: sent
// 30 and 7 days before the cycle's deadline and 1 day after it, once per NGO,
// cycle and window, however often `npm run reminders` runs; a late run sends
// the window it falls in, never two at once; the day's notice budget stops a
// run, and the next run continues.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { financialYears, ngoProfiles, renewalCycles, renewalRemindersSent, renewalSubmissions } from '@/db/schema'
import { db } from '@/lib/db'
import { resetEnvCache } from '@/lib/env'
import { renewalReminderSms } from '@/lib/reminders/message'
import { renewalReminderWindow, runRenewalReminders } from '@/lib/renewals/reminders'
import type { SmsMessage } from '@/lib/sms'
import { getNoticeBudget } from '@/lib/sms/notice-budget'
import { smsSegments } from '@/lib/sms/segments'

// The cycle of 2097/98: deadline 2040-07-16 (Kathmandu).
const DEADLINE = '2040-07-16'
const DAY = 86_400_000
/** `days` from the deadline (negative: before it), at hh:mm Kathmandu time. */
function at(days: number, time = '06:00') {
  const date = new Date(Date.parse(`${DEADLINE}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)
  return new Date(`${date}T${time}:00+05:45`)
}

let cycleId = 0
let mobileSeq = 0
const savedLimit = process.env.SMS_NOTICE_DAILY_LIMIT

function recorder(fail = false) {
  const sent: SmsMessage[] = []
  return {
    sent,
    send: async (message: SmsMessage) => {
      if (fail) throw new Error('gateway down')
      sent.push(message)
    },
  }
}

async function ngo(values: Partial<typeof ngoProfiles.$inferInsert> = {}) {
  const mobile = `98${String(10_000_000 + ++mobileSeq).padStart(8, '0')}`
  const [row] = await db
    .insert(ngoProfiles)
    .values({ name: `Reminder NGO ${mobileSeq}`, status: 'active', is_verified: true, contact_person_phone: mobile, ...values })
    .returning({ id: ngoProfiles.id, phone: ngoProfiles.contact_person_phone })
  return { id: row.id, mobile: row.phone! }
}

const windowsOf = async (profileId: number) =>
  (await db.select({ window: renewalRemindersSent.window }).from(renewalRemindersSent).where(and(eq(renewalRemindersSent.profile_id, profileId), eq(renewalRemindersSent.cycle_id, cycleId))))
    .map((row) => row.window)
    .sort()

const to = (sent: SmsMessage[], mobile: string) => sent.filter((message) => message.to === mobile)

let waiting: { id: number; mobile: string }
let submitted: { id: number; mobile: string }
let unverified: { id: number; mobile: string }
let inactive: { id: number; mobile: string }
let landline: { id: number; mobile: string }

beforeAll(async () => {
  const [year] = await db.insert(financialYears).values({ financial_year: '२०९७/९८' }).returning({ id: financialYears.id })
  const [cycle] = await db.insert(renewalCycles).values({ financial_year_id: year.id, starts_on: '2040-04-13', deadline: DEADLINE, items: ['part:committee'] }).returning({ id: renewalCycles.id })
  cycleId = cycle.id
  // Whatever else the seed holds stays out of the counts below: every assertion names its NGOs.
  await db.update(ngoProfiles).set({ is_verified: false })
  waiting = await ngo()
  submitted = await ngo()
  await db.insert(renewalSubmissions).values({ cycle_id: cycleId, profile_id: submitted.id, snapshot: {}, state: 'changes_requested' })
  unverified = await ngo({ is_verified: false })
  inactive = await ngo({ status: 'inactive' })
  landline = await ngo({ contact_person_phone: '01-5521234' })
})

afterAll(() => {
  if (savedLimit === undefined) delete process.env.SMS_NOTICE_DAILY_LIMIT
  else process.env.SMS_NOTICE_DAILY_LIMIT = savedLimit
  resetEnvCache()
})

describe('renewalReminderWindow', () => {
  it('spans 30 to 8 days before, 7 days before to the deadline day, and the 14 late days after', () => {
    expect([31, 30, 8, 7, 0, -1, -14, -15].map(renewalReminderWindow)).toEqual([null, '30', '30', '7', '7', 'after', 'after', null])
  })

  it('each reminder is Nepali and at most two SMS parts', () => {
    for (const [window, days] of [['30', 30], ['7', 7], ['7', 0], ['after', -1]] as const) {
      const text = renewalReminderSms('२०९७/९८', DEADLINE, window, days)
      expect(text).not.toMatch(/[A-Za-z]/)
      expect(smsSegments(text).segments, text).toBeLessThanOrEqual(2)
    }
  })
})

describe('runRenewalReminders', () => {
  it('sends nothing 31 days before the deadline', async () => {
    const { sent, send } = recorder()
    expect(await runRenewalReminders({ now: at(-31), send })).toMatchObject({ window: null, sent: 0 })
    expect(sent).toHaveLength(0)
  })

  it('30 days before: one SMS to each verified, active NGO that has not submitted, once however often it runs that day', async () => {
    const first = recorder()
    const run = await runRenewalReminders({ now: at(-30), send: first.send })
    expect(run).toMatchObject({ window: '30', sent: 1, noPhone: 1, failed: 0, unsent: 0 })
    expect(to(first.sent, waiting.mobile)).toHaveLength(1)
    for (const other of [submitted, unverified, inactive, landline]) expect(to(first.sent, other.mobile)).toHaveLength(0)
    expect(first.sent[0]).toMatchObject({ purpose: 'notice' })
    expect(first.sent[0].body).toContain('३० दिन बाँकी')
    expect(first.sent[0].body).toContain('२०९७/९८')
    expect(await windowsOf(waiting.id)).toEqual(['30'])

    const again = recorder()
    expect(await runRenewalReminders({ now: at(-30, '23:59'), send: again.send })).toMatchObject({ sent: 0 })
    expect(again.sent).toHaveLength(0)
  })

  it('sends nothing more on the next days of the 30-day window', async () => {
    for (const day of [-29, -20, -8]) {
      const { sent, send } = recorder()
      expect(await runRenewalReminders({ now: at(day), send })).toMatchObject({ window: '30', sent: 0 })
      expect(sent).toHaveLength(0)
    }
  })

  it('a run that comes late still sends the window it falls in, and never two at once', async () => {
    // An NGO admitted on day -5 never had the 30-day reminder: it gets the 7-day one only.
    const newcomer = await ngo()
    const { sent, send } = recorder()
    // No run on day -7 at all: the one on day -5 sends the 7-day reminder.
    expect(await runRenewalReminders({ now: at(-5), send })).toMatchObject({ window: '7', sent: 2 })
    expect(to(sent, waiting.mobile)).toHaveLength(1)
    expect(to(sent, newcomer.mobile)).toHaveLength(1)
    expect(sent[0].body).toContain('५ दिन बाँकी')
    expect(await windowsOf(newcomer.id)).toEqual(['7'])
    expect(await windowsOf(waiting.id)).toEqual(['30', '7'])
  })

  it('the deadline day is the 7-day window until Kathmandu midnight; the day after, the 1-day-after reminder goes once', async () => {
    const lastMinute = recorder()
    expect(await runRenewalReminders({ now: at(0, '23:59'), send: lastMinute.send })).toMatchObject({ window: '7', sent: 0 })
    const afterMidnight = recorder()
    expect(await runRenewalReminders({ now: at(1, '00:01'), send: afterMidnight.send })).toMatchObject({ window: 'after', sent: 2 })
    expect(to(afterMidnight.sent, waiting.mobile)).toHaveLength(1)
    expect(afterMidnight.sent[0].body).toContain('म्याद')
    const later = recorder()
    expect(await runRenewalReminders({ now: at(2), send: later.send })).toMatchObject({ window: 'after', sent: 0 })
    expect(await windowsOf(waiting.id)).toEqual(['30', '7', 'after'])
  })

  it('two runs at once send each reminder once', async () => {
    const pair = [await ngo(), await ngo()]
    const a = recorder()
    const b = recorder()
    await Promise.all([runRenewalReminders({ now: at(3), send: a.send }), runRenewalReminders({ now: at(3), send: b.send })])
    const all = [...a.sent, ...b.sent]
    for (const item of pair) expect(to(all, item.mobile)).toHaveLength(1)
    expect(all).toHaveLength(2)
  })

  it('a send that fails gives its claim and its parts back, so the next run tries again', async () => {
    const flaky = await ngo()
    const before = await getNoticeBudget(at(4))
    const failing = recorder(true)
    expect(await runRenewalReminders({ now: at(4), send: failing.send })).toMatchObject({ sent: 0, failed: 1 })
    expect(await windowsOf(flaky.id)).toEqual([])
    expect((await getNoticeBudget(at(4))).used).toBe(before.used)
    const retry = recorder()
    expect(await runRenewalReminders({ now: at(5), send: retry.send })).toMatchObject({ sent: 1 })
    expect(to(retry.sent, flaky.mobile)).toHaveLength(1)
  })

  it('stops at the day’s notice budget, says how many are left, and the next run continues', async () => {
    const three = [await ngo(), await ngo(), await ngo()]
    const parts = smsSegments(renewalReminderSms('२०९७/९८', DEADLINE, 'after', -6)).segments
    process.env.SMS_NOTICE_DAILY_LIMIT = String(parts * 2)
    resetEnvCache()
    const first = recorder()
    expect(await runRenewalReminders({ now: at(6), send: first.send })).toMatchObject({ sent: 2, unsent: 1 })
    expect(await getNoticeBudget(at(6))).toMatchObject({ used: parts * 2, left: 0 })
    const sameDay = recorder()
    expect(await runRenewalReminders({ now: at(6, '20:00'), send: sameDay.send })).toMatchObject({ sent: 0, unsent: 1 })
    const nextDay = recorder()
    expect(await runRenewalReminders({ now: at(7), send: nextDay.send })).toMatchObject({ sent: 1, unsent: 0 })
    for (const item of three) expect(await windowsOf(item.id)).toEqual(['after'])
  })

  it('an overdue NGO (15 days after) and a closed cycle get nothing', async () => {
    const lateComer = await ngo()
    const overdue = recorder()
    expect(await runRenewalReminders({ now: at(15), send: overdue.send })).toMatchObject({ window: null, sent: 0 })
    await db.update(renewalCycles).set({ state: 'closed' }).where(eq(renewalCycles.id, cycleId))
    const closed = recorder()
    expect(await runRenewalReminders({ now: at(8), send: closed.send })).toMatchObject({ window: null, sent: 0 })
    expect(await windowsOf(lateComer.id)).toEqual([])
  })
})
