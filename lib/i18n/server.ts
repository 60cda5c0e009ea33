// Language and labels for server-rendered pages. Labels come from the
// translations table (cached, invalidated when a translation changes), with the
// shipped defaults as a fallback for a label not yet in the table.
import { cookies } from 'next/headers'
import { cache } from 'react'
import { CACHE_TAGS, cached } from '@/lib/cache'
import { getDictionary, getLabelHints } from '@/lib/content/reference'
import { DEFAULT_LABELS } from '@/lib/i18n/labels'
import { compileTemplates, type MessageCatalogue } from '@/lib/i18n/messages'
import { LANGUAGE_COOKIE, makeMessageTranslate, type Language, type Translate } from '@/lib/i18n/shared'

const cachedDictionary = cached(getDictionary, 'translation-dictionary', [CACHE_TAGS.translations])
const cachedHints = cached(getLabelHints, 'translation-hints', [CACHE_TAGS.translations])

/** The administrator's hints for labels (getLabelHints), for the help text beside fields. */
export const getHints = cache(() => cachedHints())

export const getLanguage = cache(async (): Promise<Language> => {
  const value = (await cookies()).get(LANGUAGE_COOKIE)?.value
  return value === 'en' ? 'en' : 'ne'
})

/** The labels with placeholders ('{label} is required'), which messages are matched against. */
export const TEMPLATE_KEYS = Object.keys(DEFAULT_LABELS).filter((key) => key.includes('{'))
const TEMPLATES = compileTemplates(TEMPLATE_KEYS)

export function makeTranslate(language: Language, dictionary: Record<string, string>): Translate {
  const lookup: MessageCatalogue['lookup'] = language === 'en' ? () => undefined : (key) => dictionary[key] ?? DEFAULT_LABELS[key]?.nepali
  return makeMessageTranslate({ language, lookup, templates: TEMPLATES })
}

/** The dictionary for the viewer's language (English needs none). */
export const getLabels = cache(async (): Promise<{ language: Language; t: Translate; dictionary: Record<string, string> }> => {
  const language = await getLanguage()
  const dictionary = language === 'en' ? {} : await cachedDictionary()
  return { language, t: makeTranslate(language, dictionary), dictionary }
})
