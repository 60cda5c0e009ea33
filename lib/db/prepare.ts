// Brings a database to the current schema and reference content. Runs at every
// server start (instrumentation.ts) and for every test database; safe to run
// from several app instances at once (advisory lock).
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type pg from 'pg'
import { seedReferenceContent } from '@/db/seed'
import { ensureSuperAdmin } from '@/lib/auth/super-admin'
import { db, getPool } from '@/lib/db'
import { assertSchemaNotNewer, MIGRATIONS_FOLDER, pendingMigrations } from '@/lib/db/schema-version'

const MIGRATION_LOCK = 7_041_990

/** The `created_at` of every migration the database records (none on a new database). */
async function appliedMigrations(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ id: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as id`)
  if (!rows[0]?.id) return []
  const applied = await client.query<{ created_at: string }>('select created_at from drizzle.__drizzle_migrations')
  return applied.rows.map((row) => row.created_at)
}

export async function prepareDatabase(options: { log?: (line: string) => void; seed?: boolean; superAdmin?: boolean } = {}) {
  const log = options.log ?? (() => undefined)
  const client = await getPool().connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    // A database a newer version migrated is left as it is (SchemaTooNewError).
    const applied = await appliedMigrations(client)
    assertSchemaNotNewer(applied, 'database')
    const pending = pendingMigrations(applied)
    if (pending.length > 0) log(`applying ${pending.length} database migration(s): ${pending.join(', ')}`)
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    if (pending.length > 0) log(`database schema is now at ${pending.at(-1)}`)
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
