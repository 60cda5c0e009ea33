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
    await expect(page.getByRole('heading', { level: 1, name: profile.values.name })).toBeVisible()
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
  await page.getByRole('link', { name: profile.values.name, exact: true }).first().click()
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
  await page.getByRole('link', { name: 'Language' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
  const nepali = new URL(page.url())
  expect([nepali.pathname, nepali.searchParams.get('q'), nepali.searchParams.get('page')]).toEqual(['/', profile.values.name_en, '1'])
  await page.getByRole('link', { name: 'भाषा' }).click()
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
