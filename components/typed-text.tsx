// Text a person typed (a name, a place, a statement, a reference name) in
// whichever script they wrote it. Its element says so: `translate="no"` (it
// is data, not the page's wording: a browser's translator leaves it alone,
// and the language walk of e2e/language-walk.spec.ts skips it), and `lang`
// with its script's language where that differs from the page's (decision
// 040), so a screen reader reads it in its own.
import type { ReactNode } from 'react'
import { dataLang } from '@/lib/i18n/local-name'
import type { Language } from '@/lib/i18n/shared'

/** The attributes of an element that holds typed text. */
export function typedAttributes(language: Language, text: string | null | undefined): { translate: 'no'; lang?: Language } {
  const lang = dataLang(language, text)
  return lang ? { translate: 'no', lang } : { translate: 'no' }
}

type Props = { text: string | null | undefined; language: Language; empty?: ReactNode }

export function TypedText({ text, language, empty = null }: Props) {
  return typedText(text, language, empty)
}

/**
 * `TypedText` as a value: the text marked, or `empty` when there is none.
 * The element itself, not a component to call: a profile shows some 150
 * typed values, each otherwise one more component for React to render.
 */
export function typedText(text: string | null | undefined, language: Language, empty: ReactNode = null): ReactNode {
  const value = text?.trim()
  if (!value) return empty
  return <span {...typedAttributes(language, value)}>{value}</span>
}
