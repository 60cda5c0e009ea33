// Reference content (target groups, thematic scopes, organisation types,
// document types, structure rows, rules) is named in Nepali and may carry an
// English name set by the administrator. No I/O here.
import type { Language } from '@/lib/i18n/shared'

/** The name an English page shows where one is set; otherwise the Nepali name. */
export function localName(language: Language, name: string, english?: string | null): string {
  return language === 'en' && english?.trim() ? english : name
}

/**
 * The `lang` to mark typed data with on a page of `language`: data written in
 * the other script (a Nepali-only name on an English page) says so, which lets
 * a screen reader pronounce it; data in the page's own script needs none.
 */
export function dataLang(language: Language, text: string | null | undefined): Language | undefined {
  if (!text) return undefined
  const written: Language = /[\u0900-\u097F]/.test(text) ? 'ne' : /[A-Za-z]/.test(text) ? 'en' : language
  return written === language ? undefined : written
}
