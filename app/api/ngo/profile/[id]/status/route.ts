// PUT /api/ngo/profile/{id}/status – verify (active) or set inactive; super admin only
import { handle, ok, readJson } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { setProfileStatus } from '@/lib/profile/profile'
import { parseRouteId } from '@/lib/profile/access'
import { profileStatusBody } from '@/lib/profile/schemas'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const PUT = handle<Context>(async (request, context) => {
  const viewer = await requireRole(request, 'super_admin')
  const profileId = parseRouteId((await context.params).id)
  const input = profileStatusBody.parse(await readJson(request))
  return ok('Profile Status Update Success', { profile: await setProfileStatus(viewer, profileId, input) })
})
