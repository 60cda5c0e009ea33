// GET /api/ngo/claims – the claims of unowned (imported) profiles that wait for review
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { listPendingClaims } from '@/lib/profile/claims'

export const dynamic = 'force-dynamic'

const claims = route(
  { method: 'GET', path: '/api/ngo/claims', tag: 'Register', summary: 'Claims of imported profiles that wait for review, oldest first', access: 'super_admin', success: { description: 'The claims', dataKeys: ['claims'] } },
  async ({ viewer }) => ok('Claims to review', { claims: await listPendingClaims(viewer) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(claims)
