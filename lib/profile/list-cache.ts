// The super administrator's profile list (GET /api/ngo/profile with a token),
// kept in memory per query until the data it shows changes (decision 015).
//
// - The portal's own writes drop every kept list at once (`forgetProfileLists`,
//   called by lib/cache.ts `invalidate` for every profile, list or reference
//   change).
// - Every committed change from anywhere drops them when its notification
//   arrives (lib/db/change-listener.ts).
// - While no change listener is listening, nothing is kept.
//
// The store lives on globalThis: route handlers and the server start-up may
// be bundled apart but run in one process.
import { isListeningForChanges, onDataChange } from '@/lib/db/change-listener'

const MAX_ENTRIES = 500

type Store = {
  /** Raised by every change; a list read under an older generation is not kept. */
  generation: number
  entries: Map<string, { generation: number; value: Promise<unknown> }>
}

const STORE_KEY = Symbol.for('ngo-portal.profile-list-cache')

function store(): Store {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: Store }
  if (!holder[STORE_KEY]) {
    holder[STORE_KEY] = { generation: 0, entries: new Map() }
    onDataChange(forgetProfileLists)
  }
  return holder[STORE_KEY]
}

/** Drops every kept list: what they show may have changed. */
export function forgetProfileLists() {
  const current = store()
  current.generation++
  current.entries.clear()
}

/**
 * The list for this key: the kept one when nothing changed since it was read,
 * else `read()` (one read per key at a time), kept for the next request.
 */
export function keptProfileList<T>(key: string, read: () => Promise<T>): Promise<T> {
  const current = store()
  if (!isListeningForChanges()) return read()
  const entry = current.entries.get(key)
  if (entry && entry.generation === current.generation) return entry.value as Promise<T>
  const generation = current.generation
  const value = read()
  current.entries.delete(key)
  current.entries.set(key, { generation, value })
  if (current.entries.size > MAX_ENTRIES) current.entries.delete(current.entries.keys().next().value!)
  value.catch(() => {
    if (current.entries.get(key)?.value === value) current.entries.delete(key)
  })
  return value
}
