// The rendered HTML of the busiest public pages (the dashboard and the
// profile pages), kept in memory for visitors who are not signed in, so a
// page most people read is sent like a static file instead of rendered anew.
//
// - Only plain document requests are served from it: GET, no query string, no
//   cookie except the language, no token header, no client-router request.
//   The key is the path and the language.
// - A miss renders the page through the portal itself (a loopback request
//   with a per-process secret header) and keeps it when it is a 200 HTML
//   page that sets no cookie.
// - Every data invalidation (lib/cache.ts `invalidate`) drops the pages that
//   show the data of its tags (`forgetPages`), and an entry lives at most
//   PAGE_TTL_MS, so it is never staler than the data cache behind it by more
//   than that.
// - A rendered page carries a nonce for its scripts. A kept page is the same
//   bytes for everyone, so its Content-Security-Policy lists the SHA-256 of
//   each of its inline scripts instead: just as strict (no 'unsafe-inline'),
//   (Next strips Content-Encoding from the proxy's answers and compresses
//   them itself, so the copy is kept uncompressed.)
//
// The proxy (proxy.ts) and the route handlers run in one process; the store
// lives on globalThis so both see the same one.
import { createHash, randomBytes } from 'node:crypto'
import { LANGUAGE_COOKIE } from '@/lib/i18n/shared'

export const PAGE_TTL_MS = 60_000
const MAX_BYTES = 64 * 1024 * 1024
const CACHEABLE_PATH = /^\/(?:profile\/[1-9][0-9]{0,9})?$/
export const PAGE_CACHE_HEADER = 'x-page-cache'
const FILL_HEADER = 'x-page-cache-fill'
/** Headers of the rendered page that are not sent again with a kept copy. */
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'set-cookie', 'content-security-policy', 'x-page-cache'])

type Entry = {
  key: string
  path: string
  version: string
  storedAt: number
  headers: [string, string][]
  scriptHashes: string[]
  body: Uint8Array<ArrayBuffer>
}

type Store = {
  /** Raised when every page may have changed; `paths` when one page may have. */
  generation: number
  paths: Map<string, number>
  entries: Map<string, Entry>
  filling: Map<string, Promise<Entry | null>>
  bytes: number
  secret: string
}

const STORE_KEY = Symbol.for('ngo-portal.page-cache')

function store(): Store {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: Store }
  holder[STORE_KEY] ??= { generation: 0, paths: new Map(), entries: new Map(), filling: new Map(), bytes: 0, secret: randomBytes(24).toString('base64url') }
  return holder[STORE_KEY]
}

const versionOf = (current: Store, path: string) => `${current.generation}.${current.paths.get(path) ?? 0}`

function drop(current: Store, predicate: (entry: Entry) => boolean) {
  for (const [key, entry] of current.entries) {
    if (!predicate(entry)) continue
    current.entries.delete(key)
    current.bytes -= entry.body.length
  }
}

/** Forget the kept copies of these paths (each language), or of every page. */
export function forgetPages(paths: string[] | 'all') {
  const current = store()
  if (paths === 'all') {
    current.generation++
    drop(current, () => true)
    return
  }
  for (const path of paths) current.paths.set(path, (current.paths.get(path) ?? 0) + 1)
  drop(current, (entry) => paths.includes(entry.path))
}

type RequestLike = { method: string; url: string; headers: Headers }

function languageOf(cookieHeader: string | null): string | null {
  if (!cookieHeader) return 'ne'
  let language = 'ne'
  for (const part of cookieHeader.split(';')) {
    const trimmed = part.trim()
    if (!trimmed) continue
    const [name, ...rest] = trimmed.split('=')
    if (name !== LANGUAGE_COOKIE) return null // any other cookie (a session) may change the page
    language = rest.join('=') === 'en' ? 'en' : 'ne'
  }
  return language
}

/** The cache key of a request the cache may answer, or null. */
export function pageCacheKey(request: RequestLike): string | null {
  if (request.method !== 'GET') return null
  const url = new URL(request.url)
  if (url.search || !CACHEABLE_PATH.test(url.pathname)) return null
  const headers = request.headers
  if (headers.has('rsc') || headers.has('next-router-state-tree') || headers.has('next-router-prefetch') || headers.has('next-action')) return null
  if (headers.has('token') || headers.has('authorization')) return null
  const language = languageOf(headers.get('cookie'))
  return language ? `${url.pathname}|${language}` : null
}

/** True for the portal's own request that renders a page for the cache. */
export function isPageCacheFill(request: RequestLike) {
  return request.headers.get(FILL_HEADER) === store().secret
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g

/** The CSP source of each inline script: what the browser hashes is the text between the tags. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`)
  return [...hashes]
}

async function render(key: string, origin: string): Promise<Entry | null> {
  const [pathname, language] = key.split('|')
  const version = versionOf(store(), pathname)
  const response = await fetch(new URL(pathname, origin), {
    headers: { [FILL_HEADER]: store().secret, cookie: `${LANGUAGE_COOKIE}=${language}`, 'accept-encoding': 'identity', accept: 'text/html' },
    redirect: 'manual',
  })
  const body = Buffer.from(await response.arrayBuffer())
  if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('text/html') || response.headers.has('set-cookie')) return null
  // A write while the page was being rendered may have changed what it shows.
  if (versionOf(store(), pathname) !== version) return null
  const headers: [string, string][] = []
  response.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name.toLowerCase())) headers.push([name, value])
  })
  return {
    key,
    path: pathname,
    version,
    storedAt: Date.now(),
    headers,
    scriptHashes: inlineScriptHashes(body.toString('utf8')),
    body: new Uint8Array(body),
  }
}

function keep(entry: Entry) {
  const current = store()
  if (entry.version !== versionOf(current, entry.path) || entry.body.length > MAX_BYTES / 4) return
  const previous = current.entries.get(entry.key)
  if (previous) current.bytes -= previous.body.length
  current.entries.delete(entry.key)
  current.entries.set(entry.key, entry)
  current.bytes += entry.body.length
  // Oldest first out.
  for (const [key, old] of current.entries) {
    if (current.bytes <= MAX_BYTES) break
    current.entries.delete(key)
    current.bytes -= old.body.length
  }
}

/**
 * The kept page for a key, rendering it first when it is missing or old
 * (one render per key at a time). Null when the page cannot be kept.
 */
export async function cachedPage(key: string, origin: string): Promise<{ entry: Entry; hit: boolean } | null> {
  const current = store()
  const entry = current.entries.get(key)
  if (entry && entry.version === versionOf(current, entry.path) && Date.now() - entry.storedAt < PAGE_TTL_MS) return { entry, hit: true }
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

/** The answer for a kept page: its headers and its policy with the script hashes. */
export function pageResponse(entry: Entry, policy: (scriptSources: string) => string, hit: boolean): Response {
  const headers = new Headers(entry.headers)
  headers.set('content-security-policy', policy(`'self' ${entry.scriptHashes.join(' ')}`))
  headers.set(PAGE_CACHE_HEADER, hit ? 'hit' : 'miss')
  headers.append('vary', 'Cookie')
  return new Response(entry.body, { status: 200, headers })
}
