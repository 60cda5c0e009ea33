// GET /api/open/ngos.csv – the public fields of every verified profile, as CSV (UTF-8 with BOM), streamed
import { methods } from '@/lib/api/methods'
import { route } from '@/lib/api/route'
import { openDataStream } from '@/lib/open-data/export'

export const dynamic = 'force-dynamic'

const csv = route(
  {
    method: 'GET',
    path: '/api/open/ngos.csv',
    tag: 'Open data',
    summary: 'The public fields of every verified, active profile as CSV',
    access: 'public',
    success: {
      description: 'UTF-8 CSV with a byte order mark, streamed',
      raw: { contentTypes: ['text/csv; charset=utf-8'], description: 'One row per NGO', headers: { 'Content-Disposition': 'attachment; filename="ngos.csv"' } },
    },
  },
  async () =>
    new Response(await openDataStream('csv'), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="ngos.csv"',
        'Cache-Control': 'public, max-age=300',
        'X-Content-Type-Options': 'nosniff',
      },
    }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(csv)
