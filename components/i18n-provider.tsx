'use client'

import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { compileTemplates } from '@/lib/i18n/messages'
import { makeMessageTranslate, type Language, type Translate } from '@/lib/i18n/shared'

type I18nProps = {
  language: Language
  /** Nepali texts of the labels (empty in English). */
  dictionary: Record<string, string>
  /** The labels with placeholders, which messages are matched against (lib/i18n/messages.ts). */
  templateKeys: string[]
}

const I18nContext = createContext<{ language: Language; t: Translate }>({ language: 'ne', t: (key) => key })

export function I18nProvider({ language, dictionary, templateKeys, children }: I18nProps & { children: ReactNode }) {
  const value = useMemo(() => {
    const lookup = language === 'en' ? () => undefined : (key: string) => dictionary[key]
    return { language, t: makeMessageTranslate({ language, lookup, templates: compileTemplates(templateKeys) }) }
  }, [language, dictionary, templateKeys])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** Label lookup in client components; the server passes the dictionary. */
export function useTranslate() {
  return useContext(I18nContext)
}
