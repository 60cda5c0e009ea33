// Pages while the database cannot be reached: a second server of the same
// build talks to the end-to-end database through a TCP relay this test
// controls. Cutting the relay is a real outage for the server (its open
// connections drop, new ones are refused); pages then answer the friendly
// 503 page with Retry-After, in Nepali and English, and recover by
// themselves when the database is reachable again.
import { randomBytes } from 'node:crypto'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { E2E_PORT } from './support/constants'
import { e2eDatabaseUrl } from './support/database'
import { visitIn } from './support/language'
import { startSecondPortal } from './support/second-portal'

const PORT = E2E_PORT + 51

/** A relay to the database that can be cut and restored on the same port. */
function databaseRelay(target: URL) {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  const open = (port = 0) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port), target.hostname)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(port, '127.0.0.1', () => resolve((server!.address() as net.AddressInfo).port))
    })
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      server?.close(() => resolve())
    })
  return { open, cut }
}

test('pages answer a friendly 503 with Retry-After while the database is unreachable, and recover', async ({ browser }, testInfo) => {
  test.setTimeout(90_000)
  const database = new URL(e2eDatabaseUrl())
  const relay = databaseRelay(database)
  const relayPort = await relay.open()
  const relayed = new URL(database)
  relayed.hostname = '127.0.0.1'
  relayed.port = String(relayPort)
  const { child } = startSecondPortal(PORT, {
    DATABASE_URL: relayed.toString(),
    // The database is migrated and seeded already by the main end-to-end server.
    SKIP_DATABASE_PREPARE: '1',
    AUTH_SECRET: randomBytes(36).toString('base64'),
    DATA_DIR: path.join(os.tmpdir(), `ngo-portal-database-down-${PORT}`),
    LOG_LEVEL: 'error',
  })
  const base = `http://127.0.0.1:${PORT}`
  try {
    await expect.poll(() => fetch(`${base}/api/health`).then((response) => response.status, () => 0), { timeout: 30_000 }).toBe(200)
    expect((await fetch(`${base}/open-data`)).status).toBe(200)

    await relay.cut()
    // Within a second of the outage every page says so (the probe stands for at most a second).
    await expect.poll(() => fetch(`${base}/open-data`).then((response) => response.status), { timeout: 10_000 }).toBe(503)
    const down = await fetch(`${base}/open-data`)
    expect(Number(down.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(down.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await down.text()).toContain('पोर्टल केही बेरका लागि उपलब्ध छैन')
    expect((await fetch(`${base}/content/ngos`)).status).toBe(503)

    const context = await browser.newContext({ baseURL: base })
    const page = await context.newPage()
    for (const language of ['ne', 'en'] as const) {
      visitIn(page, language)
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 800 })
        const response = await page.goto('/open-data')
        expect(response!.status()).toBe(503)
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(language === 'ne' ? 'पोर्टल केही बेरका लागि उपलब्ध छैन' : 'The portal is unavailable for a moment')
        await page.screenshot({ path: testInfo.outputPath(`database-down-${language}-${width}.png`), fullPage: true })
      }
    }
    await context.close()

    await relay.open(relayPort)
    await expect.poll(() => fetch(`${base}/open-data`).then((response) => response.status), { timeout: 15_000 }).toBe(200)
  } finally {
    child.kill('SIGKILL')
    await relay.cut()
  }
})
