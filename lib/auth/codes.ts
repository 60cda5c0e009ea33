// SMS codes (docs/architecture.md, Sign-in, sessions and codes): 6 digits from a cryptographic source,
// stored as an HMAC bound to the mobile and the purpose, valid 10 minutes,
// used once. One client address may enter 5 wrong codes for a mobile in 15
// minutes (lib/auth/sign-in-limit.ts); a code burns after 10 wrong tries from
// all addresses together, so no single address can burn the holder's code
// (decision 023). Sends are limited per mobile (1 a minute, 5 an hour),
// counted from the code rows themselves, so a code whose SMS never left (its
// row is deleted) does not count. A reset code asked for by a known device of
// the account (lib/auth/devices.ts) counts against that device's own limits
// of the same size, so strangers asking for codes to the number never keep
// its holder from a reset.
import { createHmac, randomInt } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { smsCodes } from '@/db/schema'
import { ApiError } from '@/lib/api/errors'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { CODE_LENGTH } from '@/lib/auth/schemas'
import { db, type Executor, type Transaction } from '@/lib/db'
import { getAuthSecret } from '@/lib/env'

export type CodePurpose = 'verify' | 'reset'

export const CODE_LIFETIME_MS = 10 * 60 * 1000
export const CODE_MAX_ATTEMPTS = 10
export const RESEND_LIMITS = [
  { windowMs: 60 * 1000, max: 1 },
  { windowMs: 60 * 60 * 1000, max: 5 },
] as const
// Rows older than this serve no limit any more and are cleared on the next send.
const CODE_ROW_RETENTION_MS = 24 * 60 * 60 * 1000

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
}

export function hashCode(mobile: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', getAuthSecret()).update(`sms-code:${purpose}:${mobile}:${code}`).digest('hex')
}

/** Serialises everything that counts or changes one mobile's codes (held to the end of the transaction). */
export async function lockMobile(tx: Transaction, mobile: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sms:${mobile}`}, 0))`)
}

/**
 * Seconds until this mobile may be sent another code, or 0. Every purpose
 * counts: the limits protect the person holding the phone. With `deviceId`,
 * only that known device's own requests count.
 */
export async function secondsUntilNextSend(executor: Executor, mobile: string, now: Date, deviceId?: number): Promise<number> {
  const longest = Math.max(...RESEND_LIMITS.map((limit) => limit.windowMs))
  const recent = await executor
    .select({ created_at: smsCodes.created_at })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.mobile, mobile),
        deviceId === undefined ? undefined : eq(smsCodes.device_id, deviceId),
        gt(smsCodes.created_at, new Date(now.getTime() - longest)),
      ),
    )
    .orderBy(desc(smsCodes.created_at))
  let wait = 0
  for (const limit of RESEND_LIMITS) {
    const inWindow = recent.filter((row) => row.created_at.getTime() > now.getTime() - limit.windowMs)
    if (inWindow.length >= limit.max) {
      // A slot frees when the max-th most recent send leaves the window.
      const freeing = inWindow[limit.max - 1]!.created_at.getTime() + limit.windowMs
      wait = Math.max(wait, Math.ceil((freeing - now.getTime()) / 1000))
    }
  }
  return wait
}

/** Throws the 429 of the send limits (with Retry-After) when this mobile must wait. */
export async function assertCanSend(mobile: string, now: Date, executor: Executor = db, deviceId?: number) {
  const wait = await secondsUntilNextSend(executor, mobile, now, deviceId)
  if (wait > 0) throw new ApiError(429, AUTH_MESSAGES.resendTooSoon, { retryAfterSeconds: wait })
}

/**
 * Inside a transaction: checks the send limits (429 with Retry-After when
 * reached) and stores a new code. The caller sends the SMS after commit and
 * calls discardCode when that fails, or supersedeOlderCodes when it worked.
 * `deviceId`: a known device of the account asks, and its own limits apply.
 */
export async function reserveCode(tx: Transaction, mobile: string, purpose: CodePurpose, now: Date, deviceId?: number): Promise<{ id: number; code: string }> {
  await lockMobile(tx, mobile)
  await assertCanSend(mobile, now, tx, deviceId)
  await tx.delete(smsCodes).where(and(eq(smsCodes.mobile, mobile), lt(smsCodes.created_at, new Date(now.getTime() - CODE_ROW_RETENTION_MS))))
  const code = generateCode()
  const [row] = await tx
    .insert(smsCodes)
    .values({ mobile, purpose, code_hash: hashCode(mobile, purpose, code), expires_at: new Date(now.getTime() + CODE_LIFETIME_MS), device_id: deviceId ?? null, created_at: now })
    .returning({ id: smsCodes.id })
  return { id: row!.id, code }
}

/** The SMS did not leave: the code never existed, for the limits as for use. */
export async function discardCode(id: number) {
  await db.delete(smsCodes).where(eq(smsCodes.id, id))
}

/** Only the newest code of a purpose is good: earlier unused ones expire now. */
export async function supersedeOlderCodes(id: number, mobile: string, purpose: CodePurpose, now: Date) {
  await db
    .update(smsCodes)
    .set({ expires_at: now })
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose), isNull(smsCodes.used_at), lt(smsCodes.id, id), gt(smsCodes.expires_at, now)))
}

/**
 * Uses the newest live code when `code` matches it. The single conditional
 * UPDATE ... WHERE used_at IS NULL RETURNING is what lets only one of many
 * simultaneous correct submissions succeed. A wrong code counts one try
 * against the live code; the tenth wrong try burns it.
 */
function liveCode(mobile: string, purpose: CodePurpose, now: Date) {
  return and(
    eq(smsCodes.mobile, mobile),
    eq(smsCodes.purpose, purpose),
    isNull(smsCodes.used_at),
    gt(smsCodes.expires_at, now),
    lt(smsCodes.attempts, CODE_MAX_ATTEMPTS),
  )
}

/** Whether a code of this purpose could still be used (no try is counted). */
export async function hasLiveCode(executor: Executor, mobile: string, purpose: CodePurpose, now: Date): Promise<boolean> {
  const [row] = await executor.select({ id: smsCodes.id }).from(smsCodes).where(liveCode(mobile, purpose, now)).limit(1)
  return Boolean(row)
}

export async function consumeCode(executor: Executor, mobile: string, purpose: CodePurpose, code: string, now: Date): Promise<boolean> {
  const live = liveCode(mobile, purpose, now)
  const [target] = await executor.select({ id: smsCodes.id }).from(smsCodes).where(live).orderBy(desc(smsCodes.created_at), desc(smsCodes.id)).limit(1)
  if (!target) return false
  const [used] = await executor
    .update(smsCodes)
    .set({ used_at: now })
    .where(and(eq(smsCodes.id, target.id), eq(smsCodes.code_hash, hashCode(mobile, purpose, code)), live))
    .returning({ id: smsCodes.id })
  if (used) return true
  await executor
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, target.id), isNull(smsCodes.used_at)))
  return false
}
