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
  // An idle client losing its server (restart) must not crash the process.
  pool.on('error', (error) => logger.warn('database connection lost', { error: error.message }))
  return pool
}

function getDatabase(): Database {
  instance ??= drizzle(getPool(), { schema, casing: undefined })
  return instance
}

/** Lazily connected, so importing a module never opens a connection. */
export const db: Database = new Proxy({} as Database, {
  get(_target, property) {
    const real = getDatabase() as unknown as Record<string | symbol, unknown>
    const value = real[property]
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real) : value
  },
})

export async function closeDatabase() {
  const current = pool
  pool = undefined
  instance = undefined
  await current?.end()
}

export { schema }
