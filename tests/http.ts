// Calls route handlers the way Next does: a Request in, a Response out. Like
// the production entry, it names the connection's address (TEST_ADDRESS
// unless the test gives another in PEER_ADDRESS_HEADER).
import { PEER_ADDRESS_HEADER } from '@/lib/api/client-address'

export type RouteContext = { params: Promise<Record<string, string>> }
type Handler = (request: Request, context: RouteContext) => Promise<Response> | Response

/** The client address of every call that names no other (an address for documentation, RFC 5737). */
export const TEST_ADDRESS = '192.0.2.1'

export async function call(
  handler: Handler,
  options: { method?: string; path?: string; query?: Record<string, string>; body?: unknown; headers?: Record<string, string>; params?: Record<string, string> } = {},
) {
  const url = new URL(options.path ?? '/api/test', 'http://localhost')
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value)
  const headers = new Headers(options.headers)
  if (!headers.has(PEER_ADDRESS_HEADER)) headers.set(PEER_ADDRESS_HEADER, TEST_ADDRESS)
  let body: BodyInit | undefined
  if (options.body !== undefined) {
    if (typeof options.body === 'string' || options.body instanceof FormData) body = options.body as BodyInit
    else {
      body = JSON.stringify(options.body)
      headers.set('content-type', 'application/json')
    }
  }
  const request = new Request(url, { method: options.method ?? 'GET', headers, body })
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) })
  const text = await response.text()
  let json: any = undefined // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, json, text }
}
