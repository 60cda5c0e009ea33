// POST /api/auth/recover – set a new password with a reset code; ends every session of the account
import { handle, ok, readJson } from '@/lib/api/respond'
import { recoverAccount } from '@/lib/auth/accounts'
import { clearSessionCookieHeader } from '@/lib/auth/cookie-session'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { recoverSchema } from '@/lib/auth/schemas'

export const dynamic = 'force-dynamic'

export const POST = handle(async (request) => {
  const input = recoverSchema.parse(await readJson(request))
  const result = await recoverAccount(input)
  return ok(AUTH_MESSAGES.passwordUpdated, result, { headers: { 'Set-Cookie': clearSessionCookieHeader(request) } })
})
