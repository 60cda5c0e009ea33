// The auth pages work without JavaScript (decision 070): plain HTML forms that
// post to the portal and come back with the GOV.UK error summary, on a phone.
// They are sent as documents without Next's scripts, loading their island's
// script only.
import { randomInt } from 'node:crypto'
import { toNepaliDigits } from '../lib/calendar'
import { expect, test, type Page } from '@playwright/test'
import { insertProfiles } from './content-helpers'
import { SAME_ORIGIN } from './support/constants'
import { withE2eDatabase } from './support/database'
import { codeSentTo, handOverNumber } from './support/clerk'
import { useLanguage, visitIn } from './support/language'

const PASSWORD = 'nagarkot-sunrise-view-4'
const NEW_PASSWORD = 'chandragiri-cable-car-6'

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

function freshMobile(): string {
  return `985${String(randomInt(0, 10_000_000)).padStart(7, '0')}`
}

/** The error summary after the round trip: in view at the address's anchor, holding the message. */
async function expectSummary(page: Page, message: string) {
  await expect(page).toHaveURL(/#error-summary$/)
  const summary = page.locator('#error-summary')
  await expect(summary).toBeVisible()
  await expect(summary).toContainText(message)
  await expect(summary).toBeInViewport()
}

test('sign up, verify and sign in without JavaScript, in Nepali on a phone', async ({ page }) => {
  const mobile = freshMobile()
  await page.goto('/signup')
  await expect(page.getByRole('heading', { level: 1, name: 'दर्ता' })).toBeVisible()
  await page.getByLabel('जिल्ला प्रशासन कार्यालय दर्ता नं.').fill('८८/०८१')
  await page.getByLabel('पूरा नाम').fill('Thimi Women Group')
  await page.getByLabel('मोबाइल नम्बर').fill(mobile)
  await page.getByLabel('इमेल').fill('thimi@example.org')
  await page.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD)
  await page.getByLabel('पासवर्ड पुष्टि').fill(`${PASSWORD}-typo`)
  await page.getByRole('button', { name: 'दर्ता गर्नुहोस्' }).click()

  // Back from the server: the summary, the inline message, the values kept but never a password.
  await expectSummary(page, 'पुष्टि गरिएको पासवर्ड मिलेन')
  await expect(page.locator('#field-confirm_password-error')).toHaveText('पुष्टि गरिएको पासवर्ड मिलेन')
  await expect(page.getByLabel('पूरा नाम')).toHaveValue('Thimi Women Group')
  await expect(page.getByLabel('मोबाइल नम्बर')).toHaveValue(mobile)
  await expect(page.getByLabel('पासवर्ड', { exact: true })).toHaveValue('')
  // The summary links to the field.
  await expect(page.locator('#error-summary a[href="#field-confirm_password"]')).toBeVisible()

  await page.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD)
  await page.getByLabel('पासवर्ड पुष्टि').fill(PASSWORD)
  await page.getByRole('button', { name: 'दर्ता गर्नुहोस्' }).click()
  await expect(page).toHaveURL(/\/verification$/)
  await expect(page.getByRole('main').getByRole('status')).toHaveText('दर्ता सफल भयो !')
  // The number in the page's digits (issue 30).
  await expect(page.getByText(toNepaliDigits(mobile))).toBeVisible()

  // A wrong code: the summary, and the number still known.
  const code = await codeSentTo(mobile, 'verify')
  await page.getByLabel('प्रमाणीकरण कोड').fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'प्रमाणित गर्नुहोस्' }).click()
  await expectSummary(page, 'कोड गलत छ वा म्याद सकिएको छ')
  await expect(page.getByText(toNepaliDigits(mobile))).toBeVisible()
  // A reload shows a clean form (the outcome was for one page view).
  await page.goto('/verification')
  await expect(page.locator('#error-summary')).toBeHidden()

  await page.getByLabel('प्रमाणीकरण कोड').fill(code)
  await page.getByRole('button', { name: 'प्रमाणित गर्नुहोस्' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('main').getByRole('status')).toHaveText('प्रमाणीकरण सफल भयो')

  // A wrong password, then the right one (Enter submits with the sign-in button).
  await page.getByLabel('जिल्ला प्रशासन कार्यालय दर्ता नं.').fill('88/081')
  await page.getByLabel('मोबाइल नम्बर').fill(mobile)
  await page.getByLabel('पासवर्ड').fill(`${PASSWORD}-wrong`)
  await page.getByRole('button', { name: 'लगइन', exact: true }).click()
  await expectSummary(page, 'विवरण मिलेन। कृपया जाँचेर फेरि प्रयास गर्नुहोस्।')
  await expect(page.getByLabel('मोबाइल नम्बर')).toHaveValue(mobile)
  await expect(page.getByLabel('पासवर्ड')).toHaveValue('')

  await page.getByLabel('पासवर्ड').fill(PASSWORD)
  await page.getByLabel('पासवर्ड').press('Enter')
  await expect(page).toHaveURL(/\/profile$/)
  expect((await page.request.get('/api/auth/me')).status()).toBe(200)
  // Signed in, the auth pages send the user on.
  await page.goto('/login')
  await expect(page).toHaveURL(/\/profile$/)
})

test('a sign-up with the DAO number of a published profile, however written, is warned on the verification page', async ({ page }) => {
  // Decision 094: the organisation may be in the registry already; its profile opens in a new tab.
  const number = randomInt(100, 999)
  const [profileId] = await insertProfiles([
    {
      name: `पहिले दर्ता संस्था ${number}`,
      name_en: `Registered Before ${number}`,
      location: 'Lalitpur',
      phone: '01-5000003',
      contact_person_name: 'Contact',
      head_person_name: 'Head',
      dao_registration_no: `${number}/079`,
      status: 'active',
      is_verified: true,
      is_complete: true,
    },
  ])
  await page.goto('/signup')
  await page.getByLabel('जिल्ला प्रशासन कार्यालय दर्ता नं.').fill(`${toNepaliDigits(String(number))} / ०७९`)
  await page.getByLabel('पूरा नाम').fill('Second Clerk')
  await page.getByLabel('मोबाइल नम्बर').fill(freshMobile())
  await page.getByLabel('इमेल').fill('second@example.org')
  await page.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD)
  await page.getByLabel('पासवर्ड पुष्टि').fill(PASSWORD)
  await page.getByRole('button', { name: 'दर्ता गर्नुहोस्' }).click()
  await expect(page).toHaveURL(/\/verification$/)
  const warning = page.getByRole('note')
  await expect(warning).toContainText('यो जिल्ला प्रशासन कार्यालय दर्ता नम्बर भएको संस्था पहिले नै अभिलेखमा छ:')
  await expect(warning.getByRole('link', { name: `पहिले दर्ता संस्था ${number}` })).toHaveAttribute('href', `/profile/${profileId}`)
  // The code can still be entered: the warning does not stop the sign-up.
  await expect(page.getByLabel('प्रमाणीकरण कोड')).toBeVisible()
  // In English the profile is named in English.
  await page.goto('/en/verification')
  await expect(page.getByRole('note').getByRole('link', { name: `Registered Before ${number}` })).toHaveAttribute('href', `/en/profile/${profileId}`)
  await page.screenshot({ path: test.info().outputPath('sign-up-warned-390.png'), fullPage: true })
})

test('forgot password, reset with the code and sign in without JavaScript (English)', async ({ page }) => {
  const mobile = freshMobile()
  const registered = await page.request.post('/api/auth/register', {
    headers: SAME_ORIGIN,
    data: { dao_registration_no: '21/080', name: 'Sankhu Youth Club', mobile, email: 'sankhu@example.org', password: PASSWORD },
  })
  expect(registered.status()).toBe(201)
  const verified = await page.request.post('/api/auth/verification', { headers: SAME_ORIGIN, data: { mobile, mpin: await codeSentTo(mobile, 'verify') } })
  expect(verified.status()).toBe(200)
  await withE2eDatabase((client) => client.query("update sms_codes set created_at = created_at - interval '2 minutes' where mobile = $1", [mobile]))

  useLanguage(page, 'en')
  await page.goto('/login')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await expectSummary(page, 'Mobile Number is Required!')
  await expect(page).toHaveURL(/\/en\/login#error-summary$/)

  await page.getByLabel('Mobile Number').fill(mobile)
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/en\/recover$/)
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Verification code sent to your mobile number.')
  await expect(page.getByText(mobile)).toBeVisible()

  const code = await codeSentTo(mobile, 'reset')
  await page.getByLabel('Verification Code').fill(code)
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('New Password').fill(NEW_PASSWORD)
  await page.getByLabel('Confirm Password').fill('something-else-entirely')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expectSummary(page, "Confirm Password doesn't match")
  await page.getByLabel('New Password').fill(NEW_PASSWORD)
  await page.getByLabel('Confirm Password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page).toHaveURL(/\/en\/login$/)
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Password Update Success')

  await page.getByLabel('DAO Registration No.').fill('21/080')
  await page.getByLabel('Mobile Number').fill(mobile)
  await page.getByLabel('Password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/en\/profile$/)
})

test('the four pages load no script but their island’s, in both languages', async ({ page }) => {
  for (const language of ['ne', 'en'] as const) {
    visitIn(page, language)
    for (const path of ['/login', '/signup', '/verification', '/recover']) {
      if (path === '/verification' || path === '/recover') await handOverNumber(page, path.slice(1) as 'verification' | 'recover')
      const response = (await page.goto(path))!
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
      expect(scripts, `${path} (${language})`).toEqual([expect.stringMatching(/^<script src="\/_next\/static\/islands\/auth-forms-[0-9a-f]{16}\.js" defer>$/)])
      expect(html).not.toContain('self.__next_f')
      expect(response.headers()['content-security-policy']).toContain("script-src 'self';")
    }
  }
})

test('Admin mode hides the registration number without JavaScript too (1366 px, English)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  useLanguage(page, 'en')
  await page.goto('/login')
  await expect(page.getByLabel('DAO Registration No.')).toBeVisible()
  await page.getByRole('radio', { name: 'Admin' }).check()
  await expect(page.getByLabel('DAO Registration No.')).toBeHidden()
  await page.screenshot({ path: test.info().outputPath('login-admin-no-script-1366-en.png') })
})
