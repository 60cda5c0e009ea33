// What a route file exports: its routes, HEAD answered as GET, OPTIONS, and a
// JSON 405 with Allow for every other method (Next's own is an empty 405).
import type { RouteHandler } from '@/lib/api/route'

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

/** Every method of one path for the route file to export: its routes, HEAD as GET, OPTIONS, and a JSON 405 with Allow for the rest. */
export function methods(...routes: RouteHandler[]): Record<(typeof ALL_METHODS)[number], RouteHandler> {
  const declared = new Map(routes.map((handler) => [handler.definition!.method as string, handler]))
  const allow = [...declared.keys(), ...(declared.has('GET') ? ['HEAD'] : []), 'OPTIONS'].sort().join(', ')
  const headers = { Allow: allow, 'Cache-Control': 'no-store' }
  const notAllowed: RouteHandler = async () => Response.json({ message: `Method Not Allowed; this path answers ${allow}` }, { status: 405, headers })
  const options: RouteHandler = async () => new Response(null, { status: 204, headers })
  const pick = (method: string) => (method === 'OPTIONS' ? options : (declared.get(method === 'HEAD' ? 'GET' : method) ?? notAllowed))
  return Object.fromEntries(ALL_METHODS.map((method) => [method, pick(method)])) as Record<(typeof ALL_METHODS)[number], RouteHandler>
}
