// /api/health names the version and each part's state, and answers 503 when a
// part every instance needs is down (the database, the SMS settings); uploads
// that cannot be stored leave it degraded, still 200; /metrics answers only a scraper with the token.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { GET as health } from '@/app/api/health/route'
import { GET as metrics } from '@/app/metrics/route'
import { closeDatabase } from '@/lib/db'
import { resetEnvCache } from '@/lib/env'
import packageJson from '@/package.json'
import { call } from '@/tests/http'

const saved = { ...process.env }

afterEach(() => {
  process.env = { ...saved }
  resetEnvCache()
})

function configure(settings: Record<string, string>) {
  Object.assign(process.env, settings)
  resetEnvCache()
}

describe('GET /api/health', () => {
  it('reports the version and every part; without the change listener the portal is degraded but up', async () => {
    configure({ UPLOAD_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'health-uploads-')) })
    const response = await call(health)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.json).toEqual({
      message: 'Degraded: change listener not listening',
      data: {
        status: 'degraded',
        version: packageJson.version,
        database: 'up',
        storage: 'writable',
        sms: 'configured',
        sms_provider: 'console',
        change_listener: 'not listening',
      },
    })
    // The probe leaves nothing behind.
    expect(fs.readdirSync(process.env.UPLOAD_DIR!).flatMap((entry) => fs.readdirSync(path.join(process.env.UPLOAD_DIR!, entry)))).toEqual([])
  })

  it('reports uploads that cannot be stored as degraded, not down: the instance keeps serving', async () => {
    // A folder under a regular file: nothing can be written there.
    configure({ UPLOAD_DIR: '/etc/hostname/uploads' })
    const response = await call(health)
    expect(response.status).toBe(200)
    expect(response.json.data).toMatchObject({ status: 'degraded', storage: 'not writable', database: 'up' })
    expect(response.json.message).toBe('Degraded: file storage not writable, change listener not listening')
  })

  it('answers 503 when the database does not answer, even with the uploads unwritable as well', async () => {
    const databaseUrl = process.env.DATABASE_URL!
    await closeDatabase()
    // Nothing listens on port 1: every connection is refused.
    configure({ DATABASE_URL: 'postgres://portal@127.0.0.1:1/none', UPLOAD_DIR: '/etc/hostname/uploads' })
    try {
      const response = await call(health)
      expect(response.status).toBe(503)
      expect(response.json.data).toMatchObject({ status: 'down', database: 'down', storage: 'not writable' })
      expect(response.json.message).toBe('Unavailable: database down, file storage not writable, change listener not listening')
    } finally {
      await closeDatabase()
      configure({ DATABASE_URL: databaseUrl })
    }
  })

  it('answers 503 when the chosen SMS provider lacks its settings', async () => {
    configure({ SMS_PROVIDER: 'aakash', AAKASH_AUTH_TOKEN: '' })
    const response = await call(health)
    expect(response.status).toBe(503)
    expect(response.json.data).toMatchObject({ status: 'down', sms: 'not configured', sms_provider: 'aakash' })
    expect(response.json.message).toMatch(/SMS provider aakash not configured/)
  })
})

describe('GET /metrics', () => {
  const TOKEN = 'scraper-token-0123456789abcdef'

  it('is a 404 without the token, with a wrong one, and while no token is set', async () => {
    configure({ METRICS_TOKEN: TOKEN })
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`, TOKEN]) {
      const response = await call(metrics, { path: '/metrics', headers: authorization ? { authorization } : {} })
      expect(response.status, authorization).toBe(404)
      expect(response.text).not.toMatch(/portal_/)
    }
    configure({ METRICS_TOKEN: '' })
    expect((await call(metrics, { path: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404)
  })

  it("answers the scraper in Prometheus text format, with the database pool's use", async () => {
    configure({ METRICS_TOKEN: TOKEN })
    await call(health)
    const response = await call(metrics, { path: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.text).toMatch(/^# TYPE portal_http_requests_total counter$/m)
    expect(response.text).toMatch(/^# TYPE portal_sms_messages_total counter$/m)
    expect(response.text).toMatch(/^# TYPE portal_page_cache_requests_total counter$/m)
    expect(response.text).toMatch(/^portal_database_pool_connections\{state="max"\} 10$/m)
    expect(response.text).toMatch(/^portal_database_pool_connections\{state="total"\} [1-9]/m)
  })

  it('refuses a token shorter than 16 characters as a setting', async () => {
    configure({ METRICS_TOKEN: 'short' })
    await expect(call(metrics, { path: '/metrics' })).rejects.toThrow(/METRICS_TOKEN: must be at least 16 characters/)
  })
})
