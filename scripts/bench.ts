// `npm run bench`: how fast the public pages stay as the registry grows.
// Starts its own PostgreSQL (in a temporary folder) and the production server
// on a free loopback port, seeds 10 000 and then 100 000 demo NGOs, and for
// each size measures with autocannon (50 connections, BENCH_SECONDS each):
//   - the dashboard `/`, a public profile, the super administrator's filtered
//     list `GET /api/ngo/profile?...`, and a static file of the same server;
//   - the reference for the kept pages: a bare Node HTTP server, in a process
//     of its own, on the same machine sending the same bytes and headers as
//     the portal's kept dashboard and profile page;
//   - the signed-in pages (a public profile seen by the super administrator,
//     the owner's editor /profile, the super administrator's /content/ngos)
//     beside the kept public profile, with 10 clients at once and p97.5 (the
//     figures their speed target is set in): each request an address new to
//     the session (a parameter the page does not read), rendered for it; and
//     the sign-in form the same way, the lightest page the portal renders;
//   - beside each measured page, the size of its HTML, raw and gzip-compressed;
//   - the dashboard aggregates called directly, without the cache;
//   - the first-load JavaScript (gzip) of `/` and of a profile page, for a
//     signed-out visitor and for someone signed in, of the four auth pages
//     (/login, /signup, /verification, /recover) against their budget of
//     60 kB, and of the own editor /profile of a signed-in clerk;
//   - a mixed read/write workload (scripts/bench-mixed.ts): 50 signed-in
//     clerks reading public pages and writing their own profiles at once;
//     then the same on two instances of the portal on the one database, each
//     acknowledged write read back through the other instance;
//   - the overload run: the same mix sent at twice the rate the mixed workload
//     measured (its capacity), for BENCH_OVERLOAD_SECONDS, to a server with the
//     default admission settings (decision 056): p50/p95/p99 of the answered
//     requests, the share refused with 503 and the share answered after 5 s
//     (targets: p99 under 2 s, no 500, nothing unanswered).
// The other measurements run on servers without admission limits
// (ADMISSION_*=0), so that they measure what the server itself can do.
// Everything it starts, it stops; the temporary folder is removed.
//
// Settings: BENCH_SECONDS (default 10), BENCH_SIZES (default 10000,100000),
// BENCH_OVERLOAD_SECONDS (default 30),
// BENCH_ONLY=overload (seed, measure the mixed workload's capacity, and run
// only the overload run: for trying admission settings without the rest),
// BENCH_ONLY=first-load (seed and print only the first-load JavaScript table),
// BENCH_OVERLOAD_LIMITS (admission settings the overload run compares at one
// rate, each on a fresh server: `pages,prefetches,reads,writes,uploads,waitMs`
// separated by `;`; default: the portal's defaults),
// NEXT_DIST_DIR (default .next-bench; the build is made when missing or stale).
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import pg from 'pg'
import type { Viewer } from '@/lib/auth/session'
import { findFreePort, startEmbeddedPostgres, withDatabase, type EmbeddedPostgres } from '@/lib/db/embedded-postgres'
import { runMixedWorkload, runOverload, type MixedResult, type OverloadResult } from './bench-mixed'
import { kilobytes, measureFirstLoadJs, type FirstLoadJs } from './first-load-js'
import { startPortalProcess, stopChildProcess } from './portal-process'

const CONNECTIONS = 50
/** The bare reference's rate on the machine the signed-in pages' 100 ms target was set for; a slower machine scales the target by its own. */
const REFERENCE_RATE = 27_000
/** Distinct addresses of each signed-in measurement: more than it reads in its time. */
const SIGNED_IN_ADDRESSES = 5000
/** Clients at once for the signed-in pages and the kept page they are compared with. */
const SIGNED_IN_CONNECTIONS = 10
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number)
const AGGREGATE_RUNS = 20
const OVERLOAD_SECONDS = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 30)
const ONLY_OVERLOAD = process.env.BENCH_ONLY === 'overload'
const ONLY_FIRST_LOAD = process.env.BENCH_ONLY === 'first-load'
/** The most first-load JavaScript each auth page may load (kB of gzip; issue 28). */
const AUTH_PAGE_BUDGET_KB = 60
const OVERLOAD_SETTINGS = overloadSettings(process.env.BENCH_OVERLOAD_LIMITS ?? '')
/** Every measurement but the overload run: the server's own speed, without admission limits. */
const UNLIMITED = { ADMISSION_PAGES: '0', ADMISSION_PREFETCHES: '0', ADMISSION_API_READS: '0', ADMISSION_API_WRITES: '0', ADMISSION_UPLOADS: '0' }
const SUPER_ADMIN = { mobile: '9851999999', password: randomBytes(12).toString('base64url') }
const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next-bench'

type OverloadSetting = { label: string; env: Record<string, string> }

/** The admission settings of BENCH_OVERLOAD_LIMITS; empty: the portal's defaults. */
function overloadSettings(text: string): OverloadSetting[] {
  if (!text.trim()) return [{ label: 'the defaults', env: {} }]
  return text.split(';').map((setting) => {
    const numbers = setting.split(',').map((part) => part.trim())
    if (numbers.length !== 6 || numbers.some((part) => !/^\d+$/.test(part))) {
      throw new Error(`BENCH_OVERLOAD_LIMITS: "${setting}" is not pages,prefetches,reads,writes,uploads,waitMs`)
    }
    const [pages, prefetches, reads, writes, uploads, wait] = numbers
    return {
      label: `${pages}, ${prefetches}, ${reads}, ${writes}, ${uploads}; ${wait} ms`,
      env: { ADMISSION_PAGES: pages, ADMISSION_PREFETCHES: prefetches, ADMISSION_API_READS: reads, ADMISSION_API_WRITES: writes, ADMISSION_UPLOADS: uploads, ADMISSION_QUEUE_WAIT_MS: wait },
    }
  })
}

function say(line: string) {
  process.stdout.write(`[bench] ${line}\n`)
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN)

// ---------------------------------------------------------------- server

function startServer(options: { port: number; databaseUrl: string; dataDir: string; authSecret: string; env?: Record<string, string> }) {
  return startPortalProcess({ ...options, superAdmin: SUPER_ADMIN, distDir: DIST_DIR, env: options.env ?? UNLIMITED })
}

/** The exact bytes and headers the portal sends for a page, compressed as a browser asks. */
function rawAnswer(url: string): Promise<{ headers: http.OutgoingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const headers = { ...response.headers }
          delete headers.date
          delete headers.connection
          delete headers['keep-alive']
          resolve({ headers, body: Buffer.concat(chunks) })
        })
      })
      .on('error', reject)
  })
}

/**
 * The answer a kept page settles on. A kept page is sent plain while its
 * compressed copy is made (decision 012), so the first answers may be the
 * whole uncompressed page: the reference must send what the portal sends
 * once the copy exists, or it would be held to eight times the bytes.
 */
async function keptAnswer(url: string): Promise<{ headers: http.OutgoingHttpHeaders; body: Buffer }> {
  let answer = await rawAnswer(url)
  for (let attempt = 0; attempt < 100 && !answer.headers['content-encoding']; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    answer = await rawAnswer(url)
  }
  if (!answer.headers['content-encoding']) throw new Error(`${url}: no compressed copy after 10 s`)
  return answer
}

// The bare server runs in a process of its own: beside autocannon and its
// per-response callback on one thread it would be held down, and the kept
// pages would look closer to it than they are when a user runs the portal.
const BARE_SERVER_SOURCE = `
const http = require('node:http')
let input = ''
process.stdin.setEncoding('utf8')
process.stdin.on('data', (chunk) => { input += chunk })
process.stdin.on('end', () => {
  const answer = JSON.parse(input)
  const body = Buffer.from(answer.body, 'base64')
  const server = http.createServer((_request, response) => {
    response.writeHead(200, answer.headers)
    response.end(body)
  })
  server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'))
  process.on('SIGTERM', () => server.close(() => process.exit(0)))
})
`

/** A bare Node HTTP server, in a child process, that sends these bytes and headers to every request: the reference for kept pages. */
async function startBareServer(answer: { headers: http.OutgoingHttpHeaders; body: Buffer }): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER_SOURCE], { stdio: ['pipe', 'pipe', 'inherit'] })
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    child.stdout!.setEncoding('utf8')
    child.stdout!.on('data', (chunk: string) => {
      output += chunk
      if (output.includes('\n')) resolve(Number(output.trim()))
    })
    child.once('exit', (code) => reject(new Error(`bare Node server exited (${code})`)))
    child.stdin!.end(JSON.stringify({ headers: answer.headers, body: answer.body.toString('base64') }))
  })
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => stopChildProcess(child) }
}

// ---------------------------------------------------------------- measurements

type Measurement = {
  target: string
  path: string
  p50: number
  p95: number
  p975: number
  requestsPerSecond: number
  errors: number
  /** The page's HTML as sent uncompressed, and gzip-compressed; null when the answer is not HTML. */
  html: { bytes: number; gzipBytes: number } | null
}

// Every client asks for compressed answers, as browsers do.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' }

async function measure(baseUrl: string, target: string, urlPath: string, extraHeaders: Record<string, string> = {}, connections = CONNECTIONS, rotation: string[] = []): Promise<Measurement> {
  const headers = { ...BROWSER_HEADERS, ...extraHeaders }
  // Warm up: the first request of a route compiles nothing in production, but fills the caches.
  let html: Measurement['html'] = null
  for (let index = 0; index < 5; index++) {
    const response = await fetch(baseUrl + urlPath, { headers, redirect: 'manual' })
    // fetch undoes the compression: the body is the page as rendered.
    const body = Buffer.from(await response.arrayBuffer())
    // A redirect or an error page would be measured as if it were the page.
    if (response.status !== 200) throw new Error(`${target} (${urlPath}) answers ${response.status}, not the page`)
    if (response.headers.get('content-type')?.startsWith('text/html')) html = { bytes: body.length, gzipBytes: gzipSync(body).length }
  }
  const latencies: number[] = []
  let errors = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    let next = 0
    // With a rotation, each request takes the next of its paths.
    const setupRequest = (request: { path: string }) => ({ ...request, path: rotation[next++ % rotation.length] })
    const instance = autocannon(
      { url: baseUrl + urlPath, connections, duration: SECONDS, headers, requests: rotation.length > 0 ? [{ setupRequest } as autocannon.Request] : undefined },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime)
      if (statusCode >= 400) errors++
    })
  })
  latencies.sort((a, b) => a - b)
  return {
    target,
    path: urlPath,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p975: percentile(latencies, 97.5),
    requestsPerSecond: result.requests.total / (result.duration || SECONDS),
    errors: errors + result.errors + result.timeouts,
    html,
  }
}

async function timeAggregates() {
  const statistics = await import('@/lib/dashboard/statistics')
  const gaps = await import('@/lib/dashboard/gaps')
  const funds = await import('@/lib/dashboard/funds')
  const { kathmanduToday } = await import('@/lib/dashboard/dates')
  const today = kathmanduToday()
  const runs: [string, () => Promise<unknown>][] = [
    ['counts (type=all)', () => statistics.countProfiles('all', today)],
    ['counts (type=verified)', () => statistics.countProfiles('verified', today)],
    ['counts (type=new_registration)', () => statistics.countProfiles('new_registration', today)],
    ['ngo (total)', () => statistics.countAllProfiles()],
    ['ngo-graph', () => statistics.countByRegistrationFiscalYear()],
    ['thematicScope + targetGroup', () => statistics.countByOption()],
    ['tribe', () => statistics.countByTribe()],
    ['human-resource', () => statistics.sumHumanResource()],
    ['organizational-structure', () => statistics.sumOrganizationalStructure()],
    // Decisions 098 and 100: the gap tables (one read of both), and the money sums from their trigger-kept totals.
    ['ward gap tables', () => gaps.countWardGaps()],
    ['funds (per fiscal year, largest bodies)', () => funds.sumFunds()],
  ]
  const rows: { aggregate: string; p50: number; p95: number }[] = []
  for (const [name, run] of runs) {
    await run()
    const times: number[] = []
    for (let index = 0; index < AGGREGATE_RUNS; index++) {
      const started = performance.now()
      await run()
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    rows.push({ aggregate: name, p50: percentile(times, 50), p95: percentile(times, 95) })
  }
  return rows
}

/** A misspelling as people make them: one letter of the longest word left out. */
function misspell(text: string) {
  const words = text.split(' ')
  const longest = words.reduce((best, word, index) => (word.length > words[best].length ? index : best), 0)
  const word = words[longest]
  if (word.length > 3) words[longest] = word.slice(0, Math.floor(word.length / 2)) + word.slice(Math.floor(word.length / 2) + 1)
  return words.join(' ')
}

type SearchTiming = { kind: string; queries: number; p50: number; p95: number; meanMatches: number }

/** The free-text search of the list, uncached, for kinds of query people type. */
async function timeSearches(pool: pg.Pool): Promise<SearchTiming[]> {
  const { listProfiles } = await import('@/lib/profile/profile')
  const { profileListQuery } = await import('@/lib/profile/schemas')
  const { rows: samples } = await pool.query<{ name: string; name_en: string; location: string }>(
    `select name, name_en, location from ngo_profiles where name_en is not null order by md5(id::text) limit 30`,
  )
  const superAdmin: Viewer = { id: 0, name: 'bench', mobile: SUPER_ADMIN.mobile, email: null, role: 'super_admin', dao_registration_no: null, ngo_profile_id: null, sessionId: '' }
  const kinds: [string, string[]][] = [
    ['English name, misspelt', samples.map((row) => misspell(row.name_en))],
    ['Nepali name', samples.map((row) => row.name)],
    ['Nepali name, misspelt', samples.map((row) => misspell(row.name))],
    ['one word of a place', samples.map((row) => row.location.split(/[ ,-]+/).filter((word) => word.length > 3).pop() ?? row.location)],
    ['a very common word (विकास)', Array.from({ length: 10 }, () => 'विकास')],
  ]
  const out: SearchTiming[] = []
  const everyTime: number[] = []
  let everyMatch = 0
  for (const [kind, queries] of kinds) {
    const times: number[] = []
    let matches = 0
    for (const q of queries) {
      const query = profileListQuery.parse({ q, page: '1', limit: '10' })
      const started = performance.now()
      const result = await listProfiles(superAdmin, query)
      times.push(performance.now() - started)
      matches += result.total
    }
    times.sort((a, b) => a - b)
    out.push({ kind, queries: queries.length, p50: percentile(times, 50), p95: percentile(times, 95), meanMatches: matches / queries.length })
    everyTime.push(...times)
    everyMatch += matches
  }
  everyTime.sort((a, b) => a - b)
  out.push({ kind: 'all queries', queries: everyTime.length, p50: percentile(everyTime, 50), p95: percentile(everyTime, 95), meanMatches: everyMatch / everyTime.length })
  return out
}

// ---------------------------------------------------------------- report

const milliseconds = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-')

function table(headings: string[], rows: string[][]) {
  const widths = headings.map((heading, column) => Math.max(heading.length, ...rows.map((row) => row[column].length)))
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`
  return [line(headings), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n')
}

/** The raw and gzip sizes of a measured page's HTML, or dashes for an answer that is not a page. */
const htmlSizes = (measurement: Measurement) => (measurement.html ? [kilobytes(measurement.html.bytes), kilobytes(measurement.html.gzipBytes)] : ['-', '-'])

function mixedTable(title: string, mixed: MixedResult): string[] {
  return [
    title,
    '',
    table(
      ['operation', 'requests', 'p50', 'p95', 'errors'],
      [
        ...mixed.rows.map((row) => [row.operation, String(row.count), milliseconds(row.p50), milliseconds(row.p95), String(row.errors)]),
        ['all', `${mixed.total.count} (${mixed.total.requestsPerSecond.toFixed(0)} req/s)`, milliseconds(mixed.total.p50), milliseconds(mixed.total.p95), String(mixed.total.errors)],
      ],
    ),
    '',
    `Acknowledged budget writes read back: ${mixed.writesAcknowledged - mixed.writesMissing} of ${mixed.writesAcknowledged} clerks' last writes stored.`,
    ...mixed.firstErrors.map((message) => `- error: ${message}`),
    '',
  ]
}

/** The overload runs, one row per admission setting, then each operation's figures. */
function overloadTable(overloads: { setting: OverloadSetting; result: OverloadResult }[]): string[] {
  if (overloads.length === 0) return []
  const { ratePerSecond, seconds } = overloads[0].result
  const percent = (share: number) => `${(share * 100).toFixed(1)} %`
  return [
    `Overload: the mixed workload sent at ${ratePerSecond.toFixed(0)} req/s (twice the capacity measured above) for ${seconds} s, each admission setting (pages, prefetches, API reads, writes, uploads; queue wait) on a fresh server (targets: p99 of answered < 2 s, no 500, none unanswered):`,
    '',
    table(
      ['setting', 'sent', 'answered', 'unanswered', 'p50', 'p95', 'p99', 'p99 served', '503', 'over 5 s', '5xx but 503', '503 without Retry-After'],
      overloads.map(({ setting, result }) => [
        setting.label,
        String(result.sent),
        String(result.answered),
        String(result.unanswered),
        milliseconds(result.p50),
        milliseconds(result.p95),
        milliseconds(result.p99),
        milliseconds(result.servedP99),
        percent(result.shareRefused),
        percent(result.shareOver5s),
        String(result.serverErrors),
        String(result.refusedWithoutRetryAfter),
      ]),
    ),
    '',
    'Each operation of the overload run (p99 of answered; share refused with 503):',
    '',
    table(
      ['operation', ...overloads.map(({ setting }) => setting.label)],
      overloads[0].result.byOperation.map((row, index) => [
        row.operation,
        ...overloads.map(({ result }) => {
          const ofSetting = result.byOperation[index]
          return `${milliseconds(ofSetting.p99)}, ${percent(ofSetting.shareRefused)}`
        }),
      ]),
    ),
    '',
  ]
}

type FirstLoadRow = { page: string; result: FirstLoadJs | null; budgetKb?: number }

function firstLoadLines(rows: FirstLoadRow[]): string[] {
  return [
    'First-load JavaScript:',
    '',
    table(
      ['page', 'scripts', 'gzip', 'raw', 'HTML gzip', 'budget'],
      rows.map(({ page, result, budgetKb }) => [
        page,
        String(result?.scripts.length ?? '-'),
        result ? kilobytes(result.gzipBytes) : '-',
        result ? kilobytes(result.bytes) : '-',
        result ? kilobytes(result.htmlGzipBytes) : '-',
        budgetKb === undefined || !result ? '' : `${result.gzipBytes <= budgetKb * 1000 ? 'within' : 'OVER'} ${budgetKb} kB`,
      ]),
    ),
    '',
  ]
}

function report(
  size: number,
  measurements: Measurement[],
  signedIn: Measurement[],
  aggregates: { aggregate: string; p50: number; p95: number }[],
  javascript: FirstLoadRow[],
  mixed: MixedResult,
  twoInstances: MixedResult,
  searches: SearchTiming[],
  overloads: { setting: OverloadSetting; result: OverloadResult }[],
) {
  const staticThroughput = measurements.find((measurement) => measurement.target.startsWith('static'))?.requestsPerSecond ?? NaN
  const bare = (page: string) => measurements.find((measurement) => measurement.target === `bare Node server, ${page} bytes`)?.requestsPerSecond
  // The kept pages against the bare server sending their bytes (target: at least 0.8).
  const ratioToBare = (measurement: Measurement) => {
    const reference = measurement.target === 'dashboard' ? bare('dashboard') : measurement.target === 'profile page' ? bare('profile') : undefined
    return reference ? (measurement.requestsPerSecond / reference).toFixed(2) : '-'
  }
  const profileReference = bare('profile')
  const scaledTarget = profileReference ? `, so ${(100 * (REFERENCE_RATE / profileReference)).toFixed(0)} ms on this machine today` : ''
  const lines = [
    '',
    `## ${size.toLocaleString('en-US')} NGOs — ${CONNECTIONS} connections, ${SECONDS} s per target`,
    '',
    // Node's version moves these figures as much as a change of the portal does: the production image runs Node 24.
    `Node ${process.version} on ${os.availableParallelism()} cores.`,
    '',
    table(
      ['target', 'p50', 'p95', 'p97.5', 'req/s', 'ratio to static', 'ratio to bare Node', 'errors', 'HTML raw', 'HTML gzip'],
      measurements.map((measurement) => [
        measurement.target,
        milliseconds(measurement.p50),
        milliseconds(measurement.p95),
        milliseconds(measurement.p975),
        measurement.requestsPerSecond.toFixed(0),
        (measurement.requestsPerSecond / staticThroughput).toFixed(2),
        ratioToBare(measurement),
        String(measurement.errors),
        ...htmlSizes(measurement),
      ]),
    ),
    '',
    ...measurements.map((measurement) => `- ${measurement.target}: ${decodeURIComponent(measurement.path)}`),
    '',
    `Signed-in pages beside the kept page (${SIGNED_IN_CONNECTIONS} clients at once, ${SECONDS} s each; target p97.5 < 100 ms at 100 000 NGOs where the bare Node server sends the profile at ${REFERENCE_RATE.toLocaleString('en-US')} req/s${scaledTarget}):`,
    '',
    table(
      ['page', 'req/s', 'p50', 'p95', 'p97.5', 'errors', 'HTML raw', 'HTML gzip'],
      signedIn.map((measurement) => [
        measurement.target,
        measurement.requestsPerSecond.toFixed(0),
        milliseconds(measurement.p50),
        milliseconds(measurement.p95),
        milliseconds(measurement.p975),
        String(measurement.errors),
        ...htmlSizes(measurement),
      ]),
    ),
    '',
    ...signedIn.map((measurement) => `- ${measurement.target}: ${decodeURIComponent(measurement.path)}`),
    '',
    `Uncached aggregates (${AGGREGATE_RUNS} runs each, called directly):`,
    '',
    table(['aggregate', 'p50', 'p95'], aggregates.map((row) => [row.aggregate, milliseconds(row.p50), milliseconds(row.p95)])),
    '',
    'Free-text search `q`, uncached, as the super administrator (first page of 10, with the total):',
    '',
    table(
      ['query', 'queries', 'p50', 'p95', 'mean matches'],
      searches.map((row) => [row.kind, String(row.queries), milliseconds(row.p50), milliseconds(row.p95), row.meanMatches.toFixed(0)]),
    ),
    '',
    ...firstLoadLines(javascript),
    ...mixedTable(`Mixed read/write workload (${CONNECTIONS} signed-in clerks at once, ${SECONDS} s):`, mixed),
    ...mixedTable(
      'The same on two instances of the portal on one database (requests alternate; every acknowledged budget write is read back through the other instance within 1 s):',
      twoInstances,
    ),
    ...overloadTable(overloads),
  ]
  process.stdout.write(lines.join('\n') + '\n')
}

// ---------------------------------------------------------------- the run

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ngo-portal-bench-'))
  fs.chmodSync(workDir, 0o755)
  const dataDir = path.join(workDir, 'data')
  fs.mkdirSync(dataDir, { recursive: true })
  let database: EmbeddedPostgres | undefined
  let server: ChildProcess | undefined
  let second: ChildProcess | undefined
  let stopping = false
  const cleanUp = async () => {
    if (stopping) return
    stopping = true
    if (server) await stopChildProcess(server)
    if (second) await stopChildProcess(second)
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
    const { FLOW_COOKIE, seal } = await import('@/lib/auth/form-state')
    await prepareDatabase({ superAdmin: false })
    const passwordHash = await hashPassword(DEMO_PASSWORD)
    const cookieOfSession = (session: { token: string }) => `${SESSION_COOKIE}=${encodeURIComponent(session.token)}`

    /** The first-load JavaScript of the public pages, the four auth pages (against their budget) and the signed-in pages. */
    const firstLoadTable = async (baseUrl: string, profileId: number, profilePageExists: boolean): Promise<FirstLoadRow[]> => {
      const pool = getPool()
      const { rows: admins } = await pool.query<{ id: number }>(`select id from users where mobile = $1`, [SUPER_ADMIN.mobile])
      const adminCookie = cookieOfSession(await createSession(admins[0].id, { kind: 'cookie' }))
      const { rows: owners } = await pool.query<{ user_id: number }>(`select user_id from ngo_profiles where id = $1`, [profileId])
      const ownerCookie = cookieOfSession(await createSession(owners[0].user_id, { kind: 'cookie' }))
      // The code pages need the number the previous page handed over (lib/auth/form-state.ts).
      const flowCookie = (step: 'verification' | 'recover') => `${FLOW_COOKIE}=${seal({ step, mobile: '9841000000', fromRegistration: step === 'verification' })}`
      const rows: FirstLoadRow[] = [
        { page: '/', result: await measureFirstLoadJs(baseUrl, '/') },
        { page: '/, the super administrator signed in', result: await measureFirstLoadJs(baseUrl, '/', { headers: { cookie: adminCookie } }) },
      ]
      // The auth pages work without scripts (decision 070); what they load is held to their budget.
      for (const [page, cookie] of [['/login'], ['/signup'], ['/verification', flowCookie('verification')], ['/recover', flowCookie('recover')]] as const) {
        rows.push({ page, budgetKb: AUTH_PAGE_BUDGET_KB, result: await measureFirstLoadJs(baseUrl, page, cookie ? { headers: { cookie } } : {}) })
      }
      rows.push({ page: '/profile, the own editor of a signed-in clerk', result: await measureFirstLoadJs(baseUrl, '/profile', { headers: { cookie: ownerCookie } }) })
      if (profilePageExists) {
        // A signed-out visitor gets the profile as a document without scripts (decision 012); a signed-in viewer the interactive page.
        rows.push(
          { page: `/profile/${profileId}`, result: await measureFirstLoadJs(baseUrl, `/profile/${profileId}`) },
          { page: `/profile/${profileId}, its owner signed in`, result: await measureFirstLoadJs(baseUrl, `/profile/${profileId}`, { headers: { cookie: ownerCookie } }) },
        )
      } else {
        rows.push({ page: '/profile/{id} (no page yet)', result: null })
      }
      return rows
    }

    const port = await findFreePort()
    const baseUrl = `http://127.0.0.1:${port}`
    let seeded = 0
    for (const size of SIZES) {
      if (size > seeded) {
        say(`seeding ${(size - seeded).toLocaleString('en-US')} demo NGOs (to ${size.toLocaleString('en-US')})...`)
        const result = await seedDemoProfiles(getPool(), {
          count: size - seeded,
          passwordHash,
          storeFile: (key, data) => getFileStorage().put(key, data),
          log: say,
        })
        say(`seeded in ${(result.milliseconds / 1000).toFixed(1)} s`)
        seeded = size
      }
      // A fresh server per size: its data cache starts empty, as after a deployment.
      if (server) await stopChildProcess(server)
      say('starting the production server...')
      server = await startServer({ port, databaseUrl, dataDir, authSecret })

      const pool = getPool()
      const { rows: admins } = await pool.query<{ id: number }>(`select id from users where mobile = $1`, [SUPER_ADMIN.mobile])
      const { token } = await createSession(admins[0].id)
      const { rows: profiles } = await pool.query<{ id: number }>(`select id from ngo_profiles where status = 'active' and is_verified order by id desc limit 1 offset 100`)
      const { rows: scopes } = await pool.query<{ id: number }>(`select id from options where type = 'thematic-scope' order by id limit 1 offset 2`)
      const profileId = profiles[0].id

      // The clerks of the mixed workload, each with an API token and a browser session of its own.
      const { rows: clerkRows } = await pool.query<{ id: number; user_id: number }>(
        `select id, user_id from ngo_profiles where status = 'active' and is_verified and user_id is not null order by id limit $1`,
        [CONNECTIONS],
      )
      const clerks = await Promise.all(
        clerkRows.map(async (row) => ({
          token: (await createSession(row.user_id)).token,
          cookie: `${SESSION_COOKIE}=${encodeURIComponent((await createSession(row.user_id, { kind: 'cookie' })).token)}`,
          profileId: row.id,
        })),
      )
      const { rows: years } = await pool.query<{ id: number }>(`select id from financial_years order by id desc limit 1`)
      const { rows: publicProfiles } = await pool.query<{ id: number }>(`select id from ngo_profiles where status = 'active' and is_verified order by id desc limit 200`)
      const workload = { clerks, seconds: SECONDS, financialYearId: years[0].id, publicProfileIds: publicProfiles.map((row) => row.id), pool }
      const secondPort = await findFreePort()
      // Twice the capacity the mixed workload measured, to a fresh server with each admission setting.
      const runOverloads = async (capacity: number) => {
        const overloads: { setting: OverloadSetting; result: OverloadResult }[] = []
        for (const setting of OVERLOAD_SETTINGS) {
          say(`overload run, admission ${setting.label}...`)
          second = await startServer({ port: secondPort, databaseUrl, dataDir, authSecret, env: setting.env })
          const result = await runOverload({ ...workload, baseUrl: `http://127.0.0.1:${secondPort}`, ratePerSecond: 2 * capacity, seconds: OVERLOAD_SECONDS })
          await stopChildProcess(second)
          second = undefined
          overloads.push({ setting, result })
        }
        return overloads
      }
      if (ONLY_FIRST_LOAD) {
        const profilePage = await fetch(`${baseUrl}/profile/${profileId}`)
        await profilePage.arrayBuffer()
        const heading = `## ${size.toLocaleString('en-US')} NGOs — first-load JavaScript only`
        process.stdout.write(['', heading, '', ...firstLoadLines(await firstLoadTable(baseUrl, profileId, profilePage.ok))].join('\n') + '\n')
        continue
      }
      if (ONLY_OVERLOAD) {
        const mixed = await runMixedWorkload({ baseUrls: [baseUrl], ...workload })
        const overloads = await runOverloads(mixed.total.requestsPerSecond)
        const heading = `## ${size.toLocaleString('en-US')} NGOs — the overload run only`
        process.stdout.write(['', heading, '', ...mixedTable(`Mixed read/write workload (${CONNECTIONS} signed-in clerks at once, ${SECONDS} s):`, mixed), ...overloadTable(overloads)].join('\n') + '\n')
        continue
      }

      // The public profile page, or its API read while the page does not exist.
      const pageResponse = await fetch(`${baseUrl}/profile/${profileId}`)
      await pageResponse.arrayBuffer()
      const profileTarget = pageResponse.ok
        ? { target: 'profile page', path: `/profile/${profileId}` }
        : { target: 'profile API (no page yet)', path: `/api/ngo/profile/${profileId}` }

      // The smallest script of a signed-in page is the static file to compare with: serving it is nearly all overhead.
      const adminCookie = await createSession(admins[0].id, { kind: 'cookie' })
      const signedInScripts = await measureFirstLoadJs(baseUrl, '/', { headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(adminCookie.token)}` } })
      const smallest = [...signedInScripts.scripts].sort((a, b) => a.bytes - b.bytes)[0]
      const staticPath = new URL(smallest?.src ?? '/favicon.ico', baseUrl).pathname
      const filters = `/api/ngo/profile?page=3&limit=20&status=active&verified=true&complete_data=true&thematic_scope=${scopes[0].id}&search_by=name&search=${encodeURIComponent('विकास')}`

      const measurements: Measurement[] = []
      measurements.push(await measure(baseUrl, 'static file', staticPath))
      // The same bytes as the kept pages, from a bare Node server: the reference they are held to.
      for (const [page, pagePath] of [['dashboard', '/'], ['profile', profileTarget.path]] as const) {
        const bareServer = await startBareServer(await keptAnswer(baseUrl + pagePath))
        try {
          measurements.push(await measure(bareServer.baseUrl, `bare Node server, ${page} bytes`, pagePath))
        } finally {
          await bareServer.close()
        }
      }
      measurements.push(await measure(baseUrl, 'dashboard', '/'))
      measurements.push(await measure(baseUrl, 'dashboard data (cached API)', '/api/ngo/dashboard/counts'))
      measurements.push(await measure(baseUrl, profileTarget.target, profileTarget.path))
      measurements.push(await measure(baseUrl, 'admin list, filtered', filters, { token }))
      // The ward-filtered home list (decision 098), opened from the gap tables' links.
      const { rows: wardRows } = await pool.query<{ id: number }>(`select id from wards order by number`)
      const { rows: scopeRows } = await pool.query<{ id: number }>(`select id from options where type = 'thematic-scope' and active order by id`)
      const wardFilters = wardRows.flatMap((ward, index) => [`ward=${ward.id}`, `ward=${ward.id}&thematic_scope=${scopeRows[index % scopeRows.length].id}`])
      const wardPages = wardFilters.flatMap((filter) => [filter, `${filter}&page=2`])
      measurements.push(await measure(baseUrl, 'home list by ward (pages)', `/?${wardPages[0]}`, {}, CONNECTIONS, wardPages.map((query) => `/?${query}`)))
      measurements.push(
        await measure(baseUrl, 'home list by ward (API)', `/api/ngo/profile?${wardPages[0]}`, {}, CONNECTIONS, wardPages.map((query) => `/api/ngo/profile?${query}`)),
      )
      // The renewal standing filter (decision 080): a cycle whose deadline passed 20 days ago and a
      // submission for half the NGOs, so "overdue" is the anti-join over every NGO without one.
      await pool.query(`insert into financial_years (financial_year) values ('२१३०/३१') on conflict do nothing`)
      await pool.query(
        `insert into renewal_cycles (financial_year_id, starts_on, deadline, items)
         select id, current_date - 60, current_date - 20, '["part:committee"]' from financial_years
         where financial_year = '२१३०/३१' and not exists (select 1 from renewal_cycles)`,
      )
      await pool.query(
        `insert into renewal_submissions (cycle_id, profile_id, snapshot, state, decided_at)
         select c.id, p.id, '{}', (array['accepted', 'submitted', 'changes_requested'])[p.id % 3 + 1]::renewal_submission_state, now()
         from ngo_profiles p cross join (select id from renewal_cycles order by id limit 1) c
         where p.id % 2 = 0 and not exists (select 1 from renewal_submissions s where s.cycle_id = c.id and s.profile_id = p.id)`,
      )
      measurements.push(await measure(baseUrl, 'admin list, renewal standing overdue', '/api/ngo/profile?page=3&limit=20&standing=overdue', { token }))
      const { rows: named } = await pool.query<{ name_en: string }>(`select name_en from ngo_profiles where name_en is not null order by id limit 1 offset 500`)
      measurements.push(await measure(baseUrl, 'admin list, misspelt name search', `/api/ngo/profile?page=1&limit=20&q=${encodeURIComponent(misspell(named[0].name_en))}`, { token }))

      // The signed-in pages, each with a browser session of its viewer, beside the kept page a signed-out visitor gets.
      const signedIn: Measurement[] = []
      if (pageResponse.ok) {
        const { rows: owners } = await pool.query<{ user_id: number }>(`select user_id from ngo_profiles where id = $1`, [profileId])
        const ownerCookie = await createSession(owners[0].user_id, { kind: 'cookie' })
        const cookieOf = (session: { token: string }) => ({ cookie: `${SESSION_COOKIE}=${encodeURIComponent(session.token)}`, 'sec-fetch-dest': 'document' })
        signedIn.push(await measure(baseUrl, 'kept public profile (signed out)', profileTarget.path, { 'sec-fetch-dest': 'document' }, SIGNED_IN_CONNECTIONS))
        // A query parameter the page does not read (as a shared link's tracking parameter) makes every request an
        // address new to the session: the figures are those of a page rendered for its request, whatever is kept.
        const signedInPage = (target: string, path: string, session: { token: string }) =>
          measure(baseUrl, target, path, cookieOf(session), SIGNED_IN_CONNECTIONS, Array.from({ length: SIGNED_IN_ADDRESSES }, (_, index) => `${path}${path.includes('?') ? '&' : '?'}n=${index}`))
        signedIn.push(await signedInPage('public profile, signed in', profileTarget.path, adminCookie))
        signedIn.push(await signedInPage('own editor /profile', '/profile', ownerCookie))
        signedIn.push(await signedInPage('/content/ngos', '/content/ngos', adminCookie))
        // The lightest page the portal renders, signed out: what any rendered page costs here before it shows anything of its own.
        signedIn.push(
          await measure(baseUrl, 'sign-in form (the lightest render)', '/login', { 'sec-fetch-dest': 'document' }, SIGNED_IN_CONNECTIONS, Array.from({ length: SIGNED_IN_ADDRESSES }, (_, index) => `/login?n=${index}`)),
        )
      }
      for (const measurement of signedIn) if (measurement.errors > 0) say(`${measurement.target}: ${measurement.errors} errors`)

      const aggregates = await timeAggregates()
      const searches = await timeSearches(pool)
      const javascript = await firstLoadTable(baseUrl, profileId, pageResponse.ok)
      const mixed = await runMixedWorkload({ baseUrls: [baseUrl], ...workload })
      // A second instance on the same database, for the same workload spread over both.
      second = await startServer({ port: secondPort, databaseUrl, dataDir, authSecret })
      const twoInstances = await runMixedWorkload({ baseUrls: [baseUrl, `http://127.0.0.1:${secondPort}`], ...workload })
      await stopChildProcess(second)
      second = undefined
      const overloads = await runOverloads(mixed.total.requestsPerSecond)
      report(size, measurements, signedIn, aggregates, javascript, mixed, twoInstances, searches, overloads)
    }
  } finally {
    await cleanUp()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`[bench] ${(error as Error).stack ?? error}\n`)
    process.exit(1)
  },
)
