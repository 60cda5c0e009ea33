// Limits on tries that hold however many requests arrive at once (decision
// 023). A try is counted before the work it guards (a password hash, a code
// check, an SMS) in a short transaction that holds a lock on its subject, so
// the count a request reads already includes every try that got in before it;
// a try that succeeds is forgotten afterwards. Limits count per client
// address, so a stranger's tries never use up the account holder's; a ceiling
// per subject across all addresses, where one address counts only so much of
// it, stops slow guessing spread over many addresses.
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm'
import { requestAttempts } from '@/db/schema'
import { ApiError } from '@/lib/api/errors'
import { db, type Executor } from '@/lib/db'

export type AttemptKind = 'sign-in' | 'code' | 'sms'

type Window = { max: number; windowMs: number }
export type AttemptRules = {
  perAddress: Window
  /** Across every address; each address counts at most `perAddressShare` towards it. */
  perSubject?: Window & { perAddressShare: number }
}

/** Nothing needs a try older than this; older rows are pruned as new ones arrive. */
export const ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000

/**
 * Counts one try of `subject` from `address`, or throws 429 with `message`
 * and Retry-After when a limit is already reached (the refused try is not
 * counted).
 */
export async function takeAttempt(kind: AttemptKind, subject: string, address: string, rules: AttemptRules, message: string, now = new Date()) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`attempts:${kind}:${subject}`}, 0))`)
    await tx.delete(requestAttempts).where(lt(requestAttempts.attempted_at, new Date(now.getTime() - ATTEMPT_RETENTION_MS)))
    const ofSubject = and(eq(requestAttempts.kind, kind), eq(requestAttempts.subject, subject))

    const { max, windowMs } = rules.perAddress
    const fromAddress = await tx
      .select({ at: requestAttempts.attempted_at })
      .from(requestAttempts)
      .where(and(ofSubject, eq(requestAttempts.address, address), gt(requestAttempts.attempted_at, new Date(now.getTime() - windowMs))))
      .orderBy(asc(requestAttempts.attempted_at))
    if (fromAddress.length >= max) {
      // A try frees when the max-th most recent one leaves the window.
      const freeing = fromAddress[fromAddress.length - max]!.at.getTime() + windowMs
      throw new ApiError(429, message, { retryAfterSeconds: (freeing - now.getTime()) / 1000 })
    }

    if (rules.perSubject) {
      const { max: ceiling, windowMs: span, perAddressShare } = rules.perSubject
      const [counted] = await tx
        .select({
          total: sql<number>`coalesce(sum(least(tries, ${perAddressShare})), 0)::int`,
          oldest: sql<Date | null>`min(oldest)`,
        })
        .from(
          tx
            .select({ tries: sql<number>`count(*)`.as('tries'), oldest: sql<Date>`min(${requestAttempts.attempted_at})`.as('oldest') })
            .from(requestAttempts)
            .where(and(ofSubject, gt(requestAttempts.attempted_at, new Date(now.getTime() - span))))
            .groupBy(requestAttempts.address)
            .as('per_address'),
        )
      if (counted && counted.total >= ceiling) {
        const oldest = counted.oldest ? new Date(counted.oldest).getTime() : now.getTime()
        throw new ApiError(429, message, { retryAfterSeconds: (oldest + span - now.getTime()) / 1000 })
      }
    }

    await tx.insert(requestAttempts).values({ kind, subject, address, attempted_at: now })
  })
}

/** A try that succeeded: this address's earlier tries of `subject` no longer count. Without an address, nobody's do. */
export async function forgetAttempts(kind: AttemptKind, subject: string, address?: string, executor: Executor = db) {
  const ofSubject = and(eq(requestAttempts.kind, kind), eq(requestAttempts.subject, subject))
  await executor.delete(requestAttempts).where(address === undefined ? ofSubject : and(ofSubject, eq(requestAttempts.address, address)))
}
