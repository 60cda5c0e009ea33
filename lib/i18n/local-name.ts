// Reference content (target groups, thematic scopes, organisation types,
// document types, structure rows, rules) is named in Nepali and may carry an
// English name set by the administrator. No I/O here.
import type { Language } from '@/lib/i18n/shared'

/** The name an English page shows where one is set; otherwise the Nepali name. */
export function localName(language: Language, name: string, english?: string | null): string {
  return language === 'en' && english?.trim() ? english : name
}
