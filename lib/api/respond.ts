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

/** Each versioned value's JSON, made once: the same object until its content changes. */
const versionedBodies = new WeakMap<object, string>()

/**
 * The answer to a versioned address (lib/versioned.ts): the value, kept by
 * the browser for good while its version is current; the current value, not
 * kept, for a version a change replaced; Not Found for what is no version.
 */
export function versionedAnswer(found: { value: object; current: boolean } | null): Response {
  if (!found) return Response.json({ message: 'Not Found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  let body = versionedBodies.get(found.value)
  if (body === undefined) versionedBodies.set(found.value, (body = JSON.stringify(found.value)))
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': found.current ? 'public, max-age=31536000, immutable' : 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
