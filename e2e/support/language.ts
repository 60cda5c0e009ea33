// Each language has its own addresses (decision 040): an English test visits
// the English ones. `visitIn` (also `useLanguage`) makes every `page.goto` of a plain portal
// path go to that path's address in the language (`/login` → `/en/login`);
// API paths stay as they are. No cookie is involved.
import type { Page } from '@playwright/test'
import { pathIn } from '../../lib/i18n/paths'

export type Language = 'ne' | 'en'

const PATCHED = Symbol('language')

export function visitIn(page: Page, language: Language) {
  const holder = page as Page & { [PATCHED]?: { goto: Page['goto']; language: Language } }
  holder[PATCHED] ??= { goto: page.goto.bind(page), language }
  holder[PATCHED].language = language
  const state = holder[PATCHED]
  page.goto = (url, options) => state.goto(url.startsWith('/') ? pathIn(state.language, url) : url, options)
}

/** The name the specs used when the language was a cookie. */
export const useLanguage = visitIn
