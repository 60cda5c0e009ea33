'use client'
// The element of components/markup.tsx on a load of the page: its markup is
// in the HTML, not in the flight data (decision 108).
// - On the server React takes the markup from this render's registry.
// - In the browser hydration keeps what the HTML showed (React leaves the
//   inside of an element with dangerouslySetInnerHTML as it is), and the
//   element's markup is kept here, so the same element mounted again (the
//   browser's back button, a section shown again) shows it.
// - Mounted without it (React rendered the page afresh after a failed
//   hydration), the page asks the server once more, whose answer to the
//   client router carries the markup itself.
import { useRouter } from 'next/navigation'
import { createElement, useCallback, useState } from 'react'
import { markupRegistry } from '@/lib/markup'

export type MarkupElement = {
  as: 'div' | 'dl' | 'figure' | 'ol' | 'ul'
  className?: string
  tabIndex?: number
  role?: string
  'aria-label'?: string
  'aria-labelledby'?: string
}

/** The browser's side: markup shown by hydrated elements, by name. */
const shown = new Map<string, string>()
/** Names whose page was asked for again, once each. */
const refreshed = new Set<string>()

export function MarkupIsland({ name, as, ...attributes }: MarkupElement & { name: string }) {
  const router = useRouter()
  // Read once: a later render keeps the element's inside as it is.
  const [html] = useState(() => {
    if (typeof window !== 'undefined') return shown.get(name) ?? ''
    const made = markupRegistry.recall(name)
    if (made === undefined) throw new Error(`the markup ${name} was not given to this render`)
    return made
  })
  const keep = useCallback(
    (element: HTMLElement | null) => {
      if (!element || shown.has(name)) return
      if (element.innerHTML !== '') shown.set(name, element.innerHTML)
      else if (!refreshed.has(name)) {
        refreshed.add(name)
        router.refresh()
      }
    },
    [name, router],
  )
  return createElement(as, { ...attributes, ref: keep, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: html } })
}
