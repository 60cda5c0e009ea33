// Language and labels for server-rendered pages. Labels come from the
// translations table (cached, invalidated when a translation changes), with the
// shipped defaults as a fallback for a label not yet in the table.
import { cookies } from 'next/headers'
import { cache } from 'react'
import { cached, TAGS } from '@/lib/cache'
import { getDictionary } from '@/lib/content/reference'
import { DEFAULT_LABELS } from '@/lib/i18n/labels'
import { LANGUAGE_COOKIE, type Language, type Translate } from '@/lib/i18n/shared'

const cachedDictionary = cached(getDictionary, 'translation-dictionary', [TAGS.labels])

export const getLanguage = cache(async (): Promise<Language> => {
  const value = (await cookies()).get(LANGUAGE_COOKIE)?.value
  return value === 'en' ? 'en' : 'ne'
})

export function makeTranslate(language: Language, dictionary: Record<string, string>): Translate {
  return (key: string) => {
    if (language === 'en') return key
    return dictionary[key] ?? DEFAULT_LABELS[key]?.nepali ?? key
  }
}

/** The dictionary for the viewer's language (English needs none). */
export const getLabels = cache(async (): Promise<{ language: Language; t: Translate; dictionary: Record<string, string> }> => {
  const language = await getLanguage()
  const dictionary = language === 'en' ? {} : await cachedDictionary()
  return { language, t: makeTranslate(language, dictionary), dictionary }
})
