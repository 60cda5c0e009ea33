// POST /api/auth/register – create an NGO user account and send a verification code
import { clientAddress } from '@/lib/api/client-address'
import { methods } from '@/lib/api/methods'
import { created } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { registerAccount } from '@/lib/auth/accounts'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { registerSchema } from '@/lib/auth/schemas'

export const dynamic = 'force-dynamic'

const register = route(
  {
    method: 'POST',
    path: '/api/auth/register',
    tag: 'Auth',
    summary: 'Create an NGO user account and send a verification code',
    description: 'Counts towards the SMS limits: per mobile, per client address (an hour) and the portal’s daily budget; past one, 429 with Retry-After.',
    access: 'public',
    body: registerSchema,
    success: { status: 201, description: 'Account created, code sent', dataKeys: ['mobile'] },
    errors: [409, 429],
  },
  async ({ request, body }) => created(AUTH_MESSAGES.registered, await registerAccount(body, { clientAddress: clientAddress(request) })),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(register)
