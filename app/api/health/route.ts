// GET /api/health – the version and each part's state; 503 when the database or the SMS settings are missing
import { methods } from '@/lib/api/methods'
import { route } from '@/lib/api/route'
import { checkHealth, healthMessage } from '@/lib/system/health'

export const dynamic = 'force-dynamic'

const health = route(
  {
    method: 'GET',
    path: '/api/health',
    tag: 'System',
    summary: 'Health check: the version and the state of the database, file storage, SMS provider and change listener',
    description: 'status is ok, degraded (the file storage cannot be written or the change listener is not listening: still 200) or down (the database or the SMS provider is not usable: 503).',
    access: 'public',
    success: { description: 'Healthy or degraded', dataKeys: ['status', 'version', 'database', 'storage', 'sms', 'sms_provider', 'change_listener'] },
  },
  async () => {
    const report = await checkHealth()
    return Response.json({ message: healthMessage(report), data: report }, { status: report.status === 'down' ? 503 : 200, headers: { 'Cache-Control': 'no-store' } })
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(health)
