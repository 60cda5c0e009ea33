// A wide table that scrolls sideways inside its own box on a narrow screen
// (app/globals.css, .table-scroll): focusable and named, so a keyboard can
// scroll it and a screen reader says what it holds.
import type { ReactNode } from 'react'

export function TableScroll({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className ? `table-scroll ${className}` : 'table-scroll'} tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  )
}
