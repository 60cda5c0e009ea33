// GET /labels/{version}: one area's labels for the client code of a page
// (decision 041). A page names the version (lib/i18n/label-registry.ts) and
// preloads this address; a version names its content, so the browser keeps it
// for good. A version a changed translation replaced gets the current labels,
// not kept.
import { findAreaLabels } from '@/lib/i18n/server'
import type { AreaLabels } from '@/lib/i18n/areas'

export const dynamic = 'force-dynamic'

/** Each version's JSON, made once: the same labels object until a translation changes. */
const bodies = new WeakMap<AreaLabels, string>()

export async function GET(_request: Request, { params }: { params: Promise<{ version: string }> }) {
  const found = await findAreaLabels((await params).version)
  if (!found) return Response.json({ message: 'Not Found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  let body = bodies.get(found.labels)
  if (body === undefined) bodies.set(found.labels, (body = JSON.stringify(found.labels)))
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': found.current ? 'public, max-age=31536000, immutable' : 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
