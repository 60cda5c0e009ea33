// POST /api/auth/verification-code – send a new verification or password-reset ('Reset PIN') code
import { handle, ok, readJson } from '@/lib/api/respond'
import { requestCode } from '@/lib/auth/accounts'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { verificationCodeSchema } from '@/lib/auth/schemas'

export const dynamic = 'force-dynamic'

export const POST = handle(async (request) => {
  const input = verificationCodeSchema.parse(await readJson(request))
  const result = await requestCode(input)
  return ok(AUTH_MESSAGES.codeSent, result)
})
