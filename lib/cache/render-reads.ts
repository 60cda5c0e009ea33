// What a page read while it was rendered for a signed-in session's kept copy
// (lib/cache/pages.ts): the tags of its kept reads, the session it was
// rendered for, and whether it read anything else from the database. A page
// is kept only when every read it made was a kept read, so its tags name all
// the data it shows and a committed change of any of it drops the copy; one
// read outside them (a query of its own, a write) and the page is not kept.
//
// The render is a loopback request handled by Next in this process; the
// standalone entry (scripts/portal-server.cjs) runs that request's handling
// inside `collectRenderReads`, and everything the render does (the proxy, the
// layout, the page, their data) runs in its async context. Outside such a
// request nothing is collected and these calls cost one lookup.
import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingMessage } from 'node:http'

export type RenderReads = {
  tags: Set<string>
  /** The session whose viewer the page read (the one it was rendered for). */
  sessionId: string | null
  /** The first read outside the kept reads (its SQL), or null when there was none. */
  untracked: string | null
}

type Context = { reads: RenderReads; inside: boolean }

const STATE_KEY = Symbol.for('ngo-portal.render-reads')
/** The request header that names the collection of a render for the cache (lib/cache/pages.ts). */
export const COLLECT_HEADER = 'x-page-cache-fill'

type State = { storage: AsyncLocalStorage<Context>; waiting: Map<string, RenderReads> }

// One per process, shared by the bundles that import this module (the entry's hook, the pages, lib/db).
function state(): State {
  const holder = globalThis as typeof globalThis & { [STATE_KEY]?: State }
  holder[STATE_KEY] ??= { storage: new AsyncLocalStorage(), waiting: new Map() }
  return holder[STATE_KEY]
}

/** A fresh collection for a render about to be requested; `takeRenderReads` returns it once the render answered. */
export function expectRenderReads(id: string): void {
  state().waiting.set(id, { tags: new Set(), sessionId: null, untracked: null })
}

/** The reads of the render named `id`, forgotten once taken. */
export function takeRenderReads(id: string): RenderReads | null {
  const { waiting } = state()
  const reads = waiting.get(id) ?? null
  waiting.delete(id)
  return reads
}

/**
 * Runs a request's handling, collecting its reads when it is a render the
 * cache asked for (its header names a collection this process is waiting
 * for; any other value, such as a client's, collects nothing).
 */
export function collectRenderReads<T>(request: IncomingMessage, handle: () => T): T {
  const header = request.headers[COLLECT_HEADER]
  const reads = typeof header === 'string' ? state().waiting.get(header) : undefined
  return reads ? state().storage.run({ reads, inside: false }, handle) : handle()
}

/** A kept read of these tags (lib/cache/store.ts `cached`, the viewer): the page shows their data. Its own database work runs inside, unmarked. */
export function keptRead<T>(tags: readonly string[], read: () => T): T {
  const context = state().storage.getStore()
  if (!context) return read()
  for (const tag of tags) context.reads.tags.add(tag)
  return context.inside ? read() : state().storage.run({ reads: context.reads, inside: true }, read)
}

/** The viewer the page was rendered for: its session, and the tags of the kept viewer. */
export function noteRenderViewer(sessionId: string, tags: readonly string[]): void {
  const context = state().storage.getStore()
  if (!context || context.inside) return
  context.reads.sessionId ??= sessionId
  for (const tag of tags) context.reads.tags.add(tag)
}

/** Database work that does not shape the page (the health probe). */
export function besidesThePage<T>(work: () => T): T {
  const context = state().storage.getStore()
  return context && !context.inside ? state().storage.run({ reads: context.reads, inside: true }, work) : work()
}

/** A database call (lib/db): outside a kept read, it makes the render unkeepable. */
export function noteDatabaseCall(what: unknown): void {
  const context = state().storage.getStore()
  if (!context || context.inside || context.reads.untracked !== null) return
  const text = typeof what === 'string' ? what : typeof what === 'object' && what && 'text' in what ? String(what.text) : 'a transaction'
  context.reads.untracked = text.slice(0, 200)
}
