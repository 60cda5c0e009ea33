// One access-log line per request, and the request figures of /metrics.
// The production entry (scripts/portal-server.cjs) calls the observer for
// every request before anything answers it, kept pages included; it is
// installed at server start (instrumentation-node.ts) on globalThis, as the
// page cache's front handler is.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isSecretKey, logger } from '@/lib/log'
import { countRequest } from '@/lib/system/metrics'

export const REQUEST_ID_HEADER = 'x-request-id'
/** A request id a proxy in front (Caddy) may pass on: letters, digits and a few separators. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/
const MAX_PATH_LENGTH = 512

/** The path and query as logged: values of secret-looking parameters (token, code...) replaced, long paths cut. */
export function loggedPath(url: string | URL | { pathname: string; search: '' }): string {
  const parsed = typeof url === 'string' ? new URL(url, 'http://portal.invalid') : url
  let search = parsed.search
  // Most requests have no query, or none with a secret: their search is logged as it came.
  if (parsed instanceof URL && search !== '' && [...parsed.searchParams.keys()].some(isSecretKey)) {
    const redacted = new URLSearchParams(parsed.searchParams)
    for (const key of new Set(redacted.keys())) {
      if (isSecretKey(key)) redacted.set(key, '[redacted]')
    }
    search = `?${redacted.toString().replace(/%5Bredacted%5D/g, '[redacted]')}`
  }
  const path = `${parsed.pathname}${search}`
  return path.length > MAX_PATH_LENGTH ? `${path.slice(0, MAX_PATH_LENGTH)}...` : path
}

/** A path of plain segments: letters, digits, `-` and `_` (no dot, escape or query). */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_-]+)*\/?$/

/**
 * The path and query of a request, as the access line and the figures need
 * them. A plain path, nearly every request, is taken as it came; anything
 * else is parsed, so `..`, escapes, a `//` or an absolute address are
 * resolved as before and a made-up path never becomes a route of its own.
 */
function addressOf(url = '/'): URL | { pathname: string; search: '' } {
  return PLAIN_PATH.test(url) ? { pathname: url, search: '' } : new URL(url, 'http://portal.invalid')
}

export function requestIdOf(request: IncomingMessage): string {
  const forwarded = request.headers[REQUEST_ID_HEADER]
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID()
}

/** Set by the front handler on a response it answers from a kept page (written in one `writeHead`, whose headers `getHeader` cannot read). */
const KEPT_HIT = Symbol.for('ngo-portal.kept-hit')

export function markKeptHit(response: ServerResponse) {
  ;(response as ServerResponse & { [KEPT_HIT]?: true })[KEPT_HIT] = true
}

/**
 * Gives the request an id and logs and counts it once its answer is done;
 * answers the id. The entry sends it in X-Request-Id: within a kept page's own
 * header list, or set on the response before Next answers (a header set here
 * would make every kept answer's `writeHead` merge its list header by header).
 */
export function observeRequest(request: IncomingMessage, response: ServerResponse): string {
  const started = process.hrtime.bigint()
  const requestId = requestIdOf(request)
  response.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    const method = request.method ?? 'GET'
    const url = addressOf(request.url)
    const pageCache = (response as ServerResponse & { [KEPT_HIT]?: true })[KEPT_HIT] ? 'hit' : response.getHeader('x-page-cache')
    countRequest(method, url.pathname, response.statusCode, seconds, typeof pageCache === 'string' ? pageCache : undefined)
    logger.batched('request', {
      method,
      path: loggedPath(url),
      status: response.statusCode,
      duration_ms: Math.round(seconds * 10_000) / 10,
      request_id: requestId,
      ...(response.writableFinished ? {} : { aborted: true }),
    })
  })
  return requestId
}

const OBSERVER_KEY = Symbol.for('ngo-portal.request-observer')

/** Puts `observeRequest` in front of every request, for the standalone entry (scripts/portal-server.cjs). */
export function installRequestObserver() {
  ;(globalThis as typeof globalThis & { [OBSERVER_KEY]?: typeof observeRequest })[OBSERVER_KEY] = observeRequest
}
