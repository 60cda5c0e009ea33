// PUT /api/ngo/rules-regulations-plan/config/[id] – rename an item; DELETE – remove an unused one (super_admin)
import { handle, ok, readJson } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { deleteRulesRegulationsPlanConfig, updateRulesRegulationsPlanConfig } from '@/lib/content/configs'
import { idParams, rulesRegulationsPlanConfigInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const PUT = handle<Context>(async (request, { params }) => {
  const viewer = await requireRole(request, 'super_admin')
  const { id } = idParams.parse(await params)
  const input = rulesRegulationsPlanConfigInput.parse(await readJson(request))
  return ok('Rules Regulations Plan Config Updated', {
    rulesRegulationsPlanConfig: await updateRulesRegulationsPlanConfig(viewer, id, input),
  })
})

export const DELETE = handle<Context>(async (request, { params }) => {
  const viewer = await requireRole(request, 'super_admin')
  const { id } = idParams.parse(await params)
  return ok('Rules Regulations Plan Config Deleted', { rulesRegulationsPlanConfig: await deleteRulesRegulationsPlanConfig(viewer, id) })
})
