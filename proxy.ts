// Every page request passes here first:
// - a query value with a control or text-direction character names no page:
//   the not-found page answers (404), never the error view;
// - while the database cannot be reached, the friendly 503 page answers, with
//   Retry-After, instead of a page that fails half-way (lib/system/health.ts);
// - security headers that need the request: a fresh nonce per page for the
//   Content-Security-Policy (no 'unsafe-inline' scripts), and HSTS when the
//   page was reached over HTTPS (directly or through a TLS-terminating proxy).
// Signed-out visitors of the dashboard and the profile pages get the kept copy
// of lib/cache/pages.ts, whose policy lists its inline scripts' hashes instead.
import { NextResponse, type NextRequest } from 'next/server'
import { CONTROL_CHARACTERS } from '@/lib/api/input'
import { cachedPage, pageCacheKey, pageResponse } from '@/lib/cache/pages'
import { contentSecurityPolicy, HSTS } from '@/lib/csp'
import { LANGUAGE_COOKIE } from '@/lib/i18n/shared'
import { logger } from '@/lib/log'
import { isDatabaseReachable } from '@/lib/system/health'
import { UNAVAILABLE_RETRY_SECONDS, unavailablePage } from '@/lib/system/unavailable-page'

/** Where the not-found page answers: no page lives at this path. */
const NOT_FOUND_PATH = '/_not-found'

export async function proxy(request: NextRequest) {
  const isHttps = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  const hsts = (response: Response) => {
    if (isHttps) response.headers.set('Strict-Transport-Security', HSTS)
    return response
  }

  for (const [key, value] of request.nextUrl.searchParams) {
    if (CONTROL_CHARACTERS.test(key) || CONTROL_CHARACTERS.test(value)) return hsts(NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { status: 404 }))
  }

  if (!(await isDatabaseReachable())) {
    const language = request.cookies.get(LANGUAGE_COOKIE)?.value === 'en' ? 'en' : 'ne'
    return hsts(
      new NextResponse(unavailablePage(language), {
        status: 503,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Retry-After': String(UNAVAILABLE_RETRY_SECONDS),
          'Cache-Control': 'no-store',
          'Content-Security-Policy': contentSecurityPolicy("'none'", isHttps),
        },
      }),
    )
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
      // Every page, /api-reference included; not the API (its own answers) nor static files.
      source: '/((?!api/|api$|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
