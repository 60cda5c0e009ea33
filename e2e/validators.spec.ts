// The public pages, the auth pages, the own profile and the admin list pass
// three independent checks against the production build: html-validate (no
// invalid HTML), pa11y with HTML_CodeSniffer (WCAG 2 AA errors) and axe-core
// (no violation of any impact). pa11y drives Debian's Chromium (its headless
// shell, as Playwright does); puppeteer never downloads a browser
// (.puppeteerrc.cjs).
import { expect, test, type Browser, type Page } from '@playwright/test'
import { HtmlValidate } from 'html-validate'
import pa11y from 'pa11y'
import puppeteer, { type Browser as Pa11yBrowser } from 'puppeteer'
import { BASE_URL, signInAsSuperAdmin, useLanguage } from './content-helpers'
import { createProfileFixture, type ProfileFixture } from './profile-public-fixtures'
import { handOverNumber } from './support/clerk'
import { DEFAULT_CHROMIUM } from '../scripts/e2e-prerequisites'
import { visitIn } from './support/language'
import { axe } from './support/axe'

const CHROMIUM = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM

// The document rules of html-validate: what is invalid HTML, not house style.
// Subresource integrity matters for what another origin serves; the portal's own
// scripts and styles come from the portal itself, under its CSP.
const htmlValidate = new HtmlValidate({ extends: ['html-validate:document'], rules: { 'require-sri': ['error', { target: 'crossorigin' }] } })

let fixture: ProfileFixture
// One Chromium for pa11y's runs in this worker, not one launched per page (a second or two each).
let pa11yBrowser: Pa11yBrowser | undefined

test.beforeAll(async ({ browser }) => {
  fixture = await createProfileFixture(browser, `valid-${Date.now()}`, { verified: true })
})

test.afterAll(async () => {
  await pa11yBrowser?.close()
  pa11yBrowser = undefined
})

async function expectValidHtml(html: string, what: string) {
  const report = await htmlValidate.validateString(html)
  const errors = report.results.flatMap((result) => result.messages.filter((message) => message.severity === 2))
  expect(
    errors.map((error) => `${error.ruleId}: ${error.message} (${error.selector ?? ''})`),
    `html-validate, ${what}`,
  ).toEqual([])
}

async function expectNoAxeViolations(page: Page, what: string) {
  const results = await axe(page).analyze()
  expect(
    results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `axe, ${what}`,
  ).toEqual([])
}

async function expectNoPa11yErrors(page: Page, path: string, what: string) {
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
  pa11yBrowser ??= await puppeteer.launch({ executablePath: CHROMIUM, headless: 'shell', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] })
  const result = await pa11y(`${BASE_URL}${path}`, {
    standard: 'WCAG2AA',
    runners: ['htmlcs'],
    headers: { Cookie: cookies },
    timeout: 60_000,
    // pa11y's own option, missing from its types: the browser to open its page in.
    ...({ browser: pa11yBrowser } as object),
  })
  expect(
    result.issues.map((issue) => `${issue.code}: ${issue.message} (${issue.selector})`),
    `pa11y, ${what}`,
  ).toEqual([])
}

/**
 * All three checks on one page, as a visitor of this page's context sees it.
 * They run at once: axe in this page, pa11y in its own browser and html-validate
 * here, on the two cores, instead of one after another.
 */
async function checkPage(page: Page, path: string, what: string) {
  await page.goto(path)
  const html = await page.content()
  await Promise.all([expectValidHtml(html, what), expectNoAxeViolations(page, what), expectNoPa11yErrors(page, path, what)])
}

async function contextFor(browser: Browser, language: 'ne' | 'en') {
  const context = await browser.newContext({ baseURL: BASE_URL })
  const page = await context.newPage()
  visitIn(page, language)
  return page
}

for (const language of ['ne', 'en'] as const) {
  test(`public and auth pages are valid and accessible (${language})`, async ({ browser }) => {
    test.setTimeout(240_000)
    const page = await contextFor(browser, language)
    for (const path of ['/', `/?q=${encodeURIComponent(fixture.values.name_en)}`, `/profile/${fixture.id}`, '/open-data', '/login', '/signup']) {
      await checkPage(page, path, `${path} (${language})`)
    }
    // The code screens read the mobile number the previous screen hands over (the flow cookie of its form post).
    for (const step of ['verification', 'recover'] as const) {
      await handOverNumber(page, step)
      await checkPage(page, `/${step}`, `/${step} (${language})`)
    }
    await page.context().close()
  })

  test(`the own profile and the admin list are valid and accessible (${language})`, async ({ browser }) => {
    test.setTimeout(240_000)
    const owner = await fixture.owner.context().newPage()
    await useLanguage(owner, language)
    await checkPage(owner, '/profile', `/profile (${language})`)
    // Every section open, as a clerk fills it.
    const edit = owner.getByRole('button', { name: language === 'ne' ? 'सम्पादन' : 'Edit', exact: true })
    while ((await edit.count()) > 0) await edit.first().click()
    await Promise.all([
      expectValidHtml(await owner.content(), `/profile, every section open (${language})`),
      expectNoAxeViolations(owner, `/profile, every section open (${language})`),
    ])
    await owner.close()

    const admin = await contextFor(browser, language)
    await signInAsSuperAdmin(admin)
    await checkPage(admin, '/content/ngos', `/content/ngos (${language})`)
    await admin.context().close()
  })
}
