import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collectScriptSources, formatFirstLoadJs, measureFirstLoadJs } from './first-load-js'

describe('collectScriptSources', () => {
  it('keeps the scripts from /_next/static/ once each, whatever the attribute order, but not the legacy polyfills', () => {
    const html = `<!DOCTYPE html><html><head>
      <script src="/_next/static/chunks/main.js" async=""></script>
      <script async src='/_next/static/chunks/app/page.js?dpl=x&amp;v=2'></script>
      <script nonce="n" src="/_next/static/chunks/main.js"></script>
      <script src="https://cdn.example.org/_next/static/chunks/other.js"></script>
      <script src="/analytics.js"></script>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      <script>self.__next_f.push([1,"src=\\"/_next/static/x.js\\""])</script>
      <link rel="stylesheet" href="/_next/static/css/app.css">
      </head></html>`
    expect(collectScriptSources(html)).toEqual([
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/app/page.js?dpl=x&v=2',
      'https://cdn.example.org/_next/static/chunks/other.js',
    ])
  })
})

describe('measureFirstLoadJs', () => {
  const scripts: Record<string, string> = {
    '/_next/static/chunks/a.js': 'console.log("a");'.repeat(200),
    '/_next/static/chunks/b.js': 'var b = 1;',
  }
  let server: http.Server
  let baseUrl = ''

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url === '/page') {
        response.setHeader('content-type', 'text/html')
        response.end(`<html><body><script src="/_next/static/chunks/a.js"></script><script src="/_next/static/chunks/b.js" async></script></body></html>`)
      } else if (request.url && scripts[request.url]) {
        response.end(scripts[request.url])
      } else {
        response.statusCode = 404
        response.end('missing')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('fetches each script and sums raw and gzip sizes', async () => {
    const result = await measureFirstLoadJs(baseUrl, '/page')
    const expectedGzip = Object.values(scripts).reduce((sum, body) => sum + gzipSync(Buffer.from(body)).length, 0)
    const expectedRaw = Object.values(scripts).reduce((sum, body) => sum + Buffer.byteLength(body), 0)
    expect(result.scripts.map((script) => script.src)).toEqual(Object.keys(scripts))
    expect(result.bytes).toBe(expectedRaw)
    expect(result.gzipBytes).toBe(expectedGzip)
    expect(formatFirstLoadJs(result)).toMatch(/total \(2 scripts\)/)
  })

  it('fails on a page that is not there', async () => {
    await expect(measureFirstLoadJs(baseUrl, '/nowhere')).rejects.toThrow(/404/)
  })
})
