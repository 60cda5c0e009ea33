// Language and labels for server-rendered pages. Labels come from the
// translations table (cached, invalidated when a translation changes), with the
// shipped defaults as a fallback for a label not yet in the table.
import { headers } from 'next/headers'
import { cache } from 'react'
import { cached, TAGS } from '@/lib/cache'
import { getDictionary, getLabelHints } from '@/lib/content/reference'
import { parseVersion, pickArea, type AreaLabels, type AreaName } from '@/lib/i18n/areas'
import { makeTranslate } from '@/lib/i18n/translate'
import { languageAlternates, LANGUAGE_HEADER, PATH_HEADER, pathIn } from '@/lib/i18n/paths'
import type { Language, Translate } from '@/lib/i18n/shared'

const cachedDictionary = cached(getDictionary, 'translation-dictionary', [TAGS.labels])
const cachedHints = cached(getLabelHints, 'translation-hints', [TAGS.labels])

/** The page's language: the one its address names (the proxy says which, decision 040). */
export const getLanguage = cache(async (): Promise<Language> => ((await headers()).get(LANGUAGE_HEADER) === 'en' ? 'en' : 'ne'))

/**
 * The administrator's hints for labels (getLabelHints), for the help text beside fields.
 * The language is read first, as getLabels does: it makes the page one of each
 * request, so a build never prerenders a page that reads the database.
 */
export const getHints = cache(async () => {
  await getLanguage()
  return cachedHints()
})

/**
 * The page's canonical address (its own, in its language, without any query:
 * tracking and paging parameters make no other page) and its hreflang
 * alternates, for the metadata. Null outside a page the proxy saw.
 */
export async function pageAlternates(path?: string): Promise<{ canonical: string; languages: Record<string, string> } | null> {
  const [language, plain] = await Promise.all([getLanguage(), path ?? headers().then((list) => list.get(PATH_HEADER))])
  if (!plain?.startsWith('/')) return null
  return { canonical: pathIn(language, plain), languages: languageAlternates(plain) }
}

export { makeTranslate }

/** The dictionary for the viewer's language (English needs none). */
export const getLabels = cache(async (): Promise<{ language: Language; t: Translate; dictionary: Record<string, string> }> => {
  const language = await getLanguage()
  const dictionary = language === 'en' ? {} : await cachedDictionary()
  return { language, t: makeTranslate(language, dictionary), dictionary }
})

/** One area's labels for the client components of a page (lib/i18n/areas.ts), in the page's language. */
export async function getAreaLabels(name: AreaName): Promise<AreaLabels> {
  const [{ language, dictionary }, hints] = await Promise.all([getLabels(), getHints()])
  return pickArea(name, language, dictionary, hints)
}

/**
 * The labels a version names, for the browser (app/labels): the current labels
 * of its area and language, and whether they are still that version (a page
 * rendered before a translation changed asks for the one it named).
 */
export async function findAreaLabels(version: string): Promise<{ labels: AreaLabels; current: boolean } | null> {
  const area = parseVersion(version)
  if (!area) return null
  const [dictionary, hints] = await Promise.all([area.language === 'en' ? {} : cachedDictionary(), cachedHints()])
  const labels = pickArea(area.name, area.language, dictionary, hints)
  return { labels, current: labels.version === version }
}

/** The labels of a language for a download that names its language (an API call has no page). */
export async function getTranslate(language: Language): Promise<Translate> {
  return makeTranslate(language, language === 'en' ? {} : await cachedDictionary())
}
