// PUT /api/ngo/profile/{id}/status – verify (active) or set inactive; super admin only
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { profileParams } from '@/lib/profile/access'
import { setProfileStatus } from '@/lib/profile/profile'
import { profileStatusBody } from '@/lib/profile/schemas'

export const dynamic = 'force-dynamic'

const setStatus = route(
  {
    method: 'PUT',
    path: '/api/ngo/profile/{id}/status',
    tag: 'Profiles',
    summary: 'Verify a profile (active) or set it inactive',
    access: 'super_admin',
    params: profileParams,
    body: profileStatusBody,
    success: { description: 'Status changed', dataKeys: ['profile'] },
    errors: [404],
  },
  async ({ viewer, params, body }) => ok('Profile Status Update Success', { profile: await setProfileStatus(viewer, params.id, body) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(setStatus)
