// GET /api/ngo/organizational-structure/config – list organizational structure rows (tribe, disability); POST – add an organizational structure row (super_admin)
import { methods } from '@/lib/api/methods'
import { created, ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { createOrganizationalStructureConfig } from '@/lib/content/configs'
import { listOrganizationalStructureConfigs } from '@/lib/content/reference'
import { organizationalStructureConfigInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

const list = route(
  { method: 'GET', path: '/api/ngo/organizational-structure/config', tag: 'Reference content', summary: 'List organizational structure rows (tribe, disability)', access: 'public', success: { description: 'The list', dataKeys: ['organizationalStructureConfigs'] } },
  async () => ok('Organizational structure configs', { organizationalStructureConfigs: await listOrganizationalStructureConfigs() }),
)

const create = route(
  {
    method: 'POST',
    path: '/api/ngo/organizational-structure/config',
    tag: 'Reference content',
    summary: 'Add an organizational structure row',
    access: 'super_admin',
    body: organizationalStructureConfigInput,
    success: { status: 201, description: 'Created', dataKeys: ['organizationalStructureConfig'] },
    errors: [409],
  },
  async ({ viewer, body }) => created('Organizational Structure Config Created', { organizationalStructureConfig: await createOrganizationalStructureConfig(viewer, body) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(list, create)
