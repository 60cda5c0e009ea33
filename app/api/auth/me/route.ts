// GET /api/auth/me – the signed-in person (session check)
import { handle, ok } from '@/lib/api/respond'
import { summarizeViewer } from '@/lib/auth/accounts'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { requireViewer } from '@/lib/auth/viewer'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request) => {
  const viewer = await requireViewer(request)
  return ok(AUTH_MESSAGES.signedInUser, { user: summarizeViewer(viewer) })
})
