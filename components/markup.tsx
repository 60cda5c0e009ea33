// Markup made on the server, in an element of the page (decision 108): on a
// load of the page its flight data names it and the HTML carries it; in any
// other render, or a page that did not ask (`markupInHtmlOnly`), the element
// carries it as before.
import { createHash } from 'node:crypto'
import { headers } from 'next/headers'
import { cache, createElement } from 'react'
import { DOCUMENT_RENDER_HEADER, markupRegistry } from '@/lib/markup'
import { tableScrollFrame } from '@/components/ui/table-scroll'
import { MarkupIsland, type MarkupElement } from './markup-island'

/** Per server render (React's `cache`): whether its HTML is made in this process from its flight data. */
const thisRender = cache((): { htmlHere: boolean } => ({ htmlHere: false }))

/**
 * A page whose markup the HTML alone may carry calls this before it renders
 * any: it reads whether the proxy said this render makes the page's HTML.
 */
export async function markupInHtmlOnly(): Promise<void> {
  thisRender().htmlHere = (await headers()).get(DOCUMENT_RENDER_HEADER) === '1'
}

/** A string's name: its hash, made per render (a few microseconds for the largest table). */
const nameOf = (html: string) => createHash('sha256').update(html).digest('base64url').slice(0, 22)

export function Markup({ html, ...element }: MarkupElement & { html: string }) {
  if (!thisRender().htmlHere) {
    const { as, ...attributes } = element
    return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } })
  }
  const name = nameOf(html)
  markupRegistry.remember(html, name)
  return <MarkupIsland {...element} name={name} />
}

/** A wide table made as markup, in the frame of components/ui/table-scroll.tsx. */
export function TableScrollMarkup({ label, className, html }: { label: string; className?: string; html: string }) {
  return <Markup as="div" className={tableScrollFrame(className)} tabIndex={0} role="group" aria-label={label} html={html} />
}
