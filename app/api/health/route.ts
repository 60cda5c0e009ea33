// GET /api/health – the version and each part's state; 503 when one the portal needs is down
import { checkHealth, healthMessage } from '@/lib/system/health'

export const dynamic = 'force-dynamic'

export async function GET() {
  const report = await checkHealth()
  return Response.json(
    { message: healthMessage(report), data: report },
    { status: report.status === 'down' ? 503 : 200, headers: { 'Cache-Control': 'no-store' } },
  )
}
