'use client'

import { usePathname } from 'next/navigation'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { compileTemplates } from '@/lib/i18n/messages'
import { pathIn, splitLanguage } from '@/lib/i18n/paths'
import type { AreaLabels } from '@/lib/i18n/areas'
import { makeMessageTranslate, type Language, type Shown } from '@/lib/i18n/shared'

type I18n = {
  language: Language
  /** A label, or a message of the API, in the viewer's language. */
  t: (key: string) => Shown
  hint: (key: string) => string | undefined
  /** The address of a portal path in the page's language (lib/i18n/paths.ts). */
  href: (path: string) => string
  /** What this provider and those above it were given, for a nested provider to add to. */
  labels: AreaLabels
}

const NO_LABELS: AreaLabels = { language: 'ne', dictionary: {}, templateKeys: [], hints: {} }

const I18nContext = createContext<I18n>({ language: 'ne', t: (key) => key as Shown, hint: () => undefined, href: (path) => path, labels: NO_LABELS })

/**
 * Labels for the client components below. The root layout gives the shell's;
 * a page's LabelArea nests another provider that adds its area's to them.
 */
export function I18nProvider({ children, ...area }: AreaLabels & { children: ReactNode }) {
  const parent = useContext(I18nContext).labels
  const { language, dictionary, templateKeys, hints } = area
  const value = useMemo<I18n>(() => {
    const labels: AreaLabels =
      parent === NO_LABELS
        ? { language, dictionary, templateKeys, hints }
        : {
            language,
            dictionary: { ...parent.dictionary, ...dictionary },
            templateKeys: [...new Set([...parent.templateKeys, ...templateKeys])],
            hints: { ...parent.hints, ...hints },
          }
    const lookup = language === 'en' ? () => undefined : (key: string) => labels.dictionary[key]
    const translate = makeMessageTranslate({ language, lookup, templates: compileTemplates(labels.templateKeys) })
    return {
      language,
      t: (key) => translate(key) as Shown,
      hint: (key) => labels.hints[key],
      href: (path) => pathIn(language, path),
      labels,
    }
  }, [parent, language, dictionary, templateKeys, hints])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** Label lookup in client components: the labels of the areas the page's providers hold. */
export function useTranslate() {
  return useContext(I18nContext)
}

/** The page's path without its language prefix (`/en/content/ngos` → `/content/ngos`), to compare with or build links on. */
export function usePlainPathname() {
  return splitLanguage(usePathname()).path
}
