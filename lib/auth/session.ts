// Server-side sessions behind both the API token and the browser cookie.
// A token is an HS256 JWT carrying the session id; the session row decides
// whether it is still good, so revoking rows ends every token and cookie.
// The viewer of a live session is kept in memory until a committed change of
// its session or its user (lib/cache); a revocation by this process is heard
// before the revoking request answers.
import { and, eq, gt, isNull } from 'drizzle-orm'
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import { sessions, users } from '@/db/schema'
import { ApiError } from '@/lib/api/errors'
import { TOKEN_MESSAGES } from '@/lib/auth/messages'
import { db, type Executor } from '@/lib/db'
import { changeMark, changesHeard, keptMap, TAGS } from '@/lib/cache'
import { getAuthSecret } from '@/lib/env'

export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60

export { TOKEN_MESSAGES }

export type Role = 'user' | 'admin' | 'super_admin'

/** 'token' for the API's access_token, 'cookie' for the browser's session cookie. */
export type SessionKind = 'token' | 'cookie'

export type Viewer = {
  id: number
  name: string
  mobile: string
  email: string | null
  role: Role
  dao_registration_no: string | null
  ngo_profile_id: number | null
  sessionId: string
}

function secretKey() {
  return new TextEncoder().encode(getAuthSecret())
}

export async function createSession(
  userId: number,
  options: { kind?: SessionKind; userAgent?: string | null; executor?: Executor; now?: Date } = {},
) {
  const executor = options.executor ?? db
  const now = options.now ?? new Date()
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000)
  const [session] = await executor
    .insert(sessions)
    .values({ user_id: userId, kind: options.kind ?? 'token', expires_at: expiresAt, user_agent: options.userAgent?.slice(0, 300) ?? null, created_at: now })
    .returning({ id: sessions.id })
  // The person's last sign-in (the People section) moves with each session that begins.
  const [user] = await executor.update(users).set({ last_sign_in_at: now }).where(eq(users.id, userId)).returning({ role: users.role })
  const token = await new SignJWT({ sid: session.id, role: user?.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey())
  return { token, sessionId: session.id, expiresAt }
}

/** Revokes one session (logout of one device). */
export async function revokeSession(sessionId: string) {
  await db.update(sessions).set({ revoked_at: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)))
  await changesHeard()
}

/** Revokes every session of a user: logout everywhere, password reset. Inside a transaction, its caller waits for `changesHeard()` after the commit. */
export async function revokeUserSessions(userId: number, executor: Executor = db) {
  await executor.update(sessions).set({ revoked_at: new Date() }).where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)))
  if (executor === db) await changesHeard()
}

const keptViewers = keptMap<{ viewer: Viewer; until: number }>('viewers', 10_000)

/** The session id inside a token, or an ApiError with the spec's message. */
export async function readToken(token: string): Promise<{ sessionId: string; userId: number }> {
  try {
    // A token without an expiry is never good, however it was signed.
    const { payload } = await jwtVerify(token, secretKey(), { algorithms: ['HS256'], requiredClaims: ['exp'] })
    if (typeof payload.sid !== 'string' || !payload.sub) throw new ApiError(401, TOKEN_MESSAGES.invalid)
    return { sessionId: payload.sid, userId: Number(payload.sub) }
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (error instanceof joseErrors.JWTExpired) throw new ApiError(401, TOKEN_MESSAGES.expired)
    throw new ApiError(401, TOKEN_MESSAGES.invalid)
  }
}

/** The viewer of a live session, or null when it was revoked, expired or its user is gone. */
export async function getViewerBySession(sessionId: string, userId?: number): Promise<Viewer | null> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return null
  const kept = keptViewers.get(sessionId)
  // A copy each time: a caller changing its viewer changes nothing kept.
  const found = kept && kept.until > Date.now() ? { ...kept.viewer } : await readViewer(sessionId)
  return found && (userId === undefined || found.id === userId) ? found : null
}

async function readViewer(sessionId: string): Promise<Viewer | null> {
  const mark = changeMark()
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      mobile: users.mobile,
      email: users.email,
      role: users.role,
      dao_registration_no: users.dao_registration_no,
      // The NGO the person belongs to (decision 092), admin or member alike.
      ngo_profile_id: users.profile_id,
      expires_at: sessions.expires_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at), gt(sessions.expires_at, new Date())))
  if (!row) return null
  const { expires_at: expiresAt, ...fields } = row
  const viewer = { ...fields, sessionId }
  // Not kept when its session or user changed while it was read (a revocation in between is not missed).
  keptViewers.keep(sessionId, { viewer: { ...viewer }, until: expiresAt.getTime() }, [TAGS.session(sessionId), TAGS.user(viewer.id)], mark)
  return viewer
}

/** Resolves an API token to its viewer; throws the spec's 401 messages. */
export async function getViewerFromToken(token: string): Promise<Viewer> {
  const { sessionId, userId } = await readToken(token)
  const viewer = await getViewerBySession(sessionId, userId)
  if (!viewer) throw new ApiError(401, TOKEN_MESSAGES.invalidUser)
  return viewer
}
