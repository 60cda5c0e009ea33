// Which schema a database has, next to the one this version of the portal
// knows. Drizzle applies the migrations of the folder whose timestamp is newer
// than the newest one recorded in drizzle.__drizzle_migrations, and silently
// does nothing when the database is ahead: a database migrated by a newer
// version (before a roll back to this one) would then be run by code that
// does not know its tables. Both the server start and a restore refuse that.
import fs from 'node:fs'
import path from 'node:path'

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'db/migrations')

export class SchemaTooNewError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SchemaTooNewError'
  }
}

type JournalEntry = { when: number; tag: string }

/** The migrations this version carries, oldest first (drizzle-kit's journal). */
export function knownMigrations(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }
  return journal.entries.map(({ when, tag }) => ({ when, tag }))
}

/** The timestamp of the newest migration this version carries. */
export function newestKnownMigration(folder = MIGRATIONS_FOLDER): number {
  return Math.max(0, ...knownMigrations(folder).map((migration) => migration.when))
}

/** The migrations drizzle will apply to a database that recorded these (by its rule: newer than the newest applied). */
export function pendingMigrations(appliedCreatedAt: Array<number | string>, folder = MIGRATIONS_FOLDER): string[] {
  const newestApplied = Math.max(0, ...appliedCreatedAt.map(Number))
  return knownMigrations(folder)
    .filter((migration) => migration.when > newestApplied)
    .map((migration) => migration.tag)
}

/** How many applied migrations (their `created_at`) this version does not know. */
export function unknownMigrations(appliedCreatedAt: Array<number | string>, folder = MIGRATIONS_FOLDER): number {
  const newest = newestKnownMigration(folder)
  return appliedCreatedAt.filter((createdAt) => Number(createdAt) > newest).length
}

const day = (millis: number) => new Date(millis).toISOString().slice(0, 10)

/** Throws when the database (or an archive) holds migrations newer than this version's. */
export function assertSchemaNotNewer(appliedCreatedAt: Array<number | string>, what: 'database' | 'backup', folder = MIGRATIONS_FOLDER) {
  const unknown = unknownMigrations(appliedCreatedAt, folder)
  if (unknown === 0) return
  const newestApplied = Math.max(...appliedCreatedAt.map(Number))
  const newest = newestKnownMigration(folder)
  throw new SchemaTooNewError(
    what === 'database'
      ? `The database's schema is newer than this version of the portal: it has ${unknown} migration(s) this version does not know (the newest from ${day(newestApplied)}; this version's newest is from ${day(newest)}). ` +
          'Run the newer version again, or roll back by restoring a backup made with this version into an empty database (README, "Upgrading").'
      : `The backup comes from a newer version of the portal (${unknown} migration(s) this version does not know); upgrade this installation first.`,
  )
}
