// GET /api/ngo/claims – the claims of unowned (imported) profiles that wait for review
import { handle, ok } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { listPendingClaims } from '@/lib/profile/claims'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request) => {
  const viewer = await requireRole(request, 'super_admin')
  return ok('Claims to review', { claims: await listPendingClaims(viewer) })
})
