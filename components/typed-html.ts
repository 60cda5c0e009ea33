// Typed text (components/typed-text.tsx) as markup, for a table made as a
// string on the server (components/ui/table-scroll.tsx `html`). A module of
// its own so that no client component's code carries it.
import { typedAttributes } from '@/components/typed-text'
import type { Language } from '@/lib/i18n/shared'

/** Text for HTML made as a string (components/ui/table-scroll.tsx `html`): typed text may hold any character. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** `typedText` as markup, for a table made as a string: empty text is `empty` (markup too). */
export function typedHtml(language: Language, text: string | null | undefined, empty = ''): string {
  const value = text?.trim()
  if (!value) return empty
  const { lang } = typedAttributes(language, value)
  return `<span translate="no"${lang ? ` lang="${lang}"` : ''}>${escapeHtml(value)}</span>`
}
