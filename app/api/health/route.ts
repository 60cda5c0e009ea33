// GET /api/health – 200 when the database answers, 503 otherwise
import { methods } from '@/lib/api/methods'
import { route } from '@/lib/api/route'
import { isDatabaseHealthy } from '@/lib/system/health'

export const dynamic = 'force-dynamic'

const health = route(
  {
    method: 'GET',
    path: '/api/health',
    tag: 'System',
    summary: 'Health check: 200 when the database answers, 503 otherwise',
    access: 'public',
    success: { description: 'Healthy', dataKeys: ['database'] },
  },
  async () => {
    const healthy = await isDatabaseHealthy()
    return Response.json(
      { message: healthy ? 'OK' : 'Database unavailable', data: { database: healthy ? 'up' : 'down' } },
      { status: healthy ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
    )
  },
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(health)
