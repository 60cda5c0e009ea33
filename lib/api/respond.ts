// Success envelope of DESIGN.md section 3 and the wrapper every handler uses.
import { toErrorResponse } from '@/lib/api/errors'

export function ok<T extends Record<string, unknown>>(message: string, data: T, init: { status?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers)
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store')
  return Response.json({ message, data }, { status: init.status ?? 200, headers })
}

export function created<T extends Record<string, unknown>>(message: string, data: T) {
  return ok(message, data, { status: 201 })
}

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

/** Turns every thrown error into the one error response. */
export function handle<Context = unknown>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    try {
      return await handler(request, context)
    } catch (error) {
      return toErrorResponse(error)
    }
  }
}

/** Reads a JSON body; a malformed one becomes a 400, never a 500. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new SyntaxError('Invalid JSON body')
  }
}

/** Query string as a plain object (first value of each key). */
export function readQuery(request: Request): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of new URL(request.url).searchParams) if (!(key in out)) out[key] = value
  return out
}

/** A file to download (a stream or text), never cached by a shared cache unless told otherwise. */
export function download(body: ReadableStream<Uint8Array> | Uint8Array | string, options: { contentType: string; fileName: string; cacheControl?: string }) {
  return new Response(body as BodyInit, {
    headers: {
      'Content-Type': options.contentType,
      'Content-Disposition': `attachment; filename="${options.fileName}"`,
      'Cache-Control': options.cacheControl ?? 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
