// Shared by server and client code: no I/O here.
import { localizeMessage, type MessageCatalogue } from '@/lib/i18n/messages'
export type Language = 'ne' | 'en'
export type Translate = (key: string) => string
export const LANGUAGES: Language[] = ['ne', 'en']

/**
 * `t` over a message catalogue: a label, or a message matched against the
 * labels with placeholders (lib/i18n/messages.ts); each text is worked out once.
 */
export function makeMessageTranslate(catalogue: MessageCatalogue): Translate {
  const done = new Map<string, string>()
  return (key: string) => {
    let text = done.get(key)
    if (text === undefined) {
      text = localizeMessage(key, catalogue)
      if (done.size < 5000) done.set(key, text)
    }
    return text
  }
}

declare const SHOWN: unique symbol
/**
 * Text already in the viewer's language: what a client component's `t`
 * gives. A toast shows only this, as it is given (the toaster sits above the
 * page's label area and could not put a key of that area in the viewer's
 * language, decision 041).
 */
export type Shown = string & { readonly [SHOWN]: true }

/**
 * Texts already in the viewer's language joined by punctuation:
 * shown`${t('Failed to Update')} ${t(title)}: ${message}`. Only punctuation
 * may stand between the parts (lib/i18n/areas.test.ts checks that no word of
 * English hides there).
 */
export function shown(strings: TemplateStringsArray, ...parts: Shown[]): Shown {
  return strings.reduce((text, piece, index) => text + piece + (parts[index] ?? ''), '') as Shown
}

/** A text in the viewer's language with its placeholders ('{section}') filled by other such texts. */
export function fillShown(text: Shown, values: Record<string, Shown>): Shown {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole) as Shown
}
