// GET /api/ngo/{id}/members – the people of an NGO and its waiting invitations (its own people and the super administrator)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { listPeople } from '@/lib/people/members'
import { PEOPLE_MESSAGES } from '@/lib/people/messages'
import { profileParams } from '@/lib/profile/access'

export const dynamic = 'force-dynamic'

const list = route(
  {
    method: 'GET',
    path: '/api/ngo/{id}/members',
    tag: 'People',
    summary: 'The people of an NGO and its waiting invitations',
    description:
      'Each person with name, role (admin: NGO admin; user: member), masked mobile and last sign-in; is_contact marks the contact admin, whose mobile the municipality\u2019s SMS go to. Read by the NGO\u2019s own people and the super administrator; anyone else gets 404.',
    access: 'signed-in',
    accessNote: 'The NGO\u2019s own people (admins and members) and the super administrator',
    params: profileParams,
    success: { description: 'The people', dataKeys: ['people', 'invitations', 'invitations_today', 'invitations_per_day', 'invitations_waiting_limit'] },
    errors: [404],
  },
  async ({ viewer, params }) => ok(PEOPLE_MESSAGES.listed, { ...(await listPeople(viewer, params.id)) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(list)
