// Command-line tools (admin:create, seed:demo, backup, restore, reminders) reach
// the portal's database the same way: DATABASE_URL when set; else the embedded
// database of a running `npm start` (DATA_DIR/runtime.json); else they start the
// embedded database under DATA_DIR themselves for the duration of the command.
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { closeDatabase } from '@/lib/db'
import { isAlive, startEmbeddedPostgres, withDatabase, type EmbeddedPostgres } from '@/lib/db/embedded-postgres'
import { getEnv, resetEnvCache } from '@/lib/env'

export const EMBEDDED_DATABASE_NAME = 'ngo_portal'

/** The URL of the embedded database of a running `npm start`, if any. */
export function runningEmbeddedDatabaseUrl(dataDir: string): string | undefined {
  const file = path.join(dataDir, 'runtime.json')
  if (!fs.existsSync(file)) return undefined
  try {
    const runtime = JSON.parse(fs.readFileSync(file, 'utf8')) as { databaseUrl?: string; pid?: number }
    if (runtime.databaseUrl && (!runtime.pid || isAlive(runtime.pid))) return runtime.databaseUrl
  } catch {
    // a half-written file: treat as not running
  }
  return undefined
}

export async function ensureDatabaseExists(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) await client.query(`create database ${name}`)
  } finally {
    await client.end()
  }
}

/**
 * Runs `work` with `db` connected to the portal's database, preparing the
 * schema first (migrations; reference content unless told otherwise).
 */
export async function withCliDatabase<T>(
  work: (context: { databaseUrl: string }) => Promise<T>,
  options: { prepare?: boolean; seed?: boolean; log?: (line: string) => void } = {},
): Promise<T> {
  const log = options.log ?? ((line: string) => process.stderr.write(line + '\n'))
  const envFile = path.resolve('.env')
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile)
  resetEnvCache()
  const env = getEnv()
  let embedded: EmbeddedPostgres | undefined
  let databaseUrl = env.DATABASE_URL ?? runningEmbeddedDatabaseUrl(env.DATA_DIR)
  if (!databaseUrl) {
    log(`starting the embedded database in ${env.DATA_DIR}`)
    embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, log })
    await ensureDatabaseExists(embedded.url, EMBEDDED_DATABASE_NAME)
    databaseUrl = withDatabase(embedded.url, EMBEDDED_DATABASE_NAME)
  }
  process.env.DATABASE_URL = databaseUrl
  resetEnvCache()
  try {
    if (options.prepare !== false) {
      const { prepareDatabase } = await import('@/lib/db/prepare')
      await prepareDatabase({ seed: options.seed !== false, superAdmin: false })
    }
    return await work({ databaseUrl })
  } finally {
    await closeDatabase()
    await embedded?.stop()
  }
}
