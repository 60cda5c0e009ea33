// The registration certificate (issue 32, decisions 096 and 097): a clerk
// downloads it in Nepali from /profile; the QR code read off its drawn page
// opens the verification page, which says "genuine" without JavaScript, kept
// in memory on this portal and on a second one; the super administrator
// deactivates the NGO and the page changes on both within a second. The
// revoke form on the profile page, the badge's snippet and the emblem page,
// at a phone's width and a desk's, in both languages.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import sharp from 'sharp'
import { pdfPagePng, pdfText, readQrCode } from '../tests/fixtures/pdf-reading'
import { BASE_URL, expectNoSeriousViolations, signInAsSuperAdmin } from './content-helpers'
import { createProfileFixture, type ProfileFixture } from './profile-public-fixtures'
import { E2E_DATA_DIR, E2E_PORT, SAME_ORIGIN } from './support/constants'
import { e2eDatabaseUrl } from './support/database'
import { visitIn } from './support/language'
import { millisecondsUntil, startSecondPortal, waitUntilHealthy, type SecondPortal } from './support/second-portal'

const SCREENSHOTS = path.join('test-results', 'certificate')
const PHONE = { width: 390, height: 844 }
const DESK = { width: 1366, height: 900 }

let fixture: ProfileFixture
let second: SecondPortal

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000)
  fs.mkdirSync(SCREENSHOTS, { recursive: true })
  second = startSecondPortal(E2E_PORT + 53, {
    DATABASE_URL: e2eDatabaseUrl(),
    SKIP_DATABASE_PREPARE: '1',
    // One secret for both instances: a code signed by one is genuine on the other.
    AUTH_SECRET: fs.readFileSync(path.join(E2E_DATA_DIR, 'auth-secret'), 'utf8').trim(),
    DATA_DIR: E2E_DATA_DIR,
  })
  fixture = await createProfileFixture(browser, `cert${Date.now().toString(36)}`, { verified: true })
  await waitUntilHealthy(second)
})

test.afterAll(async () => {
  await fixture?.owner.context().close()
  await second?.stop()
})

/** A signed-out visitor's page load of `address` on a portal, as text with its kept-page header. */
async function visit(baseUrl: string, address: string) {
  const response = await fetch(baseUrl + address, { headers: { 'sec-fetch-dest': 'document' } })
  return { status: response.status, kept: response.headers.get('x-page-cache'), text: await response.text() }
}

async function superAdminPage(browser: Browser, viewport = DESK): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport })
  const page = await context.newPage()
  await signInAsSuperAdmin(page)
  return page
}

test('a clerk downloads the certificate in Nepali; its QR opens a page that says "genuine" without scripts, until the NGO is deactivated', async ({ browser }) => {
  test.setTimeout(120_000)
  const owner = fixture.owner
  await owner.setViewportSize(PHONE)
  visitIn(owner, 'ne')
  await owner.goto('/profile')
  const card = owner.getByRole('region', { name: 'दर्ता प्रमाणपत्र' })
  await expect(card).toBeVisible()
  await card.screenshot({ path: path.join(SCREENSHOTS, 'profile-certificate-ne-390.png') })
  const [download] = await Promise.all([owner.waitForEvent('download'), card.getByRole('button', { name: 'प्रमाणपत्र डाउनलोड गर्नुहोस् (PDF)' }).click()])
  expect(download.suggestedFilename()).toMatch(/^certificate-\d{4}-\d{5}\.pdf$/)
  const pdf = fs.readFileSync((await download.path())!)
  fs.writeFileSync(path.join(SCREENSHOTS, 'certificate.pdf'), pdf)
  const page = pdfPagePng(pdf, 110)
  fs.writeFileSync(path.join(SCREENSHOTS, 'certificate.png'), page)
  const text = pdfText(pdf)
  expect(text).toContain(fixture.values.name)
  expect(text).toContain(fixture.values.name_en)

  const url = readQrCode(page)
  expect(url).toMatch(new RegExp(`^${BASE_URL}/verify/[A-Za-z0-9_-]{19}$`))
  const address = new URL(url!).pathname

  // Opened by a phone's camera: no scripts, signed out.
  const visitor = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
  try {
    const check = await visitor.newPage()
    await check.goto(url!)
    const sentence = check.getByRole('heading', { level: 1 })
    await expect(sentence).toContainText('यो प्रमाणपत्र सक्कली हो')
    await expect(sentence).toContainText(fixture.values.name)
    await expect(check.getByRole('link', { name: 'दर्ता सूचीमा संस्था हेर्नुहोस्' })).toHaveAttribute('href', `/profile/${fixture.id}`)
    await expect(check.locator('script')).toHaveCount(0)
    await check.screenshot({ path: path.join(SCREENSHOTS, 'verify-genuine-ne-390.png'), fullPage: true })
    await check.getByRole('link', { name: 'English' }).click()
    await expect(check.getByRole('heading', { level: 1 })).toContainText(`This certificate is genuine and ${fixture.values.name_en} is registered`)

    // Kept in memory on both portals: the second load of each is a kept copy, under 20 kB.
    for (const baseUrl of [BASE_URL, second.baseUrl]) {
      await visit(baseUrl, address)
      const kept = await visit(baseUrl, address)
      expect(kept.kept, baseUrl).toBe('hit')
      expect(Buffer.byteLength(kept.text)).toBeLessThan(20_000)
      expect(kept.text).toContain('सक्कली हो')
    }

    // The super administrator deactivates the NGO on its page.
    const admin = await superAdminPage(browser)
    try {
      visitIn(admin, 'en')
      await admin.goto(`/profile/${fixture.id}`)
      await admin.waitForLoadState('networkidle')
      const bar = admin.getByRole('region', { name: 'Profile status', exact: true })
      await bar.getByRole('button', { name: 'Set Inactive' }).click()
      await admin.getByRole('dialog', { name: 'Set Inactive' }).getByRole('button', { name: 'Set Inactive', exact: true }).click()
      await expect(bar.getByText('In Active', { exact: true })).toBeVisible()
    } finally {
      await admin.context().close()
    }
    // Within a second on this portal and on the other one.
    for (const baseUrl of [BASE_URL, second.baseUrl]) {
      await millisecondsUntil(() => visit(baseUrl, address), (page) => page.text.includes('निष्क्रिय गरिएको छ'), 1_000)
    }
    await check.goto(url!)
    await expect(check.getByRole('heading', { level: 1 })).toContainText(`यो प्रमाणपत्र सक्कली हो, तर ${fixture.values.name} निष्क्रिय गरिएको छ`)
    await expect(check.getByRole('link', { name: 'दर्ता सूचीमा संस्था हेर्नुहोस्' })).toHaveCount(0)
    await check.screenshot({ path: path.join(SCREENSHOTS, 'verify-deactivated-ne-390.png'), fullPage: true })

    // A changed code says only that it is not genuine.
    const forged = address.slice(0, -1) + (address.endsWith('A') ? 'B' : 'A')
    const response = await check.goto(BASE_URL + forged)
    expect(response?.status()).toBe(404)
    await expect(check.locator('main')).toHaveText('✗यो प्रमाणपत्र सक्कली होइन।')
  } finally {
    await visitor.close()
  }
})

test('the super administrator revokes a certificate on the profile page with a reason; its page says when', async ({ browser }) => {
  test.setTimeout(120_000)
  const other = await createProfileFixture(browser, `rev${Date.now().toString(36)}`, { verified: true })
  const issued = await other.owner.request.post(`/api/ngo/${other.id}/certificate`, { headers: SAME_ORIGIN })
  expect(issued.status()).toBe(200)
  const code = readQrCode(pdfPagePng(await issued.body()))!.split('/').pop()!
  await other.owner.context().close()

  for (const [language, viewport] of [['en', DESK], ['ne', PHONE]] as const) {
    const admin = await superAdminPage(browser, viewport)
    try {
      visitIn(admin, language)
      await admin.goto(`/profile/${other.id}`)
      await admin.waitForLoadState('networkidle')
      const card = admin.getByRole('region', { name: language === 'en' ? 'Registration certificate' : 'दर्ता प्रमाणपत्र' })
      await expect(card.getByRole('row')).toHaveCount(2)
      await card.screenshot({ path: path.join(SCREENSHOTS, `admin-certificates-${language}-${viewport.width}.png`) })
      if (language === 'ne') {
        // Revoked already (below, in English): no revoke button, the reason shown.
        await expect(card.getByRole('button', { name: /खारेज/ })).toHaveCount(0)
        await expect(card).toContainText('Printed for a tender, then altered')
        continue
      }
      await expectNoSeriousViolations(admin)
      await card.getByRole('button', { name: /^Revoke certificate / }).click()
      const dialog = admin.getByRole('dialog', { name: /^Revoke certificate / })
      await dialog.getByRole('button', { name: 'Revoke', exact: true }).click()
      await expect(dialog.getByRole('alert').filter({ hasText: 'Please give the reason for revoking' })).toBeVisible()
      await dialog.getByLabel('Reason for revoking').fill('Printed for a tender, then altered')
      await dialog.screenshot({ path: path.join(SCREENSHOTS, 'revoke-dialog-en-1366.png') })
      await dialog.getByRole('button', { name: 'Revoke', exact: true }).click()
      await expect(admin.getByText('Certificate revoked')).toBeVisible()
      await expect(dialog).toHaveCount(0)
      await expect(card.getByRole('cell', { name: /^Revoked on \d{4}-\d{2}-\d{2} BS/ })).toBeVisible()
      // Its check page, as anyone opens it from the card's link.
      await card.getByRole('link', { name: /^Check page/ }).click()
      await expect(admin.getByRole('heading', { level: 1 })).toContainText(/^✗This certificate was revoked on \d{4}-\d{2}-\d{2} BS/)
      await expectNoSeriousViolations(admin)
    } finally {
      await admin.context().close()
    }
  }
  await millisecondsUntil(() => visit(BASE_URL, `/en/verify/${code}`), (page) => /This certificate was revoked on \d{4}-\d{2}-\d{2} BS/.test(page.text), 1_000)
})

test('the badge and its snippet on /profile, and the emblem page, at a phone’s width and a desk’s', async ({ browser }) => {
  test.setTimeout(120_000)
  const other = await createProfileFixture(browser, `badge${Date.now().toString(36)}`, { verified: true })
  const page = other.owner
  for (const [language, viewport] of [['en', DESK], ['ne', PHONE]] as const) {
    await page.setViewportSize(viewport)
    visitIn(page, language)
    await page.goto('/profile')
    const badge = page.getByRole('region', { name: language === 'en' ? 'Badge for your website' : 'तपाईंको वेबसाइटका लागि ब्याज' })
    const code = badge.getByLabel(language === 'en' ? 'Code to copy' : 'कपी गर्ने कोड')
    await expect(code).toHaveValue(new RegExp(`<a href="${BASE_URL}${language === 'en' ? '/en' : ''}/profile/${other.id}"><img src="${BASE_URL}/api/ngo/${other.id}/badge`))
    const image = badge.getByRole('img')
    await expect(image).toHaveJSProperty('complete', true)
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(320)
    await badge.screenshot({ path: path.join(SCREENSHOTS, `badge-${language}-${viewport.width}.png`) })
  }
  const svg = await page.request.get(`/api/ngo/${other.id}/badge?lang=en`)
  expect(svg.headers()['cache-control']).toBe('public, max-age=3600')
  expect(await svg.text()).toContain('Registered with')
  expect((await page.request.get(`/api/ngo/${other.id}/badge?lang=en`, { headers: { 'if-none-match': svg.headers().etag } })).status()).toBe(304)
  await page.context().close()

  const emblem = await sharp({ create: { width: 400, height: 400, channels: 4, background: { r: 180, g: 20, b: 40, alpha: 1 } } }).png().toBuffer()
  for (const [language, viewport] of [['en', DESK], ['ne', PHONE]] as const) {
    const admin = await superAdminPage(browser, viewport)
    try {
      visitIn(admin, language)
      await admin.goto('/content/emblem')
      await admin.waitForLoadState('networkidle')
      if (language === 'en') {
        await admin.getByLabel('Choose an image').setInputFiles({ name: 'emblem.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') })
        await expect(admin.getByRole('alert').filter({ hasText: 'The emblem must be a PNG, JPEG or WebP image' })).toBeVisible()
        await admin.getByLabel('Choose an image').setInputFiles({ name: 'emblem.png', mimeType: 'image/png', buffer: emblem })
        await admin.getByRole('button', { name: 'Save the emblem' }).click()
        await expect(admin.getByText('Emblem saved')).toBeVisible()
        await expect(admin.getByRole('img', { name: 'Emblem of Lalitpur Metropolitan City' })).toBeVisible()
        await expectNoSeriousViolations(admin)
      } else {
        await expect(admin.getByRole('img', { name: 'ललितपुर महानगरपालिकाको निशान छाप' })).toBeVisible()
      }
      await admin.screenshot({ path: path.join(SCREENSHOTS, `emblem-${language}-${viewport.width}.png`), fullPage: true })
    } finally {
      await admin.context().close()
    }
  }
})
