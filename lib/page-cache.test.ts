import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, pageCacheKey } from '@/lib/page-cache'

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
