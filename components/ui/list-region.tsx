'use client'

// A list that is paged in place: when its page changes (a client navigation
// keeps the document), the focus moves to the list, so the next Tab continues
// in what changed instead of at the top of the page, and a screen reader hears
// the list's name. The first render takes no focus.
import { useEffect, useRef, type ReactNode } from 'react'

type Props = {
  page: number
  /** The list's name, or the id of the heading that names it. */
  label?: string
  labelledBy?: string
  id?: string
  as?: 'div' | 'section'
  className?: string
  children: ReactNode
}

export function ListRegion({ page, label, labelledBy, id, as: Element = 'div', className, children }: Props) {
  const region = useRef<HTMLElement>(null)
  const shownPage = useRef(page)
  useEffect(() => {
    if (shownPage.current === page) return
    shownPage.current = page
    region.current?.focus({ preventScroll: true })
    region.current?.scrollIntoView({ block: 'start' })
  }, [page])
  return (
    <Element
      ref={region as never}
      id={id}
      role={Element === 'div' ? 'region' : undefined}
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      className={className}
    >
      {children}
    </Element>
  )
}
