import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { TAGS } from '@/lib/cache/changes'
import { inlineScriptHashes } from '@/lib/cache/documents'
import { cachedPage, isDocumentLoad, pageCacheKey, pageResponse, preferredEncoding, rendersHtml, serveKeptPage } from '@/lib/cache/pages'
import { applyChanges, setListening } from '@/lib/cache/store'

// Pages are kept only while changes are heard; here nothing announces them but the tests.
beforeAll(() => setListening(true))

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url: `http://portal.test${url}`, headers: new Headers(headers) })

describe('pageCacheKey', () => {
  it('keeps the dashboard and profile pages of a signed-out visitor, per address (its language included)', () => {
    expect(pageCacheKey(request('/'))).toBe('/')
    expect(pageCacheKey(request('/en'))).toBe('/en')
    expect(pageCacheKey(request('/profile/42'))).toBe('/profile/42')
    expect(pageCacheKey(request('/en/profile/42?utm_source=x'))).toBe('/en/profile/42')
    expect(pageCacheKey(request('/en?q=water&page=2&fbclid=1'))).toBe('/en?q=water&page=2')
    // A profile page reads no query parameter: a shared link's tracking parameters get the same page.
    expect(pageCacheKey(request('/profile/42?fbclid=abc&utm_source=x'))).toBe('/profile/42')
    // The dashboard reads its list's search and page, and nothing else for a signed-out visitor.
    expect(pageCacheKey(request('/?q=water'))).toBe('/?q=water')
    expect(pageCacheKey(request('/?utm_source=x&page=2&counts=verified&q=%20%E0%A4%9C%E0%A4%B2%20'))).toBe(`/?q=${encodeURIComponent('जल')}&page=2`)
    expect(pageCacheKey(request('/en?q=&page='))).toBe('/en')
    // The list's filters (decision 098), in one order, a malformed one left out as the page leaves it out.
    expect(pageCacheKey(request('/?target_group=4&ward=5&utm_source=x&thematic_scope=x'))).toBe('/?ward=5&target_group=4')
    expect(pageCacheKey(request('/en?page=2&ward=7&thematic_scope=3'))).toBe('/en?ward=7&thematic_scope=3&page=2')
    expect(pageCacheKey(request('/?ward=0&target_group=99999999999&thematic_scope=05'))).toBe('/')
    expect(pageCacheKey(request(`/?q=${'a'.repeat(500)}|x`))).toBe(`/?q=${'a'.repeat(200)}`)
  })

  it('keeps a certificate’s verification page per code, in either language, whatever the query (decision 096)', () => {
    expect(pageCacheKey(request('/verify/AAAAAQ3mN8dkq1J0abc'))).toBe('/verify/AAAAAQ3mN8dkq1J0abc')
    expect(pageCacheKey(request('/en/verify/AAAAAQ3mN8dkq1J0abc?utm_source=qr'))).toBe('/en/verify/AAAAAQ3mN8dkq1J0abc')
    expect(pageCacheKey(request('/verify/AAAAAQ3mN8dkq1J0abc', { cookie: 'ngo_session=abc' }))).toBeNull()
    for (const path of ['/verify', '/verify/', '/verify/a/b', `/verify/${'A'.repeat(65)}`, '/verify/a%20b', '/en/verify', '/enverify/abc']) {
      expect(pageCacheKey(request(path)), path).toBeNull()
    }
  })

  it('renders anything else for each request', () => {
    // A signed-in visitor's page is never kept: a session may change any page.
    expect(pageCacheKey(request('/', { cookie: 'ngo_session=abc' }))).toBeNull()
    expect(pageCacheKey(request('/en/profile/42', { cookie: 'other=1; ngo_session=abc' }))).toBeNull()
    expect(pageCacheKey(request('/en', { cookie: 'lang=en' }))).toBeNull()
    expect(pageCacheKey(request('/', { cookie: 'other=1' }))).toBeNull()
    expect(pageCacheKey(request('/', { token: 'abc' }))).toBeNull()
    expect(pageCacheKey(request('/', { rsc: '1' }))).toBeNull()
    expect(pageCacheKey(request('/', { 'next-router-state-tree': 'x' }))).toBeNull()
    // A browser's fetch from a script (the client router's, even with its headers stripped) is not a page load.
    expect(pageCacheKey(request('/', { 'sec-fetch-dest': 'empty' }))).toBeNull()
    expect(pageCacheKey(request('/', { 'sec-fetch-dest': 'document' }))).toBe('/')
    // The portal's own render for the cache.
    expect(pageCacheKey(request('/', { 'x-page-cache-fill': '1' }))).toBeNull()
    expect(pageCacheKey(request('/profile/42?_rsc=abc'))).toBeNull()
    expect(pageCacheKey(request('/?q=water&_rsc=abc'))).toBeNull()
    expect(pageCacheKey(request('/', {}, 'POST'))).toBeNull()
    expect(pageCacheKey(request('/', {}, 'HEAD'))).toBeNull()
    for (const path of ['/profile', '/profile/0', '/profile/abc', '/profile/1/x', '/open-data', '/content/ngos', '/login', '/en/', '/en/en', '/en/login', '/english', '/enprofile/1', '/en/profile']) {
      expect(pageCacheKey(request(path)), path).toBeNull()
    }
  })
})

describe('isDocumentLoad', () => {
  it('is a browser’s load of a page to show, whatever its cookies, never the router’s or the portal’s own render', () => {
    expect(isDocumentLoad(request('/login', { cookie: 'ngo_auth_form=x', 'sec-fetch-dest': 'document' }))).toBe(true)
    expect(isDocumentLoad(request('/en/signup'))).toBe(true)
    for (const headers of <Record<string, string>[]>[{ rsc: '1' }, { 'next-router-prefetch': '1' }, { 'next-action': 'x' }, { 'sec-fetch-dest': 'empty' }, { 'x-page-cache-fill': '1' }]) {
      expect(isDocumentLoad(request('/login', headers)), JSON.stringify(headers)).toBe(false)
    }
    expect(isDocumentLoad(request('/login?_rsc=1'))).toBe(false)
    expect(isDocumentLoad(request('/login', {}, 'POST'))).toBe(false)
  })
})

describe('rendersHtml', () => {
  it('is a GET Next answers with HTML, the portal’s own render and a script’s fetch included, never the router’s nor an action’s', () => {
    const html = (path: string, headers: Record<string, string> = {}, method = 'GET') => rendersHtml(request(path, headers, method), new URL(`http://portal.test${path}`))
    expect(html('/profile/1')).toBe(true)
    expect(html('/profile', { 'sec-fetch-dest': 'empty' })).toBe(true)
    expect(html('/profile/1', { 'x-page-cache-fill': '1' })).toBe(true)
    for (const headers of <Record<string, string>[]>[{ rsc: '1' }, { 'next-router-state-tree': '%5B%5D' }, { 'next-router-prefetch': '1' }, { 'next-action': 'x' }]) {
      expect(html('/profile/1', headers), JSON.stringify(headers)).toBe(false)
    }
    expect(html('/profile/1?_rsc=1')).toBe(false)
    expect(html('/profile/1', {}, 'POST')).toBe(false)
    expect(html('/profile/1', {}, 'HEAD')).toBe(false)
  })
})

describe('cachedPage and committed changes', () => {
  // A stand-in for the portal: counts renders, and answers as told per path.
  const renders = new Map<string, number>()
  const behaviour = new Map<string, { status?: number; cookie?: boolean; delayMs?: number; pending?: boolean; tags?: string }>()
  let origin = ''
  let server: http.Server

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const path = request.url ?? '/'
      renders.set(path, (renders.get(path) ?? 0) + 1)
      const how = behaviour.get(path) ?? {}
      setTimeout(() => {
        response.statusCode = how.status ?? 200
        response.setHeader('content-type', 'text/html; charset=utf-8')
        response.setHeader('x-frame-options', 'DENY')
        if (how.cookie) response.setHeader('set-cookie', 'x=1')
        if (how.tags) response.setHeader('x-page-tags', how.tags)
        const script = `<script nonce="n">render(${renders.get(path)})</script>`
        response.end(how.pending ? `<html>${script}<!--$?--><template id="B:0"></template>${path}</html>` : `<html>${script}${path}</html>`)
      }, how.delayMs ?? 0)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const text = (page: Awaited<ReturnType<typeof cachedPage>>) => new TextDecoder().decode(page!.entry.body)

  it('renders once, then answers from the copy with the page headers, as a document without scripts', async () => {
    const [first, second] = await Promise.all([cachedPage('/', origin), cachedPage('/', origin)])
    expect(renders.get('/')).toBe(1)
    expect(first!.hit).toBe(false)
    expect(second!.hit).toBe(false)
    const third = await cachedPage('/', origin)
    expect(third!.hit).toBe(true)
    expect(text(third)).toBe('<html>/</html>')
    const response = pageResponse(third!.entry, true, false)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-page-cache')).toBe('hit')
    expect(response.headers.get('content-security-policy')).toContain("script-src 'none';")
    expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests')
    expect(response.headers.has('strict-transport-security')).toBe(false)
    const overHttps = pageResponse(third!.entry, true, true)
    expect(overHttps.headers.get('strict-transport-security')).toContain('max-age=')
    expect(overHttps.headers.get('content-security-policy')).toContain('upgrade-insecure-requests')
  })

  it('keeps a page that needs its scripts as rendered, under a policy with their hashes', async () => {
    behaviour.set('/profile/6', { pending: true })
    const kept = await cachedPage('/profile/6', origin)
    expect(text(kept)).toContain('<script nonce="n">render(1)</script>')
    expect(pageResponse(kept!.entry, false, false).headers.get('content-security-policy')).toContain(`script-src 'self' ${inlineScriptHashes(text(kept))[0]};`)
  })

  it('drops only the pages that show what changed, and every page for a label', async () => {
    await cachedPage('/profile/2', origin)
    await cachedPage('/en/profile/2', origin)
    await cachedPage('/', origin)
    await cachedPage('/?q=water', origin)
    applyChanges([TAGS.profile(2)])
    expect((await cachedPage('/', origin))!.hit).toBe(true)
    const search = await cachedPage('/?q=water', origin)
    expect(search!.hit).toBe(true)
    expect(text(search)).toBe('<html>/?q=water</html>')
    applyChanges([TAGS.dashboard])
    expect((await cachedPage('/?q=water', origin))!.hit).toBe(false)
    expect((await cachedPage('/profile/2', origin))!.hit).toBe(false)
    expect((await cachedPage('/en/profile/2', origin))!.hit).toBe(false)
    applyChanges([TAGS.labels])
    expect((await cachedPage('/', origin))!.hit).toBe(false)
  })

  it('keeps no page whose data changed while it was rendered', async () => {
    behaviour.set('/profile/3', { delayMs: 100 })
    const rendering = cachedPage('/profile/3', origin)
    await new Promise((resolve) => setTimeout(resolve, 30))
    applyChanges([TAGS.profile(3)])
    expect(await rendering).toBeNull()
    behaviour.delete('/profile/3')
    expect((await cachedPage('/profile/3', origin))!.hit).toBe(false)
    expect((await cachedPage('/profile/3', origin))!.hit).toBe(true)
  })

  it('sends a copy only on the Kathmandu day it was rendered on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date('2026-11-24T18:00:00Z')) // 23:45 in Kathmandu
      await cachedPage('/profile/12', origin)
      expect((await cachedPage('/profile/12', origin))!.hit).toBe(true)
      vi.setSystemTime(new Date('2026-11-24T18:20:00Z')) // 00:05 the next day
      expect((await cachedPage('/profile/12', origin))!.hit).toBe(false)
      expect((await cachedPage('/profile/12', origin))!.hit).toBe(true)
      expect(renders.get('/profile/12')).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps a verification page under the tags its render names, and sends one that names none without keeping it', async () => {
    behaviour.set('/verify/AAAAAQ3mN8dkq1J0abc', { tags: 'certificate:1 profile:9 labels' })
    const first = await cachedPage('/verify/AAAAAQ3mN8dkq1J0abc', origin)
    expect(first!.entry.tags).toEqual(['certificate:1', 'profile:9', 'labels'])
    expect(pageResponse(first!.entry, false, false).headers.has('x-page-tags')).toBe(false)
    expect((await cachedPage('/verify/AAAAAQ3mN8dkq1J0abc', origin))!.hit).toBe(true)
    applyChanges([TAGS.profile(8)])
    expect((await cachedPage('/verify/AAAAAQ3mN8dkq1J0abc', origin))!.hit).toBe(true)
    applyChanges([TAGS.profile(9)])
    expect((await cachedPage('/verify/AAAAAQ3mN8dkq1J0abc', origin))!.hit).toBe(false)
    applyChanges(['certificate:1'])
    expect((await cachedPage('/verify/AAAAAQ3mN8dkq1J0abc', origin))!.hit).toBe(false)
    // A page that names nothing (a code that is not genuine) is answered, and rendered again next time.
    const unnamed = await cachedPage('/verify/unknown', origin)
    expect(text(unnamed)).toBe('<html>/verify/unknown</html>')
    expect((await cachedPage('/verify/unknown', origin))!.hit).toBe(false)
    expect(renders.get('/verify/unknown')).toBe(2)
  })

  it('keeps no error page and no page that sets a cookie', async () => {
    behaviour.set('/profile/4', { status: 404 })
    behaviour.set('/profile/5', { cookie: true })
    expect(await cachedPage('/profile/4', origin)).toBeNull()
    expect(await cachedPage('/profile/5', origin)).toBeNull()
    expect(await cachedPage('/profile/5', origin)).toBeNull()
    expect(renders.get('/profile/5')).toBe(2)
  })
})

describe('preferredEncoding', () => {
  it('sends brotli, else gzip, else the plain page, as the client accepts', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('gzip, deflate')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(preferredEncoding('*')).toBe('br')
    expect(preferredEncoding('identity')).toBeNull()
    expect(preferredEncoding('gzip;q=0')).toBeNull()
    expect(preferredEncoding(null)).toBeNull()
  })
})

describe('serveKeptPage in front of the portal', () => {
  // The portal stand-in renders pages; a second server puts serveKeptPage in
  // front of a listener that answers "next" for whatever it declines.
  let origin = ''
  let front = ''
  const servers: http.Server[] = []
  let renders = 0

  const listen = async (listener: http.RequestListener) => {
    const server = http.createServer(listener)
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  beforeAll(async () => {
    origin = await listen((request, response) => {
      renders++
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.setHeader('vary', 'rsc')
      // As the portal's observer does: the render's own request id, which no later answer may carry.
      response.setHeader('x-request-id', `render-${renders}`)
      response.end(`<html><script>go(${renders})</script>${request.url} ${'नेपाल '.repeat(2000)}</html>`)
    })
    front = await listen((request, response) => {
      // As the entry does: the request id travels with the kept answer's headers.
      const requestId = request.headers['x-test-request-id'] as string | undefined
      if (serveKeptPage(request, response, requestId)) return
      response.setHeader('x-answered-by', 'next')
      response.end('next')
    })
  })
  afterAll(() => Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))))

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${front}${path}`, { headers }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200))

  it('declines a page it does not keep, then sends the kept one, plain until its compressed copy is made', async () => {
    expect((await get('/profile/70', { 'accept-encoding': 'gzip' })).headers['x-answered-by']).toBe('next')
    const kept = await cachedPage('/profile/70', origin)
    const html = new TextDecoder().decode(kept!.entry.body)

    // The first request starts the gzip copy and is answered at once with the page as it is, never by Next.
    const first = await get('/profile/70', { 'accept-encoding': 'gzip' })
    expect(first.headers['x-answered-by']).toBeUndefined()
    expect(first.headers['x-page-cache']).toBe('hit')
    expect(first.headers['content-encoding']).toBeUndefined()
    expect(first.headers['vary']).toBe('rsc, Cookie, Accept-Encoding')
    expect(Number(first.headers['content-length'])).toBe(first.body.length)
    expect(first.body.toString('utf8')).toBe(html)
    await settle()
    const zipped = await get('/profile/70', { 'accept-encoding': 'gzip, deflate' })
    expect(zipped.status).toBe(200)
    expect(zipped.headers['x-answered-by']).toBeUndefined()
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers['x-page-cache']).toBe('hit')
    expect(zipped.headers['vary']).toBe('rsc, Cookie, Accept-Encoding')
    // A profile page is kept as a document without scripts (lib/cache/document-only.ts).
    expect(html).not.toContain('<script')
    expect(zipped.headers['content-security-policy']).toContain("script-src 'none';")
    expect(zipped.headers['strict-transport-security']).toBeUndefined()
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length)
    expect(zipped.body.length).toBeLessThan(kept!.entry.body.length / 5)
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(html)

    await get('/profile/70', { 'accept-encoding': 'br', 'x-forwarded-proto': 'https' })
    await settle()
    const brotli = await get('/profile/70', { 'accept-encoding': 'gzip, deflate, br', 'x-forwarded-proto': 'https' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['strict-transport-security']).toContain('max-age=')
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(html)
    // Each kind of answer keeps its own headers: an https one never lends its HSTS to http.
    const brotliOverHttp = await get('/profile/70', { 'accept-encoding': 'br' })
    expect(brotliOverHttp.headers['strict-transport-security']).toBeUndefined()
    expect(brotliOverHttp.headers['content-security-policy']).not.toContain('upgrade-insecure-requests')
    expect(Number(brotliOverHttp.headers['content-length'])).toBe(brotli.body.length)
    expect((await get('/profile/70', { 'accept-encoding': 'gzip' })).headers).toMatchObject({ 'content-length': String(zipped.body.length), 'content-encoding': 'gzip' })
    // An address in absolute form is Next's to answer.
    const absolute = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const { hostname, port } = new URL(front)
      http.get({ hostname, port, path: 'http://portal.example/profile/70', headers: { 'accept-encoding': 'gzip' } }, (response) => resolve(response.resume().headers)).on('error', reject)
    })
    expect(absolute['x-answered-by']).toBe('next')

    const plain = await get('/profile/70', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString('utf8')).toBe(html)
    expect(renders).toBe(1)
  })

  it('leaves to Next a signed-in visitor, the other language, a router request, a refill and a forgotten page', async () => {
    await cachedPage('/profile/71', origin)
    await get('/profile/71', { 'accept-encoding': 'gzip' })
    await settle()
    expect((await get('/profile/71', { 'accept-encoding': 'gzip' })).headers['x-page-cache']).toBe('hit')
    for (const headers of <Record<string, string>[]>[{ cookie: 'ngo_session=abc' }, { cookie: 'lang=en' }, { 'x-page-cache-fill': 'anything' }, { rsc: '1' }, { token: 'abc' }]) {
      expect((await get('/profile/71', { 'accept-encoding': 'gzip', ...headers })).headers['x-answered-by'], JSON.stringify(headers)).toBe('next')
    }
    expect((await get('/profile/71?_rsc=1', { 'accept-encoding': 'gzip' })).headers['x-answered-by']).toBe('next')
    // A profile page reads no query, so a shared link's tracking parameters get the kept copy.
    expect((await get('/profile/71?fbclid=abc', { 'accept-encoding': 'gzip' })).headers['x-page-cache']).toBe('hit')
    applyChanges([TAGS.profile(71)])
    expect((await get('/profile/71', { 'accept-encoding': 'gzip' })).headers['x-answered-by']).toBe('next')
  })

  it("sends each hit's own request id with the kept headers, and never lends it to the next hit", async () => {
    await cachedPage('/profile/72', origin)
    // Sent plain while its gzip copy is made: with its own id only, never the render's.
    const plain = await get('/profile/72', { 'accept-encoding': 'gzip', 'x-test-request-id': 'plain-id-0000' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['x-request-id']).toBe('plain-id-0000')
    await settle()
    const first = await get('/profile/72', { 'accept-encoding': 'gzip', 'x-test-request-id': 'first-id-0001' })
    expect(first.headers['x-page-cache']).toBe('hit')
    expect(first.headers['x-request-id']).toBe('first-id-0001')
    const second = await get('/profile/72', { 'accept-encoding': 'gzip', 'x-test-request-id': 'second-id-0002' })
    expect(second.headers['x-request-id']).toBe('second-id-0002')
    const without = await get('/profile/72', { 'accept-encoding': 'gzip' })
    expect(without.headers['x-page-cache']).toBe('hit')
    expect(without.headers['x-request-id']).toBeUndefined()
    expect(second.headers['content-encoding']).toBe('gzip')
    expect(second.headers['vary']).toBe('rsc, Cookie, Accept-Encoding')
  })
})
