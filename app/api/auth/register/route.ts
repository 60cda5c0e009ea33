// POST /api/auth/register – create an NGO user account and send a verification code
import { created, handle, readJson } from '@/lib/api/respond'
import { registerAccount } from '@/lib/auth/accounts'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { registerSchema } from '@/lib/auth/schemas'

export const dynamic = 'force-dynamic'

export const POST = handle(async (request) => {
  const input = registerSchema.parse(await readJson(request))
  const result = await registerAccount(input)
  return created(AUTH_MESSAGES.registered, result)
})
