// Tables made as markup strings on the server (components/ui/table-scroll.tsx
// `html`; decisions 099, 105): typed text (components/typed-text.tsx) as
// markup, and the markup kept per read. A module of its own so that no client
// component's code carries it.
import { typedAttributes } from '@/components/typed-text'
import { formatBsDate } from '@/lib/calendar'
import type { Language, Translate } from '@/lib/i18n/shared'

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

/** `BsDateText` (components/ui/bs-date-text.tsx) as markup, the same HTML: a stored AD date as the reader sees it, or `empty`. */
export function bsDateHtml(ad: string | null | undefined, language: Language, empty = ''): string {
  const text = formatBsDate(ad, language)
  if (!ad || !text) return empty
  return `<time dateTime="${escapeHtml(ad.slice(0, 10))}" class="date-text">${escapeHtml(text)}</time>`
}

/** Markup made, per read object, translate function and the other words it shows. */
const madeMarkup = new WeakMap<object, WeakMap<Translate, Map<string, string>>>()

/**
 * The markup `make` makes of `read`, made once: a cached read hands out the
 * same object until its data changes, and the translate function is one per
 * language and labels until the municipality edits a label (lib/i18n/translate.ts
 * `makeTranslate`), so neither an edited row nor an edited label is hidden
 * behind markup made before. `words` are whatever else the markup shows.
 */
export function markupOnce(read: object, t: Translate, words: readonly string[], make: () => string): string {
  let byLabels = madeMarkup.get(read)
  if (!byLabels) madeMarkup.set(read, (byLabels = new WeakMap()))
  let made = byLabels.get(t)
  if (!made) byLabels.set(t, (made = new Map()))
  const key = words.join('\n')
  let html = made.get(key)
  if (html === undefined) made.set(key, (html = make()))
  return html
}
