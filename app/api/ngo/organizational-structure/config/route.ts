// GET /api/ngo/organizational-structure/config – list organizational structure rows (tribe, disability); POST – add one (super_admin)
import { created, handle, ok, readJson } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { createOrganizationalStructureConfig } from '@/lib/content/configs'
import { listOrganizationalStructureConfigs } from '@/lib/content/reference'
import { organizationalStructureConfigInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

export const GET = handle(async () =>
  ok('Organizational structure configs', { organizationalStructureConfigs: await listOrganizationalStructureConfigs() }),
)

export const POST = handle(async (request) => {
  const viewer = await requireRole(request, 'super_admin')
  const input = organizationalStructureConfigInput.parse(await readJson(request))
  return created('Organizational Structure Config Created', {
    organizationalStructureConfig: await createOrganizationalStructureConfig(viewer, input),
  })
})
