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
import { signInAsClerk } from './support/clerk'

const ACRONYMS = new Set(['UTF', 'BOM', 'ISO', 'YYYY-MM-DD', 'PAN', 'CSV', 'PDF', 'SMS', 'API', 'JSON', 'XLSX', 'ODS', 'PNG', 'JPG', 'JPEG', 'WEBP', 'WebP', 'SVG', 'QR', 'URL', 'OpenAPI', 'BS', 'AD', 'NGO', 'ID', 'MB', 'KB'])

// The content home and every page its sidebar lists, so a page added later is walked too.
const CONTENT_PAGES = ['/content', ...CONTENT_SECTIONS.map((section) => section.href)]

/** The page's own words: text and accessible names outside elements marked with another language. */
async function ownWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang
    // The way to the other language names it in that language, as it should.
    const foreign = (element: Element | null) =>
      (element?.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) !== pageLanguage ||
      // Field names and other identifiers are code, not words of a language; typed data is data.
      Boolean(element?.closest('a[hreflang], code, kbd, samp, [translate="no"]'))
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim()
      if (!parent || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName) || foreign(parent)) continue
      // Visible text, or text read to a screen reader (visually hidden).
      if (!parent.checkVisibility() && !parent.closest('.visually-hidden')) continue
      if (parent.closest('[aria-hidden="true"]') && !parent.checkVisibility()) continue
      found.push(text)
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (foreign(element)) continue
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim()
        if (value) found.push(value)
      }
    }
    return found
  })
}

/** The page's slips, each with its path; every page is walked before the test says what it found. */
async function slipsOf(page: Page, path: string, language: 'ne' | 'en'): Promise<string[]> {
  const words = await ownWords(page)
  const slips =
    language === 'en'
      ? words.filter((text) => /[\u0900-\u097F]/.test(text))
      : words.filter((text) => (text.match(/[A-Za-z][A-Za-z.]+/g) ?? []).some((word) => !ACRONYMS.has(word.replace(/\.$/, ''))))
  return slips.map((slip) => `${path}: ${slip}`)
}

for (const language of ['en', 'ne'] as const) {
  test(`every page type speaks ${language === 'en' ? 'English' : 'Nepali'} only`, async ({ page }) => {
    test.setTimeout(180_000)
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
    for (const path of ['/', '/login', '/signup', '/open-data', `/profile/${profileId}`]) {
      await page.goto(path)
      slips.push(...(await slipsOf(page, path, language)))
    }

    await signInAsClerk(page)
    await useLanguage(page, language)
    await page.goto('/profile')
    const edit = page.getByRole('button', { name: language === 'en' ? 'Edit' : 'सम्पादन', exact: true })
    // A clerk without a profile finds its form open and the other sections closed until it is saved.
    if ((await edit.count()) > 0 && (await edit.first().isEnabled())) await edit.first().click()
    slips.push(...(await slipsOf(page, '/profile', language)))

    await page.context().clearCookies()
    await signInAsSuperAdmin(page)
    await useLanguage(page, language)
    for (const path of CONTENT_PAGES) {
      await page.goto(path)
      slips.push(...(await slipsOf(page, path, language)))
    }
    expect(slips).toEqual([])
  })
}
