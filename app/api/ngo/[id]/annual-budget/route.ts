// GET /api/ngo/{id}/annual-budget – annual budget rows
// PUT /api/ngo/{id}/annual-budget – replace the annual budget rows (the owning NGO only)
import { handle, ok, readJson } from '@/lib/api/respond'
import { getViewer, requireViewer } from '@/lib/auth/viewer'
import { parseRouteId } from '@/lib/profile/access'
import { annualBudgetBody } from '@/lib/profile/schemas'
import { getAnnualBudgets, saveAnnualBudgets } from '@/lib/profile/sections'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const GET = handle<Context>(async (request, context) => {
  const profileId = parseRouteId((await context.params).id)
  const viewer = await getViewer(request)
  return ok('Annual budgets', await getAnnualBudgets(viewer, profileId))
})

export const PUT = handle<Context>(async (request, context) => {
  const profileId = parseRouteId((await context.params).id)
  const viewer = await requireViewer(request)
  const rows = annualBudgetBody.parse(await readJson(request))
  return ok('Annual Budget Update Success', await saveAnnualBudgets(viewer, profileId, rows))
})
