'use client'

// A list that is paged in place: when its page changes (a client navigation
// keeps the document), the focus moves to the list, so the next Tab continues
// in what changed instead of at the top of the page, and a screen reader hears
// the list's name. The first render takes no focus.
import { useEffect, useRef, type ReactNode } from 'react'

type Props = { label: string; page: number; className?: string; children: ReactNode }

export function ListRegion({ label, page, className, children }: Props) {
  const region = useRef<HTMLDivElement>(null)
  const shownPage = useRef(page)
  useEffect(() => {
    if (shownPage.current === page) return
    shownPage.current = page
    region.current?.focus({ preventScroll: true })
    region.current?.scrollIntoView({ block: 'start' })
  }, [page])
  return (
    <div ref={region} role="region" aria-label={label} tabIndex={-1} className={className}>
      {children}
    </div>
  )
}
