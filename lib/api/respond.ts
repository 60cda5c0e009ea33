// Success envelope of DESIGN.md section 3 (failures: lib/api/errors.ts).

export function ok<T extends Record<string, unknown>>(message: string, data: T, init: { status?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers)
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store')
  return Response.json({ message, data }, { status: init.status ?? 200, headers })
}

export function created<T extends Record<string, unknown>>(message: string, data: T) {
  return ok(message, data, { status: 201 })
}
