// PUT /api/ngo/organization-type/[id] – rename an organization type; DELETE – remove an unused one (super_admin)
import { handle, ok, readJson } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { deleteOrganizationType, updateOrganizationType } from '@/lib/content/configs'
import { idParams, organizationTypeInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const PUT = handle<Context>(async (request, { params }) => {
  const viewer = await requireRole(request, 'super_admin')
  const { id } = idParams.parse(await params)
  const input = organizationTypeInput.parse(await readJson(request))
  return ok('Organization Type Updated', { organizationType: await updateOrganizationType(viewer, id, input) })
})

export const DELETE = handle<Context>(async (request, { params }) => {
  const viewer = await requireRole(request, 'super_admin')
  const { id } = idParams.parse(await params)
  return ok('Organization Type Deleted', { organizationType: await deleteOrganizationType(viewer, id) })
})
