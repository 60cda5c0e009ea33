import fs from 'node:fs'
import { toNepaliDigits } from '../lib/calendar'
import { expect, test, type Page } from '@playwright/test'
import { E2E_SUPER_ADMIN, SAME_ORIGIN, SMS_OUTBOX_FILE } from './support/constants'
import { withE2eDatabase } from './support/database'
import { codeSentTo, freshMobile, handOverNumber } from './support/clerk'
import { useLanguage } from './support/language'
import { axe } from './support/axe'

const PASSWORD = 'godawari-botanical-garden-5'
const NEW_PASSWORD = 'shivapuri-morning-walk-8'

/** Spec section 9: at most 350 px wide, 8 px apart, centred; at the bottom, where it covers no heading and no navigation. */
async function expectToastPlacement(page: Page, type: 'success' | 'error') {
  const placement = await page.locator(`[data-toast-type="${type}"]`).first().evaluate((element) => {
    const style = getComputedStyle(element)
    const region = getComputedStyle(element.parentElement!)
    const box = element.getBoundingClientRect()
    return { maxWidth: style.maxWidth, gap: region.rowGap, bottom: window.innerHeight - box.bottom, centre: Math.round(box.left + box.width / 2), middle: Math.round(window.innerWidth / 2) }
  })
  expect(placement).toMatchObject({ maxWidth: '350px', gap: '8px' })
  expect(placement.bottom).toBeLessThan(40)
  expect(Math.abs(placement.centre - placement.middle)).toBeLessThanOrEqual(20)
}

function smsCount(mobile: string): number {
  if (!fs.existsSync(SMS_OUTBOX_FILE)) return 0
  return fs.readFileSync(SMS_OUTBOX_FILE, 'utf8').split('\n').filter((line) => line.includes(`"to":"${mobile}"`)).length
}

/** A verified NGO user made through the API, as the screens would make it. */
async function registeredUser(page: Page, dao: string) {
  const mobile = freshMobile()
  const registered = await page.request.post('/api/auth/register', {
    headers: SAME_ORIGIN,
    data: { dao_registration_no: dao, name: 'Patan Women Group', mobile, email: 'patan@example.org', password: PASSWORD },
  })
  expect(registered.status()).toBe(201)
  const verified = await page.request.post('/api/auth/verification', { headers: SAME_ORIGIN, data: { mobile, mpin: await codeSentTo(mobile, 'verify') } })
  expect(verified.status()).toBe(200)
  // As if registered a while ago: the next code may be sent at once (at most one a minute).
  await withE2eDatabase((client) => client.query("update sms_codes set created_at = created_at - interval '2 minutes' where mobile = $1", [mobile]))
  return { mobile, dao }
}


test.describe('accounts in the browser', () => {
  test('sign up, read the code from the SMS outbox, verify, sign in and sign out (Nepali)', async ({ page }) => {
    const mobile = freshMobile()
    await page.goto('/signup')
    await expect(page.getByRole('heading', { level: 1, name: 'दर्ता' })).toBeVisible()
    await page.getByLabel('जिल्ला प्रशासन कार्यालय दर्ता नं.').fill('७७/०८१')
    await page.getByLabel('पूरा नाम').fill('Bungamati Youth Club')
    await page.getByLabel('मोबाइल नम्बर').fill(mobile)
    await page.getByLabel('इमेल').fill('bungamati@example.org')
    await page.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD)
    await page.getByLabel('पासवर्ड पुष्टि').fill(`${PASSWORD}-typo`)
    await page.getByRole('button', { name: 'दर्ता गर्नुहोस्' }).click()
    // Not sent: the confirmation differs.
    await expect(page.locator('.field-error', { hasText: 'पुष्टि गरिएको पासवर्ड मिलेन' })).toBeVisible()
    expect(smsCount(mobile)).toBe(0)

    // A common password is refused by the server with a clear message.
    await page.getByLabel('पासवर्ड', { exact: true }).fill('password123')
    await page.getByLabel('पासवर्ड पुष्टि').fill('password123')
    await page.getByRole('button', { name: 'दर्ता गर्नुहोस्' }).click()
    await expect(page.locator('.field-error', { hasText: 'यो पासवर्ड धेरै सामान्य छ' })).toBeVisible()

    // Sent back by the server, the form keeps what was typed but no password.
    await expect(page.getByLabel('पूरा नाम')).toHaveValue('Bungamati Youth Club')
    await expect(page.getByLabel('पासवर्ड', { exact: true })).toHaveValue('')
    await page.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD)
    await page.getByLabel('पासवर्ड पुष्टि').fill(PASSWORD)
    const registerRequest = page.waitForRequest('**/api/auth/form/register')
    await page.getByRole('button', { name: 'दर्ता गर्नुहोस्' }).click()
    const sent = new URLSearchParams((await registerRequest).postData() ?? '')
    // The form's fields as the page sends them, with or without scripts (the portal checks the
    // confirmation and passes on the spec's fields); and the page's language for the SMS (decision 077).
    expect([...sent.keys()].sort()).toEqual(['confirm_password', 'dao_registration_no', 'email', 'language', 'mobile', 'name', 'password', 'scripts'])
    expect(sent.get('language')).toBe('ne')
    await expect(page.getByText('दर्ता सफल भयो !')).toBeVisible()

    await expect(page).toHaveURL(/\/verification$/)
    // The number in the page's digits (issue 30).
    await expect(page.getByText(toNepaliDigits(mobile))).toBeVisible()
    const verify = page.getByRole('button', { name: 'प्रमाणित गर्नुहोस्' })
    const codeField = page.getByLabel('प्रमाणीकरण कोड')
    await expect(verify).toBeDisabled()
    const code = await codeSentTo(mobile, 'verify')
    await codeField.fill(code.slice(0, 5))
    await expect(verify).toBeDisabled()
    await codeField.fill(`${code}9`)
    await expect(codeField).toHaveValue(code)
    await expect(verify).toBeEnabled()
    await verify.click()
    await expect(page.getByText('प्रमाणीकरण सफल भयो')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)

    await expect(page.getByRole('radio', { name: 'प्रयोगकर्ता' })).toBeChecked()
    await page.getByLabel('जिल्ला प्रशासन कार्यालय दर्ता नं.').fill('77/081')
    await page.getByLabel('मोबाइल नम्बर').fill(mobile)
    await page.getByLabel('पासवर्ड').fill(PASSWORD)
    await page.getByRole('button', { name: 'लगइन', exact: true }).click()
    // The page the sign-in leads to says so in a toast.
    await expect(page.locator('[data-toast-type="success"]')).toHaveText(/लगइन सफल भयो !/)
    await expect(page).toHaveURL(/\/profile$/)
    const nav = page.getByRole('navigation', { name: 'मुख्य मेनु' })
    await expect(nav.getByRole('button', { name: 'लगआउट' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'प्रोफाइल' })).toBeVisible()

    // Signed in, the auth routes send a user to /profile.
    for (const path of ['/login', '/signup', '/verification', '/recover']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/profile$/)
    }

    // Declining the question keeps the session. It is the portal's own dialog,
    // in Nepali. (The button answers once the page is interactive: click until
    // the question comes.)
    await expect(page.getByRole('heading', { level: 1, name: /मेरो प्रोफाइल/ })).toBeVisible({ timeout: 15_000 })
    const question = page.getByRole('dialog', { name: 'के तपाईं लगआउट गर्न चाहनुहुन्छ?' })
    const logoutQuestion = async () => {
      await expect(async () => {
        if (!(await question.isVisible())) await nav.getByRole('button', { name: 'लगआउट' }).click({ timeout: 1_000 })
        await expect(question).toBeVisible({ timeout: 1_000 })
      }).toPass()
    }
    await logoutQuestion()
    await question.getByRole('button', { name: 'लगइनमै रहनुहोस्' }).click()
    await expect(question).toHaveCount(0)
    expect((await page.request.get('/api/auth/me')).status()).toBe(200)

    await logoutQuestion()
    await question.getByRole('button', { name: 'लगआउट', exact: true }).click()
    await expect(page.getByText('लगआउट भयो !')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(nav.getByRole('link', { name: 'लगइन' })).toBeVisible()
    const me = await page.request.get('/api/auth/me')
    expect(me.status()).toBe(401)
  })

  test('forgot password, reset with the code, and sign in with the new password (English)', async ({ page }) => {
    const user = await registeredUser(page, '12/080')
    await useLanguage(page, 'en')
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()

    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(page.locator('.field-error', { hasText: 'Mobile Number is Required!' })).toBeVisible()
    await page.getByLabel('Mobile Number').fill('12345')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(page.locator('.field-error', { hasText: 'Please enter Valid Mobile Number !' })).toBeVisible()

    // Declining the question requests nothing.
    await page.getByLabel('Mobile Number').fill(user.mobile)
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    const question = page.getByRole('dialog', { name: 'Get Reset Code in Mobile Number' })
    await expect(question).toContainText(user.mobile)
    await question.getByRole('button', { name: 'Cancel' }).click()
    await expect(question).toHaveCount(0)
    await expect(page).toHaveURL(/\/en\/login$/)
    expect(smsCount(user.mobile)).toBe(1)

    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await question.getByRole('button', { name: 'Send the code' }).click()
    await expect(page.getByText('Verification code sent to your mobile number.')).toBeVisible()
    await expect(page).toHaveURL(/\/en\/recover$/)

    const next = page.getByRole('button', { name: 'Next' })
    await expect(next).toBeDisabled()
    const code = await codeSentTo(user.mobile, 'reset')
    await page.getByLabel('Verification Code').fill(code)
    await expect(next).toBeEnabled()
    await next.click()

    await expect(page.getByLabel('New Password')).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByLabel('Verification Code')).toHaveValue(code)
    await expect(next).toBeEnabled()
    await next.click()

    await page.getByLabel('New Password').fill(NEW_PASSWORD)
    await page.getByLabel('Confirm Password').fill('something-else-entirely')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(page.locator('.field-error', { hasText: "Confirm Password doesn't match" })).toBeVisible()
    await page.getByLabel('New Password').fill(NEW_PASSWORD)
    await page.getByLabel('Confirm Password').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(page.getByText('Password Update Success')).toBeVisible()
    await expect(page).toHaveURL(/\/en\/login$/)

    await page.getByLabel('DAO Registration No.').fill(user.dao)
    await page.getByLabel('Mobile Number').fill(user.mobile)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    // The refusal stays in the form (no toast repeats it), the typed number kept.
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials. Please check and try again.' })).toBeVisible()
    await expect(page.locator('[data-toast-type]')).toHaveCount(0)
    await expect(page.getByLabel('Mobile Number')).toHaveValue(user.mobile)
    await page.getByLabel('Password').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Login Success !')).toBeVisible()
    await expect(page).toHaveURL(/\/en\/profile$/)
  })

  test('an unverified mobile is offered verification after signing in', async ({ page }) => {
    const mobile = freshMobile()
    const registered = await page.request.post('/api/auth/register', {
      headers: SAME_ORIGIN,
      data: { dao_registration_no: '5/079', name: 'Lubhu NGO', mobile, email: 'lubhu@example.org', password: PASSWORD },
    })
    expect(registered.status()).toBe(201)
    await useLanguage(page, 'en')
    await page.goto('/login')
    await page.getByLabel('DAO Registration No.').fill('5/079')
    await page.getByLabel('Mobile Number').fill(mobile)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    // Asked as the page comes back from the server.
    const question = page.getByRole('dialog', { name: 'Go to verification?' })
    // A sentence for people, not the API's 'Mobile Number Not Verified'.
    await expect(question).toContainText('Your mobile number is not verified yet.')
    await question.getByRole('button', { name: 'Go to verification' }).click()
    await expect(page).toHaveURL(/\/en\/verification$/)
    await expect(page.getByText(mobile)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled()
  })

  test('the Admin sign-in lands on / with the CMS link', async ({ page }) => {
    await useLanguage(page, 'en')
    await page.goto('/login')
    await expect(page.getByLabel('DAO Registration No.')).toBeVisible()
    await page.getByRole('radio', { name: 'Admin' }).check()
    await expect(page.getByLabel('DAO Registration No.')).toBeHidden()
    await page.getByLabel('Mobile Number').fill(E2E_SUPER_ADMIN.mobile)
    await page.getByLabel('Password').fill(E2E_SUPER_ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Login Success !')).toBeVisible()
    await expect(page).toHaveURL(/\/en$/)
    await expectToastPlacement(page, 'success')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('link', { name: 'CMS' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveCount(0)
    await page.goto('/login')
    await expect(page).toHaveURL(/\/en$/)
    await withE2eDatabase(async (client) => {
      const { rows } = await client.query("select kind from sessions s join users u on u.id = s.user_id where u.mobile = $1 and s.revoked_at is null", [E2E_SUPER_ADMIN.mobile])
      expect(rows.map((row) => row.kind)).toContain('cookie')
    })
  })

  for (const javaScriptEnabled of [true, false]) {
    test(`verification and recovery without the number handed over leave the page (${javaScriptEnabled ? 'with' : 'without'} JavaScript)`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      await page.goto('/verification')
      await expect(page).toHaveURL(/\/$/)
      await page.goto('/recover')
      await expect(page).toHaveURL(/\/login$/)
      await context.close()
    })
  }

  test('a revoked browser session shows the signed-out header', async ({ page }) => {
    const user = await registeredUser(page, '31/081')
    await useLanguage(page, 'en')
    await page.goto('/login')
    await page.getByLabel('DAO Registration No.').fill(user.dao)
    await page.getByLabel('Mobile Number').fill(user.mobile)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/en\/profile$/)
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Logout' })).toBeVisible()
    // Sessions ended elsewhere (a logout on another device, a password reset) end this browser's too.
    await withE2eDatabase((client) => client.query('update sessions set revoked_at = now() where user_id = (select id from users where mobile = $1)', [user.mobile]))
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Login' })).toBeVisible()
  })
})

test.describe('auth pages accessibility', () => {
  for (const language of ['ne', 'en'] as const) {
    test(`no serious or critical axe violations on the four auth pages (${language})`, async ({ page }) => {
      useLanguage(page, language)
      const pages = [
        { path: '/login', ready: 'main form' },
        { path: '/signup', ready: 'main form' },
        { path: '/verification', ready: 'main form', flow: 'verification' },
        { path: '/recover', ready: 'main form', flow: 'recover' },
      ]
      for (const entry of pages) {
        if (entry.flow) await handOverNumber(page, entry.flow as 'verification' | 'recover')
        await page.goto(entry.path)
        await expect(page).toHaveURL(new RegExp(`${entry.path}$`))
        await expect(page.locator(entry.ready)).toBeVisible()
        const results = await axe(page).analyze()
        const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        expect(serious, `${entry.path}: ${JSON.stringify(serious.map((violation) => [violation.id, violation.nodes.map((node) => node.target)]))}`).toEqual([])
      }
      // The admin mode, an error summary and the reset-code question too.
      const serious = async (what: string) => {
        const found = (await axe(page).analyze()).violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        expect(found, what).toEqual([])
      }
      await page.goto('/login')
      await page.getByRole('radio').nth(1).check()
      await serious('admin mode')
      await page.getByRole('button', { name: language === 'ne' ? 'लगइन' : 'Sign in', exact: true }).click()
      await expect(page.getByRole('alert')).toBeFocused()
      await serious('error summary')
      await page.getByLabel(language === 'ne' ? 'मोबाइल नम्बर' : 'Mobile Number').fill('9841000000')
      await page.getByRole('button', { name: language === 'ne' ? 'पासवर्ड बिर्सनुभयो?' : 'Forgot password?' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      // Once it has opened (mid-way, its colours are still fading in).
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
      await serious('reset-code question')
    })
  }
})
