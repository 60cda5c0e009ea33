// GET /api/ngo/{id}/profile-complete – the completeness flags (1 or 0) and complete
import { handle, ok } from '@/lib/api/respond'
import { getViewer } from '@/lib/auth/viewer'
import { getProfileCompleteness } from '@/lib/profile/profile'
import { parseRouteId } from '@/lib/profile/access'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const GET = handle<Context>(async (request, context) => {
  const profileId = parseRouteId((await context.params).id)
  const viewer = await getViewer(request)
  return ok('Profile completeness', await getProfileCompleteness(viewer, profileId))
})
