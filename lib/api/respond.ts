// The success envelope of the API contract (docs/architecture.md; failures:
// lib/api/errors.ts).

export function ok<T extends Record<string, unknown>>(message: string, data: T, init: { status?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers)
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store')
  return Response.json({ message, data }, { status: init.status ?? 200, headers })
}

export function created<T extends Record<string, unknown>>(message: string, data: T) {
  return ok(message, data, { status: 201 })
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
