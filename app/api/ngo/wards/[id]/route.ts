// PUT /api/ngo/wards/{id} – renumber or rename a ward; DELETE – delete a ward no profile names (super_admin)
import { z } from 'zod'
import { pathId } from '@/lib/api/input'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { baseVersionOf } from '@/lib/api/versions'
import { WARD_MESSAGES, wardInput } from '@/lib/content/schemas'
import { deleteWard, updateWard } from '@/lib/content/wards'

export const dynamic = 'force-dynamic'

const params = z.object({ id: pathId(WARD_MESSAGES.notFound).describe('The ward id') })

const update = route(
  {
    method: 'PUT',
    path: '/api/ngo/wards/{id}',
    tag: 'Reference content',
    summary: 'Renumber or rename a ward',
    description: 'Send the version the list returned as base_version, or as If-Match ("3"): an edit based on an older version answers 409 and changes nothing.',
    access: 'super_admin',
    params,
    body: wardInput,
    success: { description: 'Updated', dataKeys: ['ward'] },
    errors: [404, 409],
  },
  async ({ request, viewer, params, body: { base_version, ...body } }) =>
    ok(WARD_MESSAGES.updated, { ward: await updateWard(viewer, params.id, body, { baseVersion: baseVersionOf(request, base_version) }) }),
)

const remove = route(
  {
    method: 'DELETE',
    path: '/api/ngo/wards/{id}',
    tag: 'Reference content',
    summary: 'Delete a ward no profile names',
    description: 'A ward that is the office ward or a working ward of an NGO profile cannot be deleted (409, saying how many profiles name it).',
    access: 'super_admin',
    params,
    success: { description: 'Deleted', dataKeys: ['ward'] },
    errors: [404, 409],
  },
  async ({ viewer, params }) => ok(WARD_MESSAGES.deleted, { ward: await deleteWard(viewer, params.id) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(update, remove)
