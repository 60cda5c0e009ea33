'use client'

import { usePathname } from 'next/navigation'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { compileTemplates } from '@/lib/i18n/messages'
import { pathIn, splitLanguage } from '@/lib/i18n/paths'
import type { AreaLabels } from '@/lib/i18n/areas'
import { areaLabels } from '@/lib/i18n/label-registry'
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

const NO_LABELS: AreaLabels = { language: 'ne', dictionary: {}, templateKeys: [], hints: {}, version: '' }

const I18nContext = createContext<I18n>({ language: 'ne', t: (key) => key as Shown, hint: () => undefined, href: (path) => path, labels: NO_LABELS })

type Built = Omit<I18n, 'href'>

/**
 * What a provider builds (the merged labels, the compiled message templates
 * and the translate with its memory of texts already worked out), once per
 * version of its labels and of those above it, not once per render: on the
 * server every request renders the providers again with the same labels.
 */
const built = new Map<string, Built>()
const BUILT_LIMIT = 64

function build(parent: AreaLabels, area: AreaLabels): Built {
  const key = `${parent.version}>${area.version}`
  let found = built.get(key)
  if (!found) {
    const { language, dictionary, templateKeys, hints } = area
    const labels: AreaLabels =
      parent === NO_LABELS
        ? area
        : {
            language,
            dictionary: { ...parent.dictionary, ...dictionary },
            templateKeys: [...new Set([...parent.templateKeys, ...templateKeys])],
            hints: { ...parent.hints, ...hints },
            version: key,
          }
    const lookup = language === 'en' ? () => undefined : (label: string) => labels.dictionary[label]
    const translate = makeMessageTranslate({ language, lookup, templates: compileTemplates(labels.templateKeys) })
    found = { language, t: (label) => translate(label) as Shown, hint: (label) => labels.hints[label], labels }
    // Versions replaced by a changed translation are forgotten, oldest first.
    if (built.size >= BUILT_LIMIT) built.delete(built.keys().next().value!)
    built.set(key, found)
  }
  return found
}

/**
 * Labels for the client components below, named by their version
 * (lib/i18n/label-registry.ts) so that they are not in the page's React
 * payload. The root layout gives the shell's; a page's LabelArea nests
 * another provider that adds its area's to them.
 */
export function I18nProvider({ children, version }: { version: string; children: ReactNode }) {
  const parent = useContext(I18nContext).labels
  // At hand on the server (the page's render put them there), loaded from their address in the browser.
  const area = areaLabels.useVersion(version)
  const value = useMemo<I18n>(() => {
    const labels = build(parent, area)
    return { ...labels, href: (path) => pathIn(labels.language, path) }
  }, [parent, area])
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
