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
    description:
      'Counts towards the SMS limits: per mobile, per client address and per client network (/24, /64; an hour) and the portal’s daily registration budget; past one, 429 with Retry-After. While many sign-ups arrive (SMS_PROOF_OF_WORK_AFTER in ten minutes), `altcha` must carry the solved challenge of `GET /api/auth/register/challenge` (the ALTCHA widget’s payload): 428 without it, 400 when it is wrong, expired or used before; nothing is sent then. Otherwise `altcha` is ignored. possible_duplicates names the published profiles whose DAO registration number is this one (digits in either script, spaces, dashes, slashes and leading zeros aside): a warning that the organisation may be registered already; it depends on the DAO number only, never on the mobile.',
    access: 'public',
    body: registerSchema,
    success: { status: 201, description: 'Account created, code sent', dataKeys: ['mobile', 'possible_duplicates'] },
    errors: [409, 428, 429],
  },
  async ({ request, body }) => created(AUTH_MESSAGES.registered, await registerAccount(body, { clientAddress: clientAddress(request) })),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(register)
