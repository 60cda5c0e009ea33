// GET /verify/{code} (and /en/verify/{code}) – whether a registration certificate is genuine and where its NGO stands now (decision 096)
import { PAGE_TAGS_HEADER, RENDER_HEADER } from '@/lib/cache/documents'
import { verificationPage } from '@/lib/certificates/verification'
import { LANGUAGE_HEADER } from '@/lib/i18n/paths'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ code: string }> }

export async function GET(request: Request, { params }: Context) {
  // The proxy names the address's language (decision 040).
  const language = request.headers.get(LANGUAGE_HEADER) === 'en' ? 'en' : 'ne'
  const { html, status, tags } = await verificationPage((await params).code, language)
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    // Read anew at each visit: a revocation or a deactivation shows at once.
    'Cache-Control': 'no-cache',
    'X-Robots-Tag': 'noindex, nofollow',
  })
  // Only the render for the kept copy learns what the page shows (lib/cache/pages.ts).
  if (tags && request.headers.has(RENDER_HEADER)) headers.set(PAGE_TAGS_HEADER, tags.join(' '))
  return new Response(html, { status, headers })
}
