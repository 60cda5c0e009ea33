import { expect, test } from '@playwright/test'
import { useLanguage, visitIn } from './support/language'
import { axe } from './support/axe'

test.describe('the shell', () => {
  test('home page in Nepali (default) with header and footer', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
    const nav = page.getByRole('navigation', { name: 'मुख्य मेनु' })
    await expect(nav.getByRole('link', { name: 'गृहपृष्ठ' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'लगइन' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'दर्ता' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'महानगरपालिका गैरसरकारी संस्था प्रोफाइल' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('सहकार्यमा')
  })

  test('switches to English and back, each at its own address, which a reload keeps', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'English – भाषा' }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Register' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Municipality NGO Profile' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Municipality NGO Profile' })).toBeVisible()
    await page.getByRole('link', { name: 'नेपाली – Language' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
  })

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'महानगरपालिका गैरसरकारी संस्था प्रोफाइल' })).toBeVisible()
    await page.getByRole('link', { name: 'English – भाषा' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Municipality NGO Profile' })).toBeVisible()
    await context.close()
  })

  test('unknown routes answer 404 with Page Not found !', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'पृष्ठ भेटिएन !' })).toBeVisible()
    useLanguage(page, 'en')
    const english = await page.goto('/still/not/here')
    expect(english?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not found !' })).toBeVisible()
  })

  test('home page has no serious accessibility violations in either language', async ({ page }) => {
    // Two scans of the dashboard's whole page (its ward tables included), each seconds long on a busy machine.
    test.setTimeout(120_000)
    for (const language of ['ne', 'en'] as const) {
      visitIn(page, language)
      await page.goto('/')
      const results = await axe(page).analyze()
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      expect(serious, JSON.stringify(serious.map((v) => v.id))).toEqual([])
    }
  })
})
