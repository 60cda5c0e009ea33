// GET /api/ngo/{id}/audit-reports – the profile's audit reports; signed-in viewers only
import { handle, ok } from '@/lib/api/respond'
import { getViewer } from '@/lib/auth/viewer'
import { getAuditReports } from '@/lib/profile/documents'
import { parseRouteId } from '@/lib/profile/access'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const GET = handle<Context>(async (request, context) => {
  const profileId = parseRouteId((await context.params).id)
  const viewer = await getViewer(request)
  return ok('Audit reports', await getAuditReports(viewer, profileId))
})
