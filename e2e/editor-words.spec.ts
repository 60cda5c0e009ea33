// The clerk's editor on a phone, in Nepali: completeness speaks plainly (the
// icon and the words agree, decision 076), and a refused save is shown once,
// in the error summary and at its field, never again in a toast.
import { expect, test } from '@playwright/test'
import { useLanguage } from './content-helpers'
import { signInAsClerk } from './support/clerk'
import { SAME_ORIGIN } from './support/constants'

test.use({ viewport: { width: 390, height: 800 } })

test('the editor says complete or incomplete in words that agree with the icon (ne, 390 px)', async ({ page }) => {
  await useLanguage(page, 'ne')
  const clerk = await signInAsClerk(page)
  const created = await page.request.post('/api/ngo/profile', {
    headers: SAME_ORIGIN,
    data: { name: 'शब्द परीक्षण संस्था', name_en: 'Words Test', dao_registration_no: clerk.dao_registration_no, dao_registration_date: '2018-07-31' },
  })
  expect(created.status(), await created.text()).toBe(201)
  await page.goto('/profile')

  const incomplete = page.locator('main [data-complete="0"]')
  await expect(incomplete.first()).toBeVisible()
  for (const mark of await incomplete.all()) {
    await expect(mark).toContainText('✗')
    await expect(mark).toContainText('विवरण अपूरो')
    await expect(mark).not.toContainText('पूरा विवरण')
  }
  for (const mark of await page.locator('main [data-complete="1"]').all()) {
    await expect(mark).toContainText('विवरण पूरा')
    await expect(mark).not.toContainText('अपूरो')
  }
  // The status bar names what is missing.
  await expect(page.getByRole('region', { name: 'प्रोफाइलको अवस्था' }).locator('[data-complete="0"]').first()).toContainText(/विवरण अपूरो: .+/)
})

test('a refused save is shown in the summary and at the field, with no toast (ne, 390 px)', async ({ page }) => {
  await useLanguage(page, 'ne')
  await signInAsClerk(page)
  await page.goto('/profile')
  // The server refuses the typed values (as it does for a value only it can check).
  await page.route('**/api/ngo/profile', async (route) => {
    if (route.request().method() === 'GET') return route.fallback()
    await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Invalid input', errors: { name_en: 'नाम मिलेन' } }) })
  })
  const section = page.locator('section[data-section="Profile"]')
  if (await section.getByRole('button', { name: 'सम्पादन', exact: true }).isVisible()) await section.getByRole('button', { name: 'सम्पादन', exact: true }).click()
  await section.getByRole('textbox').first().fill('अस्वीकृत संस्था')
  await section.getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true }).first().click()

  const summary = section.getByRole('alert')
  await expect(summary).toContainText('नाम मिलेन')
  await expect(section.locator('.field-error', { hasText: 'नाम मिलेन' })).toBeVisible()
  // Give a toast the time it would take to show, then make sure none says it again.
  await page.waitForTimeout(500)
  await expect(page.locator('[data-toast-type="error"]')).toHaveCount(0)
})
