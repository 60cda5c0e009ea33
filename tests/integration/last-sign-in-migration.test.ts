// Migration 0027 (decision 105): a person's last sign-in becomes a column,
// filled from the newest session each person has, which is what the People
// section showed before; a person without a session keeps none. A database is
// migrated up to just before it, given people and sessions, then migrated to
// the end.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { afterAll, expect, it, inject } from 'vitest'
import { withDatabase } from '@/lib/db/embedded-postgres'
import { MIGRATIONS_FOLDER } from '@/lib/db/schema-version'
import { migrationsBefore } from '@/tests/migrations'

const MIGRATION_TAG = /_people-kept$/

const serverUrl = inject('databaseServerUrl')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ngo-last-sign-in-'))
const name = `ngo_last_sign_in_${randomBytes(4).toString('hex')}`
let pool: pg.Pool | undefined

afterAll(async () => {
  await pool?.end()
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
  fs.rmSync(work, { recursive: true, force: true })
})

it("fills each person's last sign-in from their newest session, and leaves it empty without one", async () => {
  // The migrations as they were before this one.
  const folderBefore = migrationsBefore(MIGRATION_TAG, path.join(work, 'migrations-before'))

  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  pool = new pg.Pool({ connectionString: withDatabase(serverUrl, name), max: 2 })
  await migrate(drizzle(pool), { migrationsFolder: folderBefore })

  const person = async (mobile: string) =>
    (await pool!.query<{ id: number }>(`insert into users (name, mobile, password_hash) values ('Person', $1, 'x') returning id`, [mobile])).rows[0]!.id
  const signedInTwice = await person('9800000001')
  const neverSignedIn = await person('9800000002')
  for (const createdAt of ['2026-11-01T05:00:00Z', '2026-11-20T06:30:00Z']) {
    await pool.query(`insert into sessions (user_id, expires_at, created_at) values ($1, now() + interval '1 day', $2)`, [signedInTwice, createdAt])
  }

  await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_FOLDER })
  const { rows } = await pool.query<{ id: number; last_sign_in_at: Date | null }>(`select id, last_sign_in_at from users order by id`)
  expect(rows.map((row) => [row.id, row.last_sign_in_at?.toISOString() ?? null])).toEqual([
    [signedInTwice, '2026-11-20T06:30:00.000Z'],
    [neverSignedIn, null],
  ])
})
