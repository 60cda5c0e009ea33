// Sign-in lockout (DESIGN.md section 6): 5 failures for one mobile within 15
// minutes lock it for 15 minutes. Counted in rate_limit_counters so every app
// instance sees the same numbers, and keyed by the mobile as typed (normalised)
// whether or not an account has it, so an unknown mobile behaves exactly like
// a known one.
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { rateLimitCounters } from '@/db/schema'
import { ApiError } from '@/lib/api/errors'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { db, type Executor } from '@/lib/db'

export const SIGN_IN_MAX_FAILURES = 5
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000
export const SIGN_IN_LOCK_MS = 15 * 60 * 1000

const failureKey = (mobile: string) => `sign-in-failure:${mobile}`
const lockKey = (mobile: string) => `sign-in-lock:${mobile}`

/** Seconds left on a lock, or 0. */
export async function signInLockSeconds(mobile: string, now: Date, executor: Executor = db): Promise<number> {
  const [lock] = await executor
    .select({ expires_at: rateLimitCounters.expires_at })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, lockKey(mobile)), gt(rateLimitCounters.expires_at, now)))
    .orderBy(sql`${rateLimitCounters.expires_at} desc`)
    .limit(1)
  return lock ? Math.ceil((lock.expires_at.getTime() - now.getTime()) / 1000) : 0
}

export async function assertSignInAllowed(mobile: string, now: Date) {
  const seconds = await signInLockSeconds(mobile, now)
  if (seconds > 0) throw new ApiError(429, AUTH_MESSAGES.locked, { retryAfterSeconds: seconds })
}

/**
 * Records one failure. Each failure is a row stamped with its time, so the
 * window slides: the failures of the last 15 minutes are summed, and the fifth
 * starts a 15-minute lock. Returns true when this failure locked the mobile.
 */
export async function recordSignInFailure(mobile: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${failureKey(mobile)}, 0))`)
    await tx.delete(rateLimitCounters).where(lt(rateLimitCounters.expires_at, now))
    await tx
      .insert(rateLimitCounters)
      .values({ key: failureKey(mobile), window_start: now, count: 1, expires_at: new Date(now.getTime() + SIGN_IN_FAILURE_WINDOW_MS) })
      .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.window_start], set: { count: sql`${rateLimitCounters.count} + 1` } })
    const [{ failures }] = await tx
      .select({ failures: sql<number>`coalesce(sum(${rateLimitCounters.count}), 0)::int` })
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, failureKey(mobile)), gt(rateLimitCounters.window_start, new Date(now.getTime() - SIGN_IN_FAILURE_WINDOW_MS))))
    if (failures < SIGN_IN_MAX_FAILURES) return false
    await tx
      .insert(rateLimitCounters)
      .values({ key: lockKey(mobile), window_start: now, count: failures, expires_at: new Date(now.getTime() + SIGN_IN_LOCK_MS) })
      .onConflictDoNothing()
    // The lock has taken these failures' place; after it, counting starts afresh.
    await tx.delete(rateLimitCounters).where(eq(rateLimitCounters.key, failureKey(mobile)))
    return true
  })
}

/** A successful sign-in forgets earlier failures; a password reset also lifts a lock. */
export async function clearSignInFailures(mobile: string, options: { liftLock?: boolean; executor?: Executor } = {}) {
  const executor = options.executor ?? db
  await executor.delete(rateLimitCounters).where(eq(rateLimitCounters.key, failureKey(mobile)))
  if (options.liftLock) await executor.delete(rateLimitCounters).where(eq(rateLimitCounters.key, lockKey(mobile)))
}
