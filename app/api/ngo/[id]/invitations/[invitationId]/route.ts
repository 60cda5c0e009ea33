// DELETE /api/ngo/{id}/invitations/{invitationId} – cancel a waiting invitation (an NGO admin)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { cancelInvitation } from '@/lib/people/invitations'
import { PEOPLE_MESSAGES } from '@/lib/people/messages'
import { invitationParams } from '@/lib/people/params'

export const dynamic = 'force-dynamic'

const cancel = route(
  {
    method: 'DELETE',
    path: '/api/ngo/{id}/invitations/{invitationId}',
    tag: 'People',
    summary: 'Cancel a waiting invitation',
    description: 'Its code no longer works. An NGO admin of the profile only.',
    access: 'ngo',
    accessNote: 'An NGO admin of the profile',
    params: invitationParams,
    success: { description: 'Cancelled' },
    errors: [404],
  },
  async ({ viewer, params }) => {
    await cancelInvitation(viewer, params.id, params.invitationId)
    return ok(PEOPLE_MESSAGES.invitationCancelled, {})
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(cancel)
