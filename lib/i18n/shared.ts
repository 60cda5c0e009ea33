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
