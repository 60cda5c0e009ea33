// GET /api/ngo/organizational-structure/config – list organizational structure rows (tribe, disability)
import { handle, ok } from '@/lib/api/respond'
import { listOrganizationalStructureConfigs } from '@/lib/content/reference'

export const dynamic = 'force-dynamic'

export const GET = handle(async () =>
  ok('Organizational structure configs', { organizationalStructureConfigs: await listOrganizationalStructureConfigs() }),
)
