// Each language at its own address (decision 040): English under /en, the
// language taken from the address and never from a cookie, links that stay in
// the page's language, a switch that keeps the page and its query, and old
// /api/lang links that still land on the right page.
import { expect, test } from '@playwright/test'
import { BASE_URL } from './content-helpers'
import { createProfileFixture, type ProfileFixture } from './profile-public-fixtures'

let profile: ProfileFixture

test.beforeAll(async ({ browser }) => {
  profile = await createProfileFixture(browser, `lang${Date.now().toString(36)}`, { verified: true })
})

test.afterAll(async () => {
  await profile?.owner.context().close()
})

test('an English profile address opened with no cookie is English, after a reload and as a shared link', async ({ browser }) => {
  const path = `/en/profile/${profile.id}`
  for (const width of [390, 1366]) {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height: 900 } })
    const page = await context.newPage()
    const response = (await page.goto(path))!
    expect(response.status()).toBe(200)
    expect(await context.cookies()).toEqual([])
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    // An English page names the NGO by its English name (issue 30).
    await expect(page.getByRole('heading', { level: 1, name: profile.values.name_en })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await page.screenshot({ path: test.info().outputPath(`english-profile-${width}.png`), fullPage: false })
    // The Nepali address of the same page is Nepali, in the same browser.
    await page.goto(`/profile/${profile.id}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
    await context.close()
  }
  // A link shared as it is (with tracking parameters) opens in English for anyone.
  const shared = await browser.newContext({ baseURL: BASE_URL })
  const visitor = await shared.newPage()
  await visitor.goto(`${path}?utm_source=newsletter`)
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en')
  await expect(visitor.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Login' })).toBeVisible()
  await shared.close()
})

test('links on an English page stay in English, and the switch keeps the page and its query', async ({ page }) => {
  const search = encodeURIComponent(profile.values.name_en)
  await page.goto(`/en?q=${search}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('link', { name: profile.values.name_en, exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`/en/profile/${profile.id}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/en\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await page.getByRole('link', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/en\/signup$/)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Open data' }).click()
  await expect(page).toHaveURL(/\/en\/open-data$/)

  // The switch: the same page, the query kept, in the other language; and back.
  await page.goto(`/en?q=${search}&page=1`)
  await page.getByRole('link', { name: 'नेपाली – Language' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
  const nepali = new URL(page.url())
  expect([nepali.pathname, nepali.searchParams.get('q'), nepali.searchParams.get('page')]).toEqual(['/', profile.values.name_en, '1'])
  await page.getByRole('link', { name: 'English – भाषा' }).click()
  await expect(page).toHaveURL(/\/en\?q=/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('an unknown English address is a 404 in English; the API has no English address', async ({ request }) => {
  const missing = await request.get('/en/no-such-page')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('Page Not found !')
  expect((await request.get('/en/api/health')).status()).toBe(404)
  expect((await request.get('/en/en')).status()).toBe(404)
})

test('an old /api/lang link still lands on the page at its language\u2019s address, and only on the portal', async ({ request }) => {
  const old = await request.get(`/api/lang?lang=en&next=${encodeURIComponent(`/profile/${profile.id}?tab=x`)}`, { maxRedirects: 0 })
  expect(old.status()).toBe(303)
  expect(old.headers()['location']).toBe(`/en/profile/${profile.id}?tab=x`)
  expect(old.headers()['set-cookie']).toBeUndefined()
  const away = await request.get('/api/lang?lang=en&next=//evil.test', { maxRedirects: 0 })
  expect(away.headers()['location']).toBe('/en')
})

/** The head's links and tags a search engine reads. */
async function headOf(page: import('@playwright/test').Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: Object.fromEntries([...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    og: Object.fromEntries([...document.querySelectorAll('meta[property^="og:"]')].map((meta) => [meta.getAttribute('property'), meta.getAttribute('content')])),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}')),
  }))
}

test('the home page and a profile name their canonical address and both languages; searches are not indexed', async ({ page }) => {
  // The site's root is written without its slash (http://host), as Next writes it.
  const absolute = (path: string) => (path === '/' ? BASE_URL : `${BASE_URL}${path}`)
  const both = (path: string) => ({ ne: absolute(path), en: `${BASE_URL}${path === '/' ? '/en' : `/en${path}`}`, 'x-default': absolute(path) })

  await page.goto('/?utm_source=x')
  let head = await headOf(page)
  expect(head.canonical).toBe(absolute('/'))
  expect(head.alternates).toEqual(both('/'))
  expect(head.robots).toBeNull()
  expect(await page.title()).toBe('महानगरपालिका गैरसरकारी संस्था प्रोफाइल')
  expect(head.description).toBeTruthy()
  expect(head.og).toMatchObject({ 'og:type': 'website', 'og:url': absolute('/'), 'og:locale': 'ne_NP', 'og:locale:alternate': 'en_US' })
  const graph = (head.jsonLd[0] as { '@graph': { '@type': string; address?: Record<string, string>; potentialAction?: unknown }[] })['@graph']
  expect(graph.map((node) => node['@type'])).toEqual(['WebSite', 'GovernmentOrganization'])
  expect(graph[0].potentialAction).toMatchObject({ '@type': 'SearchAction' })
  expect(graph[1].address).toMatchObject({ addressLocality: 'Lalitpur', addressRegion: 'Bagmati Province', addressCountry: 'NP' })

  await page.goto('/en')
  head = await headOf(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(head.canonical).toBe(`${BASE_URL}/en`)
  expect(head.alternates).toEqual(both('/'))
  expect(await page.title()).toBe('Municipality NGO Profile')
  expect(head.og).toMatchObject({ 'og:url': `${BASE_URL}/en`, 'og:locale': 'en_US', 'og:locale:alternate': 'ne_NP' })

  for (const path of [`/en?q=${encodeURIComponent(profile.values.name_en)}`, '/?page=2']) {
    await page.goto(path)
    head = await headOf(page)
    expect(head.robots, path).toBe('noindex, follow')
    expect(head.canonical, path).toBe(absolute(path.startsWith('/en') ? '/en' : '/'))
  }

  const profilePath = `/profile/${profile.id}`
  for (const [address, language] of [[profilePath, 'ne'], [`/en${profilePath}`, 'en']] as const) {
    await page.goto(`${address}?fbclid=abc`)
    head = await headOf(page)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    expect(head.canonical).toBe(`${BASE_URL}${address}`)
    expect(head.alternates).toEqual(both(profilePath))
    expect(head.og['og:url']).toBe(`${BASE_URL}${address}`)
    const ngo = head.jsonLd[0] as { '@type': string; address: Record<string, string> }
    expect(ngo['@type']).toBe('NGO')
    expect(ngo.address).toMatchObject({ addressLocality: 'Lalitpur', addressRegion: 'Bagmati Province', addressCountry: 'NP' })
  }
})

test('the sitemap lists both languages of every public page, each with its alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const urlOf = (loc: string) => xml.split('\n').find((line) => line.includes(`<loc>${loc}</loc>`))
  for (const loc of [`${BASE_URL}/`, `${BASE_URL}/en`, `${BASE_URL}/profile/${profile.id}`, `${BASE_URL}/en/profile/${profile.id}`]) {
    const url = urlOf(loc)
    expect(url, loc).toBeDefined()
    const path = loc.slice(BASE_URL.length).replace(/^\/en(?=\/|$)/, '') || '/'
    expect(url).toContain(`hreflang="ne" href="${BASE_URL}${path}"`)
    expect(url).toContain(`hreflang="en" href="${BASE_URL}${path === '/' ? '/en' : `/en${path}`}"`)
    expect(url).toContain(`hreflang="x-default" href="${BASE_URL}${path}"`)
  }
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /en/login')
})
