// A translate function for a language and the translations table's labels,
// with the shipped defaults behind them; a message with placeholders ('{label}
// is required') is matched against the labels that have them
// (lib/i18n/messages.ts). No I/O: pages (through server.ts), API downloads and
// the register import read labels alike.
import { DEFAULT_LABELS } from '@/lib/i18n/labels'
import { compileTemplates, type MessageCatalogue } from '@/lib/i18n/messages'
import { makeMessageTranslate, type Language, type Translate } from '@/lib/i18n/shared'

/** The labels with placeholders ('{label} is required'), which messages are matched against. */
const TEMPLATE_KEYS = Object.keys(DEFAULT_LABELS).filter((key) => key.includes('{'))
const TEMPLATES = compileTemplates(TEMPLATE_KEYS)

let english: Translate | undefined
const nepali = new WeakMap<Record<string, string>, Translate>()

/**
 * One translate per dictionary (the kept one serves every request until a
 * translation changes), so what it has worked out (a message matched against
 * the templates) is worked out once, not on every page.
 */
export function makeTranslate(language: Language, dictionary: Record<string, string>): Translate {
  if (language === 'en') return (english ??= makeMessageTranslate({ language, lookup: () => undefined, templates: TEMPLATES }))
  let translate = nepali.get(dictionary)
  if (!translate) {
    const lookup: MessageCatalogue['lookup'] = (key) => dictionary[key] ?? DEFAULT_LABELS[key]?.nepali
    translate = makeMessageTranslate({ language, lookup, templates: TEMPLATES })
    nepali.set(dictionary, translate)
  }
  return translate
}
