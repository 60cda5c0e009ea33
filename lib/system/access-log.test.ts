// The access log and the request figures, through a real HTTP server with the
// observer in front, as the production entry (scripts/portal-server.cjs) has it.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { keptMap } from '@/lib/cache'
import { loggedPath, markKeptHit, observeRequest } from './access-log'
import { renderMetrics, routeOf } from './metrics'

let server: http.Server
let base: string
const savedLevel = process.env.LOG_LEVEL

beforeAll(async () => {
  process.env.LOG_LEVEL = 'info'
  server = http.createServer((request, response) => {
    // As the entry does: a kept page sends the id in its own header list, anything else has it set.
    const requestId = observeRequest(request, response)
    if (request.url?.startsWith('/profile/')) {
      markKeptHit(response)
      response.writeHead(200, ['x-page-cache', 'hit', 'x-request-id', requestId])
      response.end('<html></html>')
      return
    }
    response.setHeader('x-request-id', requestId)
    if (request.url?.startsWith('/slow')) {
      response.write('partial')
    } else {
      response.statusCode = request.url?.startsWith('/api/') ? 200 : 404
      response.end('{}')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  vi.restoreAllMocks()
  if (savedLevel === undefined) delete process.env.LOG_LEVEL
  else process.env.LOG_LEVEL = savedLevel
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

async function loggedLines(work: () => Promise<unknown>) {
  const lines: string[] = []
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string) => lines.push(String(chunk)) > 0) as typeof process.stdout.write)
  await work()
  await new Promise((resolve) => setTimeout(resolve, 50))
  spy.mockRestore()
  // The access log writes its lines in batches: one write may hold several.
  return lines
    .flatMap((chunk) => chunk.split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.message === 'request')
}

describe('access log', () => {
  it('writes one JSON line per request: method, path without query secrets, status, duration, request id', async () => {
    let answer: Response | undefined
    const [line, ...rest] = await loggedLines(async () => {
      answer = await fetch(`${base}/api/ngo/profile?search=Patan&token=PLANTED-TOKEN&code=123456`, { method: 'GET' })
      await answer.text()
    })
    expect(rest).toEqual([])
    expect(line).toEqual({
      level: 'info',
      time: expect.any(String),
      message: 'request',
      method: 'GET',
      path: '/api/ngo/profile?search=Patan&token=[redacted]&code=[redacted]',
      status: 200,
      duration_ms: expect.any(Number),
      request_id: answer!.headers.get('x-request-id'),
    })
    expect(line.request_id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("keeps the id a proxy in front gave the request, and refuses an id that is not one", async () => {
    const lines = await loggedLines(async () => {
      await fetch(`${base}/api/x`, { headers: { 'x-request-id': 'caddy-3f2a9c1e-77' } }).then((response) => response.text())
      await fetch(`${base}/api/x`, { headers: { 'x-request-id': 'bad id with spaces' } }).then((response) => response.text())
    })
    expect(lines[0].request_id).toBe('caddy-3f2a9c1e-77')
    expect(lines[1].request_id).not.toBe('bad id with spaces')
  })

  it('marks a request whose answer was cut off', async () => {
    const lines = await loggedLines(async () => {
      const controller = new AbortController()
      const response = await fetch(`${base}/slow`, { signal: controller.signal })
      controller.abort()
      await response.text().catch(() => undefined)
    })
    expect(lines[0]).toMatchObject({ path: '/slow', aborted: true })
  })

  it('shortens a very long path', () => {
    expect(loggedPath(`/${'a'.repeat(600)}`)).toHaveLength(515)
  })
})

describe('request metrics', () => {
  it('count requests by method, route and status, time them, and count kept-page hits', async () => {
    await loggedLines(async () => {
      await fetch(`${base}/profile/42`).then((response) => response.text())
      await fetch(`${base}/profile/43`).then((response) => response.text())
      await fetch(`${base}/no/such/page/${Date.now()}`).then((response) => response.text())
    })
    keptMap('metrics-test', 1)
    const { contentType, text } = await renderMetrics()
    expect(contentType).toMatch(/^text\/plain/)
    expect(text).toMatch(/^portal_http_requests_total\{method="GET",route="\/profile\/\[id\]",status="200"\} 2$/m)
    expect(text).toMatch(/^portal_http_requests_total\{method="GET",route="\(not found\)",status="404"\} 1$/m)
    expect(text).toMatch(/^portal_http_request_duration_seconds_count\{method="GET",route="\/profile\/\[id\]"\} 2$/m)
    expect(text).toMatch(/^portal_page_cache_requests_total\{result="hit"\} 2$/m)
    expect(text).toMatch(/^portal_database_pool_connections\{state="max"\} 0$/m)
    expect(text).toMatch(/^portal_kept\{collection="metrics-test",figure="entries"\} 0$/m)
    expect(text).toMatch(/^process_resident_memory_bytes /m)
  })

  it('name routes by their shape, so ids and unknown paths make no new series', () => {
    expect(routeOf('/api/ngo/17/documents', 200)).toBe('/api/ngo/[id]/documents')
    expect(routeOf(`/api/files/${'ab'.repeat(16)}`, 200)).toBe('/api/files/[fileID]')
    expect(routeOf('/sitemap/profiles-2.xml', 200)).toBe('/sitemap/[param]')
    expect(routeOf('/_next/static/chunks/app-123.js', 200)).toBe('/_next/static')
    expect(routeOf('/wp-admin/setup.php', 404)).toBe('(not found)')
    expect(routeOf('/', 200)).toBe('/')
  })
})
