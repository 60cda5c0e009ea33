// Nothing pans sideways on a phone: on every page, for every role, in Nepali
// and English, at 360 and 390 px the document is exactly as wide as the
// screen, with every section of the own-profile editor open. Wide tables
// scroll inside their own box or become cards instead.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { CONTENT_SECTIONS } from '@/components/content/content-sections'
import { BASE_URL, signInAsNgo, signInAsSuperAdmin, useLanguage } from './content-helpers'
import { createProfileFixture, type ProfileFixture } from './profile-public-fixtures'
import { handOverNumber } from './support/clerk'
import { visitIn } from './support/language'

const WIDTHS = [360, 390] as const
const LANGUAGES = ['ne', 'en'] as const

let fixture: ProfileFixture

test.beforeAll(async ({ browser }) => {
  fixture = await createProfileFixture(browser, `phone-${Date.now()}`, { verified: true })
})

/** The document's width equals the screen's at each phone width (a chart redraws after a resize: wait for it). */
async function expectNoSidewaysPan(page: Page, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${what} at ${width} px`, timeout: 5_000 })
      .toBe(width)
  }
}

async function visit(page: Page, path: string) {
  await page.goto(path)
  await expectNoSidewaysPan(page, `${path} (${await page.evaluate(() => document.documentElement.lang)})`)
}

async function newPhone(browser: Browser, language: 'ne' | 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: WIDTHS[0], height: 800 } })
  const page = await context.newPage()
  visitIn(page, language)
  return { context, page }
}

/** Opens every section of the own-profile editor. */
async function openEverySection(page: Page, language: 'ne' | 'en') {
  const edit = page.getByRole('button', { name: language === 'ne' ? 'सम्पादन' : 'Edit', exact: true })
  const close = page.getByRole('button', { name: language === 'ne' ? /^बन्द गर्नुहोस्/ : /^Close/ })
  // The sections come after 'Loading, Please Wait !', all at once: count them once they are shown.
  await expect(edit.first()).toBeVisible()
  const sections = await edit.count()
  for (let left = sections; left > 0; left = await edit.count()) {
    // A click before the editor's script has started does nothing: click again until a section opens.
    await expect(async () => {
      await edit.first().click()
      await expect.poll(() => edit.count(), { timeout: 2_000 }).toBeLessThan(left)
    }).toPass({ timeout: 30_000 })
  }
  await expect(edit).toHaveCount(0)
  // Each open section offers Close at its top and at its end.
  await expect(close).toHaveCount(2 * sections)
}

for (const language of LANGUAGES) {
  test(`no page pans sideways on a phone (${language})`, async ({ browser }) => {
    test.setTimeout(240_000)

    await test.step('signed out', async () => {
      const { context, page } = await newPhone(browser, language)
      for (const path of ['/', '/?q=zzzz-no-such-ngo', `/profile/${fixture.id}`, '/open-data', '/api-reference', '/login', '/signup', '/no-such-page']) await visit(page, path)
      // The code screens need the mobile number the previous screen hands over.
      for (const step of ['verification', 'recover'] as const) {
        await handOverNumber(page, step)
        await visit(page, `/${step}`)
      }
      await context.close()
    })

    await test.step('NGO user with a complete profile, every section open', async () => {
      const context = fixture.owner.context()
      const page = await context.newPage()
      await page.setViewportSize({ width: WIDTHS[0], height: 800 })
      await useLanguage(page, language)
      for (const path of ['/', `/profile/${fixture.id}`]) await visit(page, path)
      await page.goto('/profile')
      await openEverySection(page, language)
      await expectNoSidewaysPan(page, `/profile, every section open (${language})`)
      await page.close()
    })

    await test.step('NGO admin before the first save', async () => {
      const { context, page } = await newPhone(browser, language)
      await signInAsNgo(page, 'admin')
      await visit(page, '/profile')
      await context.close()
    })

    await test.step('super administrator', async () => {
      const { context, page } = await newPhone(browser, language)
      await signInAsSuperAdmin(page)
      for (const path of ['/', `/profile/${fixture.id}`, '/content', ...CONTENT_SECTIONS.map((section) => section.href)]) await visit(page, path)
      await context.close()
    })
  })
}
