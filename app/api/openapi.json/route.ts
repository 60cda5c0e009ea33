// GET /api/openapi.json – the whole API as an OpenAPI 3.1 document, built from the route definitions
import { methods } from '@/lib/api/methods'
import { route } from '@/lib/api/route'
import { getOpenApiDocument } from '@/lib/openapi/document'

export const dynamic = 'force-dynamic'

const openApi = route(
  {
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'Open data',
    summary: 'This API described as an OpenAPI 3.1 document',
    access: 'public',
    success: { description: 'The OpenAPI document', raw: { contentTypes: ['application/json'], description: 'OpenAPI 3.1' } },
  },
  async () =>
    Response.json(await getOpenApiDocument(), {
      headers: {
        // It changes only with a deploy; a day of caching, then a quick revalidation.
        'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
        'Access-Control-Allow-Origin': '*',
        'X-Content-Type-Options': 'nosniff',
      },
    }),
)

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(openApi)
