// The portal survives a database restart: requests fail (503, no stack trace)
// only while the database is down and succeed again without restarting the app.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as health } from '@/app/api/health/route'
import { GET as organizationTypes } from '@/app/api/ngo/organization-type/route'
import { closeDatabase } from '@/lib/db'
import { startEmbeddedPostgres, withDatabase, type EmbeddedPostgres } from '@/lib/db/embedded-postgres'
import { prepareDatabase } from '@/lib/db/prepare'
import { resetEnvCache } from '@/lib/env'
import { call } from '@/tests/http'

let server: EmbeddedPostgres
let dataDir: string

beforeAll(async () => {
  await closeDatabase()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ngo-restart-'))
  fs.chmodSync(dataDir, 0o755)
  server = await startEmbeddedPostgres({ dataDir, log: () => undefined })
  process.env.DATABASE_URL = withDatabase(server.url, 'postgres')
  resetEnvCache()
  await prepareDatabase({ superAdmin: false })
}, 60_000)

afterAll(async () => {
  await closeDatabase()
  await server.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('database restart', () => {
  it('answers 503 while the database is down and recovers by itself', async () => {
    expect((await call(organizationTypes)).status).toBe(200)

    await server.stop()
    const down = await call(health)
    expect(down.status).toBe(503)
    const read = await call(organizationTypes)
    expect(read.status).toBe(503)
    expect(read.json.message).toMatch(/unavailable/i)
    expect(read.text).not.toMatch(/at .+:\d+:\d+/)

    await server.start()
    const startedAt = Date.now()
    let status = 0
    while (Date.now() - startedAt < 5000) {
      status = (await call(organizationTypes)).status
      if (status === 200) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(status).toBe(200)
    expect((await call(health)).status).toBe(200)
  }, 60_000)
})
