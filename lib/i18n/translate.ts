// A translate function for a language and the translations table's labels,
// with the shipped defaults behind them; a message with placeholders ('{label}
// is required') is matched against the labels that have them
// (lib/i18n/messages.ts). No I/O: pages (through server.ts), API downloads and
// the register import read labels alike.
import { DEFAULT_LABELS } from '@/lib/i18n/labels'
import { compileTemplates, type MessageCatalogue } from '@/lib/i18n/messages'
import { makeMessageTranslate, type Language, type Translate } from '@/lib/i18n/shared'

/** The labels with placeholders ('{label} is required'), which messages are matched against. */
export const TEMPLATE_KEYS = Object.keys(DEFAULT_LABELS).filter((key) => key.includes('{'))
const TEMPLATES = compileTemplates(TEMPLATE_KEYS)

export function makeTranslate(language: Language, dictionary: Record<string, string>): Translate {
  const lookup: MessageCatalogue['lookup'] = language === 'en' ? () => undefined : (key) => dictionary[key] ?? DEFAULT_LABELS[key]?.nepali
  return makeMessageTranslate({ language, lookup, templates: TEMPLATES })
}
