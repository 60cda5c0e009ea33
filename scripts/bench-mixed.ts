// The mixed read/write workload of `npm run bench`: CONNECTIONS clients at
// once, each signed in as its own NGO clerk, for a fixed time. Each request is
// drawn from MIX: the public reads people make most (a profile page, the
// dashboard, the home list) and the writes clerks make (annual budgets and key
// persons of their own profile). Afterwards every clerk's last acknowledged
// write is read back from the database: an acknowledged write that is missing
// counts as an error.
//
// Given several instances (`baseUrls`), requests go to each in turn, and every
// acknowledged budget write is read back at once through another instance, as
// a signed-out visitor reads it (through that instance's cache): a write not
// seen there within a second counts as an error.
import type pg from 'pg'

/** A clerk's API token, and its browser session's cookie header for the pages it opens. */
export type Clerk = { token: string; cookie: string; profileId: number }

/** How a request travels: the API with the clerk's token, or a page of the clerk's browser (its cookie): opened, or prefetched by the client router for a link. */
type Channel = 'public' | 'api' | 'page' | 'prefetch'

type Operation = {
  name: string
  weight: number
  request: (clerk: Clerk, sequence: number) => { method: 'GET' | 'PUT'; path: string; body?: unknown; channel: Channel }
}

/** The headers of a request of the mix, as a browser or an API client sends them. */
function headersOf(clerk: Clerk, channel: Channel, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' }
  if (channel === 'api') headers.token = clerk.token
  if (channel === 'page') Object.assign(headers, { cookie: clerk.cookie, 'sec-fetch-dest': 'document', accept: 'text/html' })
  // What Next's client router sends for a link in view (next-router-prefetch; the rsc flight format).
  if (channel === 'prefetch') Object.assign(headers, { cookie: clerk.cookie, rsc: '1', 'next-router-prefetch': '1' })
  if (hasBody) headers['content-type'] = 'application/json'
  return headers
}

/** How long a write may take to show through another instance. */
const READ_BACK_WITHIN_MS = 1_000
const READ_BACK = 'read back through the other instance'

export type MixedResult = {
  rows: { operation: string; count: number; p50: number; p95: number; errors: number }[]
  total: { count: number; requestsPerSecond: number; p50: number; p95: number; errors: number }
  writesAcknowledged: number
  writesMissing: number
  firstErrors: string[]
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN)

/** The amount a clerk writes in its n-th budget write: unique, so the read-back proves which write landed. */
const amountOf = (clerk: Clerk, sequence: number) => clerk.profileId * 1000 + sequence

function mix(financialYearId: number, publicProfileIds: number[]): Operation[] {
  const anyProfile = (sequence: number) => publicProfileIds[sequence % publicProfileIds.length]
  return [
    { name: 'read: profile page', weight: 30, request: (_clerk, n) => ({ method: 'GET', path: `/profile/${anyProfile(n)}`, channel: 'public' }) },
    { name: 'read: dashboard', weight: 15, request: () => ({ method: 'GET', path: '/', channel: 'public' }) },
    { name: 'read: home list API', weight: 15, request: (_clerk, n) => ({ method: 'GET', path: `/api/ngo/profile?page=${(n % 5) + 1}&limit=10`, channel: 'public' }) },
    { name: 'read: own profile API', weight: 10, request: (clerk) => ({ method: 'GET', path: `/api/ngo/profile/${clerk.profileId}`, channel: 'api' }) },
    // Signed-in pages rendered for their request: the clerk's editor, and another NGO's profile as the clerk sees it.
    { name: 'page: own editor, signed in', weight: 4, request: () => ({ method: 'GET', path: '/profile', channel: 'page' }) },
    { name: 'page: a profile, signed in', weight: 4, request: (_clerk, n) => ({ method: 'GET', path: `/profile/${anyProfile(n)}`, channel: 'page' }) },
    // The client router's prefetches of the links on those pages.
    { name: 'prefetch: a profile, signed in', weight: 6, request: (_clerk, n) => ({ method: 'GET', path: `/profile/${anyProfile(n + 1)}`, channel: 'prefetch' }) },
    {
      name: 'write: annual budget',
      weight: 15,
      request: (clerk, n) => ({
        method: 'PUT',
        path: `/api/ngo/${clerk.profileId}/annual-budget`,
        body: [{ financial_year_id: financialYearId, fund_received_from_internal_sources: amountOf(clerk, n), internal_source: 'Members', fund_received_from_external_bodies: 0 }],
        channel: 'api',
      }),
    },
    {
      name: 'write: key persons',
      weight: 15,
      request: (clerk, n) => ({
        method: 'PUT',
        path: `/api/ngo/${clerk.profileId}/associate`,
        body: [{ org_office_keyperson: `Key person ${n}`, objectives_program: 'Programme review' }],
        channel: 'api',
      }),
    },
  ]
}

export async function runMixedWorkload(options: {
  baseUrls: string[]
  clerks: Clerk[]
  seconds: number
  financialYearId: number
  publicProfileIds: number[]
  pool: pg.Pool
}): Promise<MixedResult> {
  const operations = mix(options.financialYearId, options.publicProfileIds)
  const totalWeight = operations.reduce((sum, operation) => sum + operation.weight, 0)
  const names = [...operations.map((operation) => operation.name), ...(options.baseUrls.length > 1 ? [READ_BACK] : [])]
  const latencies = new Map(names.map((name) => [name, [] as number[]]))
  const errors = new Map(names.map((name) => [name, 0]))
  const failed = (name: string, message: string) => {
    errors.set(name, errors.get(name)! + 1)
    if (firstErrors.length < 5) firstErrors.push(message)
  }

  /** Reads a clerk's budget through `baseUrl` as a signed-out visitor until it shows `amount`. */
  const readBack = async (baseUrl: string, clerk: Clerk, amount: number) => {
    const started = performance.now()
    for (;;) {
      const response = await fetch(`${baseUrl}/api/ngo/${clerk.profileId}/annual-budget`, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
      const body = (await response.json()) as { data?: { annualBudgets?: { fund_received_from_internal_sources: string | number }[] } }
      if (body.data?.annualBudgets?.some((row) => Number(row.fund_received_from_internal_sources) === amount)) break
      if (performance.now() - started > READ_BACK_WITHIN_MS) throw new Error(`a budget write through one instance was not seen through ${baseUrl} within ${READ_BACK_WITHIN_MS} ms`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    latencies.get(READ_BACK)!.push(performance.now() - started)
  }
  const firstErrors: string[] = []
  const lastBudget = new Map<number, number>()
  const deadline = Date.now() + options.seconds * 1000
  let sequence = 0

  const client = async (clerk: Clerk) => {
    while (Date.now() < deadline) {
      const n = sequence++
      let pick = (n * 7919) % totalWeight
      const operation = operations.find((candidate) => (pick -= candidate.weight) < 0)!
      const { method, path, body, channel } = operation.request(clerk, n)
      const instance = n % options.baseUrls.length
      const headers = headersOf(clerk, channel, body !== undefined)
      const started = performance.now()
      try {
        const response = await fetch(options.baseUrls[instance] + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
        await response.arrayBuffer()
        latencies.get(operation.name)!.push(performance.now() - started)
        if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`)
        if (operation.name === 'write: annual budget') lastBudget.set(clerk.profileId, amountOf(clerk, n))
      } catch (error) {
        failed(operation.name, (error as Error).message)
        continue
      }
      if (operation.name === 'write: annual budget' && options.baseUrls.length > 1) {
        await readBack(options.baseUrls[(instance + 1) % options.baseUrls.length], clerk, amountOf(clerk, n)).catch((error: Error) => failed(READ_BACK, error.message))
      }
    }
  }
  const started = performance.now()
  await Promise.all(options.clerks.map(client))
  const elapsed = (performance.now() - started) / 1000

  // Every acknowledged budget write must be the one stored (each clerk writes only its own profile, in order).
  const { rows: stored } = await options.pool.query<{ profile_id: number; amount: string }>(
    `select profile_id, fund_received_from_internal_sources::text as amount from annual_budgets where profile_id = any($1::int[])`,
    [[...lastBudget.keys()]],
  )
  const storedAmount = new Map(stored.map((row) => [row.profile_id, Number(row.amount)]))
  let writesMissing = 0
  for (const [profileId, amount] of lastBudget) if (storedAmount.get(profileId) !== amount) writesMissing++

  const all = [...latencies].flatMap(([name, times]) => (name === READ_BACK ? [] : times)).sort((a, b) => a - b)
  const errorCount = [...errors.values()].reduce((sum, value) => sum + value, 0)
  return {
    rows: names.map((name) => {
      const sorted = latencies.get(name)!.sort((a, b) => a - b)
      return { operation: name, count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), errors: errors.get(name)! }
    }),
    total: { count: all.length, requestsPerSecond: all.length / elapsed, p50: percentile(all, 50), p95: percentile(all, 95), errors: errorCount + writesMissing },
    writesAcknowledged: lastBudget.size,
    writesMissing,
    firstErrors,
  }
}

export type OverloadResult = {
  ratePerSecond: number
  seconds: number
  sent: number
  answered: number
  unanswered: number
  /** Of answered requests, in milliseconds. */
  p50: number
  p95: number
  p99: number
  /** Of the requests served (not refused with 503). */
  servedP99: number
  shareRefused: number
  shareOver5s: number
  serverErrors: number
  refusedWithoutRetryAfter: number
  /** Each operation of the mix: how many were answered, their p99, and the share refused. */
  byOperation: { operation: string; answered: number; p99: number; shareRefused: number }[]
}

/** How long a request of the overload run may go without an answer before it counts as unanswered. */
const UNANSWERED_AFTER_MS = 20_000

/**
 * The overload run: the same mix, sent at a fixed rate whatever the answers
 * (as many people arriving at once do, not clients waiting for their last
 * answer), for `seconds`. An overloaded server shows in the share refused
 * with 503, and must neither answer slowly nor leave a request unanswered.
 */
export async function runOverload(options: {
  baseUrl: string
  clerks: Clerk[]
  ratePerSecond: number
  seconds: number
  financialYearId: number
  publicProfileIds: number[]
}): Promise<OverloadResult> {
  const operations = mix(options.financialYearId, options.publicProfileIds)
  const totalWeight = operations.reduce((sum, operation) => sum + operation.weight, 0)
  const answered: { operation: string; ms: number; status: number; retryAfter: boolean }[] = []
  let unanswered = 0
  const inFlight: Promise<void>[] = []
  const send = (n: number) => {
    let pick = (n * 7919) % totalWeight
    const operation = operations.find((candidate) => (pick -= candidate.weight) < 0)!
    const clerk = options.clerks[n % options.clerks.length]
    const { method, path, body, channel } = operation.request(clerk, n)
    const headers = headersOf(clerk, channel, body !== undefined)
    const started = performance.now()
    return fetch(options.baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(UNANSWERED_AFTER_MS) })
      .then(async (response) => {
        await response.arrayBuffer()
        answered.push({ operation: operation.name, ms: performance.now() - started, status: response.status, retryAfter: response.headers.has('retry-after') })
      })
      .catch(() => {
        unanswered++
      })
  }
  const total = Math.round(options.ratePerSecond * options.seconds)
  const started = performance.now()
  let sent = 0
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * options.ratePerSecond))
      while (sent < due) inFlight.push(send(sent++))
      if (sent >= total) {
        clearInterval(timer)
        resolve()
      }
    }, 5)
  })
  await Promise.all(inFlight)
  const times = answered.map((answer) => answer.ms).sort((a, b) => a - b)
  const served = answered.filter((answer) => answer.status !== 503).map((answer) => answer.ms).sort((a, b) => a - b)
  const refused = answered.filter((answer) => answer.status === 503)
  return {
    ratePerSecond: options.ratePerSecond,
    seconds: options.seconds,
    sent,
    answered: answered.length,
    unanswered,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    servedP99: percentile(served, 99),
    shareRefused: answered.length ? refused.length / answered.length : NaN,
    shareOver5s: answered.length ? answered.filter((answer) => answer.ms > 5_000).length / answered.length : NaN,
    serverErrors: answered.filter((answer) => answer.status >= 500 && answer.status !== 503).length,
    refusedWithoutRetryAfter: refused.filter((answer) => !answer.retryAfter).length,
    byOperation: operations.map(({ name }) => {
      const ofOperation = answered.filter((answer) => answer.operation === name)
      return {
        operation: name,
        answered: ofOperation.length,
        p99: percentile(ofOperation.map((answer) => answer.ms).sort((a, b) => a - b), 99),
        shareRefused: ofOperation.length ? ofOperation.filter((answer) => answer.status === 503).length / ofOperation.length : NaN,
      }
    }),
  }
}
