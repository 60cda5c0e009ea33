// A flood far beyond what the server may serve at once: a second portal of
// the same build, on the end-to-end database, with room for one request of
// each kind at a time (and four waiting). The excess is answered 503 with
// Retry-After at once, nothing is a 500 or goes unanswered, the kept public
// page keeps being served from memory, and /metrics counts what was shed.
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { E2E_METRICS_TOKEN, E2E_PORT } from './support/constants'
import { e2eDatabaseUrl } from './support/database'
import { startSecondPortal, waitUntilHealthy, type SecondPortal } from './support/second-portal'

const PORT = E2E_PORT + 62
const QUEUE_WAIT_MS = 1_500

let portal: SecondPortal

test.beforeAll(async () => {
  test.setTimeout(120_000)
  portal = startSecondPortal(PORT, {
    DATABASE_URL: e2eDatabaseUrl(),
    // The database is migrated and seeded already by the main end-to-end server.
    SKIP_DATABASE_PREPARE: '1',
    AUTH_SECRET: randomBytes(36).toString('base64'),
    DATA_DIR: path.join(os.tmpdir(), `ngo-portal-overload-${PORT}`),
    METRICS_TOKEN: E2E_METRICS_TOKEN,
    ADMISSION_PAGES: '1',
    ADMISSION_API_READS: '1',
    ADMISSION_API_WRITES: '1',
    ADMISSION_UPLOADS: '1',
    ADMISSION_QUEUE_WAIT_MS: String(QUEUE_WAIT_MS),
    LOG_LEVEL: 'error',
  })
  await waitUntilHealthy(portal, 90_000)
})

test.afterAll(async () => {
  await portal?.stop()
})

type Outcome = { path: string; status: number; retryAfter: string | null; ms: number; pageCache: string | null; body: string }

test('a flood beyond the limits is answered 503 at once with Retry-After, never 500, and the kept page stays 200', async () => {
  test.setTimeout(120_000)
  const document = { 'sec-fetch-dest': 'document' }
  // The home page is kept after its first render; its compressed copy is then answered from memory.
  await expect
    .poll(async () => (await fetch(`${portal.baseUrl}/`, { headers: document })).headers.get('x-page-cache'), { timeout: 20_000 })
    .toBe('hit')
  for (let warm = 0; warm < 3; warm++) await fetch(`${portal.baseUrl}/`, { headers: document }).then((response) => response.arrayBuffer())

  const paths = ['/open-data', '/en/open-data', '/api-reference', '/api/ngo/profile?page=1&limit=10', '/api/ngo/organization-type', '/']
  // Each target rendered once before, so that a served request takes its usual time, not a first render's.
  for (const target of paths) expect((await fetch(portal.baseUrl + target, { headers: target.startsWith('/api/') ? {} : document })).status, target).toBe(200)
  const requests: Promise<Outcome | string>[] = []
  for (let index = 0; index < 180; index++) {
    const target = paths[index % paths.length]
    const startedAt = Date.now()
    requests.push(
      fetch(portal.baseUrl + target, { headers: target.startsWith('/api/') ? {} : document, signal: AbortSignal.timeout(20_000) }).then(
        async (response) => ({
          path: target,
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          pageCache: response.headers.get('x-page-cache'),
          body: await response.text(),
          ms: Date.now() - startedAt,
        }),
        (error: Error) => `${target}: ${error.message}`,
      ),
    )
  }
  const results = await Promise.all(requests)
  const unanswered = results.filter((result) => typeof result === 'string')
  expect(unanswered).toEqual([])
  const outcomes = results as Outcome[]

  expect(outcomes.filter((outcome) => outcome.status >= 500 && outcome.status !== 503).map((outcome) => `${outcome.status} ${outcome.path}`)).toEqual([])
  const shed = outcomes.filter((outcome) => outcome.status === 503)
  expect(shed.length).toBeGreaterThan(60)
  for (const outcome of shed) {
    expect(outcome.retryAfter, outcome.path).toBe('5')
    if (outcome.path.startsWith('/api/')) expect(JSON.parse(outcome.body).message).toMatch(/busy/)
    else expect(outcome.body).toContain(outcome.path.startsWith('/en') ? 'The portal is busy' : 'पोर्टल अहिले व्यस्त छ')
  }
  // Refused at once (the queue was full) or after the queue's wait, never after long.
  expect(Math.max(...shed.map((outcome) => outcome.ms))).toBeLessThan(QUEUE_WAIT_MS + 3_000)
  // Every kind was served too, and the kept page always.
  for (const target of paths) expect(outcomes.some((outcome) => outcome.path === target && outcome.status === 200), target).toBe(true)
  const kept = outcomes.filter((outcome) => outcome.path === '/')
  expect(kept.map((outcome) => outcome.status)).toEqual(kept.map(() => 200))

  const metrics = await (await fetch(`${portal.baseUrl}/metrics`, { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } })).text()
  const counted = [...metrics.matchAll(/^portal_http_requests_shed_total\{[^}]*\} (\d+)$/gm)].reduce((sum, match) => sum + Number(match[1]), 0)
  expect(counted).toBe(shed.length)
  expect(metrics).toMatch(/^portal_http_admission\{kind="page",state="limit"\} 1$/m)
})

test("the client router's prefetches carry the header that gives them their own kind, a refused one holds no connection, and a link still opens its page", async ({ page }) => {
  // lib/system/admission.ts serves a prefetch only while a page render is free; it knows one by
  // Next's `next-router-prefetch` header. A Next upgrade that renamed it would make prefetches pages again.
  const prefetches: string[] = []
  const refused: string[] = []
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] !== undefined) prefetches.push(new URL(request.url()).pathname)
  })
  page.on('response', (response) => {
    if (response.request().headers()['next-router-prefetch'] !== undefined && response.status() === 503) refused.push(new URL(response.url()).pathname)
  })
  // Page renders kept busy meanwhile (this portal serves one at a time), so the prefetches are refused.
  let busy = true
  const renders = Array.from({ length: 3 }, async (_, loop) => {
    for (let n = 0; busy; n++) await fetch(`${portal.baseUrl}/en/ngos?page=${(n % 5) + 1}&q=${loop}`).then((response) => response.arrayBuffer())
  })
  try {
    // A page with the client router for a signed-out visitor (the kept pages and the auth pages are documents without it).
    await page.goto(`${portal.baseUrl}/en/open-data`)
    await expect.poll(() => prefetches.length, { timeout: 20_000 }).toBeGreaterThan(0)
    await expect.poll(() => refused.length, { timeout: 20_000 }).toBeGreaterThan(0)
  } finally {
    busy = false
    await Promise.all(renders)
  }
  // The router never reads a refused answer, so it has no body: the browser's connections come back
  // and the page's network goes quiet (a busy page sent there held them open for good).
  await page.waitForLoadState('networkidle', { timeout: 15_000 })
  await page.getByRole('contentinfo').getByRole('link', { name: 'API reference' }).click()
  await expect(page).toHaveURL(/\/en\/api-reference$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
