// GET /api/health – 200 when the database answers, 503 otherwise
import { isDatabaseHealthy } from '@/lib/system/health'

export const dynamic = 'force-dynamic'

export async function GET() {
  const healthy = await isDatabaseHealthy()
  return Response.json(
    { message: healthy ? 'OK' : 'Database unavailable', data: { database: healthy ? 'up' : 'down' } },
    { status: healthy ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  )
}
