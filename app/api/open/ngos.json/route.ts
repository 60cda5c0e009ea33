// GET /api/open/ngos.json – the public fields of every verified profile, as a JSON array, streamed
import { handle } from '@/lib/api/respond'
import { openDataStream } from '@/lib/open-data/export'

export const dynamic = 'force-dynamic'

export const GET = handle(async () => {
  return new Response(await openDataStream('json'), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'inline; filename="ngos.json"',
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  })
})
