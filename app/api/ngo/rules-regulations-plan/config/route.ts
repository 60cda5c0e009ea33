// GET /api/ngo/rules-regulations-plan/config – list rules, regulations and plans
import { handle, ok } from '@/lib/api/respond'
import { listRulesRegulationsPlanConfigs } from '@/lib/content/reference'

export const dynamic = 'force-dynamic'

export const GET = handle(async () =>
  ok('Rules, regulations and plan configs', { rulesRegulationsPlanConfigs: await listRulesRegulationsPlanConfigs() }),
)
