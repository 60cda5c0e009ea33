// A translate function for a language and the translations table's labels,
// with the shipped defaults behind them. No I/O: pages (through server.ts),
// API downloads and the register import read labels alike.
import { DEFAULT_LABELS } from '@/lib/i18n/labels'
import type { Language, Translate } from '@/lib/i18n/shared'

export function makeTranslate(language: Language, dictionary: Record<string, string>): Translate {
  return (key: string) => {
    if (language === 'en') return key
    return dictionary[key] ?? DEFAULT_LABELS[key]?.nepali ?? key
  }
}
