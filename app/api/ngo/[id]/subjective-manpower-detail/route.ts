// GET /api/ngo/{id}/subjective-manpower-detail – subjective manpower rows
// PUT /api/ngo/{id}/subjective-manpower-detail – replace the subjective manpower rows (the owning NGO only)
import { handle, ok, readJson } from '@/lib/api/respond'
import { getViewer, requireViewer } from '@/lib/auth/viewer'
import { parseRouteId } from '@/lib/profile/access'
import { subjectiveManpowerBody } from '@/lib/profile/schemas'
import { getSubjectiveManpower, saveSubjectiveManpower } from '@/lib/profile/sections'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const GET = handle<Context>(async (request, context) => {
  const profileId = parseRouteId((await context.params).id)
  const viewer = await getViewer(request)
  return ok('Subjective manpower detail', await getSubjectiveManpower(viewer, profileId))
})

export const PUT = handle<Context>(async (request, context) => {
  const profileId = parseRouteId((await context.params).id)
  const viewer = await requireViewer(request)
  const rows = subjectiveManpowerBody.parse(await readJson(request))
  return ok('Subjective Manpower Detail Update Success', await saveSubjectiveManpower(viewer, profileId, rows))
})
