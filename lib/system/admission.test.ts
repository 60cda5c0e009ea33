// The admission control through a real HTTP server, as the production entry
// (scripts/portal-server.cjs) puts it in front of Next: requests beyond the
// ones served at once wait their turn, and past the queue or its wait they are
// answered 503 at once with Retry-After, in the address's language.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { BUSY_MESSAGE, createAdmissionControl, QUEUE_FACTOR, requestKind, type AdmissionLimits, type RequestKind, type ShedReason } from './admission'

const LIMITS: AdmissionLimits = { concurrent: { page: 1, prefetch: 1, api_read: 2, api_write: 1, upload: 1 }, queueWaitMs: 400 }

let server: http.Server | undefined
const release: (() => void)[] = []

async function closeServer() {
  if (!server) return
  server.closeAllConnections()
  await new Promise((resolve) => server!.close(resolve))
  server = undefined
}

afterEach(async () => {
  for (const done of release.splice(0)) done()
  await closeServer()
})

/** A server whose handler holds each request until the test lets it go. */
async function serve(limits = LIMITS) {
  const shed: { kind: RequestKind; reason: ShedReason }[] = []
  const control = createAdmissionControl(limits, (kind, reason) => shed.push({ kind, reason }))
  let served = 0
  server = http.createServer((request, response) => {
    control.admit(request, response, () => {
      served++
      release.push(() => response.end('done'))
    })
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, shed, control, served: () => served }
}

const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries++) await new Promise((resolve) => setTimeout(resolve, 10))
  expect(check()).toBe(true)
}

describe('requestKind', () => {
  it('sorts pages, API reads, writes and uploads, and leaves what must never wait unlimited', () => {
    expect(requestKind('GET', '/profile/3', {})).toBe('page')
    expect(requestKind('GET', '/en/content/ngos', {})).toBe('page')
    expect(requestKind('GET', '/api/ngo/profile', {})).toBe('api_read')
    expect(requestKind('PUT', '/api/ngo/3/associate', { 'content-type': 'application/json' })).toBe('api_write')
    expect(requestKind('POST', '/api/ngo/upload', { 'content-type': 'multipart/form-data; boundary=x' })).toBe('upload')
    expect(requestKind('GET', '/profile/3', { rsc: '1', 'next-router-prefetch': '1' })).toBe('prefetch')
    // A navigation of the client router (rsc without the prefetch header) is a person waiting: a page.
    expect(requestKind('GET', '/profile/3', { rsc: '1' })).toBe('page')
    expect(requestKind('GET', '/api/health', {})).toBeNull()
    expect(requestKind('GET', '/metrics', {})).toBeNull()
    expect(requestKind('GET', '/_next/static/chunks/a.js', {})).toBeNull()
    // The labels and reference lists a page's client code loads before it works: cached reads the browser keeps.
    expect(requestKind('GET', '/labels/shell.ne.AbCdEfGhIjKlMnOp', {})).toBeNull()
    expect(requestKind('GET', '/reference/AbCdEfGhIjKlMnOp', {})).toBeNull()
    // The page cache's own render (from the loopback) has a place through its outer request; a client's copy of the header does not.
    expect(requestKind('GET', '/', { 'x-page-cache-fill': 'x', 'x-portal-peer-address': '127.0.0.1' })).toBeNull()
    expect(requestKind('GET', '/', { 'x-page-cache-fill': 'x', 'x-portal-peer-address': '203.0.113.9' })).toBe('page')
  })
})

describe('createAdmissionControl', () => {
  it('serves the limit at once, queues the next ones and refuses at once past the queue, with Retry-After', async () => {
    const { base, shed, served } = await serve({ ...LIMITS, queueWaitMs: 5_000 })
    const waiting = Array.from({ length: 1 + QUEUE_FACTOR }, () => fetch(`${base}/profile/1`))
    await until(() => served() === 1)
    const startedAt = Date.now()
    const refused = await fetch(`${base}/profile/1`)
    expect(Date.now() - startedAt).toBeLessThan(200)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/)
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'self'")
    const page = await refused.text()
    expect(page).toContain('<html lang="ne">')
    expect(page).toContain('पोर्टल अहिले व्यस्त छ')
    expect(shed).toEqual([{ kind: 'page', reason: 'queue_full' }])
    // The queued ones are served in turn.
    for (let index = 0; index < waiting.length; index++) {
      await until(() => release.length > 0)
      release.shift()!()
      expect((await waiting[index]).status).toBe(200)
    }
  })

  it('answers 503 to a request that waits longer than the queue wait, in the English page under /en and as JSON for the API', async () => {
    const { base, shed } = await serve()
    const held = fetch(`${base}/en/open-data`)
    const heldApi = [fetch(`${base}/api/ngo/profile`), fetch(`${base}/api/ngo/profile`)]
    await until(() => release.length === 3)
    const startedAt = Date.now()
    const [page, api] = await Promise.all([fetch(`${base}/en/open-data`), fetch(`${base}/api/ngo/organization-type`)])
    const waited = Date.now() - startedAt
    expect(waited).toBeGreaterThanOrEqual(350)
    expect(waited).toBeLessThan(1_500)
    expect(page.status).toBe(503)
    const text = await page.text()
    expect(text).toContain('<html lang="en">')
    expect(text).toContain('The portal is busy')
    expect(api.status).toBe(503)
    expect(api.headers.get('retry-after')).toBe('5')
    expect(await api.json()).toEqual({ message: BUSY_MESSAGE })
    expect(shed.map((entry) => entry.reason)).toEqual(['waited_too_long', 'waited_too_long'])
    for (const done of release.splice(0)) done()
    expect((await Promise.all([held, ...heldApi])).map((response) => response.status)).toEqual([200, 200, 200])
  })

  it('gives the place of a client that left while waiting back, and never limits the health check', async () => {
    const { base, control, served } = await serve({ ...LIMITS, queueWaitMs: 5_000 })
    const first = fetch(`${base}/profile/1`)
    await until(() => served() === 1)
    const leaving = new AbortController()
    fetch(`${base}/profile/2`, { signal: leaving.signal }).catch(() => undefined)
    await until(() => control.use().page.queued === 1)
    leaving.abort()
    await until(() => control.use().page.queued === 0)
    const health = fetch(`${base}/api/health`)
    await until(() => served() === 2)
    for (const done of release.splice(0)) done()
    expect((await first).status).toBe(200)
    expect((await health).status).toBe(200)
    expect(control.use().page).toEqual({ active: 0, queued: 0, limit: 1 })
  })

  it('does not limit a kind whose limit is 0', async () => {
    const { base, served } = await serve({ ...LIMITS, concurrent: { ...LIMITS.concurrent, page: 0 } })
    const all = Array.from({ length: 10 }, () => fetch(`${base}/`))
    await until(() => served() === 10)
    for (const done of release.splice(0)) done()
    expect((await Promise.all(all)).every((response) => response.status === 200)).toBe(true)
  })

  it('serves a prefetch only while a page render is free, queues one while pages are free, and lets no prefetch delay a page', async () => {
    const { base, shed, served, control } = await serve({ ...LIMITS, concurrent: { ...LIMITS.concurrent, page: 2 }, queueWaitMs: 5_000 })
    const prefetch = { rsc: '1', 'next-router-prefetch': '1' }
    // Pages idle: one prefetch is served, the next waits its turn and is served after it.
    const first = fetch(`${base}/profile/1`, { headers: prefetch })
    await until(() => served() === 1)
    const second = fetch(`${base}/profile/2`, { headers: prefetch })
    await until(() => control.use().prefetch.queued === 1)
    // A person's page is not held up by the prefetch being served: pages have their own place.
    const page = fetch(`${base}/profile/3`)
    await until(() => served() === 2)
    expect(control.use().prefetch).toEqual({ active: 1, queued: 1, limit: 1 })
    release.shift()!()
    expect((await first).status).toBe(200)
    await until(() => served() === 3)
    for (const done of release.splice(0)) done()
    expect((await second).status).toBe(200)
    expect((await page).status).toBe(200)
    // A prefetch waiting when every page render is taken gives its turn up, at once.
    const servedPrefetch = fetch(`${base}/profile/4`, { headers: prefetch })
    await until(() => served() === 4)
    const waiting = fetch(`${base}/profile/5`, { headers: prefetch })
    await until(() => control.use().prefetch.queued === 1)
    const pages = [fetch(`${base}/profile/6`), fetch(`${base}/profile/7`)]
    await until(() => served() === 6)
    release.shift()!()
    expect((await servedPrefetch).status).toBe(200)
    const gaveUp = await waiting
    expect(gaveUp.status).toBe(503)
    expect(served()).toBe(6)
    // Every page render taken: a new prefetch is refused at once even though its own place is free.
    const startedAt = Date.now()
    const refused = await fetch(`${base}/profile/8`, { headers: prefetch })
    expect(Date.now() - startedAt).toBeLessThan(200)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    // The router never reads a refused answer's body; an unread body would hold the browser's connection.
    expect(refused.headers.get('content-length')).toBe('0')
    expect(await refused.text()).toBe('')
    expect(control.use().page.active).toBe(2)
    for (const done of release.splice(0)) done()
    expect((await Promise.all(pages)).map((response) => response.status)).toEqual([200, 200])
    expect(shed).toEqual([
      { kind: 'prefetch', reason: 'pages_busy' },
      { kind: 'prefetch', reason: 'pages_busy' },
    ])
  })

  it('answers a refused navigation of the client router without a body, and a page load with the busy page', async () => {
    const { base, served } = await serve({ ...LIMITS, concurrent: { ...LIMITS.concurrent, page: 1 }, queueWaitMs: 50 })
    const held = fetch(`${base}/profile/1`)
    await until(() => served() === 1)
    const navigation = await fetch(`${base}/profile/2`, { headers: { rsc: '1' } })
    expect(navigation.status).toBe(503)
    expect(await navigation.text()).toBe('')
    const load = await fetch(`${base}/profile/3`)
    expect(load.status).toBe(503)
    expect(await load.text()).toContain('<html lang="ne">')
    for (const done of release.splice(0)) done()
    expect((await held).status).toBe(200)
  })
})
