// Slow clients against a server built as the production entry builds it
// (scripts/portal-server.cjs: SERVER_OPTIONS and watchBodyProgress), over raw
// sockets: trickled headers and a trickled body are cut off within their
// limits; a slow but steady 2 MB upload, and a body the handler reads late,
// are not. The four run at once (about 35 s).
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const { SERVER_OPTIONS, HEADERS_TIMEOUT_MS, BODY_WINDOW_MS, watchBodyProgress } = createRequire(import.meta.url)('./server-limits.cjs') as {
  SERVER_OPTIONS: http.ServerOptions
  HEADERS_TIMEOUT_MS: number
  BODY_WINDOW_MS: number
  watchBodyProgress: (request: http.IncomingMessage, response: http.ServerResponse) => void
}

let server: http.Server
let port: number

beforeAll(async () => {
  server = http.createServer({ ...SERVER_OPTIONS }, (request, response) => {
    watchBodyProgress(request, response)
    // Like a handler that checks the session before it reads the body.
    const delay = Number(request.headers['x-read-after-ms'] ?? 0)
    setTimeout(() => {
      let bytes = 0
      request.on('data', (chunk: Buffer) => (bytes += chunk.length))
      request.on('end', () => response.end(JSON.stringify({ bytes })))
      request.on('error', () => undefined)
    }, delay)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A raw connection: what it received, and when the server closed it (ms after opening). */
function connect() {
  const socket = net.connect(port, '127.0.0.1')
  const openedAt = Date.now()
  let received = ''
  socket.on('data', (chunk) => (received += chunk.toString('latin1')))
  socket.on('error', () => undefined)
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - openedAt)))
  let isClosed = false
  void closed.then(() => (isClosed = true))
  return { socket, closed, received: () => received, isClosed: () => isClosed }
}

describe.concurrent('slow clients', () => {
  it('closes a connection that trickles its headers within the headers limit', async () => {
    const client = connect()
    client.socket.write('GET / HTTP/1.1\r\nHost: portal\r\n')
    for (let line = 0; line < 30 && !client.isClosed(); line++) {
      await sleep(1_000)
      if (!client.isClosed()) client.socket.write(`X-Slow-${line}: 1\r\n`)
    }
    const after = await client.closed
    expect(after).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100)
    expect(after).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000)
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/)
  }, 30_000)

  it('cuts off a body trickling one byte every two seconds', async () => {
    const client = connect()
    client.socket.write('POST /api/ngo/profile HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n')
    for (let byte = 0; byte < 30 && !client.isClosed(); byte++) {
      client.socket.write(' ')
      await sleep(2_000)
    }
    const after = await client.closed
    expect(after).toBeLessThan(2 * BODY_WINDOW_MS + 3_000)
    expect(client.received()).not.toMatch(/^HTTP\/1\.1 200/)
  }, 40_000)

  it('takes a 2 MB upload sent steadily at 64 kB/s', async () => {
    const size = 2_000_000
    const chunk = Buffer.alloc(16_000, 'a')
    const client = connect()
    client.socket.write(`POST /api/ngo/upload HTTP/1.1\r\nHost: portal\r\nContent-Type: application/octet-stream\r\nContent-Length: ${size}\r\nConnection: close\r\n\r\n`)
    for (let sent = 0; sent < size; sent += chunk.length) {
      client.socket.write(chunk)
      await sleep(250)
    }
    await client.closed
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/)
    expect(client.received()).toContain(`{"bytes":${size}}`)
  }, 60_000)

  it('does not blame the client for a body the handler reads late', async () => {
    const body = Buffer.alloc(1_000_000, 'b')
    const client = connect()
    client.socket.write(`POST /api/ngo/profile HTTP/1.1\r\nHost: portal\r\nContent-Length: ${body.length}\r\nX-Read-After-Ms: ${BODY_WINDOW_MS + 3_000}\r\nConnection: close\r\n\r\n`)
    client.socket.write(body)
    await client.closed
    expect(client.received()).toContain(`{"bytes":${body.length}}`)
  }, 40_000)
})
