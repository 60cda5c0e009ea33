// What /api/health reports: the version and the state of each part the portal
// runs on. The database and the SMS provider's settings are needed by every
// instance (a sign-up cannot finish without an SMS): either down answers 503,
// so an orchestrator takes the instance out of rotation. File storage that
// cannot be written and a change listener that is not listening leave the
// portal serving (pages, reads and every write but an upload), degraded: 200
// with the part named. Taking the instance out for a read-only upload folder
// would turn a broken upload into a whole outage, and every instance shares
// that storage anyway (decision 056).
import { getPool } from '@/lib/db'
import { isListening } from '@/lib/cache'
import { getFileStorage } from '@/lib/files/storage'
import { getSmsProvider } from '@/lib/sms'
import { PORTAL_VERSION } from '@/lib/system/version'

const CHECK_TIMEOUT_MS = 2_000
/** Written and removed by each check; never a real file's id (those are random). */
export const STORAGE_PROBE_KEY = '0'.repeat(32)

export type HealthReport = {
  status: 'ok' | 'degraded' | 'down'
  version: string
  database: 'up' | 'down'
  storage: 'writable' | 'not writable'
  sms: 'configured' | 'not configured'
  sms_provider: string
  change_listener: 'listening' | 'not listening'
}

async function withinTime(check: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([check(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS)))])
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/** True when the database answers within a second. */
export async function isDatabaseHealthy(): Promise<boolean> {
  return withinTime(async () => {
    const client = await getPool().connect()
    try {
      await client.query({ text: 'select 1', query_timeout: 1000 } as never)
    } finally {
      client.release()
    }
  })
}

/** True when a small file can be stored and removed (a full disk or a read-only bucket fail). */
export async function isStorageWritable(): Promise<boolean> {
  return withinTime(async () => {
    const storage = getFileStorage()
    await storage.put(STORAGE_PROBE_KEY, new TextEncoder().encode('health check\n'))
    await storage.delete(STORAGE_PROBE_KEY)
  })
}

export async function checkHealth(): Promise<HealthReport> {
  const [database, storage] = await Promise.all([isDatabaseHealthy(), isStorageWritable()])
  const provider = getSmsProvider()
  const report: Omit<HealthReport, 'status'> = {
    version: PORTAL_VERSION,
    database: database ? 'up' : 'down',
    storage: storage ? 'writable' : 'not writable',
    sms: provider.missingSettings().length === 0 ? 'configured' : 'not configured',
    sms_provider: provider.name,
    change_listener: isListening() ? 'listening' : 'not listening',
  }
  const needed = report.database === 'up' && report.sms === 'configured'
  const whole = report.storage === 'writable' && report.change_listener === 'listening'
  return { status: !needed ? 'down' : whole ? 'ok' : 'degraded', ...report }
}

/** A sentence naming what is wrong, for the answer's message. */
export function healthMessage(report: HealthReport): string {
  const problems = [
    report.database === 'down' && 'database down',
    report.storage === 'not writable' && 'file storage not writable',
    report.sms === 'not configured' && `SMS provider ${report.sms_provider} not configured`,
    report.change_listener === 'not listening' && 'change listener not listening',
  ].filter(Boolean)
  if (report.status === 'ok') return 'OK'
  return `${report.status === 'down' ? 'Unavailable' : 'Degraded'}: ${problems.join(', ')}`
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
