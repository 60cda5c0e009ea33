// GET /api/ngo/audit-log – one page of the action log, newest first (super_admin)
import { methods } from '@/lib/api/methods'
import { ok } from '@/lib/api/respond'
import { route } from '@/lib/api/route'
import { listActionLog } from '@/lib/audit/action-log'
import { auditLogQuery } from '@/lib/audit/schemas'

export const dynamic = 'force-dynamic'

const actionLog = route(
  {
    method: 'GET',
    path: '/api/ngo/audit-log',
    tag: 'Action log',
    summary: 'One page of the action log, newest first',
    description: 'Every filter is optional; from and to are Bikram Sambat dates (YYYY-MM-DD).',
    access: 'super_admin',
    query: auditLogQuery,
    success: { description: 'A page of log entries' },
  },
  async ({ viewer, query }) => ok('Action log', { ...(await listActionLog(viewer, query)) }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(actionLog)
