// The kept HTML of the public pages (lib/cache/pages.ts): a signed-out visitor
// gets the same bytes as the last one, as a document without Next's scripts
// (lib/cache/document-only.ts): the dashboard with the one script that draws its
// chart, a profile page with none; any write shows at once; each language gets
// its own page. A signed-in person's page is rendered for each request.
import { expect, test, type Browser } from '@playwright/test'
import { BASE_URL, signInAsSuperAdmin } from './content-helpers'
import { createProfileFixture, type ProfileFixture } from './profile-public-fixtures'
import { SAME_ORIGIN } from './support/constants'
import { useLanguage, visitIn } from './support/language'

let profile: ProfileFixture

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000)
  profile = await createProfileFixture(browser, `cache${Date.now().toString(36)}`, { verified: true })
})

test.afterAll(async () => {
  await profile?.owner.context().close()
})

async function anonymousPage(browser: Browser, language: 'ne' | 'en' = 'ne') {
  const context = await browser.newContext({ baseURL: BASE_URL })
  const page = await context.newPage()
  visitIn(page, language)
  return page
}

test('a signed-out visitor gets the dashboard as a document whose one script draws the chart', async ({ browser }) => {
  const page = await anonymousPage(browser)
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  await page.goto('/')
  const response = (await page.goto('/'))!
  expect(response.headers()['x-page-cache']).toBe('hit')
  const policy = response.headers()['content-security-policy']
  expect(policy).toContain("script-src 'self';")
  const html = await response.text()
  // The island that draws the chart, and the structured data for search engines (not run).
  const scriptTags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
  expect(scriptTags).toHaveLength(2)
  expect(scriptTags).toEqual(
    expect.arrayContaining([expect.stringMatching(/^<script src="\/_next\/static\/islands\/chart-[0-9a-f]{16}\.js" defer>$/), '<script type="application/ld+json">']),
  )
  expect(html).not.toMatch(/__next_f|as="script"/)
  expect(await page.evaluate(() => 'next' in window)).toBe(false)

  // The island drew the chart: the canvas has ink on it.
  const canvas = page.getByRole('img', { name: /^दर्ता आर्थिक वर्षअनुसार संस्थाहरूको सञ्चित सङ्ख्या/ })
  await expect(canvas).toBeVisible()
  await expect.poll(() => canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d')!
    const pixels = context.getImageData(0, 0, element.width, element.height).data
    let ink = 0
    for (let index = 3; index < pixels.length; index += 4) if (pixels[index] > 0) ink++
    return ink
  }), { timeout: 5_000 }).toBeGreaterThan(500)

  // The language switch is a link to the English address.
  await page.getByRole('link', { name: 'English – भाषा' }).click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  expect(violations).toEqual([])
  await page.context().close()
})

test('a search of the dashboard list is kept as a document too, and a profile change shows in it at once', async ({ browser }) => {
  const page = await anonymousPage(browser, 'en')
  const scripts: string[] = []
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname)
  })
  await page.goto('/')
  const list = page.getByRole('region', { name: /Verified NGOs/ })
  const search = page.getByRole('search', { name: 'Search NGOs' })
  await search.getByRole('searchbox', { name: 'Search NGOs' }).fill(profile.values.name_en)
  const [searched] = await Promise.all([page.waitForResponse((response) => new URL(response.url()).searchParams.has('q')), search.getByRole('button', { name: 'Search' }).click()])
  expect(searched.headers()['x-page-cache']).toBe('miss')
  await expect(list.getByRole('link', { name: profile.values.name_en })).toBeVisible()
  expect(await searched.text()).not.toMatch(/__next_f/)
  const again = (await page.reload())!
  expect(again.headers()['x-page-cache']).toBe('hit')
  // Tracking parameters and the order of the parameters make no other copy.
  const url = new URL(page.url())
  const shuffled = (await page.goto(`/?utm_source=x&q=${encodeURIComponent(url.searchParams.get('q')!)}`))!
  expect(shuffled.headers()['x-page-cache']).toBe('hit')
  expect(scripts.every((script) => script.startsWith('/_next/static/islands/'))).toBe(true)

  // The language switch keeps the search.
  await page.getByRole('link', { name: 'नेपाली – Language' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
  expect(new URL(page.url()).pathname).toBe('/')
  expect(new URL(page.url()).searchParams.get('q')).toBe(profile.values.name_en)

  // A change of the profile's name shows in the kept search at once.
  const name_en = `${profile.values.name_en} Renamed`
  const saved = await profile.owner.request.put(`/api/ngo/profile/${profile.id}`, { headers: SAME_ORIGIN, data: { name_en } })
  expect(saved.status(), await saved.text()).toBe(200)
  const changed = (await page.goto(`/?q=${encodeURIComponent(profile.values.name_en)}`))!
  expect(changed.headers()['x-page-cache']).toBe('miss')
  await expect(page.getByText(name_en)).toBeVisible()
  await page.context().close()
})

test('a profile change shows at once on the kept public profile page, in both languages', async ({ browser }) => {
  for (const language of ['ne', 'en'] as const) {
    const page = await anonymousPage(browser, language)
    await page.goto(`/profile/${profile.id}`)
    const again = (await page.goto(`/profile/${profile.id}`))!
    expect(again.headers()['x-page-cache']).toBe('hit')
    await expect(page.getByText(profile.values.vision.split('\n')[0])).toBeVisible()
    await page.context().close()
  }

  const vision = `Vision changed ${Date.now().toString(36)}`
  const saved = await profile.owner.request.put(`/api/ngo/profile/${profile.id}`, { headers: SAME_ORIGIN, data: { vision } })
  expect(saved.status(), await saved.text()).toBe(200)

  for (const language of ['ne', 'en'] as const) {
    const page = await anonymousPage(browser, language)
    const response = (await page.goto(`/profile/${profile.id}`))!
    expect(response.headers()['x-page-cache']).toBe('miss')
    await expect(page.getByText(vision)).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await page.context().close()
  }
})

test('the super administrator never gets the visitors\u2019 copy, and each load is rendered anew', async ({ browser }) => {
  const visitor = await anonymousPage(browser)
  await visitor.goto('/')
  await visitor.goto('/')
  await visitor.context().close()

  const context = await browser.newContext({ baseURL: BASE_URL })
  const page = await context.newPage()
  useLanguage(page, 'en')
  await signInAsSuperAdmin(page)
  for (let load = 0; load < 2; load++) {
    const response = (await page.goto('/'))!
    expect(response.headers()['x-page-cache']).toBeUndefined()
    expect(response.headers()['content-security-policy']).toMatch(/'nonce-[A-Za-z0-9+/=]+'/)
    // The total links to the NGO list for the super administrator only.
    await expect(page.getByRole('link', { name: /Open the NGO list/ }).first()).toBeVisible()
  }
  await context.close()
})

test('the owner signed in gets the interactive profile page, with its scripts, rendered for each load', async () => {
  const page = profile.owner
  for (let load = 0; load < 2; load++) {
    const response = (await page.goto(`/profile/${profile.id}`))!
    expect(response.headers()['x-page-cache']).toBeUndefined()
    expect(await response.text()).toContain('/_next/static/chunks/')
    await page.waitForFunction(() => 'next' in window)
  }
})

test('a page rendered for its load is compressed as it streams, with Brotli or gzip as the browser accepts', async () => {
  const path = `/profile/${profile.id}`
  for (const [accept, encoding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ]) {
    const response = await profile.owner.request.get(path, { headers: { 'accept-encoding': accept } })
    const headers = response.headers()
    expect(headers['x-page-cache']).toBeUndefined()
    expect(headers['content-encoding']).toBe(encoding)
    expect(headers['vary']).toMatch(/Accept-Encoding/)
    expect(await response.text()).toContain('/_next/static/chunks/')
  }
})

test('a kept page is sent whole and compressed by the server in front of Next, and still works', async ({ request }) => {
  const path = `/profile/${profile.id}`
  // The first answers fill the copy (Next's, compressed by the entry as it streams), send it plain while its gzip copy
  // is made, then the server in front answers with that copy (whole: with its length).
  let response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } })
  for (let attempt = 0; attempt < 30 && !(response.headers()['content-length'] && response.headers()['content-encoding']); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } })
  }
  const headers = response.headers()
  expect(headers['x-page-cache']).toBe('hit')
  expect(headers['content-encoding']).toBe('gzip')
  expect(headers['vary']).toMatch(/Accept-Encoding/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  const html = await response.text()
  expect(Number(headers['content-length'])).toBeLessThan(Buffer.byteLength(html) / 3)
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/profile/${profile.id}"`))
  expect(html).toContain('<html lang="ne"')
})

test('a signed-out visitor gets a public profile as a document: no script, and everything on it works', async ({ browser }) => {
  const path = `/profile/${profile.id}`
  const page = await anonymousPage(browser, 'en')
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  const scripts: string[] = []
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url())
  })
  await page.goto(path)
  const response = (await page.goto(path))!
  expect(response.headers()['x-page-cache']).toBe('hit')
  expect(response.headers()['content-security-policy']).toContain("script-src 'none';")
  const html = await response.text()
  // Only the JSON-LD data block is left, and it still describes the NGO.
  expect([...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])).toEqual(['<script type="application/ld+json">'])
  expect(html).not.toMatch(/__next_f|as="script"/)
  const jsonLd = JSON.parse(await page.locator('script[type="application/ld+json"]').textContent() ?? '{}') as { '@type': string; name: string }
  expect(jsonLd['@type']).toBe('NGO')
  expect(await page.evaluate(() => 'next' in window)).toBe(false)

  // The whole profile shows, styled.
  await expect(page.getByRole('heading', { level: 1, name: profile.values.name_en })).toBeVisible()
  await expect(page.getByText(profile.values.mission.split('\n')[0])).toBeVisible()
  expect(await page.locator('body').evaluate((body) => getComputedStyle(body).margin)).toBe('0px')

  // The language switch and the other links are plain links.
  await page.getByRole('link', { name: 'नेपाली – Language' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(page.getByRole('link', { name: 'English – भाषा' })).toHaveText('English')
  expect(scripts).toEqual([])
  await page.getByRole('link', { name: 'लगइन' }).click()
  await expect(page).toHaveURL(/\/login$/)
  // A link shared with tracking parameters gets the same document.
  const shared = (await page.goto(`${path}?fbclid=IwAR0abc&utm_source=facebook`))!
  expect(shared.headers()['x-page-cache']).toBe('hit')
  expect(await shared.text()).not.toMatch(/<script\b(?![^>]*application\/ld\+json)/)
  expect(violations).toEqual([])
  await page.context().close()
})

test('a client-router request is never answered with the kept HTML page', async ({ browser, request }) => {
  const page = await anonymousPage(browser)
  await page.goto('/')
  expect((await page.goto('/'))!.headers()['x-page-cache']).toBe('hit')
  await page.context().close()
  // The router's headers alone are enough (Next would strip them before the proxy without skipProxyUrlNormalize).
  for (const [path, headers] of [
    ['/', { rsc: '1' }],
    ['/?_rsc=abc123', { rsc: '1' }],
    ['/', { rsc: '1', 'sec-fetch-dest': 'empty' }],
  ] as const) {
    const response = await request.get(path, { headers })
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toMatch(/^text\/x-component/)
    expect(response.headers()['x-page-cache'], path).toBeUndefined()
  }
  // A script's fetch of the page itself is rendered too; a page load gets the kept copy.
  expect((await request.get('/', { headers: { 'sec-fetch-dest': 'empty' } })).headers()['x-page-cache']).toBeUndefined()
  expect((await request.get('/', { headers: { 'sec-fetch-dest': 'document' } })).headers()['x-page-cache']).toBe('hit')
})
