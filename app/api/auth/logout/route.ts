// GET /api/auth/logout – end every session of the signed-in person and clear the session cookie
import { ApiError } from '@/lib/api/errors'
import { handle, ok } from '@/lib/api/respond'
import { signOut } from '@/lib/auth/accounts'
import { clearSessionCookieHeader } from '@/lib/auth/cookie-session'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { getViewer } from '@/lib/auth/viewer'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request) => {
  // A token that is already bad has nothing left to end; the browser still loses its cookie.
  const viewer = await getViewer(request).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  })
  await signOut(viewer)
  return ok(AUTH_MESSAGES.signedOut, {}, { headers: { 'Set-Cookie': clearSessionCookieHeader(request) } })
})
