// Language and labels for server-rendered pages. Labels come from the
// translations table (cached, invalidated when a translation changes), with the
// shipped defaults as a fallback for a label not yet in the table.
import { cookies } from 'next/headers'
import { cache } from 'react'
import { cached, TAGS } from '@/lib/cache'
import { getDictionary, getLabelHints } from '@/lib/content/reference'
import { makeTranslate, TEMPLATE_KEYS } from '@/lib/i18n/translate'
import { LANGUAGE_COOKIE, type Language, type Translate } from '@/lib/i18n/shared'

const cachedDictionary = cached(getDictionary, 'translation-dictionary', [TAGS.labels])
const cachedHints = cached(getLabelHints, 'translation-hints', [TAGS.labels])

export const getLanguage = cache(async (): Promise<Language> => {
  const value = (await cookies()).get(LANGUAGE_COOKIE)?.value
  return value === 'en' ? 'en' : 'ne'
})

/**
 * The administrator's hints for labels (getLabelHints), for the help text beside fields.
 * The language is read first, as getLabels does: it makes the page one of each
 * request, so a build never prerenders a page that reads the database.
 */
export const getHints = cache(async () => {
  await getLanguage()
  return cachedHints()
})

export { makeTranslate, TEMPLATE_KEYS }

/** The dictionary for the viewer's language (English needs none). */
export const getLabels = cache(async (): Promise<{ language: Language; t: Translate; dictionary: Record<string, string> }> => {
  const language = await getLanguage()
  const dictionary = language === 'en' ? {} : await cachedDictionary()
  return { language, t: makeTranslate(language, dictionary), dictionary }
})

/** The labels of a language for a download that names its language (an API call has no page). */
export async function getTranslate(language: Language): Promise<Translate> {
  return makeTranslate(language, language === 'en' ? {} : await cachedDictionary())
}

/** A request's language: the one it names, else its language cookie, else Nepali (the portal's default). */
export function requestLanguage(request: Request, named?: Language): Language {
  if (named) return named
  const cookie = request.headers.get('cookie') ?? ''
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=en(?:;|$)`).test(cookie) ? 'en' : 'ne'
}
