import { getPool } from '@/lib/db'

/** True when the database answers within a second. */
export async function isDatabaseHealthy(): Promise<boolean> {
  try {
    const client = await getPool().connect()
    try {
      await client.query({ text: 'select 1', query_timeout: 1000 } as never)
      return true
    } finally {
      client.release()
    }
  } catch {
    return false
  }
}

/** How long one answer of the probe stands for every page request. */
const PROBE_MS = 1000
let probe: { at: number; reachable: Promise<boolean> } | undefined
let watchedPool: unknown

/**
 * Whether the database is reachable, asked at most once a second whatever the
 * traffic (pages ask before rendering, so an outage gives the 503 page and not
 * a 500). A connection the pool loses ends the standing answer at once.
 */
export function isDatabaseReachable(now = Date.now()): Promise<boolean> {
  const pool = getPool()
  if (watchedPool !== pool) {
    watchedPool = pool
    pool.on('error', () => (probe = undefined))
  }
  if (!probe || now - probe.at >= PROBE_MS) probe = { at: now, reachable: isDatabaseHealthy() }
  return probe.reachable
}
