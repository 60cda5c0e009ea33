// POST /api/auth/verification-code – send a new verification or password-reset ('Reset PIN') code
import { clientAddress } from '@/lib/api/client-address'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { requestCode } from '@/lib/auth/accounts'
import { deviceTokenOf } from '@/lib/auth/devices'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { verificationCodeSchema } from '@/lib/auth/schemas'

export const dynamic = 'force-dynamic'

const verificationCode = route(
  {
    method: 'POST',
    path: '/api/auth/verification-code',
    tag: 'Auth',
    summary: 'Send a new verification or password-reset code',
    description:
      'A message starting with "Reset PIN" asks for a password-reset code. The SMS text is always the portal\'s own. Counts towards the SMS limits: per mobile, per client address (an hour) and the portal’s daily budget; past one, 429 with Retry-After. Failed sign-ins never refuse it. A reset code asked for with the account’s device token (ngo_device cookie or device-token header, see POST /api/auth/login) counts against that device’s own per-mobile limits instead of everyone’s.',
    access: 'public',
    body: verificationCodeSchema,
    success: { description: 'Code sent', dataKeys: ['mobile', 'purpose'] },
    errors: [429],
  },
  async ({ request, body }) => ok(AUTH_MESSAGES.codeSent, await requestCode(body, { clientAddress: clientAddress(request), deviceToken: deviceTokenOf(request) })),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(verificationCode)
