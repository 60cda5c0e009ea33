// Graceful shutdown of the built server: a second server process from the same
// standalone build, on the end-to-end database, gets SIGTERM while requests are
// in flight. They finish, new connections are refused, the database pool is
// ended and the process exits within 10 seconds.
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import http from 'node:http'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { E2E_PORT } from './support/constants'
import { e2eDatabaseUrl } from './support/database'
import { startSecondPortal, waitUntilHealthy } from './support/second-portal'

const PORT = E2E_PORT + 50

function startServer() {
  return startSecondPortal(PORT, {
    DATABASE_URL: e2eDatabaseUrl(),
    // The database is migrated and seeded already by the main end-to-end server.
    SKIP_DATABASE_PREPARE: '1',
    AUTH_SECRET: randomBytes(36).toString('base64'),
    DATA_DIR: path.join(os.tmpdir(), `ngo-portal-shutdown-${PORT}`),
    LOG_LEVEL: 'info',
  })
}

/** A sign-in whose body arrives slowly: the request is in flight until `finish` is called. */
function slowRequest() {
  const body = JSON.stringify({ mobile: '9800000001', password: 'not-the-password-2081', dao_registration_no: '1/080' })
  let finish = () => undefined as void
  const done = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: PORT, path: '/api/auth/login', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => (text += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
    })
    request.on('error', reject)
    request.write(body.slice(0, 10))
    finish = () => void request.end(body.slice(10))
  })
  return { done, finish: () => finish() }
}

test.describe('graceful shutdown', () => {
  test('SIGTERM lets requests in flight finish, refuses new ones and exits within 10 s', async () => {
    test.setTimeout(60_000)
    const server = startServer()
    try {
      await waitUntilHealthy(server)
      const slow = [slowRequest(), slowRequest(), slowRequest()]
      await new Promise((resolve) => setTimeout(resolve, 300)) // the requests reached the server

      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => server.child.once('exit', (code, signal) => resolve({ code, signal })))
      const signalledAt = Date.now()
      server.child.kill('SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 500))

      // New connections are refused.
      const refused = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(() => 'answered', (error: Error) => String((error.cause as { code?: string })?.code ?? error.message))
      expect(refused).toBe('ECONNREFUSED')

      // The requests in flight get their real answer (a refused sign-in), not a reset.
      for (const request of slow) request.finish()
      for (const request of slow) {
        const answer = await request.done
        expect(answer.status, answer.body).toBe(401)
        expect(JSON.parse(answer.body).message).toEqual(expect.any(String))
      }

      const { code, signal } = await exited
      expect(Date.now() - signalledAt).toBeLessThan(10_000)
      expect(code === 143 || signal === 'SIGTERM').toBe(true)
      expect(server.output()).toContain('shutting down: finishing requests in flight')
      expect(server.output()).not.toContain('database pool did not close cleanly')
      expect(server.output()).not.toMatch(/unhandled error/)
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
    }
  })
})
