// PUT /api/ngo/{id}/audit-report/{reportId} – change an audit report's year or file (the owning NGO only)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { baseVersionOf } from '@/lib/api/versions'
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
    description:
      'To refuse overwriting a newer save, send the version GET /api/ngo/{id}/audit-reports returned (data.version) as base_version, or its ETag as If-Match: when an audit report of the profile was saved after that version, the save answers 409 and changes nothing. Without either, the last save wins.',
    access: 'owner',
    params: auditReportParams,
    body: auditReportBody,
    success: { description: 'Saved' },
    errors: [404, 409],
  },
  async ({ request, viewer, params, body: { base_version, ...body } }) =>
    ok('Audit Report Save Success', await updateAuditReport(viewer, params.id, params.reportId, body, { baseVersion: baseVersionOf(request, base_version) })),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(change)
