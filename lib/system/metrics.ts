// What /metrics tells a Prometheus scraper (prom-client): requests and their
// durations by route, requests shed under overload and the admission queues,
// SMS sent and failed by provider, the kept pages' hits
// and misses, what each collection of lib/cache keeps and how often it is hit,
// the database pool's connections, and Node's own process figures.
//
// One registry per process, on globalThis: the HTTP server's request observer,
// the route handlers and the SMS module may be bundled apart but count into
// the same figures.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { cacheStatistics } from '@/lib/cache'
import { poolUse } from '@/lib/db'
import { admissionUse, type RequestKind, type ShedReason } from '@/lib/system/admission'

type Metrics = {
  registry: Registry
  requests: Counter<'method' | 'route' | 'status'>
  durations: Histogram<'method' | 'route'>
  sms: Counter<'provider' | 'outcome'>
  pageCache: Counter<'result'>
  shed: Counter<'kind' | 'reason'>
}

const METRICS_KEY = Symbol.for('ngo-portal.metrics')

function createMetrics(): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const metrics: Metrics = {
    registry,
    requests: new Counter({ name: 'portal_http_requests_total', help: 'HTTP requests answered, by method, route and status.', labelNames: ['method', 'route', 'status'], registers: [registry] }),
    durations: new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by method and route.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    sms: new Counter({ name: 'portal_sms_messages_total', help: 'SMS by provider and outcome (sent, or failed after its retry).', labelNames: ['provider', 'outcome'], registers: [registry] }),
    pageCache: new Counter({ name: 'portal_page_cache_requests_total', help: 'Public pages answered from the kept copy (hit) or rendered for it (miss).', labelNames: ['result'], registers: [registry] }),
    shed: new Counter({
      name: 'portal_http_requests_shed_total',
      help: 'Requests answered 503 at once because the server had no room for them in time, by kind and reason (queue_full, waited_too_long; pages_busy: a prefetch while every page render is taken).',
      labelNames: ['kind', 'reason'],
      registers: [registry],
    }),
  }
  new Gauge({
    name: 'portal_http_admission',
    help: 'Requests of each kind being served (active), waiting for their turn (queued), and how many may be served at once (limit).',
    labelNames: ['kind', 'state'],
    registers: [registry],
    collect() {
      for (const [kind, figures] of Object.entries(admissionUse() ?? {})) {
        for (const state of ['active', 'queued', 'limit'] as const) this.set({ kind, state }, figures[state])
      }
    },
  })
  new Gauge({
    name: 'portal_database_pool_connections',
    help: "Connections of this instance's database pools: open, idle, queries waiting for one, and the pools' maximum.",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = poolUse()
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, use[state])
    },
  })
  new Gauge({
    name: 'portal_kept',
    help: 'What each collection of lib/cache keeps (entries), and its hits and misses since the start.',
    labelNames: ['collection', 'figure'],
    registers: [registry],
    collect() {
      for (const [collection, figures] of Object.entries(cacheStatistics())) {
        for (const figure of ['entries', 'hits', 'misses'] as const) this.set({ collection, figure }, figures[figure])
      }
    },
  })
  return metrics
}

function metrics(): Metrics {
  const holder = globalThis as typeof globalThis & { [METRICS_KEY]?: Metrics }
  holder[METRICS_KEY] ??= createMetrics()
  return holder[METRICS_KEY]
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * The route a path belongs to, with its ids replaced, so the number of series
 * stays that of the portal's routes: a number is `[id]`, a stored file's id
 * `[fileID]`, any other segment with a digit `[param]`; an answer of 404
 * (any path at all) is `(not found)`.
 */
export function routeOf(pathname: string, status: number): string {
  if (status === 404) return '(not found)'
  if (pathname.startsWith('/_next/static/')) return '/_next/static'
  if (pathname.startsWith('/_next/image')) return '/_next/image'
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => (/^[0-9]+$/.test(segment) ? '[id]' : /^[a-f0-9]{32}$/.test(segment) ? '[fileID]' : /[0-9]/.test(segment) ? '[param]' : segment))
  return `/${segments.join('/')}`
}

type RequestSeries = { requests: { inc: () => void }; durations: { observe: (value: number) => void } }
/** Each method, route and status's series, bound once: prom-client hashes the labels on every unbound count. */
const requestSeries = new Map<string, RequestSeries>()
const pageCacheSeries = new Map<string, { inc: () => void }>()

export function countRequest(method: string, pathname: string, status: number, seconds: number, pageCache: string | undefined) {
  const route = routeOf(pathname, status)
  const label = METHODS.has(method) ? method : 'other'
  const key = `${label} ${status} ${route}`
  let series = requestSeries.get(key)
  if (!series) {
    const current = metrics()
    series = { requests: current.requests.labels(label, route, String(status)), durations: current.durations.labels(label, route) }
    requestSeries.set(key, series)
  }
  series.requests.inc()
  series.durations.observe(seconds)
  if (pageCache === 'hit' || pageCache === 'miss') {
    let cacheSeries = pageCacheSeries.get(pageCache)
    if (!cacheSeries) pageCacheSeries.set(pageCache, (cacheSeries = metrics().pageCache.labels(pageCache)))
    cacheSeries.inc()
  }
}

export function countShed(kind: RequestKind, reason: ShedReason) {
  metrics().shed.inc({ kind, reason })
}

export function countSms(provider: string, outcome: 'sent' | 'failed') {
  metrics().sms.inc({ provider, outcome })
}

/** The exposition: its content type and text. */
export async function renderMetrics(): Promise<{ contentType: string; text: string }> {
  const { registry } = metrics()
  return { contentType: registry.contentType, text: await registry.metrics() }
}
