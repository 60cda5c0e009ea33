import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { documentConfigs, documentReminders, ngoProfiles, profileDocuments } from '@/db/schema'
import { db } from '@/lib/db'
import { kathmanduToday } from '@/lib/calendar'
import { reminderWindow, runReminders } from '@/lib/reminders'
import type { SmsMessage } from '@/lib/sms'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'

withTemporaryUploads()

// 2026-01-10 05:45 in Kathmandu.
const NOW = new Date('2026-01-10T00:00:00Z')
const DAY = 86_400_000
const inDays = (days: number) => new Date(Date.parse('2026-01-10T00:00:00Z') + days * DAY).toISOString().slice(0, 10)
const later = (days: number) => new Date(NOW.getTime() + days * DAY)

const docs = { in20: 0, in5: 0, in30: 0, expired: 0, in45: 0, ownerOnly: 0 }
let ownerMobile = ''

function recorder(fail: (message: SmsMessage) => boolean = () => false) {
  const sent: SmsMessage[] = []
  const send = async (message: SmsMessage) => {
    if (fail(message)) throw new Error('provider down')
    sent.push(message)
  }
  return { sent, send }
}

beforeAll(async () => {
  const configs = await db.select().from(documentConfigs).orderBy(asc(documentConfigs.id))
  expect(configs.length).toBeGreaterThanOrEqual(3)
  const first = await createSignedInUser()
  const { profile } = await createProfile(first.user, { contact_person_phone: '९८४१२३४५६७' }, { verified: true })
  const second = await createSignedInUser()
  ownerMobile = second.user.mobile
  const { profile: noContact } = await createProfile(second.user, { contact_person_phone: null })
  const add = async (profileId: number, configIndex: number, validTill: string) => {
    const [row] = await db
      .insert(profileDocuments)
      .values({ profile_id: profileId, document_config_id: configs[configIndex].id, valid_till: validTill })
      .returning({ id: profileDocuments.id })
    return row.id
  }
  docs.in20 = await add(profile.id, 0, inDays(20))
  docs.in5 = await add(profile.id, 1, inDays(5))
  docs.in30 = await add(profile.id, 2, inDays(30))
  docs.expired = await add(noContact.id, 0, inDays(-1))
  docs.in45 = await add(noContact.id, 1, inDays(45))
  docs.ownerOnly = await add(noContact.id, 2, inDays(10))
}, 120_000)

describe('reminderWindow and kathmanduToday', () => {
  it('picks the narrowest window and none outside', () => {
    expect([-1, 0, 7, 8, 30, 31].map(reminderWindow)).toEqual([null, '7', '7', '30', '30', null])
    expect(kathmanduToday(new Date('2026-01-09T18:14:00Z'))).toBe('2026-01-09')
    expect(kathmanduToday(new Date('2026-01-09T18:15:00Z'))).toBe('2026-01-10')
  })
})

describe('runReminders', () => {
  it('sends one Nepali SMS per due document, in its window, to the contact or else the owner', async () => {
    const { sent, send } = recorder()
    const run = await runReminders({ now: NOW, send })
    expect(run).toEqual({ sent: 4, alreadySent: 0, failed: 0, noPhone: 0 })
    const recorded = await db.select().from(documentReminders)
    expect(recorded.map((row) => [row.document_id, row.window]).sort()).toEqual(
      [
        [docs.in20, '30'],
        [docs.in5, '7'],
        [docs.in30, '30'],
        [docs.ownerOnly, '30'],
      ].sort(),
    )
    expect(recorded.map((row) => row.document_id)).not.toContain(docs.expired)
    expect(recorded.map((row) => row.document_id)).not.toContain(docs.in45)
    expect(sent.filter((message) => message.to === '9841234567')).toHaveLength(3)
    expect(sent.filter((message) => message.to === ownerMobile)).toHaveLength(1)
    const [config] = await db
      .select({ name: documentConfigs.document_name })
      .from(profileDocuments)
      .innerJoin(documentConfigs, eq(documentConfigs.id, profileDocuments.document_config_id))
      .where(eq(profileDocuments.id, docs.in5))
    const message = sent.find((item) => item.body.includes('५ दिन बाकी') || item.body.includes('५ दिन बाँकी'))!
    expect(message.body).toContain(config.name)
    // 2026-01-15 is BS 2082-10-01 (Magh 1).
    expect(message.body).toContain('२०८२-१०-०१')
    expect(message.purpose).toBe('notice')
  })

  it('sends nothing on a second run, nor on two runs at once', async () => {
    const again = recorder()
    expect(await runReminders({ now: NOW, send: again.send })).toMatchObject({ sent: 0, alreadySent: 4 })
    expect(again.sent).toHaveLength(0)
    const a = recorder()
    const b = recorder()
    await Promise.all([runReminders({ now: later(1), send: a.send }), runReminders({ now: later(1), send: b.send })])
    expect(a.sent.length + b.sent.length).toBe(0)
  })

  it('sends the 7-day reminder once the document enters that window, and again after a renewal', async () => {
    const { sent, send } = recorder()
    // 2026-01-23: the 20-day document has 7 days left; the 30-day one 17; the owner's 10-day one expired.
    expect(await runReminders({ now: later(13), send })).toMatchObject({ sent: 1 })
    const windows = await db.select().from(documentReminders).where(eq(documentReminders.document_id, docs.in20))
    expect(windows.map((row) => row.window).sort()).toEqual(['30', '7'])
    expect(sent).toHaveLength(1)

    await db.update(profileDocuments).set({ valid_till: inDays(40) }).where(eq(profileDocuments.id, docs.in20))
    const renewed = recorder()
    expect(await runReminders({ now: later(13), send: renewed.send })).toMatchObject({ sent: 1 })
  })

  it('gives the claim back when sending fails, so the next run retries', async () => {
    const [doc] = await db.insert(profileDocuments).values({ profile_id: (await db.select({ id: ngoProfiles.id }).from(ngoProfiles).limit(1))[0].id, document_config_id: (await db.select().from(documentConfigs).orderBy(asc(documentConfigs.id)))[3]?.id ?? -1, valid_till: inDays(25) }).returning({ id: profileDocuments.id })
    const failing = recorder(() => true)
    const run = await runReminders({ now: NOW, send: failing.send })
    expect(run.failed).toBe(1)
    expect(await db.select().from(documentReminders).where(eq(documentReminders.document_id, doc.id))).toHaveLength(0)
    const retry = recorder()
    expect(await runReminders({ now: NOW, send: retry.send })).toMatchObject({ sent: 1, failed: 0 })
    expect(await db.select().from(documentReminders).where(eq(documentReminders.document_id, doc.id))).toHaveLength(1)
  })

  it('skips a profile with no valid mobile anywhere', async () => {
    const user = await createSignedInUser()
    const { profile } = await createProfile(user.user, { contact_person_phone: '01-5521234' })
    await db.update(ngoProfiles).set({ user_id: null }).where(eq(ngoProfiles.id, profile.id))
    const [config] = await db.select().from(documentConfigs).orderBy(asc(documentConfigs.id)).limit(1)
    await db.insert(profileDocuments).values({ profile_id: profile.id, document_config_id: config.id, valid_till: inDays(3) })
    const { sent, send } = recorder()
    expect(await runReminders({ now: NOW, send })).toMatchObject({ sent: 0, noPhone: 1 })
    expect(sent).toHaveLength(0)
  })
})
