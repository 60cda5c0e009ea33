// POST /api/ngo/{id}/invitations – invite a person by mobile number; they get an SMS with a code (an NGO admin)
import { methods } from '@/lib/api/methods'
import { created } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { inviteMember } from '@/lib/people/invitations'
import { PEOPLE_MESSAGES } from '@/lib/people/messages'
import { invitationBody } from '@/lib/people/schemas'
import { profileParams } from '@/lib/profile/access'

export const dynamic = 'force-dynamic'

const invite = route(
  {
    method: 'POST',
    path: '/api/ngo/{id}/invitations',
    tag: 'People',
    summary: 'Invite a person by mobile number',
    description:
      'Sends one SMS with an 8-digit code (valid 48 hours, once, only for that mobile; 5 wrong tries burn it) in lang, Nepali without it. The person signs up or signs in with that mobile and accepts with POST /api/ngo/invitations/accept. Inviting a number again replaces its waiting invitation. At most 10 invitations an NGO a day (429) and 10 waiting (409); the SMS comes out of the registration budget (429 when spent), and when it cannot be sent nothing is kept (503).',
    access: 'ngo',
    accessNote: 'An NGO admin of the profile',
    params: profileParams,
    body: invitationBody,
    success: { status: 201, description: 'Invited', dataKeys: ['invitation'] },
    errors: [404, 409, 429, 503],
  },
  async ({ viewer, params, body }) => created(PEOPLE_MESSAGES.invited, { invitation: await inviteMember(viewer, params.id, body) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(invite)
