// PUT /api/ngo/{id}/members/{userId} – make a person an NGO admin or a member (an NGO admin)
// DELETE /api/ngo/{id}/members/{userId} – remove a person (an NGO admin), or leave (one's own id)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { changeRole, removePerson } from '@/lib/people/members'
import { PEOPLE_MESSAGES } from '@/lib/people/messages'
import { memberParams } from '@/lib/people/params'
import { roleBody } from '@/lib/people/schemas'

export const dynamic = 'force-dynamic'

const change = route(
  {
    method: 'PUT',
    path: '/api/ngo/{id}/members/{userId}',
    tag: 'People',
    summary: 'Make a person an NGO admin or a member',
    description: 'An NGO admin of the profile only (a member gets 403). The last NGO admin cannot be made a member (409): a profile always keeps one.',
    access: 'ngo',
    accessNote: 'An NGO admin of the profile',
    params: memberParams,
    body: roleBody,
    success: { description: 'Changed', dataKeys: ['person'] },
    errors: [404, 409],
  },
  async ({ viewer, params, body }) => ok(PEOPLE_MESSAGES.roleChanged, { person: await changeRole(viewer, params.id, params.userId, body.role) }),
)

const remove = route(
  {
    method: 'DELETE',
    path: '/api/ngo/{id}/members/{userId}',
    tag: 'People',
    summary: 'Remove a person from the NGO, or leave it',
    description:
      'An NGO admin removes a person: every session of theirs ends at once, on every instance. With one\u2019s own id, any person leaves and stays signed in. The last NGO admin can neither be removed nor leave (409).',
    access: 'ngo',
    accessNote: 'An NGO admin of the profile; or the person themselves',
    params: memberParams,
    success: { description: 'Removed', dataKeys: ['left'] },
    errors: [404, 409],
  },
  async ({ viewer, params }) => {
    const result = await removePerson(viewer, params.id, params.userId)
    return ok(result.left ? PEOPLE_MESSAGES.left : PEOPLE_MESSAGES.removed, result)
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(change, remove)
