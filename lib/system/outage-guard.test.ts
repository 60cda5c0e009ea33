// The 500 held back while the database is away, through a real HTTP server
// with the guard in front as the production entry has it.
import http from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { guardServerErrors, isDatabaseFailureRecent, noteRequestError } from './outage-guard'

let server: http.Server | undefined

async function closeServer() {
  if (!server) return
  server.closeAllConnections()
  await new Promise((resolve) => server!.close(resolve))
  server = undefined
}

afterEach(async () => {
  await closeServer()
})

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void

/** Next's ways of answering: statusCode then chunks, or writeHead with headers then end. */
const HANDLERS: Record<string, Handler> = {
  streamed500: (_request, response) => {
    response.statusCode = 500
    response.setHeader('content-type', 'text/html; charset=utf-8')
    response.setHeader('x-nextjs-cache', 'MISS')
    response.write('<html><body>Unexpected ')
    setTimeout(() => response.end('Application Error!</body></html>'), 20)
  },
  head500: (_request, response) => {
    response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Internal Server Error' }))
  },
  ok: (_request, response) => {
    response.setHeader('content-type', 'text/plain')
    response.write('all ')
    response.end('well')
  },
}

/** Next's own compression (its router server wraps the response's methods after the guard did). */
const compress = createRequire(import.meta.url)('next/dist/compiled/compression')() as (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void

async function serve(handler: Handler, unavailable: boolean, compressed = false) {
  let asked = 0
  server = http.createServer((request, response) => {
    guardServerErrors(request, response, async () => {
      asked++
      return unavailable
    })
    if (compressed) compress(request, response, () => handler(request, response))
    else handler(request, response)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked: () => asked }
}

describe('guardServerErrors', () => {
  it('answers a page that failed while the database is away with the 503 page in its language, with Retry-After', async () => {
    const { base } = await serve(HANDLERS.streamed500, true)
    for (const [path, lang, title] of [
      ['/profile/1', 'ne', 'पोर्टल केही बेरका लागि उपलब्ध छैन'],
      ['/en/profile/1', 'en', 'The portal is unavailable for a moment'],
    ]) {
      const response = await fetch(`${base}${path}`)
      expect(response.status).toBe(503)
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(response.headers.get('x-nextjs-cache')).toBeNull()
      const text = await response.text()
      expect(text).toContain(`<html lang="${lang}">`)
      expect(text).toContain(title)
      expect(text).not.toContain('Unexpected')
    }
  })

  it('answers an API call that failed while the database is away with the JSON 503', async () => {
    const { base } = await serve(HANDLERS.head500, true)
    const response = await fetch(`${base}/api/ngo/profile`)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(await response.json()).toEqual({ message: 'Service temporarily unavailable, please try again shortly.' })
  })

  it('sends a 500 as written when the database is there: a real fault stays a 500', async () => {
    for (const [name, expected] of [
      ['streamed500', '<html><body>Unexpected Application Error!</body></html>'],
      ['head500', '{"message":"Internal Server Error"}'],
    ] as const) {
      const { base } = await serve(HANDLERS[name], false)
      const response = await fetch(`${base}/x`)
      expect(response.status).toBe(500)
      expect(await response.text()).toBe(expected)
      if (name === 'head500') expect(response.headers.get('content-type')).toBe('application/json')
      await closeServer()
    }
  })

  it("keeps working under Next's compression, which wraps the same methods after it: pages arrive whole", async () => {
    const page = '<html><body>' + 'नेपाल '.repeat(5_000) + '</body></html>'
    const { base } = await serve((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.write(page.slice(0, 1000))
      setTimeout(() => response.end(page.slice(1000)), 20)
    }, true, true)
    const answer = await new Promise<{ status: number; encoding?: string; body: Buffer }>((resolve, reject) => {
      http.get(`${base}/open-data`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode!, encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }))
      }).on('error', reject)
    })
    expect(answer.status).toBe(200)
    expect(answer.encoding).toBe('gzip')
    expect(gunzipSync(answer.body).toString('utf8')).toBe(page)
    const failed = await serve(HANDLERS.streamed500, true, true)
    const response = await fetch(`${failed.base}/profile/1`)
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('पोर्टल केही बेरका लागि उपलब्ध छैन')
  })

  it('lets every other answer through untouched, without asking', async () => {
    const { base, asked } = await serve(HANDLERS.ok, true)
    const response = await fetch(`${base}/`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('all well')
    expect(asked()).toBe(0)
  })
})

describe('noteRequestError', () => {
  it('remembers a failure for want of the database for a few seconds, and nothing else', () => {
    const now = Date.now() + 60_000
    noteRequestError(new Error('boom'), now)
    expect(isDatabaseFailureRecent(now)).toBe(false)
    noteRequestError(new Error('Failed query', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) }), now)
    expect(isDatabaseFailureRecent(now + 1_000)).toBe(true)
    expect(isDatabaseFailureRecent(now + 6_000)).toBe(false)
  })
})
