// Security headers that need the request: a fresh nonce per page for the
// Content-Security-Policy (no 'unsafe-inline' scripts), and HSTS when the page
// was reached over HTTPS (directly or through a TLS-terminating proxy).
// Signed-out visitors of the dashboard and the profile pages get the kept copy
// of lib/cache/pages.ts, whose policy lists its inline scripts' hashes instead.
import { NextResponse, type NextRequest } from 'next/server'
import { cachedPage, pageCacheKey, pageResponse } from '@/lib/cache/pages'
import { contentSecurityPolicy, HSTS } from '@/lib/csp'
import { logger } from '@/lib/log'

export async function proxy(request: NextRequest) {
  const isHttps = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  const hsts = (response: Response) => {
    if (isHttps) response.headers.set('Strict-Transport-Security', HSTS)
    return response
  }

  const key = process.env.NODE_ENV === 'production' ? pageCacheKey(request) : null
  if (key) {
    try {
      const page = await cachedPage(key, `http://127.0.0.1:${process.env.PORT ?? 3000}`)
      if (page) return pageResponse(page.entry, page.hit, isHttps)
    } catch (error) {
      logger.warn('page cache unavailable, rendering the page', { path: request.nextUrl.pathname, error: (error as Error).message })
    }
  }

  const nonce = btoa(crypto.randomUUID())
  const policy = contentSecurityPolicy(`'self' 'nonce-${nonce}' 'strict-dynamic'`, isHttps)
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('x-nonce', nonce)
  requestHeaders.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', policy)
  return hsts(response)
}

export const config = {
  matcher: [
    {
      source: '/((?!api|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
