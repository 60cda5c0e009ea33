// PostgreSQL stopped and then killed while many clients read pages and the
// API, signed in and signed out. A second portal of the same build runs on a
// PostgreSQL of this test's own (the main end-to-end server's is not touched).
// Every request gets an answer; none is a 500 (the portal answers 503 with
// Retry-After while the database is away: the 503 page in the address's
// language, or the API's JSON); and once the database is back, pages and the
// API answer 200 again.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { startEmbeddedPostgres, withDatabase, type EmbeddedPostgres } from '../lib/db/embedded-postgres'
import { E2E_PORT } from './support/constants'
import { startSecondPortal, waitUntilHealthy, type SecondPortal } from './support/second-portal'

const PORT = E2E_PORT + 61
const CLIENTS = 24
const ANSWER_WITHIN_MS = 20_000
const ADMIN = { mobile: '9851000061', password: 'fault-test-admin-password' }

type Target = { path: string; signedIn: boolean; kind: 'page' | 'api' }
const TARGETS: Target[] = [
  { path: '/', signedIn: false, kind: 'page' },
  { path: '/en', signedIn: false, kind: 'page' },
  { path: '/open-data', signedIn: false, kind: 'page' },
  { path: '/en/open-data', signedIn: false, kind: 'page' },
  { path: '/content/ngos', signedIn: true, kind: 'page' },
  { path: '/en/content/ngos', signedIn: true, kind: 'page' },
  { path: '/api/ngo/profile?page=1&limit=10', signedIn: false, kind: 'api' },
  { path: '/api/ngo/organization-type', signedIn: false, kind: 'api' },
  { path: '/api/auth/me', signedIn: true, kind: 'api' },
  { path: '/api/ngo/profile?page=2&limit=10', signedIn: true, kind: 'api' },
]

type Outcome = { at: number; target: Target; status: number; retryAfter: string | null; body: string }

let database: EmbeddedPostgres
let portal: SecondPortal
let dataDir: string

test.beforeAll(async () => {
  test.setTimeout(180_000)
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ngo-faults-${PORT}-`))
  fs.chmodSync(dataDir, 0o755)
  database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'db'), log: () => undefined })
  portal = startSecondPortal(PORT, {
    DATABASE_URL: withDatabase(database.url, 'postgres'),
    AUTH_SECRET: randomBytes(36).toString('base64'),
    DATA_DIR: path.join(dataDir, 'portal'),
    SUPER_ADMIN_MOBILE: ADMIN.mobile,
    SUPER_ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'error',
  })
  await waitUntilHealthy(portal, 120_000)
})

test.afterAll(async () => {
  await portal?.stop()
  await database?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test('stopping and killing PostgreSQL under load gives 503s with Retry-After, never a 500 or no answer, and recovers', async () => {
  test.setTimeout(180_000)
  const login = await fetch(`${portal.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: ADMIN.mobile, password: ADMIN.password, super_admin: true }),
  })
  expect(login.status, await login.clone().text()).toBe(200)
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token
  const cookie = login.headers.get('set-cookie')!.split(';')[0]

  const outcomes: Outcome[] = []
  const unanswered: string[] = []
  let running = true
  let turn = 0
  async function client() {
    while (running) {
      const target = TARGETS[turn++ % TARGETS.length]
      const headers: Record<string, string> = target.kind === 'page' ? { 'sec-fetch-dest': 'document' } : {}
      if (target.signedIn) Object.assign(headers, target.kind === 'page' ? { cookie } : { token })
      const at = Date.now()
      try {
        const response = await fetch(portal.baseUrl + target.path, { headers, redirect: 'manual', signal: AbortSignal.timeout(ANSWER_WITHIN_MS) })
        const body = await response.text()
        outcomes.push({ at, target, status: response.status, retryAfter: response.headers.get('retry-after'), body })
        if (response.status === 503) await new Promise((resolve) => setTimeout(resolve, 100))
      } catch (error) {
        unanswered.push(`${target.path}: ${(error as Error).message}`)
      }
    }
  }
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  const clients = Array.from({ length: CLIENTS }, client)

  await sleep(3_000)
  const stoppedAt = Date.now()
  await database.stop()
  await sleep(3_000)
  await database.start()
  await sleep(6_000)
  const killedAt = Date.now()
  await database.kill()
  await sleep(3_000)
  await database.start()
  const backAt = Date.now()
  await sleep(12_000)
  running = false
  await Promise.all(clients)

  expect(unanswered).toEqual([])
  const serverErrors = outcomes.filter((outcome) => outcome.status >= 500 && outcome.status !== 503)
  expect(serverErrors.map((outcome) => `${outcome.status} ${outcome.target.path}: ${outcome.body.slice(0, 200)}`)).toEqual([])
  expect(outcomes.filter((outcome) => outcome.at < stoppedAt && outcome.status === 200).length).toBeGreaterThan(CLIENTS)

  // Both outages were felt, and every 503 says when to come back, in the page's language or as the API's JSON.
  const unavailable = outcomes.filter((outcome) => outcome.status === 503)
  expect(unavailable.some((outcome) => outcome.at >= stoppedAt && outcome.at < killedAt)).toBe(true)
  expect(unavailable.some((outcome) => outcome.at >= killedAt && outcome.at < backAt)).toBe(true)
  for (const outcome of unavailable) {
    expect(Number(outcome.retryAfter), outcome.target.path).toBeGreaterThan(0)
    if (outcome.target.kind === 'api') expect(JSON.parse(outcome.body).message, outcome.target.path).toMatch(/unavailable|busy/i)
    else expect(outcome.body, outcome.target.path).toContain(outcome.target.path.startsWith('/en') ? '<html lang="en">' : '<html lang="ne">')
  }
  expect(unavailable.some((outcome) => outcome.target.kind === 'page' && outcome.body.includes('पोर्टल केही बेरका लागि उपलब्ध छैन'))).toBe(true)

  // Recovered: in the last seconds every target answers 200 again.
  const late = outcomes.filter((outcome) => outcome.at > backAt + 8_000)
  for (const target of TARGETS) {
    expect(late.some((outcome) => outcome.target === target && outcome.status === 200), target.path).toBe(true)
  }
  expect(late.filter((outcome) => outcome.status !== 200 && outcome.status !== 503)).toEqual([])
})
