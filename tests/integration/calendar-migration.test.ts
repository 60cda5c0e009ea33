// The migration that recomputes what was derived through the old BS rows of
// 2084-2095 (decision 006): a database is migrated up to just before it,
// filled the way the portal filled it under the old rows, then migrated to the
// end, or backed up and restored into a new installation; stored AD dates
// stay, derived values follow the new rows, and values a person typed stay.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { createBackup, restoreBackup } from '@/lib/backup/archive'
import { fiscalYearOfAdString, fiscalYearRange, lastRenewalDateOfFiscalYear, toNepaliDigits } from '@/lib/calendar'
import { closeDatabase } from '@/lib/db'
import { withDatabase } from '@/lib/db/embedded-postgres'
import { prepareDatabase } from '@/lib/db/prepare'
import { MIGRATIONS_FOLDER } from '@/lib/db/schema-version'
import { migrationsBefore } from '@/tests/migrations'
import { resetEnvCache } from '@/lib/env'
import { documentDates } from '@/lib/profile/document-rules'

const MIGRATION_TAG = /_calendar_2084_2100$/

// The rows the portal used for 2083-2095 before (the bikram-sambat projections), from
// BS 2083-01-01 = AD 2026-04-14; nothing after 2095.
const OLD_ROWS: Record<number, number[]> = {
  2083: [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30],
  2084: [31, 31, 32, 31, 31, 30, 30, 30, 29, 30, 30, 30],
  2085: [31, 32, 31, 32, 30, 31, 30, 30, 29, 30, 30, 30],
  2086: [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 30, 30],
  2087: [31, 31, 32, 31, 31, 31, 30, 30, 29, 30, 30, 30],
  2088: [30, 31, 32, 32, 30, 31, 30, 30, 29, 30, 30, 30],
  2089: [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 30, 30],
  2090: [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 30, 30],
  2091: [31, 31, 32, 31, 31, 31, 30, 30, 29, 30, 30, 30],
  2092: [30, 31, 32, 32, 31, 30, 30, 30, 29, 30, 30, 30],
  2093: [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 30, 30],
  2094: [31, 31, 32, 31, 31, 30, 30, 30, 29, 30, 30, 30],
  2095: [31, 31, 32, 31, 31, 31, 30, 29, 30, 30, 30, 30],
}

const dayString = (epochDay: number) => new Date(epochDay * 86_400_000).toISOString().slice(0, 10)
const epochDayOf = (ad: string) => Date.parse(`${ad}T00:00:00Z`) / 86_400_000

/** Shrawan 1 of each year by the old rows, as AD epoch days. */
const OLD_SHRAWAN_1: Record<number, number> = {}
let oldEnd = epochDayOf('2026-04-14')
for (const [year, row] of Object.entries(OLD_ROWS)) {
  OLD_SHRAWAN_1[Number(year)] = oldEnd + row[0] + row[1] + row[2]
  oldEnd += row.reduce((sum, days) => sum + days, 0)
}
const label = (startYear: number) => `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`

/** What the old code derived: registration fiscal year, Shrawan 1, a fiscal year's range. */
const old = {
  fiscalYearOf(ad: string): string | null {
    // Before BS 2084 the two tables agree.
    if (ad < '2027-04-14') return fiscalYearOfAdString(ad)
    const day = epochDayOf(ad)
    if (day >= oldEnd) return null
    const year = Math.max(...Object.keys(OLD_SHRAWAN_1).map(Number).filter((candidate) => OLD_SHRAWAN_1[candidate] <= day))
    return label(year)
  },
  shrawan1(startYear: number): string | null {
    if (startYear < 2083) return lastRenewalDateOfFiscalYear(label(startYear))
    return OLD_SHRAWAN_1[startYear] === undefined ? null : dayString(OLD_SHRAWAN_1[startYear])
  },
  range(startYear: number): { from: string | null; to: string | null } {
    // Before 2083 the two tables agree.
    if (startYear < 2083) return fiscalYearRange(label(startYear)) ?? { from: null, to: null }
    const from = OLD_SHRAWAN_1[startYear]
    const next = OLD_SHRAWAN_1[startYear + 1]
    return from === undefined || next === undefined ? { from: null, to: null } : { from: dayString(from), to: dayString(next - 1) }
  },
}

const serverUrl = inject('databaseServerUrl')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ngo-calendar-'))
const folderBefore = path.join(work, 'migrations-before')
const databases: string[] = []
const pools: pg.Pool[] = []

type Query = <Row>(text: string, values?: unknown[]) => Promise<Row[]>

/** A new database of its own, and a way to query it. */
async function newDatabase(purpose: string): Promise<{ url: string; pool: pg.Pool; query: Query }> {
  const name = `ngo_calendar_${purpose}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  databases.push(name)
  const url = withDatabase(serverUrl, name)
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  pools.push(pool)
  return { url, pool, query: async <Row>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as Row[] }
}

beforeAll(() => {
  // The migrations as they were before this one.
  migrationsBefore(MIGRATION_TAG, folderBefore)
})

afterAll(async () => {
  await closeDatabase()
  for (const pool of pools) await pool.end()
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
  fs.rmSync(work, { recursive: true, force: true })
})

// Fiscal years as the seed and the content page wrote them under the old rows, and two whose
// dates the administrator typed.
const TYPED_YEARS: Record<number, { from: string | null; to: string | null }> = { 2089: { from: '2032-07-20', to: old.range(2089).to }, 2092: { from: '2035-07-10', to: '2036-07-10' } }
const YEARS = [2080, 2083, 2084, 2085, 2086, 2089, 2090, 2092, 2095, 2096, 2099]
// Profiles saved under the old rows: the registration fiscal year their DAO date gave.
const REGISTRATIONS: { name: string; date: string; stored?: string }[] = [
  { name: 'Asar 32, 2090', date: '2033-07-16' },
  { name: 'Asar 32, 2086', date: '2029-07-16' },
  { name: 'Poush 2096', date: '2040-01-01' },
  { name: 'Shrawan 1, 2080', date: '2023-07-17' },
  { name: 'same in both', date: '2030-01-01' },
  { name: 'typed by hand', date: '2033-07-16', stored: '2088/89' },
]
// Documents: last renewal Shrawan 1 of the year, valid till the end of the last year covered.
const DOCUMENTS: { name: string; year: number; renewal: number; last_renewal_date?: string }[] = [
  { name: 'yearly, 2086/87', year: 2086, renewal: 1 },
  { name: 'five-yearly, 2085/86', year: 2085, renewal: 5 },
  { name: 'yearly, 2095/96', year: 2095, renewal: 1 },
  { name: 'no expiry, 2090/91', year: 2090, renewal: 0 },
  { name: 'three-yearly, 2080/81', year: 2080, renewal: 3 },
  { name: 'typed, 2090/91', year: 2090, renewal: 1, last_renewal_date: '2033-07-20' },
]

type Filled = { years: Record<number, number>; profiles: Record<string, number>; documents: Record<string, number> }

/** A database at the migration before this one, filled the way the portal filled it under the old rows. */
async function databaseUnderOldRows(purpose: string) {
  const database = await newDatabase(purpose)
  await migrate(drizzle(database.pool), { migrationsFolder: folderBefore })
  const { query } = database
  const filled: Filled = { years: {}, profiles: {}, documents: {} }
  for (const startYear of YEARS) {
    const { from, to } = TYPED_YEARS[startYear] ?? old.range(startYear)
    const [row] = await query<{ id: number }>(`insert into financial_years (financial_year, "from", "to") values ($1, $2, $3) returning id`, [toNepaliDigits(label(startYear)), from, to])
    filled.years[startYear] = row.id
  }
  for (const registration of REGISTRATIONS) {
    const [row] = await query<{ id: number }>(`insert into ngo_profiles (name, dao_registration_date, registration_fiscal_year) values ($1, $2, $3) returning id`, [
      registration.name,
      registration.date,
      registration.stored ?? old.fiscalYearOf(registration.date),
    ])
    filled.profiles[registration.name] = row.id
  }
  const [owner] = await query<{ id: number }>(`insert into ngo_profiles (name) values ('documents') returning id`)
  for (const document of DOCUMENTS) {
    const [config] = await query<{ id: number }>(`insert into document_configs (document_name, renewal_time_period_in_year) values ($1, $2) returning id`, [document.name, document.renewal])
    const validTill = document.renewal > 0 ? old.range(document.year + document.renewal - 1).to : null
    const [row] = await query<{ id: number }>(
      `insert into profile_documents (profile_id, document_config_id, name, renewal_time_period_in_year, annual_budget_financial_year_id, last_renewal_date, valid_till)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [owner.id, config.id, document.name, document.renewal, filled.years[document.year], document.last_renewal_date ?? old.shrawan1(document.year), validTill],
    )
    filled.documents[document.name] = row.id
  }
  return { ...database, filled }
}

/** Stored AD dates unchanged; derived values follow the new rows unless a person typed them; one audit entry per changed row. */
async function expectRecomputed(query: Query, filled: Filled) {
  const years = new Map((await query<{ id: number; from: string | null; to: string | null }>(`select id, "from"::text, "to"::text from financial_years`)).map((row) => [row.id, row]))
  for (const startYear of YEARS.filter((year) => !TYPED_YEARS[year])) {
    const range = fiscalYearRange(label(startYear))
    expect(years.get(filled.years[startYear]), label(startYear)).toMatchObject({ from: range?.from, to: range?.to })
  }
  // The last day of Asar 2084 (31 days, not the old 32) closes 2083/84.
  expect(years.get(filled.years[2083])).toMatchObject({ from: '2026-07-17', to: '2027-07-16' })
  expect(years.get(filled.years[2085])).toMatchObject({ from: '2028-07-16', to: '2029-07-16' })
  expect(years.get(filled.years[2086])).toMatchObject({ from: '2029-07-17', to: '2030-07-16' })
  expect(years.get(filled.years[2095])).toMatchObject({ from: '2038-07-17', to: '2039-07-16' })
  expect(years.get(filled.years[2099])).toMatchObject({ from: '2042-07-17', to: '2043-07-16' })
  // Typed: the from date stays, the to date the old rows gave is recomputed; both typed stay.
  expect(years.get(filled.years[2089])).toMatchObject({ from: '2032-07-20', to: '2033-07-16' })
  expect(years.get(filled.years[2092])).toMatchObject({ from: '2035-07-10', to: '2036-07-10' })

  const profiles = new Map(
    (await query<{ id: number; dao_registration_date: string; registration_fiscal_year: string | null }>(`select id, dao_registration_date::text, registration_fiscal_year from ngo_profiles`)).map((row) => [
      row.id,
      row,
    ]),
  )
  for (const registration of REGISTRATIONS) {
    const profile = profiles.get(filled.profiles[registration.name])!
    expect(profile.dao_registration_date).toBe(registration.date)
    expect(profile.registration_fiscal_year, registration.name).toBe(registration.stored ?? fiscalYearOfAdString(registration.date))
  }
  expect(profiles.get(filled.profiles['Asar 32, 2090'])?.registration_fiscal_year).toBe('2089/90')
  expect(profiles.get(filled.profiles['Asar 32, 2086'])?.registration_fiscal_year).toBe('2085/86')
  expect(profiles.get(filled.profiles['Poush 2096'])?.registration_fiscal_year).toBe('2096/97')

  const stored = new Map(
    (await query<{ id: number; last_renewal_date: string | null; valid_till: string | null }>(`select id, last_renewal_date::text, valid_till::text from profile_documents`)).map((row) => [row.id, row]),
  )
  for (const document of DOCUMENTS) {
    const expected = documentDates(label(document.year), document.renewal)
    if (document.last_renewal_date) expected.last_renewal_date = document.last_renewal_date
    expect(stored.get(filled.documents[document.name]), document.name).toEqual({ id: filled.documents[document.name], ...expected })
  }
  expect(stored.get(filled.documents['yearly, 2086/87'])).toMatchObject({ last_renewal_date: '2029-07-17', valid_till: '2030-07-16' })
  expect(stored.get(filled.documents['five-yearly, 2085/86'])).toMatchObject({ last_renewal_date: lastRenewalDateOfFiscalYear('2085/86'), valid_till: '2033-07-16' })
  expect(stored.get(filled.documents['yearly, 2095/96'])).toMatchObject({ valid_till: '2039-07-16' })
  expect(stored.get(filled.documents['no expiry, 2090/91'])).toMatchObject({ last_renewal_date: '2033-07-17', valid_till: null })

  const entries = await query<{ entity: string; entity_id: string; actor_user_id: number | null; before: Record<string, unknown>; after: Record<string, unknown> }>(
    `select entity, entity_id, actor_user_id, before, after from audit_log where action = 'recompute' order by id`,
  )
  const byNumber = (a: number, b: number) => a - b
  const changed = (entity: string) => entries.filter((entry) => entry.entity === entity).map((entry) => Number(entry.entity_id)).sort(byNumber)
  expect(changed('ngo_profile')).toEqual(['Asar 32, 2090', 'Asar 32, 2086', 'Poush 2096'].map((name) => filled.profiles[name]).sort(byNumber))
  expect(changed('financial_year')).toEqual([2085, 2086, 2089, 2090, 2095, 2096, 2099].map((year) => filled.years[year]).sort(byNumber))
  expect(changed('profile_document')).toEqual(['yearly, 2086/87', 'five-yearly, 2085/86', 'yearly, 2095/96', 'no expiry, 2090/91'].map((name) => filled.documents[name]).sort(byNumber))
  expect(entries.every((entry) => entry.actor_user_id === null)).toBe(true)
  expect(entries.find((entry) => entry.entity === 'ngo_profile' && Number(entry.entity_id) === filled.profiles['Poush 2096'])).toMatchObject({
    before: { registration_fiscal_year: null },
    after: { registration_fiscal_year: '2096/97' },
  })
}

describe('the calendar migration', () => {
  it('recomputes what the old rows derived, keeps what a person typed and records each change', async () => {
    const { query, pool, filled } = await databaseUnderOldRows('migrate')
    expect(old.fiscalYearOf('2033-07-16')).toBe('2090/91')
    expect(old.fiscalYearOf('2040-01-01')).toBeNull()
    await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_FOLDER })
    await expectRecomputed(query, filled)
  })

  it('recomputes them too when an archive made before it is restored', async () => {
    const { url, filled } = await databaseUnderOldRows('archived')
    const archive = path.join(work, 'before-the-calendar-correction.jsonl.gz')
    const useDatabase = async (databaseUrl: string) => {
      await closeDatabase()
      process.env.DATABASE_URL = databaseUrl
      process.env.UPLOAD_DIR = path.join(work, 'uploads', String(databases.length))
      resetEnvCache()
    }
    await useDatabase(url)
    await createBackup(archive)

    const fresh = await newDatabase('restored')
    await useDatabase(fresh.url)
    await prepareDatabase({ seed: false, superAdmin: false })
    await restoreBackup(archive)
    await expectRecomputed(fresh.query, filled)
  })
})
