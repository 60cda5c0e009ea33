import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cachedPage, forgetPages, inlineScriptHashes, pageCacheKey, pageResponse } from '@/lib/page-cache'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url: `http://portal.test${url}`, headers: new Headers(headers) })

describe('pageCacheKey', () => {
  it('keeps the dashboard and profile pages of a signed-out visitor, per language', () => {
    expect(pageCacheKey(request('/'))).toBe('/|ne')
    expect(pageCacheKey(request('/', { cookie: 'lang=en' }))).toBe('/|en')
    expect(pageCacheKey(request('/profile/42', { cookie: 'lang=ne' }))).toBe('/profile/42|ne')
    expect(pageCacheKey(request('/profile/42', { cookie: 'lang=xx' }))).toBe('/profile/42|ne')
  })

  it('renders anything else for each request', () => {
    expect(pageCacheKey(request('/', { cookie: 'lang=en; ngo_session=abc' }))).toBeNull()
    expect(pageCacheKey(request('/', { cookie: 'other=1' }))).toBeNull()
    expect(pageCacheKey(request('/', { token: 'abc' }))).toBeNull()
    expect(pageCacheKey(request('/', { rsc: '1' }))).toBeNull()
    expect(pageCacheKey(request('/', { 'next-router-state-tree': 'x' }))).toBeNull()
    expect(pageCacheKey(request('/?q=water'))).toBeNull()
    expect(pageCacheKey(request('/', {}, 'POST'))).toBeNull()
    expect(pageCacheKey(request('/', {}, 'HEAD'))).toBeNull()
    for (const path of ['/profile', '/profile/0', '/profile/abc', '/profile/1/x', '/open-data', '/content/ngos', '/login']) {
      expect(pageCacheKey(request(path)), path).toBeNull()
    }
  })
})

describe('inlineScriptHashes', () => {
  it('hashes the text of every inline script and no external one', () => {
    const first = 'self.__next_f.push([0])'
    const second = '\n(() => { document.title = "<p>" })()\n'
    const html = `<html><script src="/a.js" async nonce="n"></script><script nonce="n">${first}</script><p>x</p><script id="_R_">${second}</script><script nonce="n">${first}</script></html>`
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
    expect(inlineScriptHashes(html)).toEqual([hash(first), hash(second)])
  })
})

describe('pagesShowing', () => {
  it('names the kept pages a write changes', async () => {
    const { CACHE_TAGS, pagesShowing } = await import('@/lib/cache')
    expect(pagesShowing([CACHE_TAGS.profile(7)])).toEqual(['/profile/7'])
    expect(pagesShowing([CACHE_TAGS.profile(7), CACHE_TAGS.profileList, CACHE_TAGS.dashboard])).toEqual(['/profile/7', '/'])
    expect(pagesShowing([CACHE_TAGS.translations])).toBe('all')
    expect(pagesShowing([CACHE_TAGS.reference, CACHE_TAGS.profile(7)])).toBe('all')
    expect(pagesShowing([])).toEqual([])
  })
})

describe('cachedPage and forgetPages', () => {
  // A stand-in for the portal: counts renders, and answers as told per path.
  const renders = new Map<string, number>()
  const behaviour = new Map<string, { status?: number; cookie?: boolean; delayMs?: number }>()
  let origin = ''
  let server: import('node:http').Server

  beforeAll(async () => {
    const http = await import('node:http')
    server = http.createServer((request, response) => {
      const path = request.url ?? '/'
      renders.set(path, (renders.get(path) ?? 0) + 1)
      const how = behaviour.get(path) ?? {}
      setTimeout(() => {
        response.statusCode = how.status ?? 200
        response.setHeader('content-type', 'text/html; charset=utf-8')
        response.setHeader('x-frame-options', 'DENY')
        if (how.cookie) response.setHeader('set-cookie', 'x=1')
        response.end(`<html><script nonce="n">render(${renders.get(path)})</script>${path}</html>`)
      }, how.delayMs ?? 0)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const text = (page: Awaited<ReturnType<typeof cachedPage>>) => new TextDecoder().decode(page!.entry.body)

  it('renders once, then answers from the copy with the page headers and a hash policy', async () => {
    const [first, second] = await Promise.all([cachedPage('/profile/1|ne', origin), cachedPage('/profile/1|ne', origin)])
    expect(renders.get('/profile/1')).toBe(1)
    expect(first!.hit).toBe(false)
    expect(second!.hit).toBe(false)
    const third = await cachedPage('/profile/1|ne', origin)
    expect(third!.hit).toBe(true)
    expect(text(third)).toContain('render(1)')
    const response = pageResponse(third!.entry, (scripts) => `script-src ${scripts}`, true)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-page-cache')).toBe('hit')
    expect(response.headers.get('content-security-policy')).toBe(`script-src 'self' ${inlineScriptHashes(text(third))[0]}`)
  })

  it('forgets only the pages a write names, and every page when told', async () => {
    await cachedPage('/profile/2|ne', origin)
    await cachedPage('/profile/2|en', origin)
    await cachedPage('/|ne', origin)
    forgetPages(['/profile/2'])
    expect((await cachedPage('/|ne', origin))!.hit).toBe(true)
    expect((await cachedPage('/profile/2|ne', origin))!.hit).toBe(false)
    expect((await cachedPage('/profile/2|en', origin))!.hit).toBe(false)
    forgetPages('all')
    expect((await cachedPage('/|ne', origin))!.hit).toBe(false)
  })

  it('keeps no page a write may have changed while it was rendered', async () => {
    behaviour.set('/profile/3', { delayMs: 100 })
    const rendering = cachedPage('/profile/3|ne', origin)
    await new Promise((resolve) => setTimeout(resolve, 30))
    forgetPages(['/profile/3'])
    expect(await rendering).toBeNull()
    behaviour.delete('/profile/3')
    expect((await cachedPage('/profile/3|ne', origin))!.hit).toBe(false)
    expect((await cachedPage('/profile/3|ne', origin))!.hit).toBe(true)
  })

  it('keeps no error page and no page that sets a cookie', async () => {
    behaviour.set('/profile/4', { status: 404 })
    behaviour.set('/profile/5', { cookie: true })
    expect(await cachedPage('/profile/4|ne', origin)).toBeNull()
    expect(await cachedPage('/profile/5|ne', origin)).toBeNull()
    expect(await cachedPage('/profile/5|ne', origin)).toBeNull()
    expect(renders.get('/profile/5')).toBe(2)
  })
})
