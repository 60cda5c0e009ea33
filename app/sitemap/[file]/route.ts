// GET /sitemap/{n}.xml – one file of a sitemap too large for /sitemap.xml alone
import { getEnv } from '@/lib/env'
import { countSitemapFiles, listSitemapEntries, renderUrlSet } from '@/lib/profile/sitemap'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ file: string }> }

export async function GET(_request: Request, context: Context) {
  const match = /^(\d{1,6})\.xml$/.exec((await context.params).file)
  const index = match ? Number(match[1]) : -1
  const files = await countSitemapFiles()
  // With a single file, /sitemap.xml itself is the sitemap.
  if (index < 0 || files === 1 || index >= files) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const body = renderUrlSet(getEnv().SITE_URL, await listSitemapEntries(index))
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' } })
}
