// GET /api/ngo/profile – list profiles (public: verified and active; super admin: all, with filters)
// POST /api/ngo/profile – create the signed-in NGO's profile
import { handle, created, ok, readJson, readQuery } from '@/lib/api/respond'
import { getViewer, requireViewer } from '@/lib/auth/viewer'
import { createProfile, listProfiles } from '@/lib/profile/profile'
import { profileCreateBody, profileListQuery } from '@/lib/profile/schemas'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request) => {
  const viewer = await getViewer(request)
  const query = profileListQuery.parse(readQuery(request))
  return ok('NGO Profiles', await listProfiles(viewer, query))
})

export const POST = handle(async (request) => {
  const viewer = await requireViewer(request)
  const input = profileCreateBody.parse(await readJson(request))
  const profile = await createProfile(viewer, input)
  return created('Profile Save Success !', { profile, refetch: true })
})
