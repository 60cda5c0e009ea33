// GET /metrics – Prometheus text format, for a scraper presenting METRICS_TOKEN as a bearer token; 404 otherwise
import { isMetricsScraper } from '@/lib/system/metrics-access'
import { renderMetrics } from '@/lib/system/metrics'

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  if (!isMetricsScraper(request.headers.get('authorization'))) {
    return Response.json({ message: 'Not Found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  }
  const { contentType, text } = await renderMetrics()
  return new Response(text, { headers: { 'Content-Type': contentType, 'Cache-Control': 'no-store' } })
}
