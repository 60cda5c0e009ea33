// POST /api/auth/verification – verify a mobile number with its 6-digit code
import { clientAddress } from '@/lib/api/client-address'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { verifyMobile } from '@/lib/auth/accounts'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { verificationSchema } from '@/lib/auth/schemas'

export const dynamic = 'force-dynamic'

const verification = route(
  {
    method: 'POST',
    path: '/api/auth/verification',
    tag: 'Auth',
    summary: 'Verify a mobile number with its 6-digit code',
    description: 'At most 5 wrong codes per mobile from one client address in 15 minutes, then 429 with Retry-After.',
    access: 'public',
    body: verificationSchema,
    success: { description: 'Verified', dataKeys: ['mobile'] },
    errors: [429],
  },
  async ({ request, body }) => ok(AUTH_MESSAGES.verified, await verifyMobile(body, { clientAddress: clientAddress(request) })),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(verification)
