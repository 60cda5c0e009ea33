// The database client. Only lib/<domain>/ modules import it.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from '@/db/schema'
import { getEnv } from '@/lib/env'
import { logger } from '@/lib/log'

export type Database = NodePgDatabase<typeof schema>
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** A database handle or an open transaction: domain functions accept either. */
export type Executor = Database | Transaction

let pool: pg.Pool | undefined
let instance: Database | undefined

export function getPool(): pg.Pool {
  if (pool) return pool
  const env = getEnv()
  const url = env.DATABASE_URL
  if (!url) throw new Error('DATABASE_URL is not set: start the portal with `npm start`, which provides a database.')
  pool = new pg.Pool({
    connectionString: url,
    max: env.DATABASE_POOL_MAX,
    // Fail fast while the database is down so callers answer 503 quickly; the
    // pool makes fresh connections once it is back.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    application_name: 'ngo-portal',
  })
  openPools().add(pool)
  // An idle client losing its server (restart) must not crash the process.
  pool.on('error', (error) => logger.warn('database connection lost', { error: error.message }))
  // So must a checked-out client losing it between two queries (inside a
  // transaction): its next query fails and the caller answers 503.
  pool.on('connect', (client) => client.on('error', (error) => logger.warn('database connection lost', { error: error.message })))
  return pool
}

function getDatabase(): Database {
  instance ??= drizzle(getPool(), { schema, casing: undefined })
  return instance
}

/**
 * A transaction on a client of its own, always given back to the pool. Drizzle's
 * own pool transaction sends `begin` before its try/finally, so a connection
 * lost at that moment (database restart) would never be released and the pool
 * would run dry; a released client that lost its server is dropped by the pool.
 */
const transaction: Database['transaction'] = async (work, config) => {
  const client = await getPool().connect()
  try {
    return await drizzle(client, { schema, casing: undefined }).transaction(work, config)
  } finally {
    client.release()
  }
}

/** Lazily connected, so importing a module never opens a connection. */
export const db: Database = new Proxy({} as Database, {
  get(_target, property) {
    if (property === 'transaction') return transaction
    const real = getDatabase() as unknown as Record<string | symbol, unknown>
    const value = real[property]
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real) : value
  },
})

// Every pool of this process. The server's start-up and its route handlers may
// be bundled apart, each with its own copy of this module and so its own pool.
const POOLS_KEY = Symbol.for('ngo-portal.database-pools')
function openPools(): Set<pg.Pool> {
  const holder = globalThis as typeof globalThis & { [POOLS_KEY]?: Set<pg.Pool> }
  holder[POOLS_KEY] ??= new Set()
  return holder[POOLS_KEY]
}

/** Connections of this process's pools (for /metrics): open, idle, waiting for one, and the maximum. */
export function poolUse(): { total: number; idle: number; waiting: number; max: number } {
  const use = { total: 0, idle: 0, waiting: 0, max: 0 }
  for (const open of openPools()) {
    use.total += open.totalCount
    use.idle += open.idleCount
    use.waiting += open.waitingCount
    use.max += open.options.max ?? 10
  }
  return use
}

export async function closeDatabase() {
  const current = pool
  pool = undefined
  instance = undefined
  if (current) openPools().delete(current)
  await current?.end()
}

export { schema }
