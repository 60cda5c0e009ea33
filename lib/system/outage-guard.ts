// While the database is away, every page and API call answers 503 with
// Retry-After, never 500 (decision 056). The proxy answers pages with the 503
// page once its probe sees the outage, and the API's error path turns a lost
// connection into 503; but a page rendered in the second before the probe
// noticed, or a query that failed in a way no code foresaw, ends in Next's
// error view with 500. So an answer of 500 is held back before a byte of it
// is sent: when the database is unreachable (asked at once) or a request
// failed for want of it in the last seconds, the 503 page in the address's
// language (or the API's JSON) goes out instead; otherwise the 500 is sent
// as it was written.
//
// Installed at server start on globalThis (instrumentation-node.ts); the
// production entry (scripts/portal-server.cjs) calls it for every request
// before Next handles it.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { isDatabaseUnavailable } from '@/lib/api/errors'
import { contentSecurityPolicy, HSTS } from '@/lib/csp'
import { splitLanguage } from '@/lib/i18n/paths'
import { logger } from '@/lib/log'
import { UNAVAILABLE_RETRY_SECONDS, unavailablePage } from '@/lib/system/unavailable-page'

/** How long a failure for want of the database stands for the 500s that follow. */
const FAILURE_STANDS_MS = 5_000
const API_UNAVAILABLE_MESSAGE = 'Service temporarily unavailable, please try again shortly.'
const API_RETRY_SECONDS = 5

const LAST_FAILURE_KEY = Symbol.for('ngo-portal.database-failure-at')
type Holder = typeof globalThis & { [LAST_FAILURE_KEY]?: number }

/** Remembers an error of a request (instrumentation.ts `onRequestError`) when it was the database's absence. */
export function noteRequestError(error: unknown, now = Date.now()) {
  if (isDatabaseUnavailable(error)) (globalThis as Holder)[LAST_FAILURE_KEY] = now
}

export function isDatabaseFailureRecent(now = Date.now()): boolean {
  const at = (globalThis as Holder)[LAST_FAILURE_KEY]
  return at !== undefined && now - at < FAILURE_STANDS_MS
}

type Call = () => void
type Methods = Pick<ServerResponse, 'writeHead' | 'write' | 'end' | 'flushHeaders'>

/**
 * Holds back an answer of 500 until `isUnavailable` says whether the
 * database is away; then sends the 503 answer instead, or the 500 as written.
 * Every other answer passes untouched from its first byte on.
 */
export function guardServerErrors(request: IncomingMessage, response: ServerResponse, isUnavailable: () => Promise<boolean>) {
  const original: Methods = { writeHead: response.writeHead, write: response.write, end: response.end, flushHeaders: response.flushHeaders }
  // `passed`: every call goes straight on. The wrappers stay in place rather
  // than being swapped back: Next's compression wraps these methods again on
  // top of them, and swapping would take its wrappers away mid-answer.
  let state: 'watching' | 'holding' | 'replaced' | 'passed' = 'watching'
  const held: Call[] = []

  /** At the first byte: a 500 is held, anything else goes on untouched. */
  const starting = (status: number) => {
    if (state !== 'watching') return
    if (status !== 500) {
      state = 'passed'
      return
    }
    state = 'holding'
    isUnavailable()
      .catch(() => true)
      .then((unavailable) => (unavailable ? replace() : replay()))
  }

  const replay = () => {
    state = 'passed'
    for (const call of held.splice(0)) call()
  }

  const replace = () => {
    state = 'replaced'
    logger.warn('database unavailable: a 500 answered as 503', { path: (request.url ?? '/').split('?')[0] })
    for (const name of response.getHeaderNames()) if (name !== 'x-request-id') response.removeHeader(name)
    answerUnavailable(request, response, original)
    // What Next writes after this goes nowhere; its callbacks still hear that it was written.
    for (const call of held.splice(0)) call()
  }

  /** A call Next makes while the answer is held: kept for the replay, or dropped once replaced. */
  const later = (call: Call, callback?: unknown) => {
    if (state === 'replaced') {
      if (typeof callback === 'function') process.nextTick(callback as () => void)
      return
    }
    held.push(() => (state === 'replaced' ? typeof callback === 'function' && (callback as () => void)() : call()))
  }

  response.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    starting(status)
    if (state === 'passed') return original.writeHead.apply(this, [status, ...rest] as never)
    // Headers given as an object are set now, so that a replay sends them and a replacement removes them.
    const headers = rest.find((argument) => typeof argument === 'object' && argument !== null) as OutgoingHttpHeaders | string[] | undefined
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value)
      const reason = typeof rest[0] === 'string' ? [rest[0]] : []
      later(() => original.writeHead.apply(this, [status, ...reason] as never))
    } else {
      later(() => original.writeHead.apply(this, [status, ...rest] as never))
    }
    return this
  } as ServerResponse['writeHead']

  response.write = function write(this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    starting(this.statusCode)
    if (state === 'passed') return original.write.apply(this, [chunk, encoding, callback] as never)
    later(() => original.write.apply(this, [chunk, encoding, callback] as never), typeof encoding === 'function' ? encoding : callback)
    return true
  } as ServerResponse['write']

  response.end = function end(this: ServerResponse, ...args: unknown[]) {
    starting(this.statusCode)
    if (state === 'passed') return original.end.apply(this, args as never)
    later(() => original.end.apply(this, args as never), args.find((argument) => typeof argument === 'function'))
    return this
  } as ServerResponse['end']

  response.flushHeaders = function flushHeaders(this: ServerResponse) {
    starting(this.statusCode)
    if (state === 'passed') return original.flushHeaders.call(this)
    later(() => original.flushHeaders.call(this))
  }
}

function answerUnavailable(request: IncomingMessage, response: ServerResponse, original: Methods) {
  const pathname = (request.url ?? '/').split('?')[0]
  const isHttps = ('encrypted' in request.socket && request.socket.encrypted === true) || request.headers['x-forwarded-proto'] === 'https'
  const isApi = pathname === '/api' || pathname.startsWith('/api/')
  const body = isApi ? JSON.stringify({ message: API_UNAVAILABLE_MESSAGE }) : unavailablePage(splitLanguage(pathname).language)
  const headers: Record<string, string> = {
    'Content-Type': isApi ? 'application/json' : 'text/html; charset=utf-8',
    'Retry-After': String(isApi ? API_RETRY_SECONDS : UNAVAILABLE_RETRY_SECONDS),
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(body)),
  }
  if (!isApi) headers['Content-Security-Policy'] = contentSecurityPolicy("'none'", isHttps)
  if (isHttps) headers['Strict-Transport-Security'] = HSTS
  original.writeHead.call(response, 503, headers)
  original.end.apply(response, [request.method === 'HEAD' ? undefined : body] as never)
}

const GUARD_KEY = Symbol.for('ngo-portal.outage-guard')

/** Puts the guard in front of Next, for the standalone entry (scripts/portal-server.cjs). */
export function installOutageGuard(isUnavailable: () => Promise<boolean>) {
  ;(globalThis as typeof globalThis & { [GUARD_KEY]?: (request: IncomingMessage, response: ServerResponse) => void })[GUARD_KEY] = (request, response) =>
    guardServerErrors(request, response, isUnavailable)
}
