'use client'

import { createContext, useCallback, useContext, type ReactNode } from 'react'
import type { Language } from '@/lib/i18n/shared'

type I18n = { language: Language; dictionary: Record<string, string> }

const I18nContext = createContext<I18n>({ language: 'ne', dictionary: {} })

export function I18nProvider({ language, dictionary, children }: I18n & { children: ReactNode }) {
  return <I18nContext.Provider value={{ language, dictionary }}>{children}</I18nContext.Provider>
}

/** Label lookup in client components; the server passes the dictionary. */
export function useTranslate() {
  const { language, dictionary } = useContext(I18nContext)
  const t = useCallback((key: string) => (language === 'en' ? key : (dictionary[key] ?? key)), [language, dictionary])
  return { t, language }
}
