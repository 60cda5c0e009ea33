// GET /api/ngo/{id}/profile-complete – the completeness flags (1 or 0) and complete
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { profileParams } from '@/lib/profile/access'
import { getProfileCompleteness } from '@/lib/profile/profile'

export const dynamic = 'force-dynamic'

const completeness = route(
  {
    method: 'GET',
    path: '/api/ngo/{id}/profile-complete',
    tag: 'Profiles',
    summary: 'Which sections of a profile are complete (1 or 0 each) and whether all are',
    access: 'public',
    readsViewer: true,
    accessNote: 'As for the profile: public while verified and active, otherwise its owner and the super administrator.',
    params: profileParams,
    success: { description: 'The completeness flags' },
    errors: [404],
  },
  async ({ viewer, params }) => ok('Profile completeness', await getProfileCompleteness(viewer, params.id)),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(completeness)
