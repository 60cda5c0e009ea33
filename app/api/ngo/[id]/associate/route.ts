// GET /api/ngo/{id}/associate – associate / partnership firm / office key person rows
// PUT /api/ngo/{id}/associate – replace the key person rows (the owning NGO only)
import { handle, ok, readJson } from '@/lib/api/respond'
import { getViewer, requireViewer } from '@/lib/auth/viewer'
import { parseRouteId } from '@/lib/profile/access'
import { associateBody } from '@/lib/profile/schemas'
import { getAssociates, saveAssociates } from '@/lib/profile/sections'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const GET = handle<Context>(async (request, context) => {
  const profileId = parseRouteId((await context.params).id)
  const viewer = await getViewer(request)
  return ok('Associates', await getAssociates(viewer, profileId))
})

export const PUT = handle<Context>(async (request, context) => {
  const profileId = parseRouteId((await context.params).id)
  const viewer = await requireViewer(request)
  const rows = associateBody.parse(await readJson(request))
  return ok('Associate Partnershipfirm Office Keyperson Update Success', await saveAssociates(viewer, profileId, rows))
})
