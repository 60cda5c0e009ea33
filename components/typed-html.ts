// Tables made as markup strings on the server (components/ui/table-scroll.tsx
// `html`; decisions 099, 105): typed text (components/typed-text.tsx) as
// markup, and the markup kept per read. A module of its own so that no client
// component's code carries it.
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

/** Markup made, per read object and the words it shows. */
const madeMarkup = new WeakMap<object, Map<string, string>>()

/**
 * The markup `make` makes of `read`, made once: a cached read hands out the
 * same object until its data changes. `words` are what else the markup shows
 * (the language, the labels, which the municipality may edit while the read
 * stays the same).
 */
export function markupOnce(read: object, words: readonly string[], make: () => string): string {
  let made = madeMarkup.get(read)
  if (!made) madeMarkup.set(read, (made = new Map()))
  const key = words.join('\n')
  let html = made.get(key)
  if (html === undefined) made.set(key, (html = make()))
  return html
}
