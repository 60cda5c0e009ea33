// Brings a database to the current schema and reference content. Runs at every
// server start (instrumentation.ts) and for every test database; safe to run
// from several app instances at once (advisory lock).
import path from 'node:path'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { seedReferenceContent } from '@/db/seed'
import { ensureSuperAdmin } from '@/lib/auth/super-admin'
import { db, getPool } from '@/lib/db'

const MIGRATION_LOCK = 7_041_990

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'db/migrations')

export async function prepareDatabase(options: { log?: (line: string) => void; seed?: boolean; superAdmin?: boolean } = {}) {
  const log = options.log ?? (() => undefined)
  const client = await getPool().connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    if (options.seed !== false) {
      const summary = await seedReferenceContent(db)
      if (summary.inserted > 0) log(`seeded ${summary.inserted} reference rows`)
    }
    if (options.superAdmin !== false) await ensureSuperAdmin({ log })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
    client.release()
  }
}
