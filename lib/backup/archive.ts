// Backups: one gzip'd JSON-lines archive with every table's rows, read in one
// consistent snapshot (REPEATABLE READ), and the bytes of every stored file of
// that snapshot with its checksum, read from the file storage (a folder or a
// bucket, lib/files/storage.ts); a restore writes them into the storage of the
// installation it restores, whichever it is. Plain SQL and files only, so no
// pg_dump of a matching version is needed (the embedded server is newer than
// most systems' client tools).
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import zlib from 'node:zlib'
import type pg from 'pg'
import { CHANGE_CHANNEL } from '@/lib/cache/listener'
import { getPool } from '@/lib/db'
import { assertSchemaNotNewer, knownMigrations } from '@/lib/db/schema-version'
import { getFileStorage, STORAGE_KEY_PATTERN } from '@/lib/files/storage'

export const BACKUP_FORMAT = 'ngo-portal-backup'
const BATCH = 1000

type Line =
  | { kind: 'header'; format: string; version: 1; created_at: string }
  | { kind: 'table'; schema: string; table: string; columns: string[] }
  | { kind: 'rows'; schema: string; table: string; rows: Record<string, unknown>[] }
  // `key` is the stored file's id; archives of older versions name its `path` under the upload folder.
  | { kind: 'file'; key?: string; path?: string; sha256: string; size: number; data: string }
  | { kind: 'end'; tables: Record<string, number>; files: number }

// Tables the backup carries: the application's and the migration journal.
const TABLES_SQL = `
  select table_schema as schema, table_name as table
  from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')
  order by table_schema, table_name`

function quoted(schema: string, table: string) {
  return `"${schema.replace(/"/g, '""')}"."${table.replace(/"/g, '""')}"`
}

export type BackupSummary = { tables: Record<string, number>; files: number; bytes: number }

export async function createBackup(outputFile: string): Promise<BackupSummary> {
  const client = await getPool().connect()
  const tables: Record<string, number> = {}
  let fileCount = 0
  try {
    await client.query('begin isolation level repeatable read read only')
    const storage = getFileStorage()
    async function* lines(): AsyncGenerator<string> {
      const emit = (line: Line) => JSON.stringify(line) + '\n'
      yield emit({ kind: 'header', format: BACKUP_FORMAT, version: 1, created_at: new Date().toISOString() })
      const { rows: tableRows } = await client.query<{ schema: string; table: string }>(TABLES_SQL)
      for (const { schema, table } of tableRows) {
        const { rows: columnRows } = await client.query<{ column_name: string }>(
          `select column_name from information_schema.columns where table_schema = $1 and table_name = $2 and is_generated = 'NEVER' order by ordinal_position`,
          [schema, table],
        )
        const columns = columnRows.map((row) => row.column_name)
        yield emit({ kind: 'table', schema, table, columns })
        const cursor = `backup_${schema}_${table}`.replace(/[^a-z0-9_]/gi, '_')
        await client.query(`declare ${cursor} no scroll cursor for select row_to_json(t) as row from ${quoted(schema, table)} t`)
        let count = 0
        for (;;) {
          const { rows } = await client.query<{ row: Record<string, unknown> }>(`fetch ${BATCH} from ${cursor}`)
          if (rows.length === 0) break
          count += rows.length
          yield emit({ kind: 'rows', schema, table, rows: rows.map((row) => row.row) })
        }
        await client.query(`close ${cursor}`)
        tables[`${schema}.${table}`] = count
      }
      // The bytes of every file the snapshot names: an upload stores its bytes
      // before its row commits, so they are in the storage already.
      const { rows: fileRows } = await client.query<{ id: string }>('select id from stored_files order by id')
      for (const { id } of fileRows) {
        const data = await storage.get(id)
        if (!data) throw new Error(`The bytes of stored file ${id} are missing from the file storage.`)
        fileCount++
        yield emit({ kind: 'file', key: id, sha256: createHash('sha256').update(data).digest('hex'), size: data.length, data: data.toString('base64') })
      }
      yield emit({ kind: 'end', tables, files: fileCount })
    }
    const temporary = `${outputFile}.tmp`
    await pipeline(Readable.from(lines()), zlib.createGzip(), fs.createWriteStream(temporary, { mode: 0o600 }))
    fs.renameSync(temporary, outputFile)
    await client.query('commit')
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    fs.rmSync(`${outputFile}.tmp`, { force: true })
    throw error
  } finally {
    client.release()
  }
  return { tables, files: fileCount, bytes: fs.statSync(outputFile).size }
}

async function* readLines(inputFile: string): AsyncGenerator<Line> {
  const input = fs.createReadStream(inputFile).pipe(zlib.createGunzip())
  const reader = readline.createInterface({ input, crlfDelay: Infinity })
  for await (const text of reader) if (text.trim()) yield JSON.parse(text) as Line
}

async function assertEmptyInstallation(client: pg.PoolClient) {
  const { rows } = await client.query<{ table: string }>(
    `select table_name as table from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )
  for (const { table } of rows) {
    // Reference content seeded at start is replaced by the backup's own; so is
    // the first super administrator an installation creates.
    if (SEEDED_TABLES.has(table)) continue
    const probe =
      table === 'users'
        ? await client.query(`select 1 from users where role <> 'super_admin' limit 1`)
        : table === 'audit_log'
          ? await client.query(`select 1 from audit_log where action <> 'create_super_admin' limit 1`)
          : table === 'sessions' || table === 'sign_in_devices' || table === 'rate_limit_counters' || table === 'request_attempts' || table === 'sms_send_failures'
          ? { rows: [] }
          : await client.query(`select 1 from ${quoted('public', table)} limit 1`)
    if (probe.rows.length) throw new Error(`The target installation is not empty (table ${table} has rows). Restore into a new, empty installation.`)
  }
}

// Tables a fresh installation fills at first start; the backup's rows replace them.
const SEEDED_TABLES = new Set([
  'organization_types',
  'options',
  'financial_years',
  'translations',
  'document_configs',
  'organizational_structure_configs',
  'rules_regulations_plan_configs',
  'renewal_reasons',
  'wards',
  'seeded_items',
])

// The migration journal stays the installation's own: the code that runs decides the schema.
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations'

/**
 * Restores an archive into an empty installation (migrated; reference content
 * and a first super administrator may exist and are replaced). One transaction:
 * all or nothing for the database; files are verified against their checksums.
 */
export async function restoreBackup(inputFile: string): Promise<BackupSummary> {
  const client = await getPool().connect()
  const tables: Record<string, number> = {}
  let fileCount = 0
  const storage = getFileStorage()
  let newestArchivedMigration = 0
  const writtenFiles: string[] = []
  try {
    await client.query('begin')
    await assertEmptyInstallation(client)
    // Rows arrive table by table; foreign keys are checked by the data's own consistency.
    await client.query('set local session_replication_role = replica')
    let sawHeader = false
    let sawEnd = false
    const columnsOf: Record<string, string[]> = {}
    for await (const line of readLines(inputFile)) {
      if (line.kind === 'header') {
        if (line.format !== BACKUP_FORMAT) throw new Error('Not a backup of this portal.')
        sawHeader = true
      } else if (!sawHeader) {
        throw new Error('Not a backup of this portal.')
      } else if (line.kind === 'table' && `${line.schema}.${line.table}` === MIGRATIONS_TABLE) {
        columnsOf[MIGRATIONS_TABLE] = line.columns
        tables[MIGRATIONS_TABLE] = 0
      } else if (line.kind === 'rows' && `${line.schema}.${line.table}` === MIGRATIONS_TABLE) {
        tables[MIGRATIONS_TABLE] += line.rows.length
        assertSchemaNotNewer(line.rows.map((row) => row.created_at as string | number), 'backup')
        newestArchivedMigration = Math.max(newestArchivedMigration, ...line.rows.map((row) => Number(row.created_at)))
      } else if (line.kind === 'table') {
        const name = quoted(line.schema, line.table)
        const exists = await client.query(`select to_regclass($1) as id`, [name])
        if (!exists.rows[0].id) throw new Error(`The backup has a table this installation lacks: ${line.schema}.${line.table}`)
        await client.query(`delete from ${name}`)
        columnsOf[`${line.schema}.${line.table}`] = line.columns
        tables[`${line.schema}.${line.table}`] = 0
      } else if (line.kind === 'rows') {
        const key = `${line.schema}.${line.table}`
        const columns = columnsOf[key].map((column) => `"${column.replace(/"/g, '""')}"`).join(', ')
        const name = quoted(line.schema, line.table)
        await client.query(`insert into ${name} (${columns}) select ${columns} from json_populate_recordset(null::${name}, $1::json)`, [JSON.stringify(line.rows)])
        tables[key] += line.rows.length
      } else if (line.kind === 'file') {
        const data = Buffer.from(line.data, 'base64')
        const key = line.key ?? path.posix.basename(line.path ?? '')
        if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Unsafe file name in the backup: ${line.key ?? line.path}`)
        if (createHash('sha256').update(data).digest('hex') !== line.sha256) throw new Error(`Damaged file in the backup: ${key}`)
        await storage.put(key, data)
        writtenFiles.push(key)
        fileCount++
      } else if (line.kind === 'end') {
        sawEnd = true
        for (const [table, count] of Object.entries(line.tables)) {
          if (tables[table] !== count) throw new Error(`Incomplete backup: ${table} has ${tables[table]} rows, expected ${count}`)
        }
        if (fileCount !== line.files) throw new Error(`Incomplete backup: ${fileCount} files, expected ${line.files}`)
      }
    }
    if (!sawEnd) throw new Error('The backup is truncated (no end marker).')
    await resetSequences(client)
    // An archive from before the search tables existed: rebuild them (the triggers do it).
    await client.query('set local session_replication_role = origin')
    await client.query(`update ngo_profiles set id = id where id not in (select profile_id from profile_search)`)
    // An archive from before the comparison keys existed: make them, with the pairs of possible duplicates (decision 094).
    await client.query(`select profile_keys_refresh(array(select p.id from ngo_profiles p where not exists (select 1 from profile_keys k where k.profile_id = p.id)))`)
    // The dashboard's structure totals, computed afresh from the restored rows (an archive may predate them).
    await client.query(`select organizational_structure_totals_rebuild()`)
    // So are the money totals of the listed profiles (decision 100).
    await client.query(`select fund_totals_rebuild()`)
    // An archive from before the calendar's rows of BS 2084-2100 were corrected still carries
    // what the old rows derived (registration fiscal years, document and fiscal-year dates):
    // recompute them as that migration did (decision 006).
    if (newestArchivedMigration < calendarCorrection()) await client.query(`select calendar_2084_2100_recompute()`)
    // An archive from before an NGO was its people (decision 092): each profile's owner becomes its admin, as that migration did.
    if (newestArchivedMigration < migrationTime('_ngo-members')) await client.query(`select profile_members_from_owners()`)
    // The rows went in with triggers off: tell every running instance that everything changed (delivered at commit).
    await client.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, JSON.stringify({ table: '*' })])
    await client.query('commit')
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    for (const key of writtenFiles) await storage.delete(key).catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
  return { tables, files: fileCount, bytes: fs.statSync(inputFile).size }
}

/** When the migration whose tag ends with `suffix` was made (its journal time). */
function migrationTime(suffix: string): number {
  const migration = knownMigrations().find((entry) => entry.tag.endsWith(suffix))
  if (!migration) throw new Error(`The migration ${suffix.slice(1)} is missing from db/migrations.`)
  return migration.when
}

/** When the migration that corrected the calendar's rows of 2084-2100 was made. */
const calendarCorrection = () => migrationTime('_calendar_2084_2100')

/** Serial columns continue after the restored ids. */
async function resetSequences(client: pg.PoolClient) {
  const { rows } = await client.query<{ schema: string; table: string; column: string; sequence: string }>(`
    select n.nspname as schema, c.relname as table, a.attname as column, s.relname as sequence
    from pg_depend d
    join pg_class s on s.oid = d.objid and s.relkind = 'S'
    join pg_class c on c.oid = d.refobjid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum = d.refobjsubid
    where d.deptype in ('a', 'i') and n.nspname in ('public', 'drizzle')`)
  for (const row of rows) {
    await client.query(
      `select setval($1, coalesce((select max("${row.column}") from ${quoted(row.schema, row.table)}), 0) + 1, false)`,
      [`${row.schema}.${row.sequence}`],
    )
  }
}
