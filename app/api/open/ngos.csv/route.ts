// GET /api/open/ngos.csv – the public fields of every verified profile, as CSV (UTF-8 with BOM), streamed
import { handle } from '@/lib/api/respond'
import { openDataStream } from '@/lib/open-data/export'

export const dynamic = 'force-dynamic'

export const GET = handle(async () => {
  return new Response(await openDataStream('csv'), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="ngos.csv"',
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})
