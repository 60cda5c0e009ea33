// The pictures under docs/screens/: what a clerk of a filled profile sees of
// the own-profile editor on a 390 px phone and a 1366 px desk, and of the
// structure editor on the phone, in Nepali and English. Not a check
// (phone-width and profile-editor-no-lost-work hold these screens to their
// promises); it writes the files only when asked:
//   UPDATE_SCREENS=1 npx playwright test e2e/screens.spec.ts
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { useLanguage } from './content-helpers'
import { createProfileFixture } from './profile-public-fixtures'

const SCREENS = path.join(process.cwd(), 'docs', 'screens')
const PHONE = { width: 390, height: 844 }
const DESK = { width: 1366, height: 900 }

test.skip(!process.env.UPDATE_SCREENS, 'writes docs/screens; run with UPDATE_SCREENS=1')

const WORDS = {
  ne: { edit: 'सम्पादन', structure: 'हालको सांगठनिक संरचना', organisation: 'प्रोफाइल' },
  en: { edit: 'Edit', structure: 'Current organizational structure', organisation: 'Profile' },
} as const

async function shoot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`), ...options })
}

for (const language of ['ne', 'en'] as const) {
  test(`the own-profile editor at 390 px and 1366 px, and the structure editor at 390 px (${language})`, async ({ browser }) => {
    test.setTimeout(120_000)
    const fixture = await createProfileFixture(browser, `screens-${language}-${Date.now()}`, { verified: true })
    const page = await fixture.owner.context().newPage()
    const words = WORDS[language]
    useLanguage(page, language)

    for (const viewport of [DESK, PHONE]) {
      await page.setViewportSize(viewport)
      await page.goto('/profile')
      // The editor's buttons do nothing before hydration.
      await page.waitForLoadState('networkidle')
      // The first section open for editing: its first screen, as a clerk meets it.
      const first = page.getByRole('region', { name: words.organisation, exact: true })
      await first.getByRole('button', { name: words.edit, exact: true }).click()
      await first.scrollIntoViewIfNeeded()
      await first.evaluate((element) => element.scrollIntoView({ block: 'start' }))
      await shoot(page, `editor-${viewport.width}-${language}`)
    }

    // The structure editor, open, at its first group (the phone).
    const structure = page.getByRole('region', { name: words.structure, exact: true })
    await structure.getByRole('button', { name: words.edit, exact: true }).click()
    await expect(structure.getByRole('group')).toHaveCount(4)
    await structure.getByRole('group').first().evaluate((element) => element.scrollIntoView({ block: 'start' }))
    await shoot(page, `structure-editor-390-${language}`)
    await page.close()
  })
}
