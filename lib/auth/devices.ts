// Device tokens (decision 023; OWASP "Slow down online guessing attacks with
// device cookies"): a browser or API client that signed in to an account once
// holds a random token for that account, so that failures from elsewhere never
// close the account to it. Only the token's SHA-256 is stored (the token is
// 256 random bits, so a plain hash is as good as a keyed one), bound to the
// user; each sign-in replaces it. Wrong passwords sent with a token count on
// the token: after DEVICE_MAX_FAILURES it is no longer trusted, and its holder
// is limited like anyone else until the next successful sign-in, so a stolen
// token buys a guesser only a handful of tries. The token grants nothing but
// that: it is no session and opens nothing.
import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, lt, lte, or, sql } from 'drizzle-orm'
import { signInDevices, users } from '@/db/schema'
import { isSecureRequest, readCookie } from '@/lib/auth/cookie-session'
import { db, type Executor } from '@/lib/db'

export const DEVICE_COOKIE = 'ngo_device'
/** API clients without cookies send data.device_token from their last sign-in in this header. */
export const DEVICE_HEADER = 'device-token'
/** Sent only to the sign-in and code routes, which are the only ones that read it. */
export const DEVICE_COOKIE_PATH = '/api/auth'
export const DEVICE_LIFETIME_SECONDS = 365 * 24 * 60 * 60
/** Wrong passwords a device token may carry before it is treated as an unknown device. */
export const DEVICE_MAX_FAILURES = 5
/** The newest tokens an account keeps; an older one is forgotten (its device counts as unknown again). */
export const DEVICES_PER_ACCOUNT = 10

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export type KnownDevice = { id: number; userId: number; failures: number }

function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/** The device token the request carries (header first, then cookie), or undefined; a malformed one is no token. */
export function deviceTokenOf(request: Request): string | undefined {
  const token = request.headers.get(DEVICE_HEADER)?.trim() || readCookie(request.headers.get('cookie'), DEVICE_COOKIE)
  return token && TOKEN_PATTERN.test(token) ? token : undefined
}

/** The live device of `token` when it was issued to the account of `mobile`; any other token (forged, expired, another account's) is unknown. */
export async function findDevice(token: string | undefined, mobile: string, now: Date, executor: Executor = db): Promise<KnownDevice | null> {
  if (!token) return null
  const [device] = await executor
    .select({ id: signInDevices.id, userId: signInDevices.user_id, failures: signInDevices.failures })
    .from(signInDevices)
    .innerJoin(users, eq(users.id, signInDevices.user_id))
    .where(and(eq(signInDevices.token_hash, hashToken(token)), eq(users.mobile, mobile), gt(signInDevices.expires_at, now)))
  return device ?? null
}

/**
 * Counts one password try on a known device before the password is checked,
 * or answers false when the device has used up its tries. One conditional
 * UPDATE, so however many tries arrive at once, at most DEVICE_MAX_FAILURES
 * get through.
 */
export async function takeDeviceTry(deviceId: number): Promise<boolean> {
  const [taken] = await db
    .update(signInDevices)
    .set({ failures: sql`${signInDevices.failures} + 1` })
    .where(and(eq(signInDevices.id, deviceId), lt(signInDevices.failures, DEVICE_MAX_FAILURES)))
    .returning({ id: signInDevices.id })
  return Boolean(taken)
}

/**
 * Inside the sign-in's transaction: a new token for this account, replacing
 * the one the client presented (if it was this account's), and forgetting the
 * expired tokens and those beyond the newest DEVICES_PER_ACCOUNT.
 */
export async function issueDevice(executor: Executor, userId: number, replacing: number | null, now: Date): Promise<{ token: string; maxAgeSeconds: number }> {
  if (replacing !== null) await executor.delete(signInDevices).where(and(eq(signInDevices.id, replacing), eq(signInDevices.user_id, userId)))
  const token = randomBytes(32).toString('base64url')
  await executor
    .insert(signInDevices)
    .values({ user_id: userId, token_hash: hashToken(token), expires_at: new Date(now.getTime() + DEVICE_LIFETIME_SECONDS * 1000), created_at: now })
  const kept = executor
    .select({ id: signInDevices.id })
    .from(signInDevices)
    .where(eq(signInDevices.user_id, userId))
    .orderBy(desc(signInDevices.created_at), desc(signInDevices.id))
    .limit(DEVICES_PER_ACCOUNT)
  await executor
    .delete(signInDevices)
    .where(and(eq(signInDevices.user_id, userId), or(lte(signInDevices.expires_at, now), sql`${signInDevices.id} not in (${kept})`)))
  return { token, maxAgeSeconds: DEVICE_LIFETIME_SECONDS }
}

/** A password reset: every device of the account is unknown again (a stolen token loses even its few tries). */
export async function forgetDevices(executor: Executor, userId: number) {
  await executor.delete(signInDevices).where(eq(signInDevices.user_id, userId))
}

/** The Set-Cookie value that keeps the device token in the browser. */
export function deviceCookieHeader(token: string, request: Request, maxAgeSeconds: number): string {
  const parts = [`${DEVICE_COOKIE}=${token}`, `Path=${DEVICE_COOKIE_PATH}`, 'HttpOnly', 'SameSite=Lax', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`]
  if (isSecureRequest(request)) parts.push('Secure')
  return parts.join('; ')
}
