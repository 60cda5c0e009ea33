// GET /api/open/ngos.json – the public fields of every verified profile, as a JSON array, streamed
import { methods } from '@/lib/api/methods'
import { route } from '@/lib/api/route'
import { openDataStream } from '@/lib/open-data/export'

export const dynamic = 'force-dynamic'

const json = route(
  {
    method: 'GET',
    path: '/api/open/ngos.json',
    tag: 'Open data',
    summary: 'The public fields of every verified, active profile as a JSON array',
    access: 'public',
    success: { description: 'A JSON array, streamed', raw: { contentTypes: ['application/json; charset=utf-8'], description: 'One object per NGO' } },
  },
  async () =>
    new Response(await openDataStream('json'), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': 'inline; filename="ngos.json"',
        'Cache-Control': 'public, max-age=300',
        'X-Content-Type-Options': 'nosniff',
      },
    }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(json)
