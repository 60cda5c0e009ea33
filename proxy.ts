// Every page request passes here first:
// - a query value with a control or text-direction character names no page:
//   the not-found page answers (404), never the error view;
// - while the database cannot be reached, the friendly 503 page answers, with
//   Retry-After, instead of a page that fails half-way (lib/system/health.ts);
// - security headers that need the request: a fresh nonce per page for the
//   Content-Security-Policy (no 'unsafe-inline' scripts), and HSTS when the
//   page was reached over HTTPS (directly or through a TLS-terminating proxy).
// - the language is the address's (decision 040): `/en/...` is rewritten to
//   the plain path with the language named in a request header, which the
//   server components read (lib/i18n/server.ts); a header of that name sent by
//   the browser is replaced, never believed. Likewise whether the answer is
//   the page's HTML (lib/markup.ts).
// - the outcome cookie of an auth form's post (decision 070) is dropped with
//   the answer of the page that shows it;
// - the address of a profile merged into another (decision 095) answers 301
//   with the kept profile's, in the same language.
// Signed-out visitors of the dashboard and the profile pages get the kept copy
// of lib/cache/pages.ts, whose policy lists its inline scripts' hashes instead;
// a page load of an auth page gets the page as a document without Next's
// scripts, rendered for it (lib/cache/documents.ts, decision 070).
import { NextResponse, type NextRequest } from 'next/server'
import { CONTROL_CHARACTERS } from '@/lib/api/input'
import { readCookie } from '@/lib/auth/cookie-session'
import { OUTCOME_COOKIE, outcomeCookieHeader } from '@/lib/auth/form-state'
import { AUTH_ROUTES } from '@/lib/auth/routes'
import { documentPage } from '@/lib/cache/documents'
import { cachedPage, isDocumentLoad, pageCacheKey, pageResponse, rendersHtml } from '@/lib/cache/pages'
import { contentSecurityPolicy, HSTS } from '@/lib/csp'
import { LANGUAGE_HEADER, PATH_HEADER, pathIn, splitLanguage } from '@/lib/i18n/paths'
import type { Language } from '@/lib/i18n/shared'
import { logger } from '@/lib/log'
import { DOCUMENT_RENDER_HEADER } from '@/lib/markup'
import { mergedProfileTarget } from '@/lib/profile/merge'
import { isDatabaseReachable } from '@/lib/system/health'
import { UNAVAILABLE_RETRY_SECONDS, unavailablePage } from '@/lib/system/unavailable-page'

/** Where the not-found page answers: no page lives at this path. */
const NOT_FOUND_PATH = '/_not-found'

const PROFILE_PAGE = /^\/profile\/([1-9][0-9]{0,9})$/

/** The kept profile's address, for the address of a profile merged into it; null for any other page. */
async function mergedProfileAddress(request: NextRequest, language: Language, path: string): Promise<URL | null> {
  const profile = PROFILE_PAGE.exec(path)
  if (!profile || Number(profile[1]) > 2_147_483_647) return null
  const kept = await mergedProfileTarget(Number(profile[1]))
  if (kept === null) return null
  const target = request.nextUrl.clone()
  target.pathname = pathIn(language, `/profile/${kept}`)
  return target
}

/** The client router's prefetches: they get the language but skip the database check and the page cache. */
function isPrefetch(request: NextRequest) {
  return request.headers.has('next-router-prefetch') || request.headers.get('purpose') === 'prefetch'
}

export async function proxy(request: NextRequest) {
  const { language, path } = splitLanguage(request.nextUrl.pathname)
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set(LANGUAGE_HEADER, language)
  requestHeaders.set(PATH_HEADER, path)
  // Whether the page's HTML is made from this render, so its flight data may name markup the HTML carries (decision 108).
  if (rendersHtml(request, request.nextUrl)) requestHeaders.set(DOCUMENT_RENDER_HEADER, '1')
  else requestHeaders.delete(DOCUMENT_RENDER_HEADER)
  const notFound = () => NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { status: 404, request: { headers: requestHeaders } })
  // Only pages have an English address: /en/api/... and /en/_next/... name nothing.
  if (language === 'en' && (path === '/api' || path.startsWith('/api/') || path.startsWith('/_next/'))) return notFound()
  /** Next goes on to the page the address names, in its language. */
  const onward = () => {
    if (language === 'ne') return NextResponse.next({ request: { headers: requestHeaders } })
    const target = new URL(request.url)
    target.pathname = path
    return NextResponse.rewrite(target, { request: { headers: requestHeaders } })
  }
  if (isPrefetch(request)) return onward()

  const isHttps = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https'
  const hsts = (response: Response) => {
    if (isHttps) response.headers.set('Strict-Transport-Security', HSTS)
    return response
  }

  for (const [key, value] of request.nextUrl.searchParams) {
    if (CONTROL_CHARACTERS.test(key) || CONTROL_CHARACTERS.test(value)) return hsts(notFound())
  }

  if (!(await isDatabaseReachable())) {
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

  const kept = await mergedProfileAddress(request, language, path)
  if (kept) return hsts(NextResponse.redirect(kept, 301))

  // The portal's own address, to render a page through itself. Not in development: the islands are made by the build.
  const origin = process.env.NODE_ENV === 'production' ? `http://127.0.0.1:${process.env.PORT ?? 3000}` : null
  const key = origin ? pageCacheKey(request) : null
  if (key) {
    try {
      const page = await cachedPage(key, origin!)
      if (page) return pageResponse(page.entry, page.hit, isHttps)
    } catch (error) {
      logger.warn('page cache unavailable, rendering the page', { path: request.nextUrl.pathname, error: (error as Error).message })
    }
  }
  const isAuthPage = (AUTH_ROUTES as readonly string[]).includes(path)
  if (origin && isAuthPage && isDocumentLoad(request)) {
    try {
      return await documentPage(new URL(request.url), { origin, cookie: request.headers.get('cookie'), isHttps })
    } catch (error) {
      logger.warn('auth page not sent as a document, rendering it', { path: request.nextUrl.pathname, error: (error as Error).message })
    }
  }

  const nonce = btoa(crypto.randomUUID())
  const policy = contentSecurityPolicy(`'self' 'nonce-${nonce}' 'strict-dynamic'`, isHttps)
  requestHeaders.set('x-nonce', nonce)
  requestHeaders.set('Content-Security-Policy', policy)
  const response = onward()
  response.headers.set('Content-Security-Policy', policy)
  // The outcome of an auth form's post is for the one page view it leads to (lib/auth/form-state.ts): a reload shows a clean
  // form. After a sign-in that is whichever page the person lands on, which shows its toast.
  if (readCookie(request.headers.get('cookie'), OUTCOME_COOKIE) !== undefined) {
    response.headers.append('Set-Cookie', outcomeCookieHeader(null, request))
  }
  return hsts(response)
}

export const config = {
  matcher: [
    // Every English page, the client router's prefetches included: only the proxy knows its language.
    '/en',
    '/en/:path*',
    {
      // Every page, /api-reference included; not the API (its own answers), the client code's labels and reference lists nor static files.
      source: '/((?!api/|api$|labels/|reference/|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
}
