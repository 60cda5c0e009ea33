// GET /sitemap.xml – the home page and every public profile, or an index of sitemap files past 50 000 addresses
import { getEnv } from '@/lib/env'
import { countSitemapFiles, listSitemapEntries, renderSitemapIndex, renderUrlSet } from '@/lib/profile/sitemap'

export const dynamic = 'force-dynamic'

const HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' }

export async function GET() {
  const siteUrl = getEnv().SITE_URL
  const files = await countSitemapFiles()
  const body = files === 1 ? renderUrlSet(siteUrl, await listSitemapEntries(0)) : renderSitemapIndex(siteUrl, files)
  return new Response(body, { headers: HEADERS })
}
