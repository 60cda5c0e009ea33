// PUT /api/ngo/{id}/audit-report/{reportId} – change an audit report's year or file (the owning NGO only)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { auditReportParams } from '@/lib/profile/access'
import { updateAuditReport } from '@/lib/profile/documents'
import { auditReportBody } from '@/lib/profile/schemas'

export const dynamic = 'force-dynamic'

const change = route(
  {
    method: 'PUT',
    path: '/api/ngo/{id}/audit-report/{reportId}',
    tag: 'Documents and audit reports',
    summary: "Change an audit report's year or file",
    access: 'owner',
    params: auditReportParams,
    body: auditReportBody,
    success: { description: 'Saved' },
    errors: [404],
  },
  async ({ viewer, params, body }) => ok('Audit Report Save Success', await updateAuditReport(viewer, params.id, params.reportId, body)),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(change)
