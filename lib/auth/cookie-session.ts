// The browser's session cookie. It carries the same kind of server-side
// session as the API token (a signed token naming the session id), so one
// revocation ends both. Sign-in through the browser sets it.
import { getViewerBySession, readToken, type Viewer } from '@/lib/auth/session'

export const SESSION_COOKIE = 'ngo_session'

/** One cookie's value in a Cookie header; a malformed escape is no value. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    try {
      return decodeURIComponent(rest.join('='))
    } catch {
      return undefined // a malformed escape (`%`) is no session, not a server error
    }
  }
  return undefined
}

async function cookieValue(request?: Request): Promise<string | undefined> {
  if (request) return readCookie(request.headers.get('cookie'), SESSION_COOKIE)
  try {
    const { cookies } = await import('next/headers')
    return (await cookies()).get(SESSION_COOKIE)?.value
  } catch {
    return undefined // outside a request (scripts, tests)
  }
}

/** Whether the request carries a session cookie at all (valid or not). */
export function hasSessionCookie(request: Request): boolean {
  return Boolean(readCookie(request.headers.get('cookie'), SESSION_COOKIE))
}

/** A missing, expired or revoked cookie is simply "signed out". */
export async function getCookieViewer(request?: Request): Promise<Viewer | null> {
  const value = await cookieValue(request)
  if (!value) return null
  try {
    const { sessionId, userId } = await readToken(value)
    return await getViewerBySession(sessionId, userId)
  } catch {
    return null
  }
}

/**
 * Secure when the request reached us over https, directly or through a proxy
 * that says so (x-forwarded-proto); plain http on localhost keeps working.
 */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  if (forwarded) return forwarded === 'https'
  return new URL(request.url).protocol === 'https:'
}

/** The Set-Cookie value that stores a session token in the browser. */
export function sessionCookieHeader(token: string, request: Request, maxAgeSeconds: number): string {
  const parts = [`${SESSION_COOKIE}=${encodeURIComponent(token)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`]
  if (isSecureRequest(request)) parts.push('Secure')
  return parts.join('; ')
}

/** The Set-Cookie value that removes the session cookie. */
export function clearSessionCookieHeader(request: Request): string {
  const parts = [`${SESSION_COOKIE}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT']
  if (isSecureRequest(request)) parts.push('Secure')
  return parts.join('; ')
}
