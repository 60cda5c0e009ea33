// A public page as a plain document, the way a signed-out visitor gets the
// kept dashboard and profile pages (decision 012).
//
// Nothing on those pages needs React for a signed-out visitor: the header is
// links, the language switch, the NGO search and the pages of the list are
// forms and links, and documents, audit reports and the status actions are for
// signed-in viewers only. The one thing drawn by a script, the dashboard's
// chart, has a script of its own: an island. Next's App Router still sends its
// client runtime (React and the router, over 130 kB gzip) and the page's flight
// data with every page, and has no per-route way to leave them out. So the
// page cache keeps these pages without:
// - every <script> element except data blocks (the JSON-LD of a profile);
// - the preload links of scripts, and of what scripts fetch (the client
//   code's labels, components/label-area.tsx);
// and adds, for each island the page marks (`data-island="name"`), its script
// (scripts/build-islands.mjs), deferred.
//
// A page that needs Next's scripts to show everything cannot be a document:
// one with a Suspense boundary whose content was streamed after the shell (a
// script moves it into place), one left to be rendered in the browser, or one
// marking an island the build has no script for. `documentOnly` returns null
// for it, and the page is kept as rendered.
const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json\b/i
const LINK_ELEMENT = /<link\b[^>]*>/gi
const SCRIPT_PRELOAD = /\brel\s*=\s*["']?modulepreload\b|\bas\s*=\s*["']?(?:script|fetch)\b/i
/** React's markers of a boundary still pending (`$?`, with its `B:` template) or to be rendered in the browser (`$!`). */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->|<template\b[^>]*\bid\s*=\s*["']?B:/i
const ISLAND = /\sdata-island="([a-z0-9-]+)"/g
const END_OF_BODY = /<\/body\s*>/i

export type PlainDocument = { html: string; islands: string[] }

/**
 * The page without Next's scripts and with its islands' scripts, or null when
 * it cannot do without Next's. `islands` maps an island's name to its script.
 */
export function documentOnly(html: string, islands: Record<string, string> = {}): PlainDocument | null {
  if (!/<\/html\s*>\s*$/i.test(html) || UNFINISHED_BOUNDARY.test(html)) return null
  const plain = html
    .replace(SCRIPT_ELEMENT, (element, attributes: string) => (DATA_BLOCK.test(attributes) ? element : ''))
    .replace(LINK_ELEMENT, (element) => (SCRIPT_PRELOAD.test(element) ? '' : element))
  const names = [...new Set([...plain.matchAll(ISLAND)].map((match) => match[1]))]
  if (names.some((name) => !Object.hasOwn(islands, name))) return null
  if (names.length === 0) return { html: plain, islands: [] }
  if (!END_OF_BODY.test(plain)) return null
  const scripts = names.map((name) => `<script src="${islands[name]}" defer></script>`).join('')
  return { html: plain.replace(END_OF_BODY, (end) => `${scripts}${end}`), islands: names }
}
