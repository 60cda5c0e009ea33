// POST /api/auth/login – sign in (User or Admin mode); returns data.access_token and sets the session cookie
import { clientAddress } from '@/lib/api/client-address'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { signIn } from '@/lib/auth/accounts'
import { sessionCookieHeader } from '@/lib/auth/cookie-session'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { loginSchema } from '@/lib/auth/schemas'

export const dynamic = 'force-dynamic'

const login = route(
  {
    method: 'POST',
    path: '/api/auth/login',
    tag: 'Auth',
    summary: 'Sign in (NGO user, or super administrator with super_admin: true)',
    description:
      'Returns data.access_token for the token header and sets the session cookie. At most 5 failed tries per account from one client address in 15 minutes, and 50 per account from all addresses in 24 hours, then 429 with Retry-After.',
    access: 'public',
    body: loginSchema,
    success: { description: 'Signed in', dataKeys: ['access_token', 'expires_in', 'user'] },
    errors: [401, 429],
  },
  async ({ request, body }) => {
    const { cookieToken, expiresInSeconds, ...result } = await signIn(body, { userAgent: request.headers.get('user-agent'), clientAddress: clientAddress(request) })
    return ok(AUTH_MESSAGES.signedIn, { ...result, expires_in: expiresInSeconds }, { headers: { 'Set-Cookie': sessionCookieHeader(cookieToken, request, expiresInSeconds) } })
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(login)
