// GET /api/openapi.json – the whole API as an OpenAPI 3.1 document, built from the handlers' own schemas
import { getOpenApiDocument } from '@/lib/openapi/document'

export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json(getOpenApiDocument(), {
    headers: {
      // It changes only with a deploy; a day of caching, then a quick revalidation.
      'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
      'Access-Control-Allow-Origin': '*',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
