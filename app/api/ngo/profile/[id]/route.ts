// GET /api/ngo/profile/{id} – one profile (public fields unless owner or super admin)
// PUT /api/ngo/profile/{id} – update the signed-in NGO's own profile
import { handle, ok, readJson } from '@/lib/api/respond'
import { getViewer, requireViewer } from '@/lib/auth/viewer'
import { getProfile, updateProfile } from '@/lib/profile/profile'
import { parseRouteId } from '@/lib/profile/access'
import { profileUpdateBody } from '@/lib/profile/schemas'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const GET = handle<Context>(async (request, context) => {
  const profileId = parseRouteId((await context.params).id)
  const viewer = await getViewer(request)
  return ok('NGO Profile', { profile: await getProfile(viewer, profileId) })
})

export const PUT = handle<Context>(async (request, context) => {
  const profileId = parseRouteId((await context.params).id)
  const viewer = await requireViewer(request)
  const input = profileUpdateBody.parse(await readJson(request))
  const profile = await updateProfile(viewer, profileId, input)
  return ok('Profile Save Success !', { profile, refetch: false })
})
