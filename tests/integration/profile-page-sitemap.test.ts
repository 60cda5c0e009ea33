// /sitemap.xml, /sitemap/{n}.xml and /robots.txt: the public profiles search
// engines may index, and nothing else.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import robots from '@/app/robots'
import { GET as sitemapFile } from '@/app/sitemap/[file]/route'
import { GET as sitemap } from '@/app/sitemap.xml/route'
import { db } from '@/lib/db'
import { getEnv } from '@/lib/env'
import { countSitemapFiles, listSitemapEntries, PUBLIC_PAGES, renderUrlSet, sitemapFileCount, SITEMAP_PAGES_PER_FILE, SITEMAP_URL_LIMIT } from '@/lib/profile/sitemap'
import { setProfileStatus } from '@/lib/profile/profile'
import { createUser } from '@/tests/factories'
import { createProfile, viewerOf } from '@/tests/factories/profile'
import { call } from '@/tests/http'

let publicIds: number[] = []
let hiddenId: number
let inactiveId: number

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

beforeAll(async () => {
  publicIds = []
  for (let index = 0; index < 3; index++) publicIds.push((await createProfile(await createUser(), { name: `Public ${index}` }, { verified: true })).profile.id)
  hiddenId = (await createProfile(await createUser(), { name: 'Unverified' })).profile.id
  inactiveId = (await createProfile(await createUser(), { name: 'Inactive' }, { verified: true, inactive: true })).profile.id
})

describe('sitemap', () => {
  it('lists the public pages and every verified, active profile with its last change, in both languages', async () => {
    const response = await call(sitemap as never)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
    expect(response.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/)
    const site = getEnv().SITE_URL
    const pages = ['/', '/open-data', '/api-reference', ...publicIds.map((id) => `/profile/${id}`)]
    expect(locs(response.text)).toEqual(pages.flatMap((path) => [`${site}${path}`, `${site}${path === '/' ? '/en' : `/en${path}`}`]))
    // Each address names every language's address, and Nepali as the default.
    const profileUrl = response.text.split('\n').find((line) => line.includes(`<loc>${site}/en/profile/${publicIds[0]}</loc>`))!
    expect(profileUrl).toContain(`<xhtml:link rel="alternate" hreflang="ne" href="${site}/profile/${publicIds[0]}"/>`)
    expect(profileUrl).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${site}/en/profile/${publicIds[0]}"/>`)
    expect(profileUrl).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site}/profile/${publicIds[0]}"/>`)
    expect(response.text).not.toContain(`/profile/${hiddenId}<`)
    expect(response.text).not.toContain(`/profile/${inactiveId}<`)
    const lastModified = [...response.text.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => match[1])
    expect(lastModified).toHaveLength(publicIds.length * 2)
    for (const value of lastModified) expect(Number.isNaN(Date.parse(value))).toBe(false)
  })

  it('follows verification and deactivation', async () => {
    const admin = viewerOf(await createUser({ role: 'super_admin' }))
    await setProfileStatus(admin, hiddenId, { status: 'active' })
    await setProfileStatus(admin, publicIds[0], { status: 'inactive' })
    const paths = (await listSitemapEntries(0)).map((entry) => entry.path)
    expect(paths).toContain(`/profile/${hiddenId}`)
    expect(paths).not.toContain(`/profile/${publicIds[0]}`)
    await setProfileStatus(admin, publicIds[0], { status: 'active' })
    await setProfileStatus(admin, hiddenId, { status: 'inactive' })
  })

  it('splits into files of at most the limit, the public pages first', async () => {
    expect(sitemapFileCount(0)).toBe(1)
    expect(SITEMAP_PAGES_PER_FILE * 2).toBe(SITEMAP_URL_LIMIT)
    expect(sitemapFileCount(SITEMAP_PAGES_PER_FILE - PUBLIC_PAGES.length)).toBe(1)
    expect(sitemapFileCount(SITEMAP_PAGES_PER_FILE - PUBLIC_PAGES.length + 1)).toBe(2)
    // With files of 2 addresses: [/, /open-data], [/api-reference, p0], [p1, p2], ...
    const everything = [...PUBLIC_PAGES, ...publicIds.map((id) => `/profile/${id}`)]
    const files = await countSitemapFiles(2)
    expect(files).toBe(Math.ceil(everything.length / 2))
    expect((await listSitemapEntries(0, 2)).map((entry) => entry.path)).toEqual(['/', '/open-data'])
    expect((await listSitemapEntries(1, 2)).map((entry) => entry.path)).toEqual(['/api-reference', `/profile/${publicIds[0]}`])
    const listed: string[] = []
    for (let index = 0; index < files; index++) {
      const entries = await listSitemapEntries(index, 2)
      expect(entries.length).toBeGreaterThan(0)
      expect(entries.length).toBeLessThanOrEqual(2)
      listed.push(...entries.map((entry) => entry.path))
    }
    expect(listed).toEqual(everything)
    expect(await listSitemapEntries(files, 2)).toEqual([])
    expect(await listSitemapEntries(-1, 2)).toEqual([])
  })

  it('escapes addresses as XML', () => {
    expect(renderUrlSet('https://example.org/a&b', [{ path: '/', lastModified: null }])).toContain('<loc>https://example.org/a&amp;b/</loc>')
    expect(renderUrlSet('https://example.org/a&b', [{ path: '/', lastModified: null }])).toContain('<loc>https://example.org/a&amp;b/en</loc>')
  })

  it('has no numbered files while one sitemap holds everything', async () => {
    expect((await call(sitemapFile as never, { params: { file: '0.xml' } })).status).toBe(404)
    expect((await call(sitemapFile as never, { params: { file: 'x.xml' } })).status).toBe(404)
  })

  it('past 50 000 addresses (25 000 pages in two languages) becomes an index of numbered files', async () => {
    await db.execute(
      sql`insert into ngo_profiles (name, status, is_verified) select 'Bulk ' || g, 'active', true from generate_series(1, ${SITEMAP_PAGES_PER_FILE}) g`,
    )
    const index = await call(sitemap as never)
    expect(index.status).toBe(200)
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const site = getEnv().SITE_URL
    expect(locs(index.text)).toEqual([`${site}/sitemap/0.xml`, `${site}/sitemap/1.xml`])
    const first = await call(sitemapFile as never, { params: { file: '0.xml' } })
    const second = await call(sitemapFile as never, { params: { file: '1.xml' } })
    expect(first.status).toBe(200)
    expect(locs(first.text)).toHaveLength(SITEMAP_URL_LIMIT)
    expect(locs(first.text)[0]).toBe(`${site}/`)
    // Every public profile exactly once in each language across the files.
    const all = [...locs(first.text), ...locs(second.text)]
    expect(all).toHaveLength((SITEMAP_PAGES_PER_FILE + publicIds.length + PUBLIC_PAGES.length) * 2)
    expect(new Set(all).size).toBe(all.length)
    expect((await call(sitemapFile as never, { params: { file: '2.xml' } })).status).toBe(404)
  })
})

describe('robots.txt', () => {
  it('lets crawlers in but for the private areas, and points to the sitemap', () => {
    const rules = robots()
    expect(rules.sitemap).toBe(`${getEnv().SITE_URL}/sitemap.xml`)
    expect(rules.rules).toMatchObject({ userAgent: '*', allow: expect.arrayContaining(['/', '/api/files/']) })
    const disallow = (rules.rules as { disallow: string[] }).disallow
    for (const path of ['/api/', '/content', '/profile$', '/login', '/signup', '/verification', '/recover']) {
      expect(disallow).toContain(path)
      if (path !== '/api/') expect(disallow).toContain(`/en${path}`)
    }
    expect(disallow.some((path) => /^(\/en)?\/profile\//.test(path))).toBe(false)
  })
})
