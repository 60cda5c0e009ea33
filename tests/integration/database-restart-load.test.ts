// A database restart under load: 50 clients read and write through the real
// route handlers while PostgreSQL stops and starts again. Requests may fail
// only with a clear 503 (no 500, no stack trace), success returns within 5 s
// of the database coming back, and every acknowledged write is stored.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET as organizationTypes } from '@/app/api/ngo/organization-type/route'
import { GET as profiles } from '@/app/api/ngo/profile/route'
import { POST as createTranslation } from '@/app/api/ngo/translation/route'
import { translations } from '@/db/schema'
import { closeDatabase, db, getPool } from '@/lib/db'
import { startEmbeddedPostgres, withDatabase, type EmbeddedPostgres } from '@/lib/db/embedded-postgres'
import { prepareDatabase } from '@/lib/db/prepare'
import { resetEnvCache } from '@/lib/env'
import { createSignedInUser } from '@/tests/factories'
import { call } from '@/tests/http'

const CLIENTS = 50
const RECOVERY_MS = 5_000

let server: EmbeddedPostgres
let dataDir: string
let adminHeaders: Record<string, string>

beforeAll(async () => {
  await closeDatabase()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ngo-restart-load-'))
  fs.chmodSync(dataDir, 0o755)
  server = await startEmbeddedPostgres({ dataDir, log: () => undefined })
  process.env.DATABASE_URL = withDatabase(server.url, 'postgres')
  resetEnvCache()
  await prepareDatabase({ superAdmin: false })
  adminHeaders = (await createSignedInUser({ role: 'super_admin' })).headers
}, 60_000)

afterAll(async () => {
  await closeDatabase()
  await server.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

type Outcome = { at: number; kind: 'read' | 'write'; status: number; text: string; message: unknown; key?: string }

describe('database restart under load', () => {
  it('fails only with 503 while the database is down, recovers within 5 s and loses no acknowledged write', async () => {
    const outcomes: Outcome[] = []
    let running = true
    let sequence = 0

    async function client(index: number) {
      while (running) {
        const turn = sequence++
        const at = Date.now()
        if (turn % 3 === 0) {
          const key = `Restart load label ${index}-${turn}`
          const response = await call(createTranslation, { method: 'POST', headers: adminHeaders, body: { english: key, nepali: `पुनः सुरु ${index}-${turn}` } })
          outcomes.push({ at, kind: 'write', status: response.status, text: response.text, message: response.json?.message, key })
        } else {
          const response = turn % 3 === 1 ? await call(organizationTypes) : await call(profiles, { query: { page: '1', limit: '10' } })
          outcomes.push({ at, kind: 'read', status: response.status, text: response.text, message: response.json?.message })
        }
        // A client that just failed waits a little, as a browser retrying would.
        if (outcomes.at(-1)!.status >= 500) await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }

    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index))
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const stoppedAt = Date.now()
    await server.stop()
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await server.start()
    const restartedAt = Date.now()
    await new Promise((resolve) => setTimeout(resolve, RECOVERY_MS + 2_000))
    running = false
    await Promise.all(clients)
    // Every connection went back to the pool: none leaked by a transaction that lost its server.
    expect(getPool().totalCount - getPool().idleCount).toBe(0)

    // Every answer is a success or a clear 503: no 500 and no stack trace.
    const failures = outcomes.filter((outcome) => outcome.status >= 300)
    for (const failure of failures) {
      expect(failure.status, `${failure.text} ${failure.kind}`).toBe(503)
      expect(failure.message).toMatch(/unavailable/i)
      expect(failure.text).not.toMatch(/\bat .+:\d+:\d+/)
      expect(failure.text).not.toContain('node_modules')
    }
    expect(outcomes.filter((outcome) => outcome.at < stoppedAt && outcome.status < 300).length).toBeGreaterThan(CLIENTS)
    expect(failures.length).toBeGreaterThan(0) // the restart was felt

    // Failures only around the outage: nothing started 5 s after the database was back fails.
    const lateFailures = failures.filter((failure) => failure.at > restartedAt + RECOVERY_MS)
    expect(lateFailures).toEqual([])
    const afterRecovery = outcomes.filter((outcome) => outcome.at > restartedAt + RECOVERY_MS)
    expect(afterRecovery.some((outcome) => outcome.kind === 'read' && outcome.status === 200)).toBe(true)
    expect(afterRecovery.some((outcome) => outcome.kind === 'write' && outcome.status === 201)).toBe(true)

    // No acknowledged write was lost.
    const acknowledged = outcomes.filter((outcome) => outcome.kind === 'write' && outcome.status === 201).map((outcome) => outcome.key!)
    expect(acknowledged.length).toBeGreaterThan(CLIENTS)
    const stored = new Set<string>()
    for (let start = 0; start < acknowledged.length; start += 1_000) {
      const rows = await db.select({ english: translations.english }).from(translations).where(inArray(translations.english, acknowledged.slice(start, start + 1_000)))
      for (const row of rows) stored.add(row.english)
    }
    expect(acknowledged.filter((key) => !stored.has(key))).toEqual([])
  }, 90_000)
})
