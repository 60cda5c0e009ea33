// POST /api/ngo/{id}/audit-report – add an audit report (the owning NGO only)
import { created, handle, readJson } from '@/lib/api/respond'
import { requireViewer } from '@/lib/auth/viewer'
import { createAuditReport } from '@/lib/profile/documents'
import { parseRouteId } from '@/lib/profile/access'
import { auditReportBody } from '@/lib/profile/schemas'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<Record<string, string>> }

export const POST = handle<Context>(async (request, context) => {
  const profileId = parseRouteId((await context.params).id)
  const viewer = await requireViewer(request)
  const input = auditReportBody.parse(await readJson(request))
  return created('Audit Report Save Success', await createAuditReport(viewer, profileId, input))
})
