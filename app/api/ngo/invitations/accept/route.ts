// POST /api/ngo/invitations/accept – join the NGO whose invitation code was sent to the signed-in person's mobile
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { acceptInvitation } from '@/lib/people/invitations'
import { PEOPLE_MESSAGES } from '@/lib/people/messages'
import { acceptInvitationBody } from '@/lib/people/schemas'

export const dynamic = 'force-dynamic'

const accept = route(
  {
    method: 'POST',
    path: '/api/ngo/invitations/accept',
    tag: 'People',
    summary: 'Accept an invitation with the code from the SMS',
    description:
      'The code works only for the account of the mobile it was sent to, once, within 48 hours; a wrong code is 400 and counts a try (5 burn it). A person who already belongs to an NGO gets 409. Afterwards GET /api/auth/me names the profile in ngo_profile_id.',
    access: 'ngo',
    body: acceptInvitationBody,
    success: { description: 'Joined', dataKeys: ['profile_id', 'role'] },
    errors: [409],
  },
  async ({ viewer, body }) => ok(PEOPLE_MESSAGES.joined, await acceptInvitation(viewer, body.code)),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(accept)
