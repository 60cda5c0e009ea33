// The sign-up page while many sign-ups arrive (decision 024): a second portal
// of the same build and database, set to ask for a proof of work from the
// first registration on (SMS_PROOF_OF_WORK_AFTER=0). The page's check loads
// from the portal's own files, solves its challenge in web workers under the
// page's Content-Security-Policy, and the registration goes through with the
// solution; without JavaScript the page says the check needs it; the API
// refuses a registration without one and sends nothing.
import fs from 'node:fs'
import { randomInt } from 'node:crypto'
import path from 'node:path'
import { expect, test, type ConsoleMessage } from '@playwright/test'
import { E2E_DATA_DIR, E2E_PORT, SMS_OUTBOX_FILE } from './support/constants'
import { e2eDatabaseUrl } from './support/database'
import { startSecondPortal, waitUntilHealthy, type SecondPortal } from './support/second-portal'
import { axe } from './support/axe'

const PASSWORD = 'phulchoki-forest-trail-3'
let portal: SecondPortal

const freshMobile = () => `985${String(randomInt(0, 10_000_000)).padStart(7, '0')}`
const smsTo = (mobile: string) => (fs.existsSync(SMS_OUTBOX_FILE) ? fs.readFileSync(SMS_OUTBOX_FILE, 'utf8').split('\n').filter((line) => line.includes(`"to":"${mobile}"`)) : [])

test.beforeAll(async () => {
  test.setTimeout(120_000)
  portal = startSecondPortal(E2E_PORT + 53, {
    DATABASE_URL: e2eDatabaseUrl(),
    SKIP_DATABASE_PREPARE: '1',
    AUTH_SECRET: fs.readFileSync(path.join(E2E_DATA_DIR, 'auth-secret'), 'utf8').trim(),
    DATA_DIR: E2E_DATA_DIR,
    SMS_PROOF_OF_WORK_AFTER: '0',
    SMS_ADDRESS_HOURLY_LIMIT: '10000',
    SMS_NETWORK_HOURLY_LIMIT: '10000',
  })
  await waitUntilHealthy(portal)
})

test.afterAll(async () => {
  await portal?.stop()
})

test('the sign-up page solves the proof of work in the browser and registers (Nepali)', async ({ page }) => {
  const refused: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) refused.push(message.text())
  })
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(worker.url()))
  const mobile = freshMobile()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`${portal.baseUrl}/signup`)
  await expect(page.getByRole('heading', { level: 1, name: 'दर्ता' })).toBeVisible()
  // The check runs by itself and says so in the page's language.
  await expect(page.getByText('तपाईं मानिस हो भन्ने स्वचालित जाँच')).toBeVisible()
  const state = page.getByRole('status').filter({ hasText: /जाँच हुँदैछ… कृपया पर्खनुहोस्।|जाँच पूरा भयो/ })
  await expect(state).toBeVisible()
  await page.getByLabel('जिल्ला प्रशासन कार्यालय दर्ता नं.').fill('८८/०८१')
  await page.getByLabel('पूरा नाम').fill('Khokana Mustard Oil Group')
  await page.getByLabel('मोबाइल नम्बर').fill(mobile)
  await page.getByLabel('इमेल').fill('khokana@example.org')
  await page.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD)
  await page.getByLabel('पासवर्ड पुष्टि').fill(PASSWORD)
  await expect(state).toHaveText('जाँच पूरा भयो', { timeout: 60_000 })
  // In web workers of the portal's own files.
  expect(workers.length).toBeGreaterThan(0)
  for (const url of workers) expect(url).toMatch(new RegExp(`^${portal.baseUrl}/_next/static/islands/`))
  await page.screenshot({ path: test.info().outputPath('sign-up-check-390-ne.png'), fullPage: true })
  // The check keeps the page as usable as the other auth pages are.
  const serious = (await axe(page).analyze()).violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious, JSON.stringify(serious.map((violation) => [violation.id, violation.nodes.map((node) => node.target)]))).toEqual([])

  const registerRequest = page.waitForRequest('**/api/auth/form/register')
  await page.getByRole('button', { name: 'दर्ता गर्नुहोस्' }).click()
  const sent = new URLSearchParams((await registerRequest).postData() ?? '')
  expect(sent.get('altcha')).toMatch(/^[A-Za-z0-9+/]+=*$/)
  await expect(page.getByText('दर्ता सफल भयो !')).toBeVisible()
  await expect(page).toHaveURL(/\/verification$/)
  await expect.poll(() => smsTo(mobile).length).toBe(1)
  // Nothing came from anywhere but the portal, and the policy refused nothing.
  expect(refused).toEqual([])
})

test('without JavaScript the sign-up page says the check needs it, and the post registers nobody (English)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } })
  const page = await context.newPage()
  const mobile = freshMobile()
  await page.goto(`${portal.baseUrl}/en/signup`)
  const needsScript = 'Many sign-ups are arriving just now, and signing up needs an automatic check that runs with JavaScript. Please turn JavaScript on, or try again later.'
  // Shown by the browser without scripts (Playwright's text locators never look inside <noscript>).
  const noscript = await page
    .getByRole('main')
    .locator('noscript')
    .evaluate((element) => ({ text: element.textContent?.trim(), height: element.getBoundingClientRect().height }))
  expect(noscript.text).toBe(needsScript)
  expect(noscript.height).toBeGreaterThan(0)
  await page.screenshot({ path: test.info().outputPath('sign-up-without-script-1366-en.png') })
  await expect(page.getByText('Automatic check that you are a person')).toBeHidden()
  await page.getByLabel('DAO Registration No.').fill('90/081')
  await page.getByLabel('Full Name').fill('Bungamati Wood Carvers')
  await page.getByLabel('Mobile Number').fill(mobile)
  await page.getByLabel('Email').fill('bungamati@example.org')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/en\/signup#error-summary$/)
  await expect(page.getByRole('alert')).toContainText(needsScript)
  await expect(page.getByLabel('Mobile Number')).toHaveValue(mobile)
  expect(smsTo(mobile)).toHaveLength(0)
  await context.close()
})

test('the API refuses a registration without a proof of work, or with one used before, and sends nothing', async ({ page, request }) => {
  const registration = (mobile: string, altcha?: string) => ({
    dao_registration_no: '89/081',
    name: 'Chapagaun Farmers',
    mobile,
    email: 'chapagaun@example.org',
    password: PASSWORD,
    ...(altcha ? { altcha } : {}),
  })
  const origin = { origin: portal.baseUrl }
  const mobile = freshMobile()
  const missing = await request.post(`${portal.baseUrl}/api/auth/register`, { headers: origin, data: registration(mobile) })
  expect(missing.status()).toBe(428)
  expect((await missing.json()).message).toBe('Many sign-ups are arriving just now. Please let the check below finish, then sign up again.')
  expect(smsTo(mobile)).toHaveLength(0)

  // The solution the page made in the browser, sent a second time.
  await page.goto(`${portal.baseUrl}/en/signup`)
  await expect(page.getByRole('status').filter({ hasText: 'Check complete' })).toBeVisible({ timeout: 60_000 })
  const payload = await page.locator('input[name="altcha"]').inputValue()
  const first = freshMobile()
  expect((await request.post(`${portal.baseUrl}/api/auth/register`, { headers: origin, data: registration(first, payload) })).status()).toBe(201)
  const again = freshMobile()
  const replayed = await request.post(`${portal.baseUrl}/api/auth/register`, { headers: origin, data: registration(again, payload) })
  expect(replayed.status()).toBe(400)
  expect((await replayed.json()).message).toBe('The check was not accepted or has expired. Please let it run again, then sign up again.')
  expect(smsTo(again)).toHaveLength(0)
})
