'use client'

import { usePathname } from 'next/navigation'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { compileTemplates } from '@/lib/i18n/messages'
import { pathIn, splitLanguage } from '@/lib/i18n/paths'
import { makeMessageTranslate, type Language, type Translate } from '@/lib/i18n/shared'

type I18nProps = {
  language: Language
  /** Nepali texts of the labels (empty in English). */
  dictionary: Record<string, string>
  /** The labels with placeholders, which messages are matched against (lib/i18n/messages.ts). */
  templateKeys: string[]
  /** The administrator's hints for labels (spec section 1): help beside the fields they name. */
  hints: Record<string, string>
}

type I18n = {
  language: Language
  t: Translate
  hint: (key: string) => string | undefined
  /** The address of a portal path in the page's language (lib/i18n/paths.ts). */
  href: (path: string) => string
}

const I18nContext = createContext<I18n>({ language: 'ne', t: (key) => key, hint: () => undefined, href: (path) => path })

export function I18nProvider({ language, dictionary, templateKeys, hints, children }: I18nProps & { children: ReactNode }) {
  const value = useMemo<I18n>(() => {
    const lookup = language === 'en' ? () => undefined : (key: string) => dictionary[key]
    return { language, t: makeMessageTranslate({ language, lookup, templates: compileTemplates(templateKeys) }), hint: (key) => hints[key], href: (path) => pathIn(language, path) }
  }, [language, dictionary, templateKeys, hints])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** Label lookup in client components; the server passes the dictionary. */
export function useTranslate() {
  return useContext(I18nContext)
}

/** The page's path without its language prefix (`/en/content/ngos` → `/content/ngos`), to compare with or build links on. */
export function usePlainPathname() {
  return splitLanguage(usePathname()).path
}
