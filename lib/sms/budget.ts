// What the public may make the portal spend on SMS (decision 024). Every SMS
// costs the municipality money, and registration and code requests need no
// account, so besides the per-mobile resend limits (lib/auth/codes.ts):
// - each client address may ask for SMS_ADDRESS_HOURLY_LIMIT codes or
//   registrations an hour;
// - the portal sends at most SMS_DAILY_LIMIT such SMS a day (Nepal time);
//   past that every request is refused with 429 until the next day, the log
//   says so once at error level, and the super administrator's dashboard shows it.
// Scheduled reminders (lib/reminders) are the municipality's own sending and
// do not count.
import { and, eq, sql } from 'drizzle-orm'
import { rateLimitCounters } from '@/db/schema'
import { ApiError } from '@/lib/api/errors'
import { takeAttempt } from '@/lib/attempts'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { KATHMANDU_UTC_OFFSET_MINUTES } from '@/lib/calendar'
import { db } from '@/lib/db'
import { getEnv } from '@/lib/env'
import { logger } from '@/lib/log'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
const DAILY_KEY = 'sms-daily'

/** The Nepal day `now` falls in, as the instants it starts and ends. */
export function nepalDay(now: Date): { start: Date; end: Date } {
  const offset = KATHMANDU_UTC_OFFSET_MINUTES * 60_000
  const start = Math.floor((now.getTime() + offset) / DAY_MS) * DAY_MS - offset
  return { start: new Date(start), end: new Date(start + DAY_MS) }
}

const secondsUntil = (instant: Date, now: Date) => (instant.getTime() - now.getTime()) / 1000

/** One more code request or registration from this client address, or 429 (logged with the address, for whoever looks into it). */
export async function countSmsRequest(address: string, now = new Date()) {
  const rules = { perAddress: { max: getEnv().SMS_ADDRESS_HOURLY_LIMIT, windowMs: HOUR_MS } }
  try {
    await takeAttempt('sms', address, address, rules, AUTH_MESSAGES.smsAddressLimit, now)
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) logger.warn('SMS requests refused for a client address', { address, limit: rules.perAddress.max })
    throw error
  }
}

export type SmsBudgetStatus = { sentToday: number; limit: number; exhausted: boolean; resetsAt: Date }

export async function getSmsBudgetStatus(now = new Date()): Promise<SmsBudgetStatus> {
  const day = nepalDay(now)
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, DAILY_KEY), eq(rateLimitCounters.window_start, day.start)))
  const limit = getEnv().SMS_DAILY_LIMIT
  const sentToday = row?.count ?? 0
  return { sentToday, limit, exhausted: sentToday >= limit, resetsAt: day.end }
}

function dailyLimitReached(now: Date) {
  return new ApiError(429, AUTH_MESSAGES.smsDailyLimit, { retryAfterSeconds: secondsUntil(nepalDay(now).end, now) })
}

/**
 * Refuses every request once the day's budget is spent, whether or not it
 * would send an SMS, so the answer never tells which numbers have accounts.
 */
export async function assertSmsBudgetLeft(now = new Date()) {
  if ((await getSmsBudgetStatus(now)).exhausted) throw dailyLimitReached(now)
}

/** Takes one SMS from the day's budget (atomically, whatever runs at once), or 429. */
export async function spendSmsBudget(now = new Date()) {
  const day = nepalDay(now)
  const limit = getEnv().SMS_DAILY_LIMIT
  const [taken] = await db
    .insert(rateLimitCounters)
    .values({ key: DAILY_KEY, window_start: day.start, count: 1, expires_at: new Date(day.end.getTime() + DAY_MS) })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.window_start],
      set: { count: sql`${rateLimitCounters.count} + 1` },
      setWhere: sql`${rateLimitCounters.count} < ${limit}`,
    })
    .returning({ count: rateLimitCounters.count })
  if (!taken) throw dailyLimitReached(now)
  if (taken.count === limit) {
    logger.error('SMS daily limit reached: codes and registrations are refused until the next day (Nepal time)', { limit, resetsAt: day.end.toISOString() })
  }
}

/** The SMS did not leave: it costs nothing, so it gives its place back. */
export async function refundSmsBudget(now = new Date()) {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, DAILY_KEY), eq(rateLimitCounters.window_start, nepalDay(now).start)))
}
