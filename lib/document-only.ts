// A public profile page as a plain document, the way a signed-out visitor
// gets it (decision 016).
//
// Nothing on that page runs JavaScript for a signed-out visitor: the header is
// links, the language switch is a form, and documents, audit reports and the
// status actions are for signed-in viewers only. Next's App Router still sends
// its client runtime (React and the router, over 130 kB gzip) and the page's
// flight data with every page, and has no per-route way to leave them out. So
// the page cache keeps a profile page without:
// - every <script> element except data blocks (the JSON-LD of the profile);
// - the preload links of scripts.
//
// A page that needs its scripts to show everything cannot be a document: one
// with a Suspense boundary whose content was streamed after the shell (a
// script moves it into place) or one left to be rendered in the browser.
// `documentOnly` returns null for it, and the page is kept as rendered.
const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json\b/i
const LINK_ELEMENT = /<link\b[^>]*>/gi
const SCRIPT_PRELOAD = /\brel\s*=\s*["']?modulepreload\b|\bas\s*=\s*["']?script\b/i
/** React's markers of a boundary still pending (`$?`, with its `B:` template) or to be rendered in the browser (`$!`). */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->|<template\b[^>]*\bid\s*=\s*["']?B:/i

/** The page without its scripts, or null when it cannot do without them. */
export function documentOnly(html: string): string | null {
  if (!/<\/html\s*>\s*$/i.test(html) || UNFINISHED_BOUNDARY.test(html)) return null
  return html
    .replace(SCRIPT_ELEMENT, (element, attributes: string) => (DATA_BLOCK.test(attributes) ? element : ''))
    .replace(LINK_ELEMENT, (element) => (SCRIPT_PRELOAD.test(element) ? '' : element))
}
