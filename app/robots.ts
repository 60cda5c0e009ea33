// /robots.txt: everything public may be crawled; the sign-in screens, the
// own-profile editor, content management and the API (but for public logos)
// may not. Points to the sitemap at the configured site address.
import type { MetadataRoute } from 'next'
import { getEnv } from '@/lib/env'
import { pathIn } from '@/lib/i18n/paths'
import { LANGUAGES } from '@/lib/i18n/shared'

/** The pages for signed-in people and sign-in itself, in both languages (decision 040). */
const PRIVATE_PAGES = ['/content', '/profile$', '/login', '/signup', '/verification', '/recover']

// The site address is read when asked, not frozen at build time.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const siteUrl = getEnv().SITE_URL
  return {
    rules: {
      userAgent: '*',
      allow: ['/', '/api/files/'],
      disallow: ['/api/', ...LANGUAGES.flatMap((language) => PRIVATE_PAGES.map((path) => pathIn(language, path)))],
    },
    sitemap: `${siteUrl}/sitemap.xml`,
  }
}
