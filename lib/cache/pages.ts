// The kept public pages: the rendered HTML of the dashboard and the profile
// pages for visitors who are not signed in, sent like a static file instead
// of rendered anew. Which requests qualify, how a copy is made (as a
// document, lib/cache/documents.ts), kept, dropped and served, and why its
// policy lists script hashes: decision 012.
//
// The HTTP server in front of Next (scripts/portal-server.cjs), the proxy and
// the route handlers run in one process; the store lives on globalThis so all
// of them see the same one.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import { PAGE_TAGS } from '@/lib/cache/changes'
import { asDocument, isForwardedHeader, PAGE_TAGS_HEADER, RENDER_HEADER, renderThroughPortal } from '@/lib/cache/documents'
import { kathmanduToday } from '@/lib/calendar'
import { changedSince, changeMark, isListening, registerCollection, TaggedMap } from '@/lib/cache/store'
import { contentSecurityPolicy, HSTS } from '@/lib/csp'
import { splitLanguage } from '@/lib/i18n/paths'
import { homeFilters, homeSearch } from '@/lib/profile/home-query'

const MAX_BYTES = 64 * 1024 * 1024
const CACHEABLE_PATH = /^(?:\/en(?:\/profile\/[1-9][0-9]{0,9})?|\/(?:profile\/[1-9][0-9]{0,9})?|(?:\/en)?\/verify\/[A-Za-z0-9_-]{1,64})$/
const PROFILE_PATH = /^(?:\/en)?\/profile\//
const PROFILE_ID = /^\/profile\/([0-9]+)$/
/** A certificate's verification page (decision 096): what it shows is known once it is rendered, which names it. */
const VERIFY_PATH = /^(?:\/en)?\/verify\//
export const PAGE_CACHE_HEADER = 'x-page-cache'
// lib/system/access-log.ts's header and mark of a kept hit, by name: the
// proxy imports this module, and the access log brings the metrics with it.
const REQUEST_ID_HEADER = 'x-request-id'
const KEPT_HIT = Symbol.for('ngo-portal.kept-hit')

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
  /** The server's answer headers as a flat name, value list, made on the first hit of each kind (https or not, and the encoding): a hit only looks them up. */
  answers?: Map<string, string[]>
  /** False for a page that named no tags: sent to the one who asked, never kept. */
  keepable: boolean
}

type Store = {
  entries: TaggedMap<Entry>
  filling: Map<string, Promise<Entry | null>>
  bytes: number
  hits: number
  misses: number
}

const STORE_KEY = Symbol.for('ngo-portal.page-cache')

function store(): Store {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: Store }
  if (!holder[STORE_KEY]) {
    const created: Store = { entries: new TaggedMap(), filling: new Map(), bytes: 0, hits: 0, misses: 0 }
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

/** The tags of the page at this path, in either language: a profile's, or the dashboard's (with its list); null when only its render knows them. */
function pageTags(path: string): readonly string[] | null {
  if (VERIFY_PATH.test(path)) return null
  const profile = PROFILE_ID.exec(splitLanguage(path).path)
  return profile ? PAGE_TAGS.profile(profile[1]) : PAGE_TAGS.dashboard
}

function sizeOf(entry: Entry) {
  let size = entry.body.length
  for (const copy of Object.values(entry.encoded)) if (typeof copy === 'object') size += copy.length
  return size
}

type RequestLike = { method: string; url: string; headers: Pick<Headers, 'get' | 'has'> }
/** A request as the HTTP server has it: the path and query as sent. */
type FrontRequest = { method: string; path: string; headers: Pick<Headers, 'get' | 'has'> }

/** A path of plain segments (letters, digits, `-`, `_`), as nearly every page load is. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_-]+)*\/?$/
const NO_QUERY = new URLSearchParams()

/** The address of a path as sent: a plain path as it came, anything else parsed. */
function plainAddress(path: string): Pick<URL, 'pathname' | 'searchParams'> {
  return PLAIN_PATH.test(path) ? { pathname: path, searchParams: NO_QUERY } : new URL(`http://portal.invalid${path}`)
}

/**
 * A request Next answers with the page's HTML, made from its flight data in
 * this process: GET, none of the client router's requests (`_rsc`, `rsc`,
 * `next-router-*`) nor a server action's (`next-action`).
 */
export function rendersHtml(request: Pick<RequestLike, 'method' | 'headers'>, url: Pick<URL, 'searchParams'>): boolean {
  if (request.method !== 'GET' || url.searchParams.has('_rsc')) return false
  const headers = request.headers
  return !(headers.has('rsc') || headers.has('next-router-state-tree') || headers.has('next-router-prefetch') || headers.has('next-action'))
}

/**
 * A browser's load of a page to show, which may be answered with a document
 * (lib/cache/documents.ts): a request answered with HTML (`rendersHtml`), not a
 * script's fetch, and not the portal's own render of a page.
 */
export function isDocumentLoad(request: Pick<RequestLike, 'method' | 'headers'> & { url?: string }, url: Pick<URL, 'searchParams'> = new URL(request.url ?? '')): boolean {
  if (!rendersHtml(request, url)) return false
  // A browser says what it fetches: only a page it shows.
  const destination = request.headers.get('sec-fetch-dest')
  if (destination !== null && destination !== 'document') return false
  return !request.headers.has(RENDER_HEADER)
}

/** The cache key of a request the cache may answer, or null. */
export function pageCacheKey(request: RequestLike | FrontRequest): string | null {
  if (request.method !== 'GET') return null
  const url = 'path' in request ? plainAddress(request.path) : new URL(request.url)
  if (!CACHEABLE_PATH.test(url.pathname) || !isDocumentLoad(request, url)) return null
  const headers = request.headers
  if (headers.has('token') || headers.has('authorization')) return null
  // Any cookie may be a session's; the page's language is its address's.
  if (headers.has('cookie')) return null
  return keptTarget(url)
}

/** The path and the query parameters the page reads: none for a profile or a verification page, the list's search, filters and page for the dashboard. */
function keptTarget(url: Pick<URL, 'pathname' | 'searchParams'>): string {
  if (PROFILE_PATH.test(url.pathname) || VERIFY_PATH.test(url.pathname)) return url.pathname
  const query = new URLSearchParams()
  const search = homeSearch(url.searchParams.get('q'))
  const page = url.searchParams.get('page')?.trim()
  if (search) query.set('q', search)
  for (const [name, id] of Object.entries(homeFilters((name) => url.searchParams.get(name)))) query.set(name, String(id))
  if (page) query.set('page', page)
  const text = query.toString()
  return text ? `${url.pathname}?${text}` : url.pathname
}

async function render(key: string, origin: string): Promise<Entry | null> {
  const url = new URL(key, origin)
  const pathname = url.pathname
  const known = pageTags(pathname)
  const day = kathmanduToday()
  const mark = changeMark()
  const response = await renderThroughPortal(url)
  const body = await response.text()
  if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html') || response.headers.has('set-cookie')) return null
  const named = response.headers.get(PAGE_TAGS_HEADER)?.split(' ').filter(Boolean) ?? []
  const tags = known ?? named
  // A write while the page was being rendered may have changed what it shows.
  if (changedSince(tags, mark)) return null
  const headers: [string, string][] = []
  response.headers.forEach((value, name) => {
    if (isForwardedHeader(name.toLowerCase())) headers.push([name, value])
  })
  const { html, scriptSources } = asDocument(body, pathname)
  return { key, path: pathname, tags, mark, headers, scriptSources, body: new Uint8Array(Buffer.from(html, 'utf8')), encoded: {}, day, keepable: tags.length > 0 }
}

function keep(entry: Entry) {
  const current = store()
  if (!entry.keepable || changedSince(entry.tags, entry.mark) || entry.body.length > MAX_BYTES / 4) return
  const previous = current.entries.delete(entry.key)
  if (previous) current.bytes -= sizeOf(previous)
  current.entries.set(entry.key, entry)
  current.bytes += sizeOf(entry)
  evictOldest(current)
}

function evictOldest(current: Store) {
  while (current.bytes > MAX_BYTES && current.entries.size > 0) {
    const [key, old] = current.entries.oldest()!
    current.entries.delete(key)
    current.bytes -= sizeOf(old)
  }
}

/**
 * The kept page for a key, rendering it first when it is missing or old
 * (one render per key at a time). Null when the page cannot be kept.
 */
export async function cachedPage(key: string, origin: string): Promise<{ entry: Entry; hit: boolean } | null> {
  const current = store()
  const entry = current.entries.get(key)
  if (entry && isListening() && isCurrent(entry)) {
    current.hits++
    return { entry, hit: true }
  }
  current.misses++
  let filling = current.filling.get(key)
  if (!filling) {
    filling = render(key, origin)
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

/** Still good to send: rendered today (what a page shows may depend on the date). */
function isCurrent(entry: Entry): boolean {
  return entry.day === keptDay()
}

// Today in Kathmandu, asked by every hit: worked out again only outside the
// minute it was worked out in (a day changes at a minute's turn; a clock set
// back counts too).
let today = { day: '', from: 0 }
function keptDay(): string {
  const now = Date.now()
  if (now < today.from || now >= today.from + 60_000) today = { day: kathmanduToday(new Date(now)), from: now - (now % 60_000) }
  return today.day
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

/** The encodings chosen for the Accept-Encoding headers seen: browsers send a handful of distinct ones. */
const chosenEncodings = new Map<string, Encoding | null>()
const MAX_CHOSEN_ENCODINGS = 64

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null
  let chosen = chosenEncodings.get(acceptEncoding)
  if (chosen === undefined) {
    chosen = chooseEncoding(acceptEncoding)
    if (chosenEncodings.size < MAX_CHOSEN_ENCODINGS) chosenEncodings.set(acceptEncoding, chosen)
  }
  return chosen
}

function chooseEncoding(acceptEncoding: string): Encoding | null {
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
 * Answers a request with its kept page, compressed (plain while its
 * compressed copy is being made), straight from the HTTP server: true when
 * answered. False (and nothing written) when the request is not for a kept
 * page or the copy is missing or old; Next then handles the request as usual.
 */
export function serveKeptPage(request: IncomingMessage, response: ServerResponse, requestId?: string): boolean {
  // A page load names a path; any other form of address is Next's to answer.
  if (!request.url?.startsWith('/')) return false
  const headers = nodeHeaders(request)
  const key = pageCacheKey({ method: request.method ?? '', path: request.url, headers })
  if (!key) return false
  const current = store()
  const entry = current.entries.get(key)
  if (!entry || !isListening() || !isCurrent(entry)) return false
  let encoding = preferredEncoding(headers.get('accept-encoding'))
  let body = encoding ? entry.encoded[encoding] : undefined
  if (typeof body !== 'object') {
    // Until its compressed copy is made (a few milliseconds after the page is
    // kept), the page goes as it is: through Next it would be compressed again
    // for every request, as costly as a render when many ask for a page just kept.
    if (encoding) makeEncodedCopy(entry, encoding)
    encoding = null
    body = Buffer.from(entry.body.buffer, entry.body.byteOffset, entry.body.length)
  }
  const isHttps = ('encrypted' in request.socket && request.socket.encrypted === true) || headers.get('x-forwarded-proto') === 'https'
  current.hits++
  ;(response as ServerResponse & { [KEPT_HIT]?: true })[KEPT_HIT] = true
  const answer = answerHeaders(entry, isHttps, encoding, body.length)
  response.writeHead(200, requestId ? [...answer, REQUEST_ID_HEADER, requestId] : answer)
  response.end(body)
  return true
}

/** The headers of a hit, kept on the entry for each kind of answer. */
function answerHeaders(entry: Entry, isHttps: boolean, encoding: Encoding | null, length: number): string[] {
  const kind = `${isHttps ? 'https' : 'http'} ${encoding ?? 'identity'}`
  entry.answers ??= new Map()
  let kept = entry.answers.get(kind)
  if (!kept) {
    const answer = keptHeaders(entry, true, isHttps)
    answer.append('vary', 'Accept-Encoding')
    if (encoding) answer.set('content-encoding', encoding)
    answer.set('content-length', String(length))
    kept = [...answer].flat()
    entry.answers.set(kind, kept)
  }
  return kept
}

const FRONT_HANDLER_KEY = Symbol.for('ngo-portal.front-handler')

/** Puts `serveKeptPage` in front of Next, for the standalone entry (scripts/portal-server.cjs). */
export function installFrontHandler() {
  ;(globalThis as typeof globalThis & { [FRONT_HANDLER_KEY]?: typeof serveKeptPage })[FRONT_HANDLER_KEY] = serveKeptPage
}
