// Running the portal: a failed SMS is told to the person waiting for the code
// in the page's language and shown to the super administrator; the health
// check, the request ids and /metrics answer as a monitor expects.
import { randomInt } from 'node:crypto'
import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations, signInAsSuperAdmin, useLanguage } from './content-helpers'
import { E2E_METRICS_TOKEN, SMS_OUTBOX_FILE } from './support/constants'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }

const freshMobile = () => `986${String(randomInt(0, 10_000_000)).padStart(7, '0')}`

/**
 * The console provider cannot write its outbox while a folder stands in its
 * place: every send fails for real, retry included. The outbox comes back after.
 */
async function withSmsFailing(work: () => Promise<void>) {
  const saved = `${SMS_OUTBOX_FILE}.saved`
  const had = fs.existsSync(SMS_OUTBOX_FILE)
  if (had) fs.renameSync(SMS_OUTBOX_FILE, saved)
  fs.mkdirSync(SMS_OUTBOX_FILE)
  try {
    await work()
  } finally {
    fs.rmSync(SMS_OUTBOX_FILE, { recursive: true, force: true })
    if (had) fs.renameSync(saved, SMS_OUTBOX_FILE)
  }
}

async function signUp(page: Page, labels: { dao: string; name: string; mobile: string; email: string; password: string; confirm: string; submit: string }, mobile: string) {
  await page.goto('/signup')
  await page.getByLabel(labels.dao).fill('४५/०८१')
  await page.getByLabel(labels.name).fill('Kirtipur Youth Club')
  await page.getByLabel(labels.mobile).fill(mobile)
  await page.getByLabel(labels.email).fill('kirtipur@example.org')
  await page.getByLabel(labels.password, { exact: true }).fill('kirtipur-hilltop-2081')
  await page.getByLabel(labels.confirm).fill('kirtipur-hilltop-2081')
  await page.getByRole('button', { name: labels.submit }).click()
}

const NEPALI = { dao: 'जिल्ला प्रशासन कार्यालय दर्ता नं.', name: 'पूरा नाम', mobile: 'मोबाइल नम्बर', email: 'इमेल', password: 'पासवर्ड', confirm: 'पासवर्ड पुष्टि', submit: 'दर्ता गर्नुहोस्' }
const ENGLISH = { dao: 'DAO Registration No.', name: 'Full Name', mobile: 'Mobile Number', email: 'Email', password: 'Password', confirm: 'Confirm Password', submit: 'Sign up' }

test.describe('a failed SMS', () => {
  test('is told to the person in the page language, then listed on the super administrator dashboard', async ({ page, browser }) => {
    const nepaliMobile = freshMobile()
    const englishMobile = freshMobile()
    await withSmsFailing(async () => {
      await page.setViewportSize(PHONE)
      await useLanguage(page, 'ne')
      await signUp(page, NEPALI, nepaliMobile)
      // In the form itself: the refusal stays until the next try.
      await expect(page.getByRole('alert').getByText('SMS पठाउन सकिएन। कृपया एक मिनेटपछि फेरि प्रयास गर्नुहोस्।')).toBeVisible()
      await expect(page).toHaveURL(/\/signup#error-summary$/)
      await page.screenshot({ path: test.info().outputPath('sms-failed-ne-390.png') })

      await page.setViewportSize(DESKTOP)
      await useLanguage(page, 'en')
      await signUp(page, ENGLISH, englishMobile)
      await expect(page.getByRole('alert').getByText('The SMS could not be sent. Please try again in a minute.')).toBeVisible()
      await expect(page).toHaveURL(/\/en\/signup#error-summary$/)
    })

    const adminContext = await browser.newContext({ viewport: PHONE })
    const admin = await adminContext.newPage()
    await signInAsSuperAdmin(admin)
    await useLanguage(admin, 'ne')
    await admin.goto('/')
    const notice = admin.getByRole('region', { name: 'SMS पठाउन सकिएन' })
    await expect(notice).toBeVisible()
    const latest = notice.getByRole('list', { name: 'पछिल्ला असफल SMS' }).getByRole('listitem')
    await expect(latest.first()).toContainText('console')
    await expect(latest.first()).toContainText('प्रमाणीकरण कोड')
    await expect(notice).toContainText(nepaliMobile.replace(/[0-9]/g, (digit) => '०१२३४५६७८९'[Number(digit)]))
    await admin.screenshot({ path: test.info().outputPath('sms-failures-notice-ne-390.png'), fullPage: false })
    await expectNoSeriousViolations(admin)

    await admin.setViewportSize(DESKTOP)
    await useLanguage(admin, 'en')
    await admin.goto('/')
    const english = admin.getByRole('region', { name: 'SMS not sent' })
    await expect(english.getByRole('list', { name: 'Latest SMS failures' }).getByRole('listitem').first()).toContainText(englishMobile)
    await expect(english).toContainText('Verification code')
    await admin.screenshot({ path: test.info().outputPath('sms-failures-notice-en-1366.png') })
    await adminContext.close()

    // Signed out, nobody sees it.
    await page.context().clearCookies()
    await page.goto('/')
    await expect(page.getByRole('region', { name: /SMS/ })).toHaveCount(0)
  })
})

test.describe('monitoring', () => {
  test('health names the version and every part; requests carry an id; /metrics answers only the scraper', async ({ request }) => {
    const health = await request.get('/api/health')
    expect(health.status()).toBe(200)
    const { version } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }
    expect((await health.json()).data).toEqual({
      status: 'ok',
      version,
      database: 'up',
      storage: 'writable',
      sms: 'configured',
      sms_provider: 'console',
      change_listener: 'listening',
    })
    expect(health.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)

    // The dashboard twice: rendered for the cache, then answered from it.
    for (let index = 0; index < 2; index++) {
      const home = await request.get('/', { headers: { 'sec-fetch-dest': 'document' } })
      expect(home.status()).toBe(200)
      expect(home.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    }

    expect((await request.get('/metrics')).status()).toBe(404)
    expect((await request.get('/metrics', { headers: { authorization: 'Bearer not-the-token-0123456789' } })).status()).toBe(404)
    const scraped = await request.get('/metrics', { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } })
    expect(scraped.status()).toBe(200)
    expect(scraped.headers()['content-type']).toMatch(/^text\/plain/)
    const text = await scraped.text()
    expect(text).toMatch(/^portal_http_requests_total\{method="GET",route="\/",status="200"\} [1-9]/m)
    expect(text).toMatch(/^portal_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/health"\} [0-9]/m)
    expect(text).toMatch(/^portal_page_cache_requests_total\{result="hit"\} [1-9]/m)
    expect(text).toMatch(/^portal_database_pool_connections\{state="total"\} [1-9]/m)
    expect(text).toMatch(/^portal_sms_messages_total\{provider="console",outcome="(sent|failed)"\} [1-9]/m)
  })
})
