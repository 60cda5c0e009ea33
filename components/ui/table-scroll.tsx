// A wide table that scrolls sideways inside its own box on a narrow screen
// (app/globals.css, .table-scroll): focusable and named, so a keyboard can
// scroll it and a screen reader says what it holds.
import type { ReactNode } from 'react'

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  )
}
