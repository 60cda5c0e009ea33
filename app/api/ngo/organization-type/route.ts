// GET /api/ngo/organization-type – list organization types; POST – add an organization type (super_admin)
import { methods } from '@/lib/api/methods'
import { created, ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { createOrganizationType } from '@/lib/content/configs'
import { listOrganizationTypes } from '@/lib/content/reference'
import { organizationTypeInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

const list = route(
  { method: 'GET', path: '/api/ngo/organization-type', tag: 'Reference content', summary: 'List organization types', access: 'public', success: { description: 'The list', dataKeys: ['organizationTypes'] } },
  async () => ok('Organization types', { organizationTypes: await listOrganizationTypes() }),
)

const create = route(
  {
    method: 'POST',
    path: '/api/ngo/organization-type',
    tag: 'Reference content',
    summary: 'Add an organization type',
    access: 'super_admin',
    body: organizationTypeInput,
    success: { status: 201, description: 'Created', dataKeys: ['organizationType'] },
    errors: [409],
  },
  async ({ viewer, body }) => created('Organization Type Created', { organizationType: await createOrganizationType(viewer, body) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(list, create)
