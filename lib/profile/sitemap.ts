// The sitemap: the public pages (home, open data, API reference) and every
// public (verified, active) profile with the time it last changed, each in
// both languages (decision 040) with its hreflang alternates. Up to 50 000
// addresses (25 000 pages) it is one file, /sitemap.xml; past that
// /sitemap.xml becomes an index of /sitemap/{n}.xml files of 50 000 addresses
// each (the limit search engines set). Reads go through the data cache, kept
// until a committed change of a listed profile.
import { and, asc, count, eq } from 'drizzle-orm'
import { ngoProfiles } from '@/db/schema'
import { cached, TAGS } from '@/lib/cache'
import { db } from '@/lib/db'
import { languageAlternates, pathIn } from '@/lib/i18n/paths'
import { LANGUAGES } from '@/lib/i18n/shared'
import { profilePath } from '@/lib/profile/seo'

export const SITEMAP_URL_LIMIT = 50_000
/** Each page is listed once per language. */
export const SITEMAP_PAGES_PER_FILE = SITEMAP_URL_LIMIT / LANGUAGES.length

export type SitemapEntry = { path: string; lastModified: string | null }

/** The pages everyone may read besides the profiles, listed first. */
export const PUBLIC_PAGES = ['/', '/open-data', '/api-reference'] as const

const isPublic = and(eq(ngoProfiles.status, 'active'), eq(ngoProfiles.is_verified, true))

async function countPublicProfiles(): Promise<number> {
  const [row] = await db.select({ total: count() }).from(ngoProfiles).where(isPublic)
  return row.total
}

async function readPublicProfiles(offset: number, limit: number) {
  const rows = await db
    .select({ id: ngoProfiles.id, updated_at: ngoProfiles.updated_at })
    .from(ngoProfiles)
    .where(isPublic)
    .orderBy(asc(ngoProfiles.id))
    .offset(offset)
    .limit(limit)
  return rows.map((row) => ({ id: row.id, updated_at: row.updated_at.toISOString() }))
}

const cachedCount = cached(countPublicProfiles, 'sitemap-count', [TAGS.registry])
const cachedProfiles = cached(readPublicProfiles, 'sitemap-profiles', [TAGS.registry])

/** How many sitemap files the pages need (`limit` pages a file): the public pages and the public profiles. */
export function sitemapFileCount(publicProfiles: number, limit = SITEMAP_PAGES_PER_FILE): number {
  return Math.max(1, Math.ceil((publicProfiles + PUBLIC_PAGES.length) / limit))
}

/** The number of sitemap files; 1 means /sitemap.xml lists every address itself. */
export async function countSitemapFiles(limit = SITEMAP_PAGES_PER_FILE): Promise<number> {
  return sitemapFileCount(await cachedCount(), limit)
}

/**
 * The pages of sitemap file `index` (0-based). All pages in order are the
 * public pages, then the public profiles by id; file `index` holds the
 * `limit` pages from `index * limit`. An index past the last file has none.
 */
export async function listSitemapEntries(index: number, limit = SITEMAP_PAGES_PER_FILE): Promise<SitemapEntry[]> {
  if (!Number.isInteger(index) || index < 0) return []
  const start = index * limit
  const end = start + limit
  const pages: SitemapEntry[] = PUBLIC_PAGES.slice(start, end).map((path) => ({ path, lastModified: null }))
  const firstProfile = Math.max(start, PUBLIC_PAGES.length) - PUBLIC_PAGES.length
  const profileCount = end - Math.max(start, PUBLIC_PAGES.length)
  const profiles = profileCount > 0 ? await cachedProfiles(firstProfile, profileCount) : []
  return [...pages, ...profiles.map((profile) => ({ path: profilePath(profile.id), lastModified: profile.updated_at }))]
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character]!)

/** Each page in each language, every one naming all its alternates (as search engines ask). */
export function renderUrlSet(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : ''
    const alternates = Object.entries(languageAlternates(entry.path))
      .map(([language, path]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(siteUrl + path)}"/>`)
      .join('')
    return LANGUAGES.map((language) => `<url><loc>${escapeXml(siteUrl + pathIn(language, entry.path))}</loc>${lastModified}${alternates}</url>`)
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

export function sitemapFilePath(index: number): string {
  return `/sitemap/${index}.xml`
}

export function renderSitemapIndex(siteUrl: string, files: number): string {
  const sitemaps = Array.from({ length: files }, (_, index) => `<sitemap><loc>${escapeXml(siteUrl + sitemapFilePath(index))}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`
}
