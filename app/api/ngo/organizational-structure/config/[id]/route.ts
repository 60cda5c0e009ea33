// PUT /api/ngo/organizational-structure/config/[id] – edit a row; DELETE – remove an unused one (super_admin)
import { handle, ok, readJson } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { deleteOrganizationalStructureConfig, updateOrganizationalStructureConfig } from '@/lib/content/configs'
import { idParams, organizationalStructureConfigInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const PUT = handle<Context>(async (request, { params }) => {
  const viewer = await requireRole(request, 'super_admin')
  const { id } = idParams.parse(await params)
  const input = organizationalStructureConfigInput.parse(await readJson(request))
  return ok('Organizational Structure Config Updated', {
    organizationalStructureConfig: await updateOrganizationalStructureConfig(viewer, id, input),
  })
})

export const DELETE = handle<Context>(async (request, { params }) => {
  const viewer = await requireRole(request, 'super_admin')
  const { id } = idParams.parse(await params)
  return ok('Organizational Structure Config Deleted', { organizationalStructureConfig: await deleteOrganizationalStructureConfig(viewer, id) })
})
