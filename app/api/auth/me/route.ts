// GET /api/auth/me – the signed-in person (session check)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { summarizeViewer } from '@/lib/auth/accounts'
import { AUTH_MESSAGES } from '@/lib/auth/messages'

export const dynamic = 'force-dynamic'

const me = route(
  { method: 'GET', path: '/api/auth/me', tag: 'Auth', summary: 'The signed-in person (session check)', access: 'signed-in', success: { description: 'The signed-in person', dataKeys: ['user'] } },
  async ({ viewer }) => ok(AUTH_MESSAGES.signedInUser, { user: summarizeViewer(viewer) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(me)
