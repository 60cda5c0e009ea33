// POST /api/ngo/{id}/audit-report – add an audit report (the owning NGO only)
import { methods } from '@/lib/api/methods'
import { created } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
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
    description: 'Upload the PDF first (POST /api/ngo/upload with id set to audit-report/{year}) and send its fileID as file.',
    access: 'owner',
    params: profileParams,
    body: auditReportBody,
    success: { status: 201, description: 'Created' },
    errors: [404],
  },
  async ({ viewer, params, body }) => created('Audit Report Save Success', await createAuditReport(viewer, params.id, body)),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(add)
