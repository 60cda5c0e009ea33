// Errors are found where they are made (the GOV.UK pattern): a submit with
// errors puts an error summary at the top of the form, which takes the focus
// and links to each field; a refused sign-in or verification stays in the
// form until the next attempt; toasts cover no heading and no navigation;
// after a save or a page change the focus goes to what changed.
import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { insertProfiles, signInAsSuperAdmin, useLanguage } from './content-helpers'
import { handOverNumber, signInAsClerk } from './support/clerk'
import { SAME_ORIGIN, SMS_OUTBOX_FILE } from './support/constants'

const summaryOf = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('heading', { name: /There is a problem|केही मिलेन/ }) })

test('sign-in: the summary takes the focus and links to each field; a refusal stays in the form (en)', async ({ page }) => {
  await useLanguage(page, 'en')
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  const summary = summaryOf(page)
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('link')).toHaveText(['DAO Registration No. is required', 'Mobile Number is Required!', 'Password is required'])
  await summary.getByRole('link', { name: 'Mobile Number is Required!' }).click()
  await expect(page.getByRole('textbox', { name: 'Mobile Number' })).toBeFocused()
  await expect(page.getByRole('textbox', { name: 'Mobile Number' })).toHaveAccessibleDescription('Mobile Number is Required!')

  await page.getByRole('textbox', { name: 'DAO Registration No.' }).fill('1/080')
  await page.getByRole('textbox', { name: 'Mobile Number' }).fill('9841999999')
  await page.getByLabel('Password', { exact: true }).fill('not-the-password')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  // Back from the server, the summary says why and takes the focus.
  await expect(summary).toContainText('Invalid credentials. Please check and try again.')
  await expect(summary).toBeFocused()
  await page.waitForTimeout(4_500)
  await expect(summary).toContainText('Invalid credentials. Please check and try again.')
  // The next attempt starts clean.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(summary).not.toContainText('Invalid credentials')
  await expect(summary.getByRole('link')).toHaveText(['Password is required'])
})

test('registration lists every missing field in Nepali, each linked (ne)', async ({ page }) => {
  await useLanguage(page, 'ne')
  await page.goto('/signup')
  await page.getByRole('button', { name: 'दर्ता गर्नुहोस्' }).click()
  const summary = summaryOf(page)
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('link')).toHaveCount(6)
  for (const link of await summary.getByRole('link').all()) await expect(link).toHaveText(/\p{Script=Devanagari}/u)
})

test('verification: a wrong code is said in the form; the success on the next page replaces it (en)', async ({ page }) => {
  await useLanguage(page, 'en')
  const mobile = await handOverNumber(page, 'verification')
  await page.goto('/verification')
  const code = page.getByRole('textbox', { name: 'Verification Code' })
  await code.fill('000000')
  await page.getByRole('button', { name: 'Verify' }).click()
  const summary = summaryOf(page)
  await expect(summary).toBeFocused()
  await expect(summary).toContainText('Verification Failed')
  await expect(code).toHaveAccessibleDescription(/6-digit code Invalid or expired verification code/)

  let sent: string | undefined
  await expect
    .poll(() => {
      const lines = fs.existsSync(SMS_OUTBOX_FILE) ? fs.readFileSync(SMS_OUTBOX_FILE, 'utf8').split('\n').filter((line) => line.includes(mobile)) : []
      sent = lines.at(-1)?.match(/\b(\d{6})\b/)?.[1]
      return sent
    })
    .toMatch(/^\d{6}$/)
  await code.fill(sent!)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Verification Success')
  await expect(summaryOf(page)).toHaveCount(0)
})

test('toasts cover no heading and no navigation on a phone (ne)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await useLanguage(page, 'ne')
  const clerk = await signInAsClerk(page)
  await page.context().clearCookies({ name: 'ngo_session' })
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'जिल्ला प्रशासन कार्यालय दर्ता नं.' }).fill(clerk.dao_registration_no)
  await page.getByRole('textbox', { name: 'मोबाइल नम्बर' }).fill(clerk.mobile)
  await page.getByLabel('पासवर्ड', { exact: true }).fill(clerk.password)
  await page.getByRole('button', { name: 'लगइन', exact: true }).click()
  // The sign-in's toast, on the page it leads to.
  const toast = page.locator('[data-toast-type="success"]')
  await expect(toast).toBeVisible()
  const toastBox = (await toast.boundingBox())!
  for (const covered of [page.getByRole('navigation', { name: 'मुख्य मेनु' }), page.getByRole('heading', { level: 1 })]) {
    const box = (await covered.boundingBox())!
    const overlaps = toastBox.y < box.y + box.height && box.y < toastBox.y + toastBox.height
    expect(overlaps, 'the toast lies over it').toBe(false)
  }
})

test('after a section save the focus is on the section; errors are summarised and linked (en)', async ({ page }) => {
  await useLanguage(page, 'en')
  const clerk = await signInAsClerk(page)
  const created = await page.request.post('/api/ngo/profile', { headers: SAME_ORIGIN, data: { name: 'फोकस संस्था', dao_registration_no: clerk.dao_registration_no } })
  expect(created.status()).toBe(201)
  await page.goto('/profile')
  const profile = page.getByRole('region', { name: 'Profile', exact: true })
  await profile.getByRole('button', { name: 'Edit', exact: true }).click()
  await profile.getByRole('textbox', { name: 'Email', exact: true }).fill('not an email')
  await profile.getByRole('textbox', { name: 'Head Person Email', exact: true }).fill('also@wrong')
  await profile.getByRole('button', { name: 'Save', exact: true }).click()
  const summary = summaryOf(page)
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('link')).toHaveText(['Email: must be an email address', 'Head Person Email: must be an email address'])
  await summary.getByRole('link', { name: 'Head Person Email: must be an email address' }).click()
  await expect(profile.getByRole('textbox', { name: 'Head Person Email', exact: true })).toBeFocused()

  await profile.getByRole('textbox', { name: 'Email', exact: true }).fill('info@focus.org.np')
  await profile.getByRole('textbox', { name: 'Head Person Email', exact: true }).fill('')
  await profile.getByRole('button', { name: 'Save: Profile' }).click()
  await expect(profile.getByRole('button', { name: 'Edit', exact: true })).toBeVisible()
  await expect(profile.getByRole('heading', { name: 'Profile', exact: true })).toBeFocused()
})

test('a page change of the admin list moves the focus to the list (en)', async ({ page }) => {
  await useLanguage(page, 'en')
  await insertProfiles(
    Array.from({ length: 12 }, (_, index) => ({
      name: `पाना संस्था ${index}`,
      name_en: `Paging NGO ${index}`,
      location: 'Lalitpur',
      phone: '01-5000000',
      contact_person_name: 'Contact',
      head_person_name: 'Head',
      dao_registration_no: `${900 + index}/080`,
      status: 'active' as const,
      is_verified: true,
      is_complete: true,
    })),
  )
  await signInAsSuperAdmin(page)
  await page.goto('/content/ngos')
  await page.getByRole('navigation', { name: 'NGO list pages' }).getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByRole('region', { name: 'NGO List' })).toBeFocused()
})
