// The municipality's own sending (decision 091): renewal reminders and the
// notices the super administrator sends to NGOs come out of one daily budget
// of SMS parts, SMS_NOTICE_DAILY_LIMIT, apart from the public's budgets of
// decision 024 (a notice must never stop a password reset, nor a flood of
// sign-ups stop the reminders). Parts, not messages: the gateway bills each
// part of a long text. Counted in rate_limit_counters per Nepal day, under the
// same advisory lock as the other budgets, so no two senders spend more than
// it holds.
import { and, eq, sql } from 'drizzle-orm'
import { rateLimitCounters } from '@/db/schema'
import { db, type Executor } from '@/lib/db'
import { getEnv } from '@/lib/env'
import { logger } from '@/lib/log'
import { sendSms } from '@/lib/sms'
import { nepalDay } from '@/lib/sms/budget'
import { smsSegments } from '@/lib/sms/segments'

const NOTICE_KEY = 'sms-daily:notice'
const DAY_MS = 86_400_000

export type NoticeBudget = { limit: number; used: number; left: number; resetsAt: Date }

async function usedToday(executor: Executor, now: Date): Promise<number> {
  const [row] = await executor
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, NOTICE_KEY), eq(rateLimitCounters.window_start, nepalDay(now).start)))
  return row?.count ?? 0
}

/** Today's notice budget: its limit, the parts used and what is left. */
export async function getNoticeBudget(now = new Date(), executor: Executor = db): Promise<NoticeBudget> {
  const limit = getEnv().SMS_NOTICE_DAILY_LIMIT
  const used = await usedToday(executor, now)
  return { limit, used, left: Math.max(0, limit - used), resetsAt: nepalDay(now).end }
}

/** Takes the budgets' lock for the rest of the transaction: whoever spends next waits. */
export async function lockSmsBudgets(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('sms-budgets', 0))`)
}

/**
 * Takes `parts` from today's notice budget, all or nothing: false (and nothing
 * taken) when fewer are left. Inside a transaction, call lockSmsBudgets first.
 */
export async function spendNoticeParts(parts: number, now = new Date(), executor?: Executor): Promise<boolean> {
  const spend = async (tx: Executor) => {
    if (!executor) await lockSmsBudgets(tx)
    const { left } = await getNoticeBudget(now, tx)
    if (parts > left) return false
    const day = nepalDay(now)
    await tx
      .insert(rateLimitCounters)
      .values({ key: NOTICE_KEY, window_start: day.start, count: parts, expires_at: new Date(day.end.getTime() + DAY_MS) })
      .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.window_start], set: { count: sql`${rateLimitCounters.count} + ${parts}` } })
    return true
  }
  return executor ? spend(executor) : db.transaction(spend)
}

/** Parts that did not leave cost nothing: they go back to the day they were taken from. */
export async function refundNoticeParts(parts: number, takenAt: Date) {
  if (parts <= 0) return
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - ${parts}, 0)` })
    .where(and(eq(rateLimitCounters.key, NOTICE_KEY), eq(rateLimitCounters.window_start, nepalDay(takenAt).start)))
}

/** What became of one SMS of the municipality's: sent, over the day's budget, no mobile to send to, or the gateway failed. */
export type NoticeOutcome = 'sent' | 'over_budget' | 'no_mobile' | 'failed'

/**
 * One SMS the municipality's decision sends (a request for changes, a
 * handover): its parts come out of the notice budget, never the public's
 * budgets of decision 024. Past that budget nothing is sent; an SMS that
 * failed gives its parts back. The decision it tells of stands either way.
 */
export async function sendNoticeSms(to: string | null | undefined, body: string, now = new Date()): Promise<NoticeOutcome> {
  if (!to) return 'no_mobile'
  const { segments } = smsSegments(body)
  if (!(await spendNoticeParts(segments, now))) {
    logger.warn("SMS not sent: the day's notice budget is spent")
    return 'over_budget'
  }
  try {
    await sendSms({ to, body, purpose: 'notice' })
    return 'sent'
  } catch {
    await refundNoticeParts(segments, now)
    return 'failed'
  }
}
