// POST /api/auth/recover – set a new password with a reset code; ends every session of the account
import { clientAddress } from '@/lib/api/client-address'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { recoverAccount } from '@/lib/auth/accounts'
import { clearSessionCookieHeader } from '@/lib/auth/cookie-session'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { recoverSchema } from '@/lib/auth/schemas'

export const dynamic = 'force-dynamic'

const recover = route(
  {
    method: 'POST',
    path: '/api/auth/recover',
    tag: 'Auth',
    summary: 'Set a new password with a reset code; ends every session of the account',
    description: 'At most 5 wrong codes per mobile from one client address in 15 minutes, then 429 with Retry-After.',
    access: 'public',
    body: recoverSchema,
    success: { description: 'Password changed', dataKeys: ['mobile'] },
    errors: [429],
  },
  async ({ request, body }) => {
    const result = await recoverAccount(body, { clientAddress: clientAddress(request) })
    return ok(AUTH_MESSAGES.passwordUpdated, result, { headers: { 'Set-Cookie': clearSessionCookieHeader(request) } })
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(recover)
