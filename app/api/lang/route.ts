// GET /api/lang?lang=ne|en&next=/path – choose the interface language
import { LANGUAGE_COOKIE } from '@/lib/i18n/shared'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  const url = new URL(request.url)
  const language = url.searchParams.get('lang') === 'en' ? 'en' : 'ne'
  const next = url.searchParams.get('next') ?? '/'
  // Only a path on this site, never another host.
  const safeNext = next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/'
  return new Response(null, {
    status: 303,
    headers: {
      Location: safeNext,
      'Set-Cookie': `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`,
      'Cache-Control': 'no-store',
    },
  })
}
