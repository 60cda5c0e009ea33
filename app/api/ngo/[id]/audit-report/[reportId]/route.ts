// PUT /api/ngo/{id}/audit-report/{reportId} – change an audit report's year or file (the owning NGO only)
import { handle, ok, readJson } from '@/lib/api/respond'
import { requireViewer } from '@/lib/auth/viewer'
import { updateAuditReport } from '@/lib/profile/documents'
import { parseRouteId } from '@/lib/profile/access'
import { auditReportBody } from '@/lib/profile/schemas'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const PUT = handle<Context>(async (request, context) => {
  const params = await context.params
  const profileId = parseRouteId(params.id)
  const reportId = parseRouteId(params.reportId, 'Audit Report Not Found')
  const viewer = await requireViewer(request)
  const input = auditReportBody.parse(await readJson(request))
  return ok('Audit Report Save Success', await updateAuditReport(viewer, profileId, reportId, input))
})
