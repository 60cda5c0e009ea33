// PUT /api/ngo/organization-type/{id} – rename an organization type; DELETE – delete an unused organization type (super_admin)
import { rowParams } from '@/lib/api/input'
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { deleteOrganizationType, updateOrganizationType } from '@/lib/content/configs'
import { organizationTypeInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

const update = route(
  {
    method: 'PUT',
    path: '/api/ngo/organization-type/{id}',
    tag: 'Reference content',
    summary: 'Rename an organization type',
    access: 'super_admin',
    params: rowParams,
    body: organizationTypeInput,
    success: { description: 'Updated', dataKeys: ['organizationType'] },
    errors: [404, 409],
  },
  async ({ viewer, params, body }) => ok('Organization Type Updated', { organizationType: await updateOrganizationType(viewer, params.id, body) }),
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
