// POST /api/auth/login – sign in (User or Admin mode); returns data.access_token and sets the session cookie
import { handle, ok, readJson } from '@/lib/api/respond'
import { signIn } from '@/lib/auth/accounts'
import { sessionCookieHeader } from '@/lib/auth/cookie-session'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { loginSchema } from '@/lib/auth/schemas'

export const dynamic = 'force-dynamic'

export const POST = handle(async (request) => {
  const input = loginSchema.parse(await readJson(request))
  const { cookieToken, expiresInSeconds, ...result } = await signIn(input, { userAgent: request.headers.get('user-agent') })
  return ok(AUTH_MESSAGES.signedIn, { ...result, expires_in: expiresInSeconds }, { headers: { 'Set-Cookie': sessionCookieHeader(cookieToken, request, expiresInSeconds) } })
})
