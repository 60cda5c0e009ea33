// GET /api/ngo/organization-type – list organization types; POST – add one (super_admin)
import { created, handle, ok, readJson } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { createOrganizationType } from '@/lib/content/configs'
import { listOrganizationTypes } from '@/lib/content/reference'
import { organizationTypeInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

export const GET = handle(async () => ok('Organization types', { organizationTypes: await listOrganizationTypes() }))

export const POST = handle(async (request) => {
  const viewer = await requireRole(request, 'super_admin')
  const input = organizationTypeInput.parse(await readJson(request))
  return created('Organization Type Created', { organizationType: await createOrganizationType(viewer, input) })
})
