// PUT /api/ngo/organizational-structure/config/{id} – edit an organizational structure row; DELETE – delete an unused organizational structure row (super_admin)
import { rowParams } from '@/lib/api/input'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { baseVersionOf } from '@/lib/api/versions'
import { deleteOrganizationalStructureConfig, updateOrganizationalStructureConfig } from '@/lib/content/configs'
import { organizationalStructureConfigInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

const update = route(
  {
    method: 'PUT',
    path: '/api/ngo/organizational-structure/config/{id}',
    tag: 'Reference content',
    summary: 'Edit an organizational structure row',
    description: 'Send the version the list returned (the row version) as base_version, or as If-Match ("3"): an edit based on an older version answers 409 and changes nothing. Without either, the last edit wins.',
    access: 'super_admin',
    params: rowParams,
    body: organizationalStructureConfigInput,
    success: { description: 'Updated', dataKeys: ['organizationalStructureConfig'] },
    errors: [404, 409],
  },
  async ({ request, viewer, params, body: { base_version, ...body } }) => ok('Organizational Structure Config Updated', { organizationalStructureConfig: await updateOrganizationalStructureConfig(viewer, params.id, body, { baseVersion: baseVersionOf(request, base_version) }) }),
)

const remove = route(
  {
    method: 'DELETE',
    path: '/api/ngo/organizational-structure/config/{id}',
    tag: 'Reference content',
    summary: 'Delete an unused organizational structure row',
    description: 'Only a row no NGO profile uses can be deleted (409 otherwise).',
    access: 'super_admin',
    params: rowParams,
    success: { description: 'Deleted', dataKeys: ['organizationalStructureConfig'] },
    errors: [404, 409],
  },
  async ({ viewer, params }) => ok('Organizational Structure Config Deleted', { organizationalStructureConfig: await deleteOrganizationalStructureConfig(viewer, params.id) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(update, remove)
