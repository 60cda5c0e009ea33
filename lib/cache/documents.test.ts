import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentPage, inlineScriptHashes, RENDER_HEADER } from '@/lib/cache/documents'

describe('inlineScriptHashes', () => {
  it('hashes the text of every inline script and no external one', () => {
    const first = 'self.__next_f.push([0])'
    const second = '\n(() => { document.title = "<p>" })()\n'
    const html = `<html><script src="/a.js" async nonce="n"></script><script nonce="n">${first}</script><p>x</p><script id="_R_">${second}</script><script nonce="n">${first}</script></html>`
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
    expect(inlineScriptHashes(html)).toEqual([hash(first), hash(second)])
  })
})

describe('documentPage', () => {
  // A stand-in for the portal: what it was asked, and its answer per path.
  const asked: http.IncomingHttpHeaders[] = []
  let origin = ''
  let server: http.Server

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      asked.push(request.headers)
      if (request.url === '/login') {
        response.setHeader('content-type', 'text/html; charset=utf-8')
        response.setHeader('x-frame-options', 'DENY')
        response.setHeader('x-middleware-rewrite', '/login')
        response.setHeader('set-cookie', ['ngo_auth_form=; Path=/; Max-Age=0', 'other=1; Path=/'])
        response.end('<html><head><link rel="preload" as="script" href="/_next/static/x.js"></head><body><form>x</form><script src="/_next/static/x.js"></script><script>self.__next_f.push([1])</script></body></html>')
      } else if (request.url === '/signup') {
        // A signed-in visitor is sent on.
        response.writeHead(307, { location: `${origin}/profile`, 'content-type': 'text/plain' })
        response.end('/profile')
      } else {
        response.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '30' })
        response.end('<html><body>busy</body></html>')
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('renders the page with the visitor’s cookies and sends it without Next’s scripts, its cookies set', async () => {
    const answer = await documentPage(new URL('https://portal.test/login'), { origin, cookie: 'ngo_auth_form=sealed', isHttps: true })
    expect(asked.at(-1)).toMatchObject({ cookie: 'ngo_auth_form=sealed', [RENDER_HEADER]: '1', 'x-forwarded-proto': 'https' })
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe('<html><head></head><body><form>x</form></body></html>')
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'none';")
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=')
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
    expect(answer.headers.has('x-middleware-rewrite')).toBe(false)
    expect(answer.headers.getSetCookie()).toEqual(['ngo_auth_form=; Path=/; Max-Age=0', 'other=1; Path=/'])
  })

  it('passes a redirect on to the address the browser asked, and another answer as it is', async () => {
    const redirected = await documentPage(new URL('http://portal.test/signup'), { origin, cookie: null, isHttps: false })
    expect(asked.at(-1)?.cookie).toBeUndefined()
    expect(redirected.status).toBe(307)
    expect(redirected.headers.get('location')).toBe('http://portal.test/profile')
    expect(redirected.headers.has('strict-transport-security')).toBe(false)
    const busy = await documentPage(new URL('http://portal.test/recover'), { origin, cookie: null, isHttps: false })
    expect(busy.status).toBe(503)
    expect(busy.headers.get('retry-after')).toBe('30')
    expect(await busy.text()).toBe('<html><body>busy</body></html>')
  })
})
