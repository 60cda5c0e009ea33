// GET /api/ngo/{id}/target-group-or-thematic-scope – the profile's thematic scopes and target groups
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { profileParams } from '@/lib/profile/access'
import { getProfileOptions } from '@/lib/profile/profile'

export const dynamic = 'force-dynamic'

const options = route(
  {
    method: 'GET',
    path: '/api/ngo/{id}/target-group-or-thematic-scope',
    tag: 'Profiles',
    summary: "The profile's thematic scopes and target groups",
    access: 'public',
    readsViewer: true,
    accessNote: 'As for the profile: public while verified and active, otherwise its owner and the super administrator.',
    params: profileParams,
    success: { description: 'The options', dataKeys: ['subjective_works', 'target_group_categories'] },
    errors: [404],
  },
  async ({ viewer, params }) => ok('Target groups and thematic scopes', await getProfileOptions(viewer, params.id)),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(options)
