// The rendered HTML of the busiest public pages (the dashboard and the
// profile pages), kept in memory for visitors who are not signed in, so a
// page most people read is sent like a static file instead of rendered anew;
// and the pages a signed-in session reads again, kept for that session.
//
// - Only plain document requests are served from it: GET, no token header,
//   no client-router request (next.config.ts keeps its headers visible to the
//   proxy), and from a browser only a page navigation (Sec-Fetch-Dest:
//   document). A signed-out visitor's request carries no session cookie.
// - A signed-in session's copies are keyed by the hash of its cookie's token,
//   the path and every query parameter, on the dashboard, profile, editor,
//   administration and open-data pages. A session's first request of an
//   address renders as usual (streamed); the second is rendered for the
//   cache. Rendered with that cookie, a page is
//   kept only when everything it read was a kept read (lib/cache/render-reads.ts):
//   their tags, the viewer's among them, are the copy's, so a committed change
//   of anything it shows, or of the session or user, drops it. A copy is sent
//   only while its session is live, and its policy lists the hashes of its
//   inline scripts (it keeps Next's scripts: it is interactive).
// - Every copy is of its Kathmandu day: a page may show what the date decides
//   (a document's validity, the freshness badge), so a copy of another day is
//   rendered anew.
// - The key is the path (its language included: `/en/...` is English,
//   decision 040) and the query parameters the page reads: a profile page reads none, so a link shared with tracking
//   parameters (?fbclid=...) gets the same copy; the dashboard reads its
//   list's search and page (`q`, `page`), so each search and page of the list
//   is kept too, and forgotten with the dashboard. Both languages of a page
//   carry the same tags, so a change drops them together.
// - A miss renders the page through the portal itself (a loopback request
//   marked with a header that keeps it out of the cache) and keeps it when it is a 200 HTML
//   page that sets no cookie.
// - A kept page carries the tags of what it shows (PAGE_TAGS): a committed
//   change of those tags drops it (lib/cache/store.ts), and a page rendered
//   while such a change arrived is not kept. Nothing is kept while the
//   instance does not hear changes.
// - A page is kept as a plain document, without Next's scripts
//   (lib/cache/document-only.ts, decision 012): its policy allows no script at all,
//   or only the same-origin island script that draws the dashboard's chart.
//   A page that cannot do without Next's scripts is kept as rendered. Its
//   scripts carry the nonce of that render; a kept page is the same bytes for
//   everyone, so its policy lists the SHA-256 of each of its inline scripts
//   instead: just as strict (no 'unsafe-inline').
// - Two ways out. `serveKeptPage` answers a kept page straight from the HTTP
//   server, before Next sees the request (the standalone entry
//   scripts/portal-server.cjs puts it in front), with a gzip or brotli copy
//   made once per kept page. Everything it does not answer (a miss, an old
//   copy, a compressed copy still being made) goes on to Next, whose proxy
//   (proxy.ts) answers from `cachedPage`, rendering on a miss; Next then
//   compresses that answer itself, as it strips Content-Encoding from the
//   proxy's answers.
//
// The HTTP server, the proxy and the route handlers run in one process; the
// store lives on globalThis so all of them see the same one.
import { createHash, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import { isSessionKept } from '@/lib/auth/session'
import { SESSION_COOKIE, sessionCookieValue } from '@/lib/auth/cookie-session'
import { PAGE_TAGS } from '@/lib/cache/changes'
import { documentOnly } from '@/lib/cache/document-only'
import { COLLECT_HEADER, collectRenderReads, expectRenderReads, type RenderReads, takeRenderReads } from '@/lib/cache/render-reads'
import { changedSince, changeMark, isListening, registerCollection, TaggedMap } from '@/lib/cache/store'
import { contentSecurityPolicy, HSTS } from '@/lib/csp'
import { islandScripts } from '@/lib/islands'
import { splitLanguage } from '@/lib/i18n/paths'
import { logger } from '@/lib/log'
import { homeSearch } from '@/lib/profile/home-query'
import { kathmanduDate } from '@/lib/reminders'

const MAX_BYTES = 64 * 1024 * 1024
/** However small (a page known not to be keepable is kept without its body). */
const MAX_ENTRIES = 50_000
/** Addresses sessions asked for once, remembered to keep them when asked again. */
const MAX_SEEN = 50_000
const CACHEABLE_PATH = /^(?:\/en(?:\/profile\/[1-9][0-9]{0,9})?|\/(?:profile\/[1-9][0-9]{0,9})?)$/
const PROFILE_PATH = /^(?:\/en)?\/profile\//
const PROFILE_ID = /^\/profile\/([0-9]+)$/
/** The pages a signed-in session's kept copies may be of: the dashboard, the profiles, the editor, the administration and open data, in both languages. */
const SESSION_PATH = /^(?:\/en)?(?:\/|\/profile(?:\/[1-9][0-9]{0,9})?|\/content(?:\/[a-z-]{1,40})?|\/open-data)$|^\/en$/
/** Before the path of a session's key: the hash of its token (never the token itself). */
const SESSION_KEY = /^session:([0-9a-f]{32}) /
export const PAGE_CACHE_HEADER = 'x-page-cache'
/**
 * Headers of the rendered page that are not sent again with a kept copy; and
 * Next's own `x-middleware-*` (an English page carries the rewrite to its
 * plain path), which from the proxy would read as an instruction.
 */
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'set-cookie', 'content-security-policy', 'x-page-cache'])
const keptHeader = (name: string) => !DROPPED_HEADERS.has(name) && !name.startsWith('x-middleware-')

type Encoding = 'br' | 'gzip'

type Entry = {
  key: string
  path: string
  /** What the page shows (lib/cache/changes.ts PAGE_TAGS). */
  tags: readonly string[]
  /** The change mark taken before its render (lib/cache/store.ts). */
  mark: number
  headers: [string, string][]
  /** The policy's script-src: the hashes of the inline scripts; for a document, 'self' (its islands) or 'none'. */
  scriptSources: string
  body: Uint8Array<ArrayBuffer>
  /** Compressed copies, each made on its first request. */
  encoded: Partial<Record<Encoding, Buffer | 'making'>>
  /** The Kathmandu day it was rendered on: what a page shows may depend on the date (a document's validity, the freshness badge). */
  day: string
  /** A signed-in session's copy: that session (sent only while it is live). */
  sessionId: string | null
  /** False for a session's page that read more than kept reads: it answers the request it was rendered for, and only the fact is kept (its later requests render as usual). */
  keepable: boolean
}

type Store = {
  entries: TaggedMap<Entry>
  filling: Map<string, Promise<Entry | null>>
  /** The addresses sessions asked for once (key -> Kathmandu day), the oldest forgotten first. */
  seen: Map<string, string>
  bytes: number
  hits: number
  misses: number
}

const STORE_KEY = Symbol.for('ngo-portal.page-cache')

function store(): Store {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: Store }
  if (!holder[STORE_KEY]) {
    const created: Store = { entries: new TaggedMap(), filling: new Map(), seen: new Map(), bytes: 0, hits: 0, misses: 0 }
    holder[STORE_KEY] = created
    registerCollection('pages', {
      drop: (changed) => {
        for (const entry of created.entries.dropTouched(changed)) created.bytes -= sizeOf(entry)
      },
      statistics: () => ({ entries: created.entries.size, hits: created.hits, misses: created.misses }),
    })
  }
  return holder[STORE_KEY]
}

/** The tags of the page at this path, in either language: a profile's, or the dashboard's (with its list). */
function pageTags(path: string): readonly string[] {
  const profile = PROFILE_ID.exec(splitLanguage(path).path)
  return profile ? PAGE_TAGS.profile(profile[1]) : PAGE_TAGS.dashboard
}

function sizeOf(entry: Entry) {
  let size = entry.body.length
  for (const copy of Object.values(entry.encoded)) if (typeof copy === 'object') size += copy.length
  return size
}

type RequestLike = { method: string; url: string; headers: Pick<Headers, 'get' | 'has'> }

/** The cache key of a request the cache may answer, or null. */
export function pageCacheKey(request: RequestLike): string | null {
  if (request.method !== 'GET') return null
  const url = new URL(request.url)
  // The client router's `_rsc` is never a page load.
  if (url.searchParams.has('_rsc')) return null
  const headers = request.headers
  if (headers.has('rsc') || headers.has('next-router-state-tree') || headers.has('next-router-prefetch') || headers.has('next-action')) return null
  // A browser says what it fetches: only a page it shows may get a kept page
  // (never a script's fetch, such as the client router's).
  const destination = headers.get('sec-fetch-dest')
  if (destination !== null && destination !== 'document') return null
  if (headers.has('token') || headers.has('authorization')) return null
  // The portal's own request that renders a page for the cache.
  if (headers.has(COLLECT_HEADER)) return null
  // A session's own copies, under the hash of its token; any other cookie is not read (the page's language is its address's).
  if (headers.has('cookie')) {
    const token = sessionCookieValue(headers.get('cookie'))
    if (!token || !SESSION_PATH.test(url.pathname)) return null
    // Every query parameter: a signed-in page may read any of them.
    const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    const search = new URLSearchParams(query).toString()
    return `session:${tokenHash(token)} ${url.pathname}${search ? `?${search}` : ''}`
  }
  return CACHEABLE_PATH.test(url.pathname) ? keptTarget(url) : null
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex').slice(0, 32)
}

/** The path and the query parameters the page reads: none for a profile, the list's search and page for the dashboard. */
function keptTarget(url: URL): string {
  if (PROFILE_PATH.test(url.pathname)) return url.pathname
  const query = new URLSearchParams()
  const search = homeSearch(url.searchParams.get('q'))
  const page = url.searchParams.get('page')?.trim()
  if (search) query.set('q', search)
  if (page) query.set('page', page)
  const text = query.toString()
  return text ? `${url.pathname}?${text}` : url.pathname
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g

/** The CSP source of each inline script: what the browser hashes is the text between the tags. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`)
  return [...hashes]
}

/**
 * Renders the page of a key through the portal itself. A signed-in session's
 * page is rendered with its cookie, and its tags are what it read
 * (lib/cache/render-reads.ts): it is keepable only when it read nothing but
 * kept reads, for that session. It keeps Next's scripts (it is interactive).
 */
async function render(key: string, origin: string, sessionToken?: string): Promise<Entry | null> {
  const session = SESSION_KEY.exec(key)
  if (session && (!sessionToken || tokenHash(sessionToken) !== session[1])) return null
  const url = new URL(session ? key.slice(session[0].length) : key, origin)
  const pathname = url.pathname
  const collection = randomUUID()
  if (session) expectRenderReads(collection)
  const day = kathmanduDate(new Date())
  const mark = changeMark()
  let response: Response
  let body: Buffer
  let reads: RenderReads | null = null
  try {
    response = await fetch(url, {
      headers: { [COLLECT_HEADER]: collection, 'accept-encoding': 'identity', accept: 'text/html', ...(session ? { cookie: `${SESSION_COOKIE}=${encodeURIComponent(sessionToken!)}` } : {}) },
      redirect: 'manual',
    })
    body = Buffer.from(await response.arrayBuffer())
  } finally {
    // The collection is forgotten however the render ends.
    if (session) reads = takeRenderReads(collection)
  }
  if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html') || response.headers.has('set-cookie')) return null
  const headers: [string, string][] = []
  response.headers.forEach((value, name) => {
    if (keptHeader(name.toLowerCase())) headers.push([name, value])
  })
  const html = body.toString('utf8')
  if (session) {
    const tags = reads ? [...reads.tags] : []
    const keepable = reads !== null && reads.untracked === null && reads.sessionId !== null
    if (reads?.untracked) logger.debug('signed-in page not kept: it read more than kept reads', { path: pathname, read: reads.untracked })
    return { key, path: pathname, tags, mark, headers, scriptSources: `'self' ${inlineScriptHashes(html).join(' ')}`, body: new Uint8Array(body), encoded: {}, day, sessionId: reads?.sessionId ?? null, keepable }
  }
  const tags = pageTags(pathname)
  // A write while the page was being rendered may have changed what it shows.
  if (changedSince(tags, mark)) return null
  const plain = documentOnly(html, islandScripts())
  if (plain === null) logger.warn('page kept with its scripts: it needs them to show everything', { path: pathname })
  return {
    key,
    path: pathname,
    tags,
    mark,
    headers,
    scriptSources: plain === null ? `'self' ${inlineScriptHashes(html).join(' ')}` : plain.islands.length > 0 ? "'self'" : "'none'",
    body: new Uint8Array(plain === null ? body : Buffer.from(plain.html, 'utf8')),
    encoded: {},
    day,
    sessionId: null,
    keepable: true,
  }
}

function keep(rendered: Entry) {
  const current = store()
  if (changedSince(rendered.tags, rendered.mark) || rendered.body.length > MAX_BYTES / 4) return
  // A live session's page that cannot be kept is remembered as such (without its body), so its next requests render as usual instead of through the cache.
  if (!rendered.keepable && rendered.sessionId === null) return
  const entry = rendered.keepable ? rendered : { ...rendered, headers: [], body: new Uint8Array(0) }
  const previous = current.entries.delete(entry.key)
  if (previous) current.bytes -= sizeOf(previous)
  current.entries.set(entry.key, entry)
  current.bytes += sizeOf(entry)
  evictOldest(current)
}

function evictOldest(current: Store) {
  while ((current.bytes > MAX_BYTES || current.entries.size > MAX_ENTRIES) && current.entries.size > 0) {
    const [key, old] = current.entries.oldest()!
    current.entries.delete(key)
    current.bytes -= sizeOf(old)
  }
}

/**
 * The kept page for a key, rendering it first when it is missing or old
 * (one render per key at a time). Null when the page cannot be kept.
 */
export async function cachedPage(key: string, origin: string, sessionToken?: string): Promise<{ entry: Entry; hit: boolean } | null> {
  const current = store()
  const entry = current.entries.get(key)
  if (entry && isListening() && isCurrent(entry)) {
    // Known not to be keepable (it reads more than kept reads): rendered as usual.
    if (!entry.keepable) return null
    current.hits++
    return { entry, hit: true }
  }
  // A session's first request of an address renders as usual (streamed, nothing buffered): only an address it reads again is kept.
  if (SESSION_KEY.test(key) && !readAgain(current, key)) return null
  current.misses++
  let filling = current.filling.get(key)
  if (!filling) {
    filling = render(key, origin, sessionToken)
      .then((rendered) => {
        if (rendered) keep(rendered)
        return rendered
      })
      .finally(() => current.filling.delete(key))
    current.filling.set(key, filling)
  }
  const rendered = await filling
  return rendered ? { entry: rendered, hit: false } : null
}

/** True when the session asked for this address before (today); remembers it otherwise. */
function readAgain(current: Store, key: string): boolean {
  const day = kathmanduDate(new Date())
  if (current.seen.get(key) === day) return true
  current.seen.delete(key)
  current.seen.set(key, day)
  if (current.seen.size > MAX_SEEN) current.seen.delete(current.seen.keys().next().value!)
  return false
}

/** Still good to send: rendered today, and a session's copy only while its session is live. */
function isCurrent(entry: Entry): boolean {
  return entry.day === kathmanduDate(new Date()) && (entry.sessionId === null || isSessionKept(entry.sessionId))
}

/** The headers of a kept page: its own, and its script policy. */
function keptHeaders(entry: Entry, hit: boolean, isHttps: boolean): Headers {
  const headers = new Headers(entry.headers)
  headers.set('content-security-policy', contentSecurityPolicy(entry.scriptSources, isHttps))
  if (isHttps) headers.set('strict-transport-security', HSTS)
  headers.set(PAGE_CACHE_HEADER, hit ? 'hit' : 'miss')
  headers.append('vary', 'Cookie')
  return headers
}

/** The proxy's answer for a kept page (Next compresses it). */
export function pageResponse(entry: Entry, hit: boolean, isHttps: boolean): Response {
  return new Response(entry.body, { status: 200, headers: keptHeaders(entry, hit, isHttps) })
}

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null
  const quality = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim())
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    quality.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  const wildcard = quality.get('*') ?? 0
  for (const encoding of ['br', 'gzip'] as const) if ((quality.get(encoding) ?? wildcard) > 0) return encoding
  return null
}

function makeEncodedCopy(entry: Entry, encoding: Encoding) {
  if (entry.encoded[encoding]) return
  entry.encoded[encoding] = 'making'
  const done = (error: Error | null, copy: Buffer) => {
    if (error) {
      delete entry.encoded[encoding]
      return
    }
    entry.encoded[encoding] = copy
    const current = store()
    if (current.entries.get(entry.key) !== entry) return
    current.bytes += copy.length
    evictOldest(current)
  }
  if (encoding === 'br') {
    brotliCompress(entry.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } }, done)
  } else {
    gzip(entry.body, { level: 9 }, done)
  }
}

function nodeHeaders(request: IncomingMessage): Pick<Headers, 'get' | 'has'> {
  const get = (name: string) => {
    const value = request.headers[name.toLowerCase()]
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
  }
  return { get, has: (name: string) => get(name) !== null }
}

/**
 * Answers a request with its kept page, compressed, straight from the HTTP
 * server: true when answered. False (and nothing written) when the request
 * is not for a kept page, the copy is missing or old, or its compressed copy
 * is still being made; Next then handles the request as usual.
 */
export function serveKeptPage(request: IncomingMessage, response: ServerResponse): boolean {
  const headers = nodeHeaders(request)
  const key = pageCacheKey({ method: request.method ?? '', url: new URL(request.url ?? '/', 'http://portal.invalid').href, headers })
  if (!key) return false
  const current = store()
  const entry = current.entries.get(key)
  if (!entry || !entry.keepable || !isListening() || !isCurrent(entry)) return false
  const encoding = preferredEncoding(headers.get('accept-encoding'))
  const body = encoding ? entry.encoded[encoding] : Buffer.from(entry.body.buffer, entry.body.byteOffset, entry.body.length)
  if (typeof body !== 'object') {
    makeEncodedCopy(entry, encoding!)
    return false
  }
  const isHttps = ('encrypted' in request.socket && request.socket.encrypted === true) || headers.get('x-forwarded-proto') === 'https'
  current.hits++
  const answer = keptHeaders(entry, true, isHttps)
  answer.append('vary', 'Accept-Encoding')
  if (encoding) answer.set('content-encoding', encoding)
  answer.set('content-length', String(body.length))
  response.writeHead(200, Object.fromEntries(answer))
  response.end(body)
  return true
}

const FRONT_HANDLER_KEY = Symbol.for('ngo-portal.front-handler')

/** Puts `serveKeptPage` in front of Next, for the standalone entry (scripts/portal-server.cjs). */
const COLLECT_KEY = Symbol.for('ngo-portal.collect-render-reads')

/** Puts `serveKeptPage` in front of Next, and the collection of a render's reads around it, for the standalone entry (scripts/portal-server.cjs). */
export function installFrontHandler() {
  const holder = globalThis as typeof globalThis & { [FRONT_HANDLER_KEY]?: typeof serveKeptPage; [COLLECT_KEY]?: typeof collectRenderReads }
  holder[FRONT_HANDLER_KEY] = serveKeptPage
  holder[COLLECT_KEY] = collectRenderReads
}
