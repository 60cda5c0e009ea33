// Pages sent as documents without Next's scripts (decisions 012 and 070).
// The portal renders such a page through itself: a loopback request marked
// with RENDER_HEADER, which the page cache never answers and the admission
// control does not count again (the request it serves holds a place). The
// HTML then loses Next's scripts and gains its islands' (document-only.ts).
// - The kept public pages are made this way on a miss, without cookies
//   (lib/cache/pages.ts), and kept for everyone.
// - The auth pages are made this way for every page load, with the
//   visitor's cookies (the sealed form state, a session that sends the
//   visitor on): proxy.ts answers with `documentPage`. Nothing is kept.
import { createHash } from 'node:crypto'
import { documentOnly } from '@/lib/cache/document-only'
import { contentSecurityPolicy, HSTS } from '@/lib/csp'
import { islandScripts } from '@/lib/islands'
import { logger } from '@/lib/log'

/** Marks the portal's own request that renders a page to send as a document (a client sending it only gets the page as Next renders it). */
export const RENDER_HEADER = 'x-page-cache-fill'

/**
 * A rendered page whose data only its render knows (a certificate's
 * verification page) names its tags here, space-separated, to the request
 * that renders it for the cache; a page that names none is not kept.
 */
export const PAGE_TAGS_HEADER = 'x-page-tags'

/**
 * Headers of the rendered answer that are not sent again with the document:
 * the body is another, the server sets its own (the request id is each
 * answer's own), the policy is the
 * document's; and Next's own `x-middleware-*` (an English page carries the
 * rewrite to its plain path), which from the proxy would read as an
 * instruction.
 */
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'content-security-policy', 'x-page-cache', 'x-request-id', PAGE_TAGS_HEADER])
export const isForwardedHeader = (name: string) => !DROPPED_HEADERS.has(name) && !name.startsWith('x-middleware-')

/** The page at `url` (its path and query, on the portal's own address), rendered by the portal; `headers`: what to pass on (the visitor's cookies). */
export function renderThroughPortal(url: URL, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { headers: { ...headers, [RENDER_HEADER]: '1', 'accept-encoding': 'identity', accept: 'text/html' }, redirect: 'manual' })
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g

/** The CSP source of each inline script: what the browser hashes is the text between the tags. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`)
  return [...hashes]
}

/**
 * A rendered page as a document, and the script-src of its policy: 'self'
 * (its islands) or 'none'. A page that cannot do without Next's scripts is
 * sent as rendered, its policy naming the hashes of its inline scripts.
 */
export function asDocument(html: string, path: string): { html: string; scriptSources: string } {
  const plain = documentOnly(html, islandScripts())
  if (plain) return { html: plain.html, scriptSources: plain.islands.length > 0 ? "'self'" : "'none'" }
  logger.warn('page sent with its scripts: it needs them to show everything', { path })
  return { html, scriptSources: `'self' ${inlineScriptHashes(html).join(' ')}` }
}

/**
 * The answer to a page load (`url`, as the browser asked it) of a page of one
 * request, as a document: the rendered answer's status, headers and cookies,
 * with the document's policy. A redirect (a signed-in visitor sent on) goes to
 * the browser as it is.
 */
export async function documentPage(url: URL, options: { origin: string; cookie: string | null; isHttps: boolean }): Promise<Response> {
  const path = `${url.pathname}${url.search}`
  const rendered = await renderThroughPortal(new URL(path, options.origin), {
    ...(options.cookie ? { cookie: options.cookie } : {}),
    // The cookies the page sets are Secure behind HTTPS, as the visitor's request was.
    ...(options.isHttps ? { 'x-forwarded-proto': 'https' } : {}),
  })
  const headers = new Headers()
  rendered.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && isForwardedHeader(name)) headers.set(name, value)
  })
  for (const cookie of rendered.headers.getSetCookie()) headers.append('set-cookie', cookie)
  if (options.isHttps) headers.set('strict-transport-security', HSTS)
  const location = rendered.headers.get('location')
  if (location) {
    // Rendered at the portal's loopback address: the browser is sent to the same path at the address it asked.
    const target = new URL(location, options.origin)
    if (target.origin === new URL(options.origin).origin) headers.set('location', new URL(`${target.pathname}${target.search}${target.hash}`, url).toString())
  }
  if (!rendered.headers.get('content-type')?.startsWith('text/html')) return new Response(rendered.body, { status: rendered.status, headers })
  const { html, scriptSources } = asDocument(await rendered.text(), path)
  headers.set('content-security-policy', contentSecurityPolicy(scriptSources, options.isHttps))
  return new Response(html, { status: rendered.status, headers })
}
