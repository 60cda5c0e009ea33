// PUT /api/ngo/organization-type/{id} – rename an organization type; DELETE – delete an unused organization type (super_admin)
import { rowParams } from '@/lib/api/input'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { baseVersionOf } from '@/lib/api/versions'
import { deleteOrganizationType, updateOrganizationType } from '@/lib/content/configs'
import { organizationTypeInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

const update = route(
  {
    method: 'PUT',
    path: '/api/ngo/organization-type/{id}',
    tag: 'Reference content',
    summary: 'Rename an organization type',
    description: 'Send the version the list returned (the row version) as base_version, or as If-Match ("3"): an edit based on an older version answers 409 and changes nothing. Without either, the last edit wins.',
    access: 'super_admin',
    params: rowParams,
    body: organizationTypeInput,
    success: { description: 'Updated', dataKeys: ['organizationType'] },
    errors: [404, 409],
  },
  async ({ request, viewer, params, body: { base_version, ...body } }) => ok('Organization Type Updated', { organizationType: await updateOrganizationType(viewer, params.id, body, { baseVersion: baseVersionOf(request, base_version) }) }),
)

const remove = route(
  {
    method: 'DELETE',
    path: '/api/ngo/organization-type/{id}',
    tag: 'Reference content',
    summary: 'Delete an unused organization type',
    description: 'Only a row no NGO profile uses can be deleted (409 otherwise).',
    access: 'super_admin',
    params: rowParams,
    success: { description: 'Deleted', dataKeys: ['organizationType'] },
    errors: [404, 409],
  },
  async ({ viewer, params }) => ok('Organization Type Deleted', { organizationType: await deleteOrganizationType(viewer, params.id) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(update, remove)
