// Limits on tries that hold however many requests arrive at once (decision
// 023). A try is counted before the work it guards (a password hash, a code
// check, an SMS) in a short transaction that holds a lock on its subject, so
// the count a request reads already includes every try that got in before it;
// a try that succeeds is forgotten afterwards. Limits count per client
// address, so a stranger's tries never use up the account holder's; a block
// per subject across all addresses, short at first and longer with every
// further try, slows guessing spread over many addresses without ever closing
// the subject for long.
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm'
import { requestAttempts } from '@/db/schema'
import { ApiError } from '@/lib/api/errors'
import { db, type Executor } from '@/lib/db'

export type AttemptKind = 'sign-in' | 'code' | 'sms'

type Window = { max: number; windowMs: number }
/**
 * Across every address: once `freeTries` tries are counted within `windowMs`,
 * the subject is closed for `firstBlockMs` after the latest one, doubling with
 * each try counted after that, up to `maxBlockMs`.
 */
export type Backoff = { windowMs: number; freeTries: number; firstBlockMs: number; maxBlockMs: number }
export type AttemptRules = {
  perAddress: Window
  perSubject?: Backoff
}

/** How long the subject stays closed after its latest try, with `tries` counted. */
export function backoffMs(rule: Backoff, tries: number): number {
  if (tries < rule.freeTries) return 0
  return Math.min(rule.firstBlockMs * 2 ** Math.min(tries - rule.freeTries, 30), rule.maxBlockMs)
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
      const [counted] = await tx
        .select({ tries: sql<number>`count(*)::int`, latest: sql<string | null>`max(${requestAttempts.attempted_at})` })
        .from(requestAttempts)
        .where(and(ofSubject, gt(requestAttempts.attempted_at, new Date(now.getTime() - rules.perSubject.windowMs))))
      const block = backoffMs(rules.perSubject, counted?.tries ?? 0)
      const until = counted?.latest ? new Date(counted.latest).getTime() + block : 0
      // No block below the free tries: a try that arrived earlier but took the lock later may find a later try already counted.
      if (block > 0 && until > now.getTime()) throw new ApiError(429, message, { retryAfterSeconds: (until - now.getTime()) / 1000 })
    }

    await tx.insert(requestAttempts).values({ kind, subject, address, attempted_at: now })
  })
}

/** A try that succeeded: this address's earlier tries of `subject` no longer count. Without an address, nobody's do. */
export async function forgetAttempts(kind: AttemptKind, subject: string, address?: string, executor: Executor = db) {
  const ofSubject = and(eq(requestAttempts.kind, kind), eq(requestAttempts.subject, subject))
  await executor.delete(requestAttempts).where(address === undefined ? ofSubject : and(ofSubject, eq(requestAttempts.address, address)))
}
