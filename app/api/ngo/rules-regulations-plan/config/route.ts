// GET /api/ngo/rules-regulations-plan/config – list rules, regulations and plans; POST – add one (super_admin)
import { created, handle, ok, readJson } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'
import { createRulesRegulationsPlanConfig } from '@/lib/content/configs'
import { listRulesRegulationsPlanConfigs } from '@/lib/content/reference'
import { rulesRegulationsPlanConfigInput } from '@/lib/content/schemas'

export const dynamic = 'force-dynamic'

export const GET = handle(async () =>
  ok('Rules, regulations and plan configs', { rulesRegulationsPlanConfigs: await listRulesRegulationsPlanConfigs() }),
)

export const POST = handle(async (request) => {
  const viewer = await requireRole(request, 'super_admin')
  const input = rulesRegulationsPlanConfigInput.parse(await readJson(request))
  return created('Rules Regulations Plan Config Created', {
    rulesRegulationsPlanConfig: await createRulesRegulationsPlanConfig(viewer, input),
  })
})
