// A proof of work for sign-ups while many arrive (decision 024). Past
// SMS_PROOF_OF_WORK_AFTER registrations across the portal in ten minutes, a
// registration must carry the solution of a challenge the portal signed (the
// ALTCHA scheme, altcha-lib): about a second of one core's work in a browser,
// which a person does not notice and which makes a flood of sign-ups from a
// few machines slow. Each solution is taken once; its challenge's signature is
// remembered until the challenge expires, so a solution cannot be replayed.
import { createHmac } from 'node:crypto'
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { and, like, lt } from 'drizzle-orm'
import { z } from 'zod'
import { rateLimitCounters } from '@/db/schema'
import { ApiError } from '@/lib/api/errors'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { PROOF_OF_WORK_ALGORITHM } from '@/lib/auth/proof-of-work-shared'
import { db } from '@/lib/db'
import { getAuthSecret, getEnv } from '@/lib/env'
import { logger } from '@/lib/log'
import { recentRegistrations } from '@/lib/sms/budget'

// 1 000 iterations a try and the answer among tries 2 000 to 5 000: about a
// second on a phone or a laptop, about a core-second per sign-up for a sender.
const COST = 1_000
const COUNTER_RANGE = [2_000, 5_000] as const
const LIFETIME_MS = 10 * 60 * 1000
const USED_KEY_PREFIX = 'proof-of-work-used:'

/** The signing keys, derived from the portal's secret so no setting of its own is needed. */
function secrets() {
  const derive = (purpose: string) => createHmac('sha256', getAuthSecret()).update(`proof-of-work:${purpose}`).digest('base64url')
  return { hmacSignatureSecret: derive('challenge'), hmacKeySignatureSecret: derive('key') }
}

/** Whether a registration now needs a proof of work. */
export async function isProofOfWorkRequired(now = new Date()): Promise<boolean> {
  const after = getEnv().SMS_PROOF_OF_WORK_AFTER
  if (after === 0) return true
  return (await recentRegistrations(now)) >= after
}

/** A fresh signed challenge, good for ten minutes. */
export async function createProofOfWorkChallenge(now = new Date()): Promise<Challenge> {
  return createChallenge({
    algorithm: PROOF_OF_WORK_ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_RANGE[0], COUNTER_RANGE[1]),
    deriveKey,
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
    ...secrets(),
  })
}

/** For the sign-up page: whether a proof of work is needed now, and a challenge to solve in case. */
export async function getSignUpChallenge(now = new Date()): Promise<{ required: boolean; challenge: Challenge }> {
  return { required: await isProofOfWorkRequired(now), challenge: await createProofOfWorkChallenge(now) }
}

/** What the widget sends: base64 of the JSON of the challenge it solved and its solution. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(PROOF_OF_WORK_ALGORITHM),
      nonce: z.string().max(200),
      salt: z.string().max(200),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().max(200),
      keySignature: z.string().max(200).optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().min(1).max(200),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(200), time: z.number().optional() }),
})

function decode(payload: string) {
  try {
    return payloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')))
  } catch {
    return null
  }
}

const invalid = () => new ApiError(400, AUTH_MESSAGES.proofOfWorkInvalid)

/**
 * When a proof of work is required now: 428 without one; 400 when it is not a
 * solution of a challenge the portal signed, its challenge expired, or it was
 * used before. A good one is recorded as used. When none is required, a
 * solution sent along is not looked at: nothing changes for older clients.
 */
export async function assertProofOfWork(payload: string | undefined, now = new Date()) {
  if (!(await isProofOfWorkRequired(now))) return
  if (!payload) throw new ApiError(428, AUTH_MESSAGES.proofOfWorkRequired)
  const decoded = decode(payload)
  if (!decoded) throw invalid()
  let verified = false
  try {
    const result = await verifySolution({ challenge: decoded.challenge, solution: decoded.solution, deriveKey, ...secrets() })
    // The library reads the clock itself; a challenge past its time is refused by ours too.
    verified = result.verified && (decoded.challenge.parameters.expiresAt ?? 0) * 1000 > now.getTime()
  } catch {
    verified = false
  }
  if (!verified) throw invalid()
  const expiresAt = new Date((decoded.challenge.parameters.expiresAt ?? 0) * 1000)
  const [recorded] = await db
    .insert(rateLimitCounters)
    .values({ key: `${USED_KEY_PREFIX}${decoded.challenge.signature}`, window_start: new Date(0), count: 1, expires_at: expiresAt })
    .onConflictDoNothing()
    .returning({ key: rateLimitCounters.key })
  await db.delete(rateLimitCounters).where(and(like(rateLimitCounters.key, `${USED_KEY_PREFIX}%`), lt(rateLimitCounters.expires_at, now)))
  if (!recorded) {
    logger.warn('A proof of work was sent again', { signature: decoded.challenge.signature.slice(0, 16) })
    throw invalid()
  }
}

