// POST /api/auth/verification – verify a mobile number with its 6-digit code
import { handle, ok, readJson } from '@/lib/api/respond'
import { verifyMobile } from '@/lib/auth/accounts'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { verificationSchema } from '@/lib/auth/schemas'

export const dynamic = 'force-dynamic'

export const POST = handle(async (request) => {
  const input = verificationSchema.parse(await readJson(request))
  const result = await verifyMobile(input)
  return ok(AUTH_MESSAGES.verified, result)
})
