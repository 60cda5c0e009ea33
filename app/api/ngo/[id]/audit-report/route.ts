// POST /api/ngo/{id}/audit-report – add an audit report (the owning NGO only)
import { methods } from '@/lib/api/methods'
import { created } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { baseVersionOf } from '@/lib/api/versions'
import { profileParams } from '@/lib/profile/access'
import { createAuditReport } from '@/lib/profile/documents'
import { auditReportBody } from '@/lib/profile/schemas'

export const dynamic = 'force-dynamic'

const add = route(
  {
    method: 'POST',
    path: '/api/ngo/{id}/audit-report',
    tag: 'Documents and audit reports',
    summary: 'Add an audit report',
    description:
      'Upload the PDF first (POST /api/ngo/upload with id set to audit-report/{year}) and send its fileID as file. To refuse a save over a newer one, send the version GET /api/ngo/{id}/audit-reports returned (data.version) as base_version, or its ETag as If-Match: when an audit report of the profile was saved after that version, the save answers 409 and changes nothing. Each save answers the new version. Without either, the last save wins.',
    access: 'owner',
    params: profileParams,
    body: auditReportBody,
    success: { status: 201, description: 'Created' },
    errors: [404, 409],
  },
  async ({ request, viewer, params, body: { base_version, ...body } }) =>
    created('Audit Report Save Success', await createAuditReport(viewer, params.id, body, { baseVersion: baseVersionOf(request, base_version) })),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(add)
