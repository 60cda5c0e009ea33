// POST /api/auth/logout – end every session of the signed-in person and clear the session cookie (the browser's way)
// GET /api/auth/logout – the same, for token clients; refused for a cookie that arrives from another site's page
import { ApiError } from '@/lib/api/errors'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route, type RouteDefinition } from '@/lib/api/route'
import { signOut } from '@/lib/auth/accounts'
import { clearSessionCookieHeader } from '@/lib/auth/cookie-session'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { getViewer } from '@/lib/auth/viewer'

export const dynamic = 'force-dynamic'

async function logout({ request }: { request: Request }) {
  // A token that is already bad has nothing left to end; the browser still loses its cookie.
  const viewer = await getViewer(request).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  })
  await signOut(viewer)
  return ok(AUTH_MESSAGES.signedOut, {}, { headers: { 'Set-Cookie': clearSessionCookieHeader(request) } })
}

const described = {
  path: '/api/auth/logout',
  tag: 'Auth',
  summary: 'End every session of the signed-in person and clear the session cookie',
  access: 'public',
  accessNote: 'Without a valid session it only clears the cookie.',
  success: { description: 'Signed out' },
} as const satisfies Omit<RouteDefinition, 'method'>

const logoutByPost = route({ ...described, method: 'POST' }, logout)
const logoutByGet = route({ ...described, method: 'GET', changesState: true, description: 'Kept for token clients. With the session cookie alone it must come from the portal’s own pages (403 otherwise).' }, logout)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(logoutByGet, logoutByPost)
