// Overload with a shape (decision 056). Every request Next would handle is of
// one kind — a page render, an API read, an API write, an upload — and each
// kind has a number of requests served at once. A request over that number
// waits in its kind's queue, at most ADMISSION_QUEUE_WAIT_MS, and the queue
// holds at most QUEUE_FACTOR times the number served at once: a request that
// finds the queue full, or waits out its time, is answered at once with 503
// and Retry-After (the busy page in the address's language, or the API's
// JSON). So nobody waits long for an answer that may never come, and the
// requests served are served in time; a client told to come back later can.
//
// A prefetch (the client router fetching a page a link points at before
// anyone clicks, `next-router-prefetch`) is a page render nobody waits for:
// it has a kind of its own, and it is served (at once or from its queue) only
// while a page render is free too, so under load prefetches are the first
// refused and never delay a person's navigation. The router takes
// a refused prefetch in its stride: it fetches the page when it is clicked.
// An answer to the client router (`rsc`) carries no body: the router does not
// read the body of an answer that is not 200, and Chromium holds an unread
// body's connection open, so a busy page sent there kept up to three of the
// browser's six connections to the portal (and its load state) waiting.
//
// Not limited: what the front handler answers from memory (kept public pages,
// before this runs), Next's static files, the health check and /metrics (an
// orchestrator must see an overloaded instance as alive), and the renders the
// portal asks of itself to send a page as a document (their outer request
// holds a place).
//
// Installed at server start on globalThis (instrumentation-node.ts), as the
// request observer is; the production entry (scripts/portal-server.cjs)
// calls it for every request the front handler did not answer.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { contentSecurityPolicy, HSTS } from '@/lib/csp'
import { splitLanguage } from '@/lib/i18n/paths'
import { busyPage } from '@/lib/system/unavailable-page'

export const REQUEST_KINDS = ['page', 'prefetch', 'api_read', 'api_write', 'upload'] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]
/** `pages_busy`: a prefetch refused because every page render is taken. */
export type ShedReason = 'queue_full' | 'waited_too_long' | 'pages_busy'

export type AdmissionLimits = {
  /** Requests of each kind served at once; 0: that kind is not limited. */
  concurrent: Record<RequestKind, number>
  /** The longest a request waits for its turn. */
  queueWaitMs: number
}

/** Each kind's queue holds this many times the requests it serves at once. */
export const QUEUE_FACTOR = 4
/** What a refused client is told to wait before it tries again. */
export const BUSY_RETRY_SECONDS = 5
export const BUSY_MESSAGE = 'The portal is busy, please try again in a few seconds.'
/** The portal's own render of a page to send as a document (lib/cache/documents.ts RENDER_HEADER). */
const PAGE_FILL_HEADER = 'x-page-cache-fill'
const PEER_ADDRESS_HEADER = 'x-portal-peer-address'
/** The client router's prefetches carry it (Next's NEXT_ROUTER_PREFETCH_HEADER). */
const ROUTER_PREFETCH_HEADER = 'next-router-prefetch'
/** Every request of the client router carries it (Next's RSC_HEADER). */
const ROUTER_HEADER = 'rsc'
const UNLIMITED_PATHS = new Set(['/api/health', '/metrics', '/favicon.ico', '/icon.svg', '/robots.txt'])

type Headers = IncomingMessage['headers']

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'
}

/** The kind of a request, or null when it is not limited. */
export function requestKind(method: string, pathname: string, headers: Headers): RequestKind | null {
  // Static files, and the labels and reference lists a page's client code loads before it works (app/labels, app/reference): cached reads, kept by the browser.
  if (UNLIMITED_PATHS.has(pathname) || pathname.startsWith('/_next/static/') || pathname.startsWith('/labels/') || pathname.startsWith('/reference/')) return null
  if (headers[PAGE_FILL_HEADER] !== undefined && isLoopback(headers[PEER_ADDRESS_HEADER] as string | undefined)) return null
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return 'api_read'
    return /^multipart\/form-data/i.test(headers['content-type'] ?? '') ? 'upload' : 'api_write'
  }
  return headers[ROUTER_PREFETCH_HEADER] !== undefined ? 'prefetch' : 'page'
}

type Waiter = { admit: () => void; gone: boolean }
type Gate = { active: number; queue: Waiter[] }

export type AdmissionUse = Record<RequestKind, { active: number; queued: number; limit: number }>

export type AdmissionControl = {
  /** Serves the request now, later, or answers 503 at once; `next` hands it to Next. */
  admit: (request: IncomingMessage, response: ServerResponse, next: () => void) => void
  use: () => AdmissionUse
}

export function createAdmissionControl(limits: AdmissionLimits, onShed: (kind: RequestKind, reason: ShedReason) => void = () => undefined): AdmissionControl {
  const gates = Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, { active: 0, queue: [] }])) as unknown as Record<RequestKind, Gate>

  function release(gate: Gate, limit: number) {
    gate.active--
    while (gate.active < limit && gate.queue.length > 0) {
      const waiter = gate.queue.shift()!
      if (!waiter.gone) waiter.admit()
    }
  }

  function serve(gate: Gate, limit: number, response: ServerResponse, next: () => void) {
    gate.active++
    let released = false
    response.once('close', () => {
      if (released) return
      released = true
      release(gate, limit)
    })
    next()
  }

  function admit(request: IncomingMessage, response: ServerResponse, next: () => void) {
    const pathname = (request.url ?? '/').split('?')[0]
    const kind = requestKind(request.method ?? 'GET', pathname, request.headers)
    const limit = kind ? limits.concurrent[kind] : 0
    if (!kind || limit <= 0) return next()
    const gate = gates[kind]
    const pagesBusy = () => kind === 'prefetch' && limits.concurrent.page > 0 && gates.page.active >= limits.concurrent.page
    if (pagesBusy()) {
      onShed(kind, 'pages_busy')
      return answerBusy(request, response, kind)
    }
    if (gate.active < limit) return serve(gate, limit, response, next)
    if (gate.queue.length >= limit * QUEUE_FACTOR) {
      onShed(kind, 'queue_full')
      return answerBusy(request, response, kind)
    }
    const waiter: Waiter = {
      gone: false,
      admit: () => {
        waiter.gone = true
        clearTimeout(timer)
        // A prefetch whose turn comes while every page render is taken gives its turn up.
        if (!pagesBusy()) return serve(gate, limit, response, next)
        onShed(kind, 'pages_busy')
        answerBusy(request, response, kind)
      },
    }
    const timer = setTimeout(() => {
      if (waiter.gone) return
      waiter.gone = true
      gate.queue.splice(gate.queue.indexOf(waiter), 1)
      onShed(kind, 'waited_too_long')
      answerBusy(request, response, kind)
    }, limits.queueWaitMs)
    // A client that leaves while it waits gives its place in the queue back.
    response.once('close', () => {
      if (waiter.gone) return
      waiter.gone = true
      clearTimeout(timer)
      gate.queue.splice(gate.queue.indexOf(waiter), 1)
    })
    gate.queue.push(waiter)
  }

  const use = () => Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, { active: gates[kind].active, queued: gates[kind].queue.length, limit: limits.concurrent[kind] }])) as AdmissionUse
  return { admit, use }
}

/** 503 with Retry-After: the busy page for a page, the API's JSON error for the API. */
export function answerBusy(request: IncomingMessage, response: ServerResponse, kind: RequestKind) {
  if (response.headersSent || response.destroyed) return
  const isHttps = ('encrypted' in request.socket && request.socket.encrypted === true) || request.headers['x-forwarded-proto'] === 'https'
  const headers: Record<string, string> = { 'Retry-After': String(BUSY_RETRY_SECONDS), 'Cache-Control': 'no-store' }
  if (isHttps) headers['Strict-Transport-Security'] = HSTS
  // A body the client is still sending is not read: the connection closes after the answer.
  if (!request.complete && (request.headers['content-length'] ?? '0') !== '0') headers.Connection = 'close'
  let body: string
  if (request.headers[ROUTER_HEADER] !== undefined) {
    body = ''
  } else if (kind === 'page' || kind === 'prefetch') {
    const { language } = splitLanguage((request.url ?? '/').split('?')[0])
    body = busyPage(language)
    headers['Content-Type'] = 'text/html; charset=utf-8'
    headers['Content-Security-Policy'] = contentSecurityPolicy("'none'", isHttps)
  } else {
    body = JSON.stringify({ message: BUSY_MESSAGE })
    headers['Content-Type'] = 'application/json'
  }
  headers['Content-Length'] = String(Buffer.byteLength(body))
  response.writeHead(503, headers)
  response.end(request.method === 'HEAD' ? undefined : body)
}

/** The limits from the settings (lib/env.ts). */
export function admissionLimits(env: {
  ADMISSION_PAGES: number
  ADMISSION_PREFETCHES: number
  ADMISSION_API_READS: number
  ADMISSION_API_WRITES: number
  ADMISSION_UPLOADS: number
  ADMISSION_QUEUE_WAIT_MS: number
}): AdmissionLimits {
  return {
    concurrent: { page: env.ADMISSION_PAGES, prefetch: env.ADMISSION_PREFETCHES, api_read: env.ADMISSION_API_READS, api_write: env.ADMISSION_API_WRITES, upload: env.ADMISSION_UPLOADS },
    queueWaitMs: env.ADMISSION_QUEUE_WAIT_MS,
  }
}

const ADMISSION_KEY = Symbol.for('ngo-portal.admission')
const ADMISSION_USE_KEY = Symbol.for('ngo-portal.admission-use')
type Holder = typeof globalThis & { [ADMISSION_KEY]?: AdmissionControl['admit']; [ADMISSION_USE_KEY]?: AdmissionControl['use'] }

/** Puts the admission control in front of Next, for the standalone entry (scripts/portal-server.cjs). */
export function installAdmissionControl(control: AdmissionControl) {
  const holder = globalThis as Holder
  holder[ADMISSION_KEY] = control.admit
  holder[ADMISSION_USE_KEY] = control.use
}

/** The installed control's figures (for /metrics); null when none is installed. */
export function admissionUse(): AdmissionUse | null {
  return (globalThis as Holder)[ADMISSION_USE_KEY]?.() ?? null
}
