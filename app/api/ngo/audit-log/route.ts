// GET /api/ngo/audit-log – one page of the action log, newest first (super_admin)
import { listActionLog } from '@/lib/audit/action-log'
import { auditLogQuery } from '@/lib/audit/schemas'
import { handle, ok, readQuery } from '@/lib/api/respond'
import { requireRole } from '@/lib/auth/viewer'

export const dynamic = 'force-dynamic'

export const GET = handle(async (request) => {
  const viewer = await requireRole(request, 'super_admin')
  const query = auditLogQuery.parse(readQuery(request))
  return ok('Action log', { ...(await listActionLog(viewer, query)) })
})
