// What the language walks read of a page (e2e/language-walk.spec.ts,
// e2e/renewal-walk.spec.ts): its own words, and those that are not in the
// page's language. Data that has no form in the page's language is marked with
// its own `lang` and skipped, as is what a person typed (`translate="no"`).
import type { Page } from '@playwright/test'

const ACRONYMS = new Set(['UTF', 'BOM', 'ISO', 'YYYY-MM-DD', 'PAN', 'CSV', 'PDF', 'SMS', 'API', 'JSON', 'XLSX', 'ODS', 'PNG', 'JPG', 'JPEG', 'WEBP', 'WebP', 'SVG', 'QR', 'URL', 'OpenAPI', 'BS', 'AD', 'NGO', 'ID', 'MB', 'KB'])

/** The page's own words (text and accessible names outside elements marked with another language), each with where it stands. */
async function ownWords(page: Page): Promise<{ text: string; where: string }[]> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang
    // The way to the other language names it in that language, as it should.
    const foreign = (element: Element | null) =>
      (element?.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) !== pageLanguage ||
      // Field names and other identifiers are code, not words of a language; typed data is data.
      Boolean(element?.closest('a[hreflang], code, kbd, samp, [translate="no"]'))
    const found: { text: string; where: string }[] = []
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.classList[0] ? `.${element.classList[0]}` : ''}`
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim()
      // A text area's text is its value, what the person typed, as an input's value (which is no text node).
      if (!parent || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA'].includes(parent.tagName) || foreign(parent)) continue
      // Visible text, or text read to a screen reader (visually hidden).
      if (!parent.checkVisibility() && !parent.closest('.visually-hidden')) continue
      if (parent.closest('[aria-hidden="true"]') && !parent.checkVisibility()) continue
      found.push({ text, where: describe(parent) })
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (foreign(element)) continue
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim()
        if (value) found.push({ text: value, where: `${describe(element)}[${name}]` })
      }
    }
    return found
  })
}

/** The page's slips, each with its path; every page is walked before the test says what it found. */
export async function slipsOf(page: Page, path: string, language: 'ne' | 'en'): Promise<string[]> {
  const words = await ownWords(page)
  const slips =
    language === 'en'
      ? words.filter(({ text }) => /[\u0900-\u097F]/.test(text))
      : words.filter(({ text }) => (text.match(/[A-Za-z][A-Za-z.]+/g) ?? []).some((word) => !ACRONYMS.has(word.replace(/\.$/, ''))))
  return slips.map(({ text, where }) => `${path} (${where}): ${text}`)
}

