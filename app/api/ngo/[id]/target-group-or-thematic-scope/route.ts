// GET /api/ngo/{id}/target-group-or-thematic-scope – the profile's thematic scopes and target groups
import { handle, ok } from '@/lib/api/respond'
import { getViewer } from '@/lib/auth/viewer'
import { getProfileOptions } from '@/lib/profile/profile'
import { parseRouteId } from '@/lib/profile/access'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const GET = handle<Context>(async (request, context) => {
  const profileId = parseRouteId((await context.params).id)
  const viewer = await getViewer(request)
  return ok('Target groups and thematic scopes', await getProfileOptions(viewer, profileId))
})
