// What the public may make the portal spend on SMS (decision 024). Every SMS
// costs the municipality money, and registration and code requests need no
// account, so besides the per-mobile resend limits (lib/auth/codes.ts):
// - each client address may ask for SMS_ADDRESS_HOURLY_LIMIT codes or
//   registrations an hour, and each client network (an IPv4 /24, an IPv6 /64)
//   SMS_NETWORK_HOURLY_LIMIT, so a sender cannot multiply the first limit by
//   the addresses of its network;
// - the day's SMS (Nepal time) come out of three budgets: registrations,
//   verification resends and password resets. The reset budget is reserved out
//   of the day's total SMS_DAILY_LIMIT; registrations and resends together may
//   spend only the rest, so a flood of sign-ups never stops a person who lost
//   their password. Past a budget, requests of its kind are refused with 429
//   until the next day, the log says so once at error level, and the super
//   administrator's dashboard shows each budget and who asked for SMS today.
// Reminders and notices to NGOs are the municipality's own sending and do not
// count here: they have a budget of their own (lib/sms/notice-budget.ts).
import { and, count, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm'
import { rateLimitCounters, requestAttempts } from '@/db/schema'
import { ApiError, forbidden } from '@/lib/api/errors'
import { clientNetwork } from '@/lib/api/client-network'
import { takeAttempt } from '@/lib/attempts'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import type { Viewer } from '@/lib/auth/session'
import { KATHMANDU_UTC_OFFSET_MINUTES } from '@/lib/calendar'
import { db, type Executor } from '@/lib/db'
import { getEnv } from '@/lib/env'
import { logger } from '@/lib/log'

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/**
 * Which budget an SMS comes out of: a registration's (its code, or the notice
 * to a number that already has an account), a resent verification code (and a
 * reset code for an account never verified, which is how such an account gets
 * verified), or a password reset of a verified account.
 */
export type SmsBudget = 'registration' | 'resend' | 'reset'
export const SMS_BUDGETS: readonly SmsBudget[] = ['registration', 'resend', 'reset']

const budgetKey = (budget: SmsBudget) => `sms-daily:${budget}`
/** Subjects of the per-network rows in request_attempts (kind 'sms'); per-address rows have the address as subject. */
const NETWORK_SUBJECT_PREFIX = 'network:'

/** The Nepal day `now` falls in, as the instants it starts and ends. */
export function nepalDay(now: Date): { start: Date; end: Date } {
  const offset = KATHMANDU_UTC_OFFSET_MINUTES * 60_000
  const start = Math.floor((now.getTime() + offset) / DAY_MS) * DAY_MS - offset
  return { start: new Date(start), end: new Date(start + DAY_MS) }
}

const secondsUntil = (instant: Date, now: Date) => (instant.getTime() - now.getTime()) / 1000

/**
 * One more code request or registration from this client address and its
 * network, or 429 (logged with the address, for whoever looks into it). The
 * network is counted after the address, so an address over its own limit
 * does not use up its neighbours' share.
 */
export async function countSmsRequest(address: string, now = new Date()) {
  const env = getEnv()
  const network = clientNetwork(address)
  const perAddress = { perAddress: { max: env.SMS_ADDRESS_HOURLY_LIMIT, windowMs: HOUR_MS } }
  const perNetwork = { perAddress: { max: env.SMS_NETWORK_HOURLY_LIMIT, windowMs: HOUR_MS } }
  try {
    await takeAttempt('sms', address, address, perAddress, AUTH_MESSAGES.smsAddressLimit, now)
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) logger.warn('SMS requests refused for a client address', { address, limit: perAddress.perAddress.max })
    throw error
  }
  try {
    await takeAttempt('sms', `${NETWORK_SUBJECT_PREFIX}${network}`, network, perNetwork, AUTH_MESSAGES.smsAddressLimit, now)
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) logger.warn('SMS requests refused for a client network', { address, network, limit: perNetwork.perAddress.max })
    throw error
  }
}

type Limits = Record<SmsBudget, number> & { total: number }

function budgetLimits(): Limits {
  const env = getEnv()
  return { registration: env.SMS_REGISTRATION_DAILY_LIMIT, resend: env.SMS_RESEND_DAILY_LIMIT, reset: env.SMS_RESET_DAILY_LIMIT, total: env.SMS_DAILY_LIMIT }
}

async function sentToday(executor: Executor, now: Date): Promise<Record<SmsBudget, number>> {
  const rows = await executor
    .select({ key: rateLimitCounters.key, count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(inArray(rateLimitCounters.key, SMS_BUDGETS.map(budgetKey)), eq(rateLimitCounters.window_start, nepalDay(now).start)))
  const sent = { registration: 0, resend: 0, reset: 0 }
  for (const budget of SMS_BUDGETS) sent[budget] = rows.find((row) => row.key === budgetKey(budget))?.count ?? 0
  return sent
}

/** What a budget may still send today: its own rest, and for registrations and resends also what the reset reserve leaves of the total. */
function leftOf(budget: SmsBudget, sent: Record<SmsBudget, number>, limits: Limits): number {
  const own = limits[budget] - sent[budget]
  if (budget === 'reset') return Math.max(0, own)
  const shared = limits.total - limits.reset - sent.registration - sent.resend
  return Math.max(0, Math.min(own, shared))
}

export type SmsBudgetLine = { budget: SmsBudget; sent: number; limit: number; left: number; exhausted: boolean }
export type SmsBudgetStatus = {
  /** Every budget together, against SMS_DAILY_LIMIT. */
  sentToday: number
  limit: number
  exhausted: boolean
  budgets: SmsBudgetLine[]
  resetsAt: Date
}

export async function getSmsBudgetStatus(now = new Date()): Promise<SmsBudgetStatus> {
  const sent = await sentToday(db, now)
  const limits = budgetLimits()
  const budgets = SMS_BUDGETS.map((budget) => {
    const left = leftOf(budget, sent, limits)
    return { budget, sent: sent[budget], limit: limits[budget], left, exhausted: left === 0 }
  })
  const total = sent.registration + sent.resend + sent.reset
  return { sentToday: total, limit: limits.total, exhausted: budgets.every((line) => line.exhausted), budgets, resetsAt: nepalDay(now).end }
}

function budgetSpent(now: Date) {
  return new ApiError(429, AUTH_MESSAGES.smsDailyLimit, { retryAfterSeconds: secondsUntil(nepalDay(now).end, now) })
}

/**
 * Refuses a request once its budget is spent, whether or not it would send an
 * SMS, so the answer never tells which numbers have accounts.
 */
export async function assertSmsBudgetLeft(budget: SmsBudget, now = new Date()) {
  if (leftOf(budget, await sentToday(db, now), budgetLimits()) === 0) throw budgetSpent(now)
}

/**
 * Takes one SMS from a budget, or 429. The budgets are read and counted under
 * one lock, so no number of simultaneous requests spends more than they hold.
 */
export async function spendSmsBudget(budget: SmsBudget, now = new Date()) {
  const day = nepalDay(now)
  const limits = budgetLimits()
  const leftAfter = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('sms-budgets', 0))`)
    const sent = await sentToday(tx, now)
    const left = leftOf(budget, sent, limits)
    if (left === 0) return null
    await tx
      .insert(rateLimitCounters)
      .values({ key: budgetKey(budget), window_start: day.start, count: 1, expires_at: new Date(day.end.getTime() + DAY_MS) })
      .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.window_start], set: { count: sql`${rateLimitCounters.count} + 1` } })
    return left - 1
  })
  if (leftAfter === null) throw budgetSpent(now)
  if (leftAfter === 0) {
    logger.error('SMS daily limit reached: requests of this kind are refused until the next day (Nepal time)', { budget, limit: limits[budget], total: limits.total, resetsAt: day.end.toISOString() })
  }
}

/** The SMS did not leave: it costs nothing, so it gives its place back. */
export async function refundSmsBudget(budget: SmsBudget, now = new Date()) {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, budgetKey(budget)), eq(rateLimitCounters.window_start, nepalDay(now).start)))
}

// ---------------------------------------------------------------- the registration rate

/** The span over which registrations are counted for the proof of work of lib/auth/proof-of-work.ts. */
export const REGISTRATION_RATE_WINDOW_MS = 10 * MINUTE_MS
const REGISTRATIONS_KEY = 'registrations-per-minute'

/** One more registration admitted, in its minute's counter (kept as long as the window needs it). */
export async function countRegistration(now = new Date()) {
  const minute = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS)
  await db
    .insert(rateLimitCounters)
    .values({ key: REGISTRATIONS_KEY, window_start: minute, count: 1, expires_at: new Date(minute.getTime() + REGISTRATION_RATE_WINDOW_MS + MINUTE_MS) })
    .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.window_start], set: { count: sql`${rateLimitCounters.count} + 1` } })
  await db.delete(rateLimitCounters).where(and(eq(rateLimitCounters.key, REGISTRATIONS_KEY), lt(rateLimitCounters.expires_at, now)))
}

/** Registrations admitted across the portal in the last ten minutes (to the minute). */
export async function recentRegistrations(now = new Date()): Promise<number> {
  const since = new Date(Math.floor((now.getTime() - REGISTRATION_RATE_WINDOW_MS) / MINUTE_MS) * MINUTE_MS)
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${rateLimitCounters.count}), 0)::int` })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, REGISTRATIONS_KEY), gt(rateLimitCounters.window_start, since)))
  return row?.total ?? 0
}

// ---------------------------------------------------------------- the dashboard

export type SmsSpender = { network: string; requests: number; addresses: number }
export type SmsBudgetReport = SmsBudgetStatus & { requestsToday: number; spenders: SmsSpender[] }

/**
 * For the super administrator: each budget today, and the client networks
 * that asked for the most SMS today (codes and registrations counted per
 * address, whether or not an SMS left), with how many of their addresses
 * asked. No mobile number is shown: the networks are what a block or a
 * proxy setting acts on.
 */
export async function getSmsBudgetReport(viewer: Viewer, { now = new Date(), top = 5 } = {}): Promise<SmsBudgetReport> {
  if (viewer.role !== 'super_admin') throw forbidden()
  const status = await getSmsBudgetStatus(now)
  const perAddress = await db
    .select({ address: requestAttempts.address, requests: count() })
    .from(requestAttempts)
    .where(
      and(
        eq(requestAttempts.kind, 'sms'),
        sql`${requestAttempts.subject} not like ${`${NETWORK_SUBJECT_PREFIX}%`}`,
        gte(requestAttempts.attempted_at, nepalDay(now).start),
      ),
    )
    .groupBy(requestAttempts.address)
  const networks = new Map<string, SmsSpender>()
  for (const row of perAddress) {
    const network = clientNetwork(row.address)
    const spender = networks.get(network) ?? { network, requests: 0, addresses: 0 }
    spender.requests += row.requests
    spender.addresses += 1
    networks.set(network, spender)
  }
  const spenders = [...networks.values()].sort((a, b) => b.requests - a.requests || a.network.localeCompare(b.network)).slice(0, top)
  const requestsToday = perAddress.reduce((sum, row) => sum + row.requests, 0)
  return { ...status, requestsToday, spenders }
}
