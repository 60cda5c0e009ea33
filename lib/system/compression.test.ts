import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressAnswer } from './compression'

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

const CHUNK = `<p>नेपाल ${'क'.repeat(1300)}</p>` // about 4 kB, as React writes
const CHUNKS = 30
/** Writes that reached the socket (below the compressor) per answer, by its path. */
const writesOf = new Map<string, number>()

let server: http.Server
let base: string

/** What the test pages do: the way Next writes a page, one file and one JSON answer. */
function answer(request: IncomingMessage, response: ServerResponse & { flush?: () => void }) {
  const path = request.url ?? '/'
  const write = response.write
  writesOf.set(path, 0)
  response.write = function countedWrite(this: ServerResponse, ...args: unknown[]) {
    writesOf.set(path, writesOf.get(path)! + 1)
    return (write as (...args: unknown[]) => boolean).apply(this, args)
  } as ServerResponse['write']
  compressAnswer(request, response)
  if (path.startsWith('/page')) {
    // Next's way: the shell, then the rest once its data is read, each 4 kB chunk followed by a flush.
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.flushHeaders()
    const burst = (count: number) => {
      for (let index = 0; index < count; index++) {
        response.write(CHUNK)
        response.flush?.()
      }
    }
    burst(2)
    setTimeout(() => {
      burst(CHUNKS - 2)
      setImmediate(() => response.end())
    }, 150)
  } else if (path === '/file') {
    response.setHeader('content-type', 'application/pdf')
    response.end(Buffer.alloc(4096, 1))
  } else {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ items: Array.from({ length: 200 }, (_, index) => ({ index, name: 'नेपाल' })) }))
  }
}

function get(path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    request.on('error', reject)
    request.end()
  })
}

beforeAll(async () => {
  server = http.createServer(answer)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('compressAnswer', () => {
  const page = CHUNK.repeat(CHUNKS)

  it('compresses a rendered page with what the client accepts', async () => {
    const gzip = await get('/page/gzip', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.headers['vary']).toBe('Accept-Encoding')
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(page)

    const brotli = await get('/page/br', { 'accept-encoding': 'gzip, deflate, br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(page)
    expect(brotli.body.length).toBeLessThan(page.length / 20)

    const plain = await get('/page/plain', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString('utf8')).toBe(page)
  })

  it("gathers what one turn wrote into one piece, so a page's thirty chunks are a few writes", async () => {
    await get('/page/gathered', { 'accept-encoding': 'gzip' })
    // The shell's turn, the rest's turn, the end: each one write of compressed bytes, not one per chunk and flush.
    expect(writesOf.get('/page/gathered')).toBeLessThanOrEqual(3)
    await get('/page/gathered-plain', { 'accept-encoding': 'identity' })
    expect(writesOf.get('/page/gathered-plain')).toBeLessThanOrEqual(3)
  })

  it('still streams: the shell arrives, decodable, before the page is done', async () => {
    const startedAt = Date.now()
    const early: Buffer[] = []
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${base}/page/stream`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          // The rest of the page is written 150 ms after the shell.
          response.on('data', (chunk: Buffer) => Date.now() - startedAt < 120 && early.push(chunk))
          response.on('end', resolve)
        })
        .on('error', reject)
    })
    // A sync-flushed gzip stream decodes up to where it was flushed.
    expect(gunzipSync(Buffer.concat(early), { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8')).toBe(CHUNK.repeat(2))
  })

  it('leaves files uncompressed and compresses JSON without holding it', async () => {
    const file = await get('/file', { 'accept-encoding': 'gzip, br' })
    expect(file.headers['content-encoding']).toBeUndefined()
    expect(file.body.length).toBe(4096)
    const json = await get('/json', { 'accept-encoding': 'gzip' })
    expect(json.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(json.body).toString('utf8')).items).toHaveLength(200)
  })

  it('sends no body to a HEAD request', async () => {
    const head = await get('/page/head', { 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
  })
})
