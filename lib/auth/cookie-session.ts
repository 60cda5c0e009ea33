// The browser's session cookie. It carries the same kind of server-side
// session as the API token (a signed token naming the session id), so one
// revocation ends both. Sign-in through the browser sets it.
import { getViewerBySession, readToken, type Viewer } from '@/lib/auth/session'

export const SESSION_COOKIE = 'ngo_session'

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
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
