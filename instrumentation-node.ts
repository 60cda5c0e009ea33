// Server start on Node: refuse to run without a usable secret, then bring the
// database to the current schema and reference content before the first request.
import { closeDatabase } from '@/lib/db'
import { startChangeListener, stopChangeListener } from '@/lib/cache'
import { installFrontHandler } from '@/lib/cache/pages'
import { prepareDatabase } from '@/lib/db/prepare'
import { getAuthSecret, getEnv } from '@/lib/env'
import { logger } from '@/lib/log'
import { installRequestObserver } from '@/lib/system/access-log'
import { installCompression } from '@/lib/system/compression'
import { admissionLimits, createAdmissionControl, installAdmissionControl } from '@/lib/system/admission'
import { isDatabaseHealthy } from '@/lib/system/health'
import { countShed } from '@/lib/system/metrics'
import { installOutageGuard, isDatabaseFailureRecent } from '@/lib/system/outage-guard'

getAuthSecret()
// Each request gets an id, an access-log line and its figures in /metrics (lib/system/access-log.ts).
installRequestObserver()
// Kept public pages are answered before Next sees the request (lib/cache/pages.ts).
installFrontHandler()
// Past what the server can answer in time, requests are answered 503 at once (lib/system/admission.ts).
installAdmissionControl(createAdmissionControl(admissionLimits(getEnv()), countShed))
// A 500 while the database is away goes out as 503 (lib/system/outage-guard.ts).
installOutageGuard(async () => isDatabaseFailureRecent() || !(await isDatabaseHealthy()))
// What Next answers is compressed by the entry, a turn's writes at a time (lib/system/compression.ts).
installCompression()
if (process.env.SKIP_DATABASE_PREPARE !== '1') {
  try {
    await prepareDatabase({ log: (line) => process.stdout.write(line + '\n') })
  } catch (error) {
    // A database migrated by a newer version: serving it would corrupt it.
    if ((error as Error)?.name !== 'SchemaTooNewError') throw error
    logger.error('the portal refuses to start', { reason: (error as Error).message })
    process.exit(78)
  }
}
// Cached reads, kept pages and viewers are kept while a connection hears every committed change (lib/cache).
const databaseUrl = getEnv().DATABASE_URL
if (databaseUrl) await startChangeListener(databaseUrl)

// Graceful stop. On SIGTERM Next's server stops accepting connections, lets the
// requests in flight finish and then calls process.exit. The database pool is
// ended at that moment (no request needs it any more), and a request that is
// still running after SHUTDOWN_GRACE_MS does not keep the process alive: it
// exits within 10 seconds of the signal.
const SHUTDOWN_GRACE_MS = 8_000
const POOL_CLOSE_MS = 1_000

function endPoolThen(exit: () => void) {
  const timer = setTimeout(exit, POOL_CLOSE_MS)
  Promise.all([closeDatabase(), stopChangeListener()])
    .catch((error: unknown) => logger.warn('database pool did not close cleanly', { error: String(error) }))
    .finally(() => {
      clearTimeout(timer)
      exit()
    })
}

process.once('SIGTERM', () => {
  logger.info('shutting down: finishing requests in flight')
  const exit = process.exit.bind(process)
  let exiting = false
  const exitOnce = (code: number | string | null | undefined) => {
    if (exiting) return
    exiting = true
    endPoolThen(() => exit(code ?? 143))
  }
  process.exit = ((code?: number | string | null) => exitOnce(code)) as typeof process.exit
  setTimeout(() => {
    logger.warn('shutting down: requests still running after the grace period are cut off')
    exitOnce(143)
  }, SHUTDOWN_GRACE_MS).unref()
})
