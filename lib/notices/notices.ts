// SMS notices to the NGOs of a list filter (decision 091). The super
// administrator previews (how many NGOs, how many SMS parts, what is left of
// the day's notice budget) and then sends with the preview's count as a
// guard. The send checks and writes everything in one transaction under the
// SMS budgets' lock: the recipients are queued in sms_notice_recipients, the
// parts are taken from the budget at once and the action log records who
// sent what to which filter; the answer is 202, and the SMS leave in the
// background. A refusal writes nothing and sends nothing.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import { ngoProfiles, profileSearch as profileSearchTable, smsNoticeRecipients, smsNotices, users } from '@/db/schema'
import { ApiError, badRequest, conflict, notFound } from '@/lib/api/errors'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { kathmanduToday } from '@/lib/calendar'
import { db, type Executor } from '@/lib/db'
import { logger } from '@/lib/log'
import { filterNarrows, NOTICE_MESSAGES, type NoticeFilter, type NoticePreviewInput, type NoticeSendInput } from '@/lib/notices/schemas'
import { listConditions } from '@/lib/profile/profile'
import type { ProfileListQuery } from '@/lib/profile/schemas'
import { profileSearch } from '@/lib/profile/search'
import { reminderRecipient } from '@/lib/reminders'
import { currentCycleOn } from '@/lib/renewals/standings'
import { sendSms, type SmsMessage } from '@/lib/sms'
import { nepalDay } from '@/lib/sms/budget'
import { getNoticeBudget, lockSmsBudgets, refundNoticeParts, spendNoticeParts } from '@/lib/sms/notice-budget'
import { smsSegments } from '@/lib/sms/segments'

export type NoticeRecipient = { profile_id: number; to: string }

/** The NGOs of the list's filter (as the super administrator's list shows them) and the mobile each is told on. */
async function recipientsOf(executor: Executor, filter: NoticeFilter, now: Date): Promise<{ ngos: number; recipients: NoticeRecipient[] }> {
  const today = kathmanduToday(now)
  const query: ProfileListQuery = { ...filter, page: 1, limit: 10 }
  const search = query.q ? await profileSearch(executor, query.q) : null
  const where = and(...listConditions(query, true, search, { cycle: await currentCycleOn(today), today }))
  const selected = executor
    .select({ id: ngoProfiles.id, contact_phone: ngoProfiles.contact_person_phone, owner_mobile: users.mobile })
    .from(ngoProfiles)
    .leftJoin(users, eq(users.id, ngoProfiles.user_id))
    .$dynamic()
  const rows = await (search ? selected.innerJoin(profileSearchTable, eq(profileSearchTable.profile_id, ngoProfiles.id)) : selected).where(where).orderBy(asc(ngoProfiles.id))
  const recipients: NoticeRecipient[] = []
  for (const row of rows) {
    // The contact person's mobile, else the owning account's: as the reminders.
    const to = reminderRecipient(row.contact_phone, row.owner_mobile)
    if (to) recipients.push({ profile_id: row.id, to })
  }
  return { ngos: rows.length, recipients }
}

function assertFilter(filter: NoticeFilter) {
  if (!filterNarrows(filter)) throw badRequest(NOTICE_MESSAGES.emptyFilter, { filter: NOTICE_MESSAGES.emptyFilter })
}

export type NoticePreview = {
  /** NGOs of the filter, and of them those with a mobile (who get the notice). */
  ngos: number
  recipients: number
  without_mobile: number
  encoding: 'GSM-7' | 'UCS-2'
  characters: number
  parts_per_message: number
  total_parts: number
  budget: { limit: number; used: number; left: number; resets_at: string }
  fits: boolean
}

async function preview(executor: Executor, input: NoticePreviewInput, now: Date) {
  const { ngos, recipients } = await recipientsOf(executor, input.filter, now)
  const segments = smsSegments(input.text)
  const budget = await getNoticeBudget(now, executor)
  const totalParts = recipients.length * segments.segments
  const summary: NoticePreview = {
    ngos,
    recipients: recipients.length,
    without_mobile: ngos - recipients.length,
    encoding: segments.encoding,
    characters: segments.characters,
    parts_per_message: segments.segments,
    total_parts: totalParts,
    budget: { limit: budget.limit, used: budget.used, left: budget.left, resets_at: budget.resetsAt.toISOString() },
    fits: recipients.length > 0 && totalParts <= budget.left,
  }
  return { summary, recipients }
}

/** What a notice would cost, to whom; nothing is written. */
export async function previewNotice(input: NoticePreviewInput, now = new Date()): Promise<NoticePreview> {
  assertFilter(input.filter)
  return (await db.transaction((tx) => preview(tx, input, now))).summary
}

export type NoticeProgress = {
  id: number
  text: string
  filter: unknown
  recipients: number
  parts_per_message: number
  parts: number
  sent: number
  failed: number
  pending: number
  created_at: string
  finished_at: string | null
}

/** Delivery runs on in this process after the answer; tests may wait for it. */
const deliveries = new Map<number, Promise<void>>()

/**
 * Queues the notice for every NGO of the filter with a mobile and answers at
 * once; refused, with nothing written or sent, when the filter is empty, when
 * the number of NGOs differs from the preview's (409), when none has a
 * mobile, or when the parts would pass what is left of the day's budget (429).
 */
export async function sendNotice(viewer: Viewer, input: NoticeSendInput, now = new Date()): Promise<NoticeProgress> {
  assertFilter(input.filter)
  const id = await db.transaction(async (tx) => {
    // Held to the commit: a second notice or a reminder run waits, so the check below still holds when the parts are taken.
    await lockSmsBudgets(tx)
    const { summary, recipients } = await preview(tx, input, now)
    if (summary.recipients !== input.expected_count) throw conflict(NOTICE_MESSAGES.countChanged)
    if (summary.recipients === 0) throw badRequest(NOTICE_MESSAGES.noRecipients)
    if (!(await spendNoticeParts(summary.total_parts, now, tx))) {
      throw new ApiError(429, NOTICE_MESSAGES.overBudget, { retryAfterSeconds: (nepalDay(now).end.getTime() - now.getTime()) / 1000 })
    }
    const [notice] = await tx
      .insert(smsNotices)
      .values({ body: input.text, filter: input.filter, recipients: recipients.length, parts_per_message: summary.parts_per_message, parts: summary.total_parts, sent_by: viewer.id, created_at: now })
      .returning({ id: smsNotices.id })
    for (let start = 0; start < recipients.length; start += 1000) {
      await tx.insert(smsNoticeRecipients).values(recipients.slice(start, start + 1000).map((recipient) => ({ notice_id: notice.id, profile_id: recipient.profile_id, sent_to: recipient.to })))
    }
    await recordAudit(tx, {
      actor: viewer,
      action: 'send',
      entity: 'sms_notice',
      entityId: notice.id,
      after: { filter: input.filter, text: input.text, ngos: recipients.length, parts_per_message: summary.parts_per_message, parts: summary.total_parts },
    })
    return notice.id
  })
  startDelivery(id)
  return (await getNoticeProgress(id))!
}

/** Starts sending a queued notice in the background of this process, once. */
export function startDelivery(id: number, send: (message: SmsMessage) => Promise<void> = sendSms) {
  if (deliveries.has(id)) return deliveries.get(id)!
  const running = deliverNotice(id, send)
    .catch((error: unknown) => logger.error('notice delivery stopped; the next reminders run continues it', { noticeId: id, reason: (error as Error)?.message }))
    .finally(() => deliveries.delete(id))
  deliveries.set(id, running)
  return running
}

/** Waits for the deliveries running in this process (tests, and a clean stop). */
export async function deliveriesSettled() {
  await Promise.all([...deliveries.values()])
}

const BATCH = 20

/**
 * Sends a notice's pending SMS. Each recipient is taken (marked sent) before
 * its SMS leaves, with SKIP LOCKED, so two deliverers never send one twice:
 * an SMS is sent at most once, even when the process stops halfway. A send
 * that fails is marked failed and its parts go back to the budget.
 */
export async function deliverNotice(id: number, send: (message: SmsMessage) => Promise<void> = sendSms): Promise<void> {
  const [notice] = await db.select({ body: smsNotices.body, parts_per_message: smsNotices.parts_per_message, created_at: smsNotices.created_at }).from(smsNotices).where(eq(smsNotices.id, id))
  if (!notice) return
  for (;;) {
    const taken = await db.execute<{ profile_id: number; sent_to: string }>(sql`
      update sms_notice_recipients set state = 'sent', sent_at = now()
      where notice_id = ${id} and profile_id in (
        select profile_id from sms_notice_recipients where notice_id = ${id} and state = 'pending' order by profile_id limit ${BATCH} for update skip locked
      )
      returning profile_id, sent_to`)
    if (taken.rows.length === 0) break
    for (const recipient of taken.rows) {
      try {
        await send({ to: recipient.sent_to, body: notice.body, purpose: 'notice' })
      } catch {
        // sendSms has logged and recorded the failure already.
        await db
          .update(smsNoticeRecipients)
          .set({ state: 'failed' })
          .where(and(eq(smsNoticeRecipients.notice_id, id), eq(smsNoticeRecipients.profile_id, recipient.profile_id)))
        await refundNoticeParts(notice.parts_per_message, notice.created_at)
      }
    }
  }
  const [{ pending }] = await db
    .select({ pending: count() })
    .from(smsNoticeRecipients)
    .where(and(eq(smsNoticeRecipients.notice_id, id), eq(smsNoticeRecipients.state, 'pending')))
  if (pending === 0) await db.update(smsNotices).set({ finished_at: new Date() }).where(and(eq(smsNotices.id, id), isNull(smsNotices.finished_at)))
}

/** Notices left unfinished (the process stopped while sending): `npm run reminders` finishes them. */
export async function deliverUnfinishedNotices(send: (message: SmsMessage) => Promise<void> = sendSms): Promise<number> {
  const unfinished = await db.select({ id: smsNotices.id }).from(smsNotices).where(isNull(smsNotices.finished_at)).orderBy(asc(smsNotices.id))
  for (const notice of unfinished) await deliverNotice(notice.id, send)
  return unfinished.length
}

/** A notice and how far its sending has come. */
export async function getNoticeProgress(id: number): Promise<NoticeProgress | null> {
  const [notice] = await db.select().from(smsNotices).where(eq(smsNotices.id, id))
  if (!notice) return null
  const states = await db
    .select({ state: smsNoticeRecipients.state, n: count() })
    .from(smsNoticeRecipients)
    .where(inArray(smsNoticeRecipients.notice_id, [id]))
    .groupBy(smsNoticeRecipients.state)
  const of = (state: 'pending' | 'sent' | 'failed') => states.find((row) => row.state === state)?.n ?? 0
  return {
    id: notice.id,
    text: notice.body,
    filter: notice.filter,
    recipients: notice.recipients,
    parts_per_message: notice.parts_per_message,
    parts: notice.parts,
    sent: of('sent'),
    failed: of('failed'),
    pending: of('pending'),
    created_at: notice.created_at.toISOString(),
    finished_at: notice.finished_at?.toISOString() ?? null,
  }
}

export async function getNotice(id: number): Promise<NoticeProgress> {
  const progress = await getNoticeProgress(id)
  if (!progress) throw notFound(NOTICE_MESSAGES.notFound)
  return progress
}
