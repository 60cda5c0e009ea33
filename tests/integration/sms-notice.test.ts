// The SMS notice of the NGO list (decision 091): a preview that counts NGOs,
// SMS parts and the day's notice budget; a send guarded by the preview's
// count, refused over the budget, queued and delivered in the background
// through the console provider's outbox, and recorded in the action log.
// Every refusal sends nothing and writes nothing.
import { count, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as readNotice } from '@/app/api/ngo/sms-notices/[id]/route'
import { POST as previewNotice } from '@/app/api/ngo/sms-notices/preview/route'
import { POST as sendNotice } from '@/app/api/ngo/sms-notices/route'
import { auditLog, rateLimitCounters, smsNoticeRecipients, smsNotices } from '@/db/schema'
import { db } from '@/lib/db'
import { resetEnvCache } from '@/lib/env'
import { makeTranslate } from '@/lib/i18n/server'
import { deliverNotice, deliveriesSettled, deliverUnfinishedNotices, getNoticeProgress } from '@/lib/notices/notices'
import type { SmsMessage } from '@/lib/sms'
import { getNoticeBudget } from '@/lib/sms/notice-budget'
import { NOTICE_MESSAGES } from '@/lib/notices/schemas'
import { call } from '@/tests/http'
import { outbox } from './auth-support'
import { insertProfile, signedInRoles } from './content-support'

let roles: Awaited<ReturnType<typeof signedInRoles>>
let headers: Record<string, string>
const mobiles = ['9812000001', '9812000002', '9812000003']
const savedLimit = process.env.SMS_NOTICE_DAILY_LIMIT

/** The filter of the test's NGOs: four by name, three with a mobile. */
const FILTER = { search_by: 'name_en', search: 'Notice Target' }
const NEPALI = 'नवीकरणका कागजात असार मसान्तभित्र पोर्टलमा पेस गर्नुहोस्। थप जानकारीका लागि नगरपालिकाको सामाजिक विकास शाखामा सम्पर्क गर्नुहोस्।'
const ENGLISH = 'Please renew on the portal by the end of Asar. '.repeat(4).trim()

function configureLimit(value: string | undefined) {
  if (value === undefined) delete process.env.SMS_NOTICE_DAILY_LIMIT
  else process.env.SMS_NOTICE_DAILY_LIMIT = value
  resetEnvCache()
}

async function written() {
  const [[notices], [recipients], [entries], counters] = await Promise.all([
    db.select({ n: count() }).from(smsNotices),
    db.select({ n: count() }).from(smsNoticeRecipients),
    db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'sms_notice')),
    db.select({ count: rateLimitCounters.count }).from(rateLimitCounters).where(like(rateLimitCounters.key, 'sms-daily:notice')),
  ])
  return { notices: notices.n, recipients: recipients.n, entries: entries.n, budgetUsed: counters.reduce((sum, row) => sum + row.count, 0), outbox: outbox().length }
}

beforeAll(async () => {
  roles = await signedInRoles()
  headers = roles.superAdmin.headers
  for (const [index, mobile] of mobiles.entries()) {
    await insertProfile({ name_en: `Notice Target ${index}`, status: 'active', is_verified: true, contact_person_phone: mobile })
  }
  // A landline takes no SMS, and no account owns this one: it is counted, not sent to.
  await insertProfile({ name_en: 'Notice Target landline', status: 'active', is_verified: true, contact_person_phone: '01-5521234' })
})

afterAll(() => configureLimit(savedLimit))

describe('who may send a notice', () => {
  it('only the super administrator: nothing is written for anyone else', async () => {
    const before = await written()
    expect((await call(previewNotice, { method: 'POST', body: { filter: FILTER, text: 'x' } })).status).toBe(401)
    for (const role of [roles.user, roles.admin]) {
      expect((await call(previewNotice, { method: 'POST', headers: role.headers, body: { filter: FILTER, text: 'x' } })).status).toBe(403)
      expect((await call(sendNotice, { method: 'POST', headers: role.headers, body: { filter: FILTER, text: 'x', expected_count: 3 } })).status).toBe(403)
      expect((await call(readNotice, { headers: role.headers, params: { id: '1' } })).status).toBe(403)
    }
    expect(await written()).toEqual(before)
  })
})

describe('the preview', () => {
  it('counts the NGOs, those with a mobile, the parts of a Nepali text (UCS-2, 67 a part) and the budget left', async () => {
    const before = await written()
    const answer = await call(previewNotice, { method: 'POST', headers, body: { filter: FILTER, text: NEPALI } })
    expect(answer.status, JSON.stringify(answer.json)).toBe(200)
    expect(answer.json.data.preview).toMatchObject({
      ngos: 4,
      recipients: 3,
      without_mobile: 1,
      encoding: 'UCS-2',
      characters: NEPALI.length,
      parts_per_message: 2,
      total_parts: 6,
      budget: { limit: 2000, left: 2000 - before.budgetUsed },
      fits: true,
    })
    expect(await written()).toEqual(before)
  })

  it('counts an English text as GSM-7: 160 in one part, 153 a part when longer', async () => {
    const one = await call(previewNotice, { method: 'POST', headers, body: { filter: FILTER, text: 'a'.repeat(160) } })
    expect(one.json.data.preview).toMatchObject({ encoding: 'GSM-7', parts_per_message: 1, total_parts: 3 })
    const two = await call(previewNotice, { method: 'POST', headers, body: { filter: FILTER, text: ENGLISH } })
    expect(two.json.data.preview).toMatchObject({ encoding: 'GSM-7', characters: ENGLISH.length, parts_per_message: 2, total_parts: 6 })
  })
})

describe('bad input changes nothing', () => {
  const t = makeTranslate('ne', {})
  it.each([
    ['no filter at all', { text: NEPALI, expected_count: 3 }, NOTICE_MESSAGES.emptyFilter],
    ['an empty filter', { filter: {}, text: NEPALI, expected_count: 3 }, NOTICE_MESSAGES.emptyFilter],
    ['a filter of blanks and a column name only', { filter: { search_by: 'name', search: '  ', status: '' }, text: NEPALI, expected_count: 3 }, NOTICE_MESSAGES.emptyFilter],
    ['an empty text', { filter: FILTER, text: '   ', expected_count: 3 }, NOTICE_MESSAGES.textRequired],
    ['no text', { filter: FILTER, expected_count: 3 }, NOTICE_MESSAGES.textRequired],
    ['a text over 3 parts', { filter: FILTER, text: 'क'.repeat(202), expected_count: 3 }, NOTICE_MESSAGES.textTooLong],
    ['an English text over 3 parts', { filter: FILTER, text: 'a'.repeat(460), expected_count: 3 }, NOTICE_MESSAGES.textTooLong],
    ['no count from the preview', { filter: FILTER, text: NEPALI }, NOTICE_MESSAGES.countRequired],
  ])('%s: 400 with a message that has its Nepali', async (_, body, message) => {
    const before = await written()
    const answer = await call(sendNotice, { method: 'POST', headers, body })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.json)).toContain(message)
    expect(t(message)).toMatch(/[\u0900-\u097F]/)
    // The preview refuses the same filter or text alike.
    const { expected_count, ...previewBody } = body as { expected_count?: number }
    if (expected_count !== undefined) expect((await call(previewNotice, { method: 'POST', headers, body: previewBody })).status).toBe(400)
    expect(await written()).toEqual(before)
  })

  it('a bad filter value: 400, nothing written', async () => {
    const before = await written()
    const answer = await call(sendNotice, { method: 'POST', headers, body: { filter: { status: 'sleeping' }, text: NEPALI, expected_count: 3 } })
    expect(answer.status).toBe(400)
    expect(await written()).toEqual(before)
  })

  it('a count that changed since the preview: 409, nothing sent or recorded', async () => {
    const before = await written()
    const answer = await call(sendNotice, { method: 'POST', headers, body: { filter: FILTER, text: NEPALI, expected_count: 2 } })
    expect(answer.status).toBe(409)
    expect(answer.json.message).toBe(NOTICE_MESSAGES.countChanged)
    expect(await written()).toEqual(before)
  })

  it('a filter of NGOs without a mobile: 400, nothing sent', async () => {
    const before = await written()
    const answer = await call(sendNotice, { method: 'POST', headers, body: { filter: { search: 'Notice Target landline', search_by: 'name_en' }, text: NEPALI, expected_count: 0 } })
    expect(answer.status).toBe(400)
    expect(answer.json.message).toBe(NOTICE_MESSAGES.noRecipients)
    expect(await written()).toEqual(before)
  })

  it('over the day’s budget: refused (429), nothing sent, nothing recorded as sent', async () => {
    const before = await written()
    // 5 parts left; the notice needs 6.
    configureLimit(String(before.budgetUsed + 5))
    const previewed = await call(previewNotice, { method: 'POST', headers, body: { filter: FILTER, text: NEPALI } })
    expect(previewed.json.data.preview).toMatchObject({ total_parts: 6, budget: { left: 5 }, fits: false })
    const answer = await call(sendNotice, { method: 'POST', headers, body: { filter: FILTER, text: NEPALI, expected_count: 3 } })
    expect(answer.status).toBe(429)
    expect(answer.json.message).toBe(NOTICE_MESSAGES.overBudget)
    await deliveriesSettled()
    expect(await written()).toEqual(before)
    configureLimit(savedLimit)
  })
})

describe('sending', () => {
  it('answers 202 at once, sends one SMS to each NGO with a mobile in the background, takes the parts and records who sent what', async () => {
    const before = await written()
    const answer = await call(sendNotice, { method: 'POST', headers, body: { filter: FILTER, text: NEPALI, expected_count: 3 } })
    expect(answer.status, JSON.stringify(answer.json)).toBe(202)
    const notice = answer.json.data.notice
    expect(notice).toMatchObject({ recipients: 3, parts_per_message: 2, parts: 6 })
    await deliveriesSettled()
    const progress = await call(readNotice, { headers, params: { id: String(notice.id) } })
    expect(progress.status).toBe(200)
    expect(progress.json.data.notice).toMatchObject({ recipients: 3, sent: 3, failed: 0, pending: 0 })
    expect(progress.json.data.notice.finished_at).toBeTruthy()
    const sent = outbox().slice(before.outbox)
    expect(sent.map((line) => line.to).sort()).toEqual(mobiles)
    expect(sent.every((line) => line.body === NEPALI && line.purpose === 'notice')).toBe(true)
    const after = await written()
    expect(after).toMatchObject({ notices: before.notices + 1, recipients: before.recipients + 3, entries: before.entries + 1, budgetUsed: before.budgetUsed + 6 })
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entity, 'sms_notice'))
    expect(entry).toMatchObject({ action: 'send', entity_id: String(notice.id), actor_user_id: roles.superAdmin.user.id })
    expect(entry.after).toMatchObject({ filter: FILTER, ngos: 3, parts_per_message: 2, parts: 6, text: NEPALI })
  })

  it('an unknown notice: 404', async () => {
    const answer = await call(readNotice, { headers, params: { id: '999999' } })
    expect(answer.status).toBe(404)
    expect(answer.json.message).toBe(NOTICE_MESSAGES.notFound)
  })
})

describe('delivery', () => {
  /** A notice queued as the send queues one, as if the process had stopped before sending it. */
  async function queued(recipients: number) {
    const profiles = await Promise.all(Array.from({ length: recipients }, (_, index) => insertProfile({ name_en: `Queued ${index}`, status: 'active', is_verified: true })))
    const [notice] = await db
      .insert(smsNotices)
      .values({ body: 'Queued notice', filter: { status: 'active' }, recipients, parts_per_message: 1, parts: recipients, sent_by: roles.superAdmin.user.id })
      .returning({ id: smsNotices.id })
    await db.insert(smsNoticeRecipients).values(profiles.map((profile, index) => ({ notice_id: notice.id, profile_id: profile.id, sent_to: `98130000${String(index).padStart(2, '0')}` })))
    return notice.id
  }

  it('a notice a stopped process left is finished by the next reminders run, each SMS once even with two senders at once', async () => {
    const id = await queued(30)
    const sent: SmsMessage[] = []
    const send = async (message: SmsMessage) => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      sent.push(message)
    }
    await Promise.all([deliverNotice(id, send), deliverUnfinishedNotices(send)])
    expect(sent).toHaveLength(30)
    expect(new Set(sent.map((message) => message.to)).size).toBe(30)
    expect(await getNoticeProgress(id)).toMatchObject({ sent: 30, failed: 0, pending: 0 })
    expect((await getNoticeProgress(id))!.finished_at).toBeTruthy()
    expect(await deliverUnfinishedNotices(send)).toBe(0)
    expect(sent).toHaveLength(30)
  })

  it('an SMS that fails is marked failed and its parts go back to the budget', async () => {
    const id = await queued(2)
    const before = await getNoticeBudget()
    let calls = 0
    await deliverNotice(id, async () => {
      if (++calls === 1) throw new Error('gateway down')
    })
    expect(await getNoticeProgress(id)).toMatchObject({ sent: 1, failed: 1, pending: 0 })
    expect((await getNoticeBudget()).used).toBe(Math.max(0, before.used - 1))
  })
})
