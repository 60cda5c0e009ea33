// A wide table that scrolls sideways inside its own box on a narrow screen
// (app/globals.css, .table-scroll): focusable and named, so a keyboard can
// scroll it and a screen reader says what it holds.
import type { ReactNode } from 'react'

/** `html`: the table as markup made ahead (a large table whose every render would cost; components/dashboard/ward-gaps.tsx), instead of `children`. */
export function TableScroll({ label, children, className, html }: { label: string; children?: ReactNode; className?: string; html?: string }) {
  const frame = className ? `table-scroll ${className}` : 'table-scroll'
  if (html !== undefined) return <div className={frame} tabIndex={0} role="group" aria-label={label} dangerouslySetInnerHTML={{ __html: html }} />
  return (
    <div className={frame} tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  )
}
