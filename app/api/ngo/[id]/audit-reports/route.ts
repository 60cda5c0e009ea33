// GET /api/ngo/{id}/audit-reports – the profile's audit reports; signed-in viewers only
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { versionTag } from '@/lib/api/versions'
import { profileParams } from '@/lib/profile/access'
import { getAuditReports } from '@/lib/profile/documents'

export const dynamic = 'force-dynamic'

const auditReports = route(
  {
    method: 'GET',
    path: '/api/ngo/{id}/audit-reports',
    tag: 'Documents and audit reports',
    summary: "The profile's audit reports",
    access: 'signed-in',
    accessNote: 'Any signed-in person for a verified, active profile; otherwise its owner and the super administrator.',
    params: profileParams,
    success: { description: 'The audit reports and the version a save sends back', dataKeys: ['auditReports', 'version'] },
    errors: [404],
  },
  async ({ viewer, params }) => {
    const data = await getAuditReports(viewer, params.id)
    return ok('Audit reports', data, { headers: { ETag: versionTag(data.version) } })
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(auditReports)
