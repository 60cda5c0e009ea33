// The backup drill: back up a portal with data and files, restore into an
// empty installation, and compare every table's row count and every file's checksum.
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it, inject } from 'vitest'
import { auditLog, currentOrganizationalStructures, ngoProfiles, options, profileOptions, storedFiles } from '@/db/schema'
import { createBackup, restoreBackup } from '@/lib/backup/archive'
import { listProfiles } from '@/lib/profile/profile'
import { profileListQuery } from '@/lib/profile/schemas'
import { closeDatabase, db, getPool } from '@/lib/db'
import { withDatabase } from '@/lib/db/embedded-postgres'
import { prepareDatabase } from '@/lib/db/prepare'
import { resetEnvCache } from '@/lib/env'
import { createUser } from '@/tests/factories'

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ngo-backup-'))
const sourceUploads = path.join(work, 'uploads-source')
const targetUploads = path.join(work, 'uploads-target')
const archive = path.join(work, 'backup.jsonl.gz')
const serverUrl = inject('databaseServerUrl')
const targetName = `ngo_restore_${Date.now()}`

afterAll(async () => {
  await closeDatabase()
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${targetName} with (force)`)
  await admin.query(`drop database if exists ${targetName}_old with (force)`)
  await admin.end()
  fs.rmSync(work, { recursive: true, force: true })
})

function checksums(root: string): Record<string, string> {
  const out: Record<string, string> = {}
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(full)
      else out[path.relative(root, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex')
    }
  }
  if (fs.existsSync(root)) visit(root)
  return out
}

async function rowCounts(): Promise<Record<string, number>> {
  const result = await db.execute<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  const counts: Record<string, number> = {}
  for (const { table_name } of result.rows) {
    const count = await db.execute<{ count: number }>(`select count(*)::int as count from "${table_name}"`)
    counts[table_name] = count.rows[0].count
  }
  return counts
}

/** The source installation's tables, as the first test archived them. */
let sourceCounts: Record<string, number> = {}

describe('backup and restore', () => {
  it('restores every row and every file into an empty installation', async () => {
    process.env.UPLOAD_DIR = sourceUploads
    resetEnvCache()
    // Data: users, profiles with option links, stored files on disk, audit entries, Nepali text.
    fs.mkdirSync(path.join(sourceUploads, 'ab'), { recursive: true })
    const files = [
      { id: 'ab' + 'c'.repeat(30), body: Buffer.from('%PDF-1.4 backup drill\n') },
      { id: 'ab' + 'd'.repeat(30), body: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) },
    ]
    const [scope] = await db.select().from(options).limit(1)
    for (let index = 0; index < 5; index++) {
      const owner = await createUser({ name: `प्रयोगकर्ता ${index}` })
      const [profile] = await db
        .insert(ngoProfiles)
        .values({ user_id: owner.id, name: `सामुदायिक संस्था ${index}`, name_en: `Community Org ${index}`, dao_registration_date: '2020-01-15' })
        .returning()
      await db.insert(profileOptions).values({ profile_id: profile.id, option_id: scope.id })
      await db.insert(currentOrganizationalStructures).values([
        { profile_id: profile.id, name: 'दलित', ethnicity: 'tribe', co_employee_female: index + 1 },
        { profile_id: profile.id, name: index % 2 ? 'मधेसी' : 'शारीरिक अपाङ्गता', ethnicity: index % 2 ? 'tribe' : 'people_with_disability', co_ordinary_member_male: 2 },
      ])
      await db.insert(auditLog).values({ actor_user_id: owner.id, action: 'create', entity: 'ngo_profile', entity_id: String(profile.id), profile_id: profile.id, after: { name: profile.name } })
    }
    for (const file of files) {
      fs.writeFileSync(path.join(sourceUploads, 'ab', file.id), file.body)
      await db.insert(storedFiles).values({ id: file.id, purpose: 'document', mime_type: 'application/pdf', size_bytes: file.body.length, sha256: createHash('sha256').update(file.body).digest('hex') })
    }
    const before = await rowCounts()
    sourceCounts = before
    const beforeFiles = checksums(sourceUploads)

    const summary = await createBackup(archive)
    expect(summary.files).toBe(2)
    expect(summary.tables['public.ngo_profiles']).toBe(5)

    // An empty installation: a new database, migrated and seeded as at first start.
    await closeDatabase()
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${targetName}`)
    await admin.end()
    process.env.DATABASE_URL = withDatabase(serverUrl, targetName)
    process.env.UPLOAD_DIR = targetUploads
    resetEnvCache()
    await prepareDatabase({ superAdmin: false })

    await restoreBackup(archive)
    expect(await rowCounts()).toEqual(before)
    expect(checksums(targetUploads)).toEqual(beforeFiles)
    const [restored] = await db.select().from(ngoProfiles).limit(1)
    expect(restored.name).toMatch(/^सामुदायिक संस्था/)

    // New rows continue after the restored ids.
    const owner = await createUser()
    const [next] = await db.insert(ngoProfiles).values({ user_id: owner.id, name: 'नयाँ' }).returning()
    expect(next.id).toBeGreaterThan(5)
  })

  it('refuses to restore over an installation that has data, and changes nothing', async () => {
    const countBefore = await rowCounts()
    await expect(restoreBackup(archive)).rejects.toThrow(/not empty/)
    expect(await rowCounts()).toEqual(countBefore)
  })

  it('refuses a damaged archive without changing anything', async () => {
    const damaged = path.join(work, 'damaged.jsonl.gz')
    fs.writeFileSync(damaged, Buffer.from('not a backup'))
    await expect(restoreBackup(damaged)).rejects.toThrow()
  })

  it('rebuilds the search tables, the structure totals and the comparison keys when the archive comes from before they existed', async () => {
    // The same archive without the search tables, the totals and the comparison keys, as an older portal wrote it.
    const searchTables = new Set([
      'public.profile_search',
      'public.search_words',
      'public.organizational_structure_totals',
      'public.profile_keys',
      'public.profile_name_parts',
      'public.profile_duplicates',
    ])
    const lines = zlib
      .gunzipSync(fs.readFileSync(archive))
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { kind: string; schema?: string; table?: string; tables?: Record<string, number> })
      .filter((line) => !(line.table && searchTables.has(`${line.schema}.${line.table}`)))
    for (const line of lines) if (line.kind === 'end') for (const table of searchTables) delete line.tables![table]
    const older = path.join(work, 'older.jsonl.gz')
    fs.writeFileSync(older, zlib.gzipSync(lines.map((line) => JSON.stringify(line)).join('\n') + '\n'))

    await closeDatabase()
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${targetName}_old`)
    await admin.end()
    process.env.DATABASE_URL = withDatabase(serverUrl, `${targetName}_old`)
    process.env.UPLOAD_DIR = path.join(work, 'uploads-old')
    resetEnvCache()
    await prepareDatabase({ superAdmin: false })
    await restoreBackup(older)

    const counts = await rowCounts()
    expect(counts.profile_search).toBe(counts.ngo_profiles)
    expect(counts.search_words).toBeGreaterThan(0)
    expect(counts.profile_keys).toBeGreaterThan(0)
    expect(counts.profile_keys).toBe(sourceCounts.profile_keys)
    expect(counts.profile_name_parts).toBe(sourceCounts.profile_name_parts)
    const pool = getPool()
    const { rows: groups } = await pool.query(`select count(distinct (ethnicity, name))::int as groups from current_organizational_structures`)
    expect(groups[0].groups).toBeGreaterThan(0)
    expect(counts.organizational_structure_totals).toBe(groups[0].groups)
    const { rows: kept } = await pool.query(`select sum(row_count)::int as rows from organizational_structure_totals`)
    expect(kept[0].rows).toBe(counts.current_organizational_structures)
    const { countByTribe } = await import('@/lib/dashboard/statistics')
    expect(await countByTribe()).toEqual([
      { name: 'दलित', name_en: 'Dalit', total: 15 },
      { name: 'मधेसी', name_en: 'Madhesi', total: 4 },
    ])
    const superAdmin = { id: 0, name: '', mobile: '', email: null, role: 'super_admin' as const, dao_registration_no: null, ngo_profile_id: null, sessionId: '' }
    const found = await listProfiles(superAdmin, profileListQuery.parse({ q: 'Comunity Org 3' }))
    expect(found.ngoProfiles.map((row) => row.name_en)).toContain('Community Org 3')
  })
})
