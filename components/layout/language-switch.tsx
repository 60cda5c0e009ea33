'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense } from 'react'
import { switchLanguage } from '@/lib/i18n/paths'
import type { Language } from '@/lib/i18n/shared'

function SwitchLink({ language, label }: { language: Language; label: string }) {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const target: Language = language === 'ne' ? 'en' : 'ne'
  // The same page at the other language's address, with its query (decision 040).
  // A plain link: a full load, so every server-rendered part changes language.
  const href = switchLanguage(search ? `${pathname}?${search}` : pathname, target)
  return (
    // The accessible name starts with the visible text (WCAG 2.5.3), then says what it is.
    <a href={href} hrefLang={target} className="language-switch" aria-label={`${target === 'en' ? 'English' : 'नेपाली'} – ${label}`}>
      <span lang={target}>{target === 'en' ? 'English' : 'नेपाली'}</span>
    </a>
  )
}

export function LanguageSwitch(props: { language: Language; label: string }) {
  return (
    <Suspense fallback={null}>
      <SwitchLink {...props} />
    </Suspense>
  )
}
