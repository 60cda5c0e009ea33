// Upgrades with a way back (README, "Upgrading"):
// - an archive made by an older version restores into this one, every row and file;
// - a database a newer version migrated is refused at start, and left as it was;
// - so is an archive a newer version made.
//
// tests/fixtures/backup-0.1.0.jsonl.gz was made by version 0.1.0 (schema at
// migration 0008_portal_changed_notify) with two profiles, one complete with
// its documents (six stored files), and an unverified clerk. Never remake it:
// it stands for the archives municipalities already keep.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import zlib from 'node:zlib'
import pg from 'pg'
import { afterAll, describe, expect, it, inject } from 'vitest'
import { restoreBackup } from '@/lib/backup/archive'
import { closeDatabase, getPool } from '@/lib/db'
import { withDatabase } from '@/lib/db/embedded-postgres'
import { prepareDatabase } from '@/lib/db/prepare'
import { newestKnownMigration, pendingMigrations } from '@/lib/db/schema-version'
import { resetEnvCache } from '@/lib/env'

const FIXTURE = path.resolve('tests/fixtures/backup-0.1.0.jsonl.gz')
const serverUrl = inject('databaseServerUrl')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ngo-upgrade-'))
const created: string[] = []

afterAll(async () => {
  await closeDatabase()
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
  fs.rmSync(work, { recursive: true, force: true })
})

/** A new, empty installation: its own database, migrated and seeded as at first start. */
async function freshInstallation(name: string) {
  await closeDatabase()
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  created.push(name)
  process.env.DATABASE_URL = withDatabase(serverUrl, name)
  process.env.UPLOAD_DIR = path.join(work, name)
  resetEnvCache()
  await prepareDatabase({ superAdmin: false })
  return process.env.UPLOAD_DIR
}

type ArchiveLine = { kind: string; schema?: string; table?: string; rows?: Record<string, unknown>[]; path?: string; sha256?: string; data?: string }

async function readArchive(file: string) {
  const rows = new Map<string, Record<string, unknown>[]>()
  const files = new Map<string, string>()
  const reader = readline.createInterface({ input: fs.createReadStream(file).pipe(zlib.createGunzip()), crlfDelay: Infinity })
  for await (const text of reader) {
    if (!text.trim()) continue
    const line = JSON.parse(text) as ArchiveLine
    if (line.kind === 'table') rows.set(`${line.schema}.${line.table}`, [])
    if (line.kind === 'rows') rows.get(`${line.schema}.${line.table}`)!.push(...line.rows!)
    if (line.kind === 'file') files.set(line.path!, line.sha256!)
  }
  return { rows, files }
}

function writeArchive(file: string, lines: ArchiveLine[]) {
  fs.writeFileSync(file, zlib.gzipSync(lines.map((line) => JSON.stringify(line)).join('\n') + '\n'))
}

async function archiveLines(file: string): Promise<ArchiveLine[]> {
  return zlib
    .gunzipSync(fs.readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((text) => JSON.parse(text) as ArchiveLine)
}

const idOf = (row: Record<string, unknown>) => JSON.stringify(row.id ?? row)

describe('an archive made by an older version', () => {
  it('restores into this version with every row and every file', async () => {
    const uploads = await freshInstallation(`ngo_upgrade_old_${Date.now()}`)
    const archive = await readArchive(FIXTURE)
    await restoreBackup(FIXTURE)

    const pool = getPool()
    for (const [table, rows] of archive.rows) {
      // The migration journal stays this installation's own: the code that runs decides the schema.
      if (table === 'drizzle.__drizzle_migrations') continue
      const [schema, name] = table.split('.')
      const { rows: present } = await pool.query(`select row_to_json(t) as row from "${schema}"."${name}" t`)
      expect(present.length, table).toBe(rows.length)
      // Every archived row is there, by its id (or whole, for tables without one).
      const presentIds = new Set(present.map(({ row }) => idOf(row)))
      for (const row of rows) expect(presentIds.has(idOf(row)), `${table} ${idOf(row)}`).toBe(true)
    }
    expect(archive.files.size).toBe(6)
    for (const [relative, sha256] of archive.files) {
      const bytes = fs.readFileSync(path.join(uploads, relative))
      expect(createHash('sha256').update(bytes).digest('hex'), relative).toBe(sha256)
    }
    const { rows: profiles } = await pool.query(`select name, name_en, status from ngo_profiles order by id`)
    expect(profiles).toEqual([
      { name: 'ललितपुर सामुदायिक विकास केन्द्र', name_en: 'Lalitpur Community Development Centre', status: 'active' },
      { name: 'पाटन महिला समूह', name_en: 'Patan Women Group', status: expect.any(String) },
    ])
    // The restored installation's schema is this version's.
    const { rows: journal } = await pool.query(`select max(created_at)::bigint as newest from drizzle.__drizzle_migrations`)
    expect(Number(journal[0].newest)).toBe(newestKnownMigration())
  })
})

describe('a schema newer than this version', () => {
  it('stops the start with a clear message and changes nothing', async () => {
    await freshInstallation(`ngo_upgrade_newer_${Date.now()}`)
    const pool = getPool()
    const future = newestKnownMigration() + 86_400_000
    await pool.query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', $1)`, [future])
    // Something a start would put back: a seeded reference row.
    await pool.query(`delete from translations where id = (select min(id) from translations)`)
    const { rows: before } = await pool.query(`select count(*)::int as count from translations`)

    await expect(prepareDatabase({ superAdmin: false })).rejects.toThrow(
      /The database's schema is newer than this version of the portal: it has 1 migration\(s\) this version does not know/,
    )
    const { rows: after } = await pool.query(`select count(*)::int as count from translations`)
    expect(after[0].count).toBe(before[0].count)
  })

  it('refuses an archive made by a newer version, and restores nothing', async () => {
    const uploads = await freshInstallation(`ngo_upgrade_newer_archive_${Date.now()}`)
    const lines = await archiveLines(FIXTURE)
    for (const line of lines) {
      if (line.kind === 'rows' && line.table === '__drizzle_migrations') line.rows!.push({ id: 99, hash: 'from-a-newer-version', created_at: newestKnownMigration() + 1 })
    }
    const newer = path.join(work, 'newer.jsonl.gz')
    writeArchive(newer, lines)
    await expect(restoreBackup(newer)).rejects.toThrow(/comes from a newer version of the portal/)
    const { rows } = await getPool().query(`select count(*)::int as count from ngo_profiles`)
    expect(rows[0].count).toBe(0)
    expect(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []).toEqual([])
  })
})

describe('pending migrations', () => {
  it('are the ones newer than the newest applied, by drizzle-kit journal order', () => {
    expect(pendingMigrations([])[0]).toBe('0000_initial')
    expect(pendingMigrations([newestKnownMigration()])).toEqual([])
  })
})
