// POST /api/auth/login – sign in (User or Admin mode); returns data.access_token and sets the session cookie,
// and a device token (cookie, and data.device_token for clients without cookies) that keeps this client's
// way in open while others guess (decision 023)
import { clientAddress } from '@/lib/api/client-address'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { signIn } from '@/lib/auth/accounts'
import { sessionCookieHeader } from '@/lib/auth/cookie-session'
import { deviceCookieHeader, deviceTokenOf } from '@/lib/auth/devices'
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
      'Returns data.access_token for the token header and sets the session cookie. Also returns data.device_token and sets it as the ngo_device cookie: a client that sends it with its next sign-in (cookie, or the device-token header) is a known device of the account, which other clients’ failures never lock out; 5 wrong passwords with one device token make it count as an unknown device until a successful sign-in replaces it. Unknown devices: at most 5 failed tries per account from one client address in 15 minutes; once 10 tries from all addresses are counted in a day, the account is closed to unknown devices for 1 minute after the latest, doubling with each further try up to 15 minutes; then 429 with Retry-After.',
    access: 'public',
    body: loginSchema,
    success: { description: 'Signed in', dataKeys: ['access_token', 'expires_in', 'device_token', 'user'] },
    errors: [401, 429],
  },
  async ({ request, body }) => {
    const { cookieToken, expiresInSeconds, deviceMaxAgeSeconds, ...result } = await signIn(body, {
      userAgent: request.headers.get('user-agent'),
      clientAddress: clientAddress(request),
      deviceToken: deviceTokenOf(request),
    })
    const headers = new Headers()
    headers.append('Set-Cookie', sessionCookieHeader(cookieToken, request, expiresInSeconds))
    headers.append('Set-Cookie', deviceCookieHeader(result.device_token, request, deviceMaxAgeSeconds))
    return ok(AUTH_MESSAGES.signedIn, { ...result, expires_in: expiresInSeconds }, { headers })
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(login)
