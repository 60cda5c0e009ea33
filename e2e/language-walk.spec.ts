// Every page type in both languages holds to its language: an English page
// shows no Devanagari letter, a Nepali page no Latin word outside a short list
// of acronyms, in its visible text and in its controls' accessible names.
// Data that has no form in the page's language is marked with its own `lang`
// (correct HTML, and what lets a screen reader pronounce it) and is skipped, as
// is what a person typed, in whatever script (`translate="no"`,
// components/typed-text.tsx): a Nepali name may hold a Latin acronym.
import { expect, test, type Page } from '@playwright/test'
import { CONTENT_SECTIONS } from '../components/content/content-sections'
import { insertProfiles, signInAsSuperAdmin, useLanguage } from './content-helpers'
import { createProfileFixture } from './profile-public-fixtures'
import { signInAsClerk } from './support/clerk'
import { SAME_ORIGIN } from './support/constants'
import { slipsOf } from './support/language-walk'

// The content home and every page its sidebar lists, so a page added later is walked too.
const CONTENT_PAGES = ['/content', ...CONTENT_SECTIONS.map((section) => section.href)]

/** Opens every section of the own editor that can be opened (several may be open at once). */
async function openEverySection(page: Page, edit: string) {
  const buttons = page.getByRole('button', { name: edit, exact: true })
  // The editor's buttons do nothing before hydration.
  await page.waitForLoadState('networkidle')
  for (let opened = 0; opened < 30; opened += 1) {
    const enabled = buttons.and(page.locator(':enabled'))
    if ((await enabled.count()) === 0) break
    const before = await enabled.count()
    await enabled.first().click()
    await expect(enabled).toHaveCount(before - 1)
  }
}

for (const language of ['en', 'ne'] as const) {
  test(`every page type speaks ${language === 'en' ? 'English' : 'Nepali'} only`, async ({ page, browser }) => {
    test.setTimeout(240_000)
    const run = String(Date.now())
    const [profileId] = await insertProfiles([
      {
        name: `भाषा हिँडाइ संस्था ${run}`,
        name_en: `Language Walk NGO ${run}`,
        location: 'ललितपुर',
        phone: '01-5000002',
        contact_person_name: 'सम्पर्क',
        head_person_name: 'प्रमुख',
        dao_registration_no: `${run}/082`,
        status: 'active',
        is_verified: true,
        is_complete: true,
        optionNames: [],
      },
    ])
    const slips: string[] = []
    await useLanguage(page, language)
    for (const path of ['/', '/login', '/signup', '/recover', '/verification', '/open-data', `/profile/${profileId}`]) {
      await page.goto(path)
      slips.push(...(await slipsOf(page, path, language)))
    }

    // A new clerk: the profile form, open.
    await signInAsClerk(page)
    await useLanguage(page, language)
    await page.goto('/profile')
    const editName = language === 'en' ? 'Edit' : 'सम्पादन'
    const edit = page.getByRole('button', { name: editName, exact: true })
    // A clerk without a profile finds its form open and the other sections closed until it is saved.
    if ((await edit.count()) > 0 && (await edit.first().isEnabled())) await edit.first().click()
    slips.push(...(await slipsOf(page, '/profile (new)', language)))

    // The clerk of a filled profile (data typed in both scripts): every section read, then every section open.
    const fixture = await createProfileFixture(browser, `walk-${language}-${run}`, { verified: true })
    const owner = fixture.owner
    useLanguage(owner, language)
    await owner.goto('/profile')
    slips.push(...(await slipsOf(owner, '/profile (filled)', language)))
    await openEverySection(owner, editName)
    slips.push(...(await slipsOf(owner, '/profile (every section open)', language)))
    // A certificate, for its check page (opened from the QR code, signed out).
    const issued = await owner.request.post(`/api/ngo/${fixture.id}/certificate`, { headers: SAME_ORIGIN, maxRedirects: 0 })
    expect(issued.status(), await issued.text()).toBeLessThan(400)
    await owner.context().close()

    await page.context().clearCookies()
    await signInAsSuperAdmin(page)
    await useLanguage(page, language)
    for (const path of ['/', `/profile/${fixture.id}`, `/profile/${fixture.id}?people`, ...CONTENT_PAGES]) {
      await page.goto(path)
      slips.push(...(await slipsOf(page, `${path} (super administrator)`, language)))
    }
    await page.goto(`/profile/${fixture.id}`)
    const check = await page.locator('a[href*="/verify/"]').first().getAttribute('href')
    expect(check).toBeTruthy()
    await page.context().clearCookies()
    await page.goto(check!.replace(/^\/en\//, '/'))
    slips.push(...(await slipsOf(page, '/verify/{code}', language)))
    expect(slips).toEqual([])
  })
}
