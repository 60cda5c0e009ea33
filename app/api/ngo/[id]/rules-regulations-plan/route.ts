// GET /api/ngo/{id}/rules-regulations-plan – rules, regulations and plans checklist
// PUT /api/ngo/{id}/rules-regulations-plan – replace the checklist (the owning NGO only)
import { handle, ok, readJson } from '@/lib/api/respond'
import { getViewer, requireViewer } from '@/lib/auth/viewer'
import { parseRouteId } from '@/lib/profile/access'
import { rulesRegulationsPlanBody } from '@/lib/profile/schemas'
import { getRulesRegulationsPlans, saveRulesRegulationsPlans } from '@/lib/profile/sections'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const GET = handle<Context>(async (request, context) => {
  const profileId = parseRouteId((await context.params).id)
  const viewer = await getViewer(request)
  return ok('Rules, regulations and plans', await getRulesRegulationsPlans(viewer, profileId))
})

export const PUT = handle<Context>(async (request, context) => {
  const profileId = parseRouteId((await context.params).id)
  const viewer = await requireViewer(request)
  const rows = rulesRegulationsPlanBody.parse(await readJson(request))
  return ok('Rules Regulations & Plans Update Success', await saveRulesRegulationsPlans(viewer, profileId, rows))
})
