// GET /api/ngo/profile/{id} – one profile (public fields unless owner or super admin)
// PUT /api/ngo/profile/{id} – update the signed-in NGO's own profile
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { profileParams } from '@/lib/profile/access'
import { getProfile, updateProfile } from '@/lib/profile/profile'
import { profileUpdateBody } from '@/lib/profile/schemas'

export const dynamic = 'force-dynamic'

const read = route(
  {
    method: 'GET',
    path: '/api/ngo/profile/{id}',
    tag: 'Profiles',
    summary: 'One NGO profile',
    access: 'public',
    readsViewer: true,
    accessNote: 'Public fields of a verified, active profile; the owner and the super administrator see every field and any status.',
    params: profileParams,
    success: { description: 'The profile', dataKeys: ['profile'] },
    errors: [404],
  },
  async ({ viewer, params }) => ok('NGO Profile', { profile: await getProfile(viewer, params.id) }),
)

const update = route(
  {
    method: 'PUT',
    path: '/api/ngo/profile/{id}',
    tag: 'Profiles',
    summary: "Update the signed-in NGO user's own profile",
    description: 'Keys left out keep their value; null or an empty text clears a field.',
    access: 'owner',
    params: profileParams,
    body: profileUpdateBody,
    success: { description: 'Saved', dataKeys: ['profile', 'refetch'] },
    errors: [404, 409],
  },
  async ({ viewer, params, body }) => ok('Profile Save Success !', { profile: await updateProfile(viewer, params.id, body), refetch: false }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(read, update)
