// One embedded PostgreSQL for the whole integration run, in a fresh folder
// under the system temp directory, and a template database that is migrated
// and seeded once; each test file gets its own copy of it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { startEmbeddedPostgres, withDatabase, type EmbeddedPostgres } from '@/lib/db/embedded-postgres'

export const TEMPLATE_DATABASE = 'ngo_test_template'

let server: EmbeddedPostgres | undefined
let dataDir: string | undefined

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string
  }
}

export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ngo-portal-test-'))
    fs.chmodSync(dataDir, 0o755)
    server = await startEmbeddedPostgres({ dataDir, log: () => undefined })
    serverUrl = server.url
  }
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`)
  await admin.query(`create database ${TEMPLATE_DATABASE}`)
  await admin.end()

  process.env.DATABASE_URL = withDatabase(serverUrl, TEMPLATE_DATABASE)
  const { prepareDatabase } = await import('@/lib/db/prepare')
  const { closeDatabase } = await import('@/lib/db')
  await prepareDatabase({ superAdmin: false })
  await closeDatabase()

  project.provide('databaseServerUrl', serverUrl)
  return async () => {
    await server?.stop()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
