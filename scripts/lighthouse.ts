// `npm run lighthouse`: Lighthouse's mobile profile, with its default
// throttling (a mid-range phone on a slow 4G network, simulated), on the
// pages a person meets first: the dashboard `/`, a public profile, `/login`
// and a clerk's own editor `/profile`. Prints each page's performance score
// and total blocking time beside the targets (score at least 90, TBT under
// 300 ms). A measurement, not a test: the figures move with the machine.
//
// Starts its own PostgreSQL (in a temporary folder), seeds demo NGOs, starts
// the production portal as a user starts it and drives Debian's Chromium
// (CHROMIUM_PATH, default /usr/bin/chromium) with the lighthouse package.
// Everything it starts, it stops; the temporary folder is removed.
//
// Settings: LIGHTHOUSE_RUNS (default 3: the median run of each page is
// printed), NEXT_DIST_DIR (default .next-bench, shared with `npm run bench`).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { findFreePort, startEmbeddedPostgres, withDatabase, type EmbeddedPostgres } from '@/lib/db/embedded-postgres'
import { startPortalProcess, stopChildProcess } from './portal-process'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next-bench'
const SUPER_ADMIN = { mobile: '9851999999', password: randomBytes(12).toString('base64url') }
const TARGETS = { score: 90, totalBlockingTimeMs: 300 }

type PageResult = { page: string; score: number; totalBlockingTimeMs: number; largestContentfulPaintMs: number; scriptKb: number }

function say(line: string) {
  process.stdout.write(`[lighthouse] ${line}\n`)
}

/** Runs the audits in a plain Node process (scripts/lighthouse-audit.mjs says why). */
async function auditPages(pages: { page: string; url: string; headers: Record<string, string> }[]): Promise<PageResult[]> {
  const child = spawn(process.execPath, [path.join(__dirname, 'lighthouse-audit.mjs')], { stdio: ['pipe', 'pipe', 'inherit'] })
  child.stdin.end(JSON.stringify({ chromium: CHROMIUM, runs: RUNS, pages }))
  let output = ''
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (chunk: string) => {
    output += chunk
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`the Lighthouse audits failed (exit ${code})`)
  return JSON.parse(output) as PageResult[]
}

function report(results: PageResult[]) {
  const rows = [
    ['page', 'score', 'TBT', 'LCP', 'scripts (transfer)', `target: score ≥ ${TARGETS.score}, TBT < ${TARGETS.totalBlockingTimeMs} ms`],
    ...results.map((result) => [
      result.page,
      String(result.score),
      `${Math.round(result.totalBlockingTimeMs)} ms`,
      `${(result.largestContentfulPaintMs / 1000).toFixed(1)} s`,
      `${result.scriptKb.toFixed(0)} kB`,
      result.score >= TARGETS.score && result.totalBlockingTimeMs < TARGETS.totalBlockingTimeMs ? 'met' : 'NOT met',
    ]),
  ]
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  const lines = rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  '))
  process.stdout.write(`\nLighthouse, mobile profile with default throttling, median of ${RUNS} run(s) per page (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}):\n${lines.join('\n')}\n`)
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ngo-portal-lighthouse-'))
  fs.chmodSync(workDir, 0o755)
  const dataDir = path.join(workDir, 'data')
  fs.mkdirSync(dataDir, { recursive: true })
  let database: EmbeddedPostgres | undefined
  let server: Awaited<ReturnType<typeof startPortalProcess>> | undefined
  let stopping = false
  const cleanUp = async () => {
    if (stopping) return
    stopping = true
    if (server) await stopChildProcess(server)
    const { closeDatabase } = await import('@/lib/db')
    await closeDatabase().catch(() => undefined)
    await database?.stop()
    fs.rmSync(workDir, { recursive: true, force: true })
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void cleanUp().finally(() => process.exit(130)))

  try {
    database = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'db'), log: () => undefined })
    const admin = new pg.Client({ connectionString: database.url })
    await admin.connect()
    await admin.query('create database ngo_portal')
    await admin.end()
    const databaseUrl = withDatabase(database.url, 'ngo_portal')
    const authSecret = randomBytes(48).toString('base64url')
    Object.assign(process.env, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, AUTH_SECRET: authSecret })

    const { prepareDatabase } = await import('@/lib/db/prepare')
    const { getPool } = await import('@/lib/db')
    const { hashPassword } = await import('@/lib/auth/password')
    const { getFileStorage } = await import('@/lib/files/storage')
    const { DEMO_PASSWORD, seedDemoProfiles } = await import('@/db/seed/demo')
    const { createSession } = await import('@/lib/auth/session')
    const { SESSION_COOKIE } = await import('@/lib/auth/cookie-session')
    await prepareDatabase({ superAdmin: false })
    say('seeding 1 000 demo NGOs...')
    await seedDemoProfiles(getPool(), { count: 1000, passwordHash: await hashPassword(DEMO_PASSWORD), storeFile: (key, data) => getFileStorage().put(key, data) })

    const port = await findFreePort()
    const baseUrl = `http://127.0.0.1:${port}`
    say('starting the production server...')
    server = await startPortalProcess({ port, databaseUrl, dataDir, authSecret, superAdmin: SUPER_ADMIN, distDir: DIST_DIR })

    const { rows } = await getPool().query<{ id: number; user_id: number }>(`select id, user_id from ngo_profiles where status = 'active' and is_verified order by id limit 1 offset 10`)
    const clerk = await createSession(rows[0].user_id, { kind: 'cookie' })
    const signedIn = { Cookie: `${SESSION_COOKIE}=${encodeURIComponent(clerk.token)}` }
    const pages: { page: string; path: string; headers: Record<string, string> }[] = [
      { page: 'dashboard /', path: '/', headers: {} },
      { page: 'public profile', path: `/profile/${rows[0].id}`, headers: {} },
      { page: '/login', path: '/login', headers: {} },
      { page: 'own editor /profile', path: '/profile', headers: signedIn },
    ]
    // Warm the portal's caches as a page that has been read before.
    for (const { path: pagePath, headers } of pages) await (await fetch(baseUrl + pagePath, { headers })).arrayBuffer()

    const results = await auditPages(pages.map(({ page, path: pagePath, headers }) => ({ page, url: baseUrl + pagePath, headers })))
    report(results)
  } finally {
    await cleanUp()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
