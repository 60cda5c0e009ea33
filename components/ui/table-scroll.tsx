// A wide table that scrolls sideways inside its own box on a narrow screen
// (app/globals.css, .table-scroll): focusable and named, so a keyboard can
// scroll it and a screen reader says what it holds. A table made as markup
// takes the same frame through components/markup.tsx `TableScrollMarkup`.
import type { ReactNode } from 'react'

/** The frame's classes. */
export const tableScrollFrame = (className?: string) => (className ? `table-scroll ${className}` : 'table-scroll')

export function TableScroll({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={tableScrollFrame(className)} tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  )
}
