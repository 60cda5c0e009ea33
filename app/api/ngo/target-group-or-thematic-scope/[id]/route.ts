// PUT /api/ngo/target-group-or-thematic-scope/{id} – rename, hide or show an option; DELETE – remove an unused one (super_admin)
import { rowParams } from '@/lib/api/input'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { baseVersionOf } from '@/lib/api/versions'
import { deleteOption, optionTypeLabel, updateOption } from '@/lib/content/options'
import { optionUpdateInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

const update = route(
  {
    method: 'PUT',
    path: '/api/ngo/target-group-or-thematic-scope/{id}',
    tag: 'Reference content',
    summary: 'Rename, hide or show an option',
    description: 'Send the version the list returned (the row version) as base_version, or as If-Match ("3"): an edit based on an older version answers 409 and changes nothing. Without either, the last edit wins.',
    access: 'super_admin',
    params: rowParams,
    body: optionUpdateInput,
    success: { description: 'Updated', dataKeys: ['option'] },
    errors: [404, 409],
  },
  async ({ request, viewer, params, body: { base_version, ...body } }) => {
    const option = await updateOption(viewer, params.id, body, { baseVersion: baseVersionOf(request, base_version) })
    return ok(`${optionTypeLabel(option.type)} Updated`, { option })
  },
)

const remove = route(
  {
    method: 'DELETE',
    path: '/api/ngo/target-group-or-thematic-scope/{id}',
    tag: 'Reference content',
    summary: 'Delete an unused option',
    description: 'Only a row no NGO profile uses can be deleted (409 otherwise).',
    access: 'super_admin',
    params: rowParams,
    success: { description: 'Deleted', dataKeys: ['option'] },
    errors: [404, 409],
  },
  async ({ viewer, params }) => {
    const option = await deleteOption(viewer, params.id)
    return ok(`${optionTypeLabel(option.type)} Deleted`, { option })
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(update, remove)
