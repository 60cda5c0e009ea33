// GET /api/ngo/profile/{id} – one profile (public fields unless owner or super admin)
// PUT /api/ngo/profile/{id} – update the signed-in NGO's own profile
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { baseVersionOf, versionTag } from '@/lib/api/versions'
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
  async ({ viewer, params }) => {
    const profile = await getProfile(viewer, params.id)
    // The owner's and the super administrator's read carries the version a save sends back (decision 059).
    return ok('NGO Profile', { profile }, profile.version === undefined ? {} : { headers: { ETag: versionTag(profile.version) } })
  },
)

const update = route(
  {
    method: 'PUT',
    path: '/api/ngo/profile/{id}',
    tag: 'Profiles',
    summary: "Update the signed-in NGO user's own profile",
    description:
      'Keys left out keep their value; null or an empty text clears a field. To refuse overwriting a newer save, send the version the read returned (profile.version, or profile.section_versions of the section being edited) as base_version, or the ETag of the read as If-Match: when a part of the profile the save writes was saved after that version, it answers 409 and changes nothing. Without either, the last save wins.',
    access: 'owner',
    params: profileParams,
    body: profileUpdateBody,
    success: { description: 'Saved', dataKeys: ['profile', 'refetch'] },
    errors: [404, 409],
  },
  async ({ request, viewer, params, body }) =>
    ok('Profile Save Success !', { profile: await updateProfile(viewer, params.id, body, { baseVersion: baseVersionOf(request, body.base_version) }), refetch: false }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(read, update)
