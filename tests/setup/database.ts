// Each integration test file starts from a clean database: a fresh copy of the
// migrated and seeded template, dropped when the file ends.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { withDatabase } from '@/lib/db/embedded-postgres'

const TEMPLATE_DATABASE = 'ngo_test_template'
const serverUrl = inject('databaseServerUrl')
const name = `ngo_test_${randomBytes(6).toString('hex')}`

const admin = new pg.Client({ connectionString: serverUrl })
await admin.connect()
await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`)
await admin.end()

process.env.DATABASE_URL = withDatabase(serverUrl, name)
process.env.DATA_DIR ??= `/tmp/${name}`
Object.assign(process.env, { NODE_ENV: 'test' })
// Files register and ask for codes many times from the one test address; the
// per-address SMS limit has its own test (sms-budget.test.ts), which sets it.
process.env.SMS_ADDRESS_HOURLY_LIMIT ??= '1000'
process.env.SMS_NETWORK_HOURLY_LIMIT ??= '1000'
// Likewise for the proof of work asked of sign-ups while many arrive (sms-budget.test.ts sets it).
process.env.SMS_PROOF_OF_WORK_AFTER ??= '100000'

afterAll(async () => {
  const { closeDatabase } = await import('@/lib/db')
  await closeDatabase()
  const cleanup = new pg.Client({ connectionString: serverUrl })
  await cleanup.connect()
  await cleanup.query(`drop database if exists ${name} with (force)`)
  await cleanup.end()
})
