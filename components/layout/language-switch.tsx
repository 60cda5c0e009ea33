'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense } from 'react'
import type { Language } from '@/lib/i18n/shared'

function SwitchForm({ language, label }: { language: Language; label: string }) {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const next = search ? `${pathname}?${search}` : pathname
  const target: Language = language === 'ne' ? 'en' : 'ne'
  // A plain form: works before (and without) JavaScript.
  return (
    <form action="/api/lang" method="get" className="language-switch">
      <input type="hidden" name="lang" value={target} />
      <input type="hidden" name="next" value={next} />
      {/* The accessible name starts with the visible text (WCAG 2.5.3), then says what it is. */}
      <button type="submit" aria-label={`${target === 'en' ? 'English' : 'नेपाली'} – ${label}`}>
        <span lang={target === 'en' ? 'en' : 'ne'}>{target === 'en' ? 'English' : 'नेपाली'}</span>
      </button>
    </form>
  )
}

export function LanguageSwitch(props: { language: Language; label: string }) {
  return (
    <Suspense fallback={null}>
      <SwitchForm {...props} />
    </Suspense>
  )
}
