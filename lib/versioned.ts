// Data a page names by a version instead of carrying it in its React payload
// (decisions 041 and 107): the labels of an area, the editor's reference
// lists. A version names its content, so the browser keeps its address for good.
// - On the server the page's server component puts the data here before its
//   client components render: the server components and the client components
//   of a render are two module graphs of one process, sharing globalThis.
// - In the browser the data comes from its address, which the page preloads;
//   a client component waits for it (React's `use`), so hydration starts once
//   it is there.
import { use } from 'react'

export type VersionedData<Value> = {
  /** Keeps a value under its version for this process's renders (the server's side). */
  remember: (value: Value, version: string) => void
  /** The address the browser loads a version from. */
  address: (version: string) => string
  /** The value of a version: given to this render on the server, loaded from its address in the browser (suspends). */
  useVersion: (version: string) => Value
}

/**
 * Values a server component hands to the client components of the same
 * render, by name: the two module graphs of a render share only globalThis.
 * `limit` bounds the names kept, the one put in longest ago going first. The
 * server's side only: in the browser `remember` does nothing and `recall`
 * finds nothing.
 */
export function processRegistry<Value>(what: string, limit: number) {
  const key = Symbol.for(`ngo-portal.${what}`)
  const holder = globalThis as typeof globalThis & { [key]?: Map<string, Value> }
  const remember =
    typeof window === 'undefined'
      ? (value: Value, name: string) => {
          const kept = (holder[key] ??= new Map())
          // Put in again, it is the newest: a name in use is the last to go.
          kept.delete(name)
          if (kept.size >= limit) kept.delete(kept.keys().next().value!)
          kept.set(name, value)
        }
      : () => {}
  const recall = (name: string): Value | undefined => holder[key]?.get(name)
  return { remember, recall }
}

/**
 * A registry of one kind of versioned data. `what` names it in errors; `path`
 * is the address's folder (`/labels`); `limit` bounds the versions kept: the
 * current ones and older ones until a change pushes them out.
 */
export function versionedData<Value>(what: string, path: string, limit: number): VersionedData<Value> {
  const { remember, recall } = processRegistry<Value>(what, limit)
  const address = (version: string) => `${path}/${encodeURIComponent(version)}`

  /** The browser's loads, one per version; React reads a settled one at once. */
  const loading = new Map<string, Promise<Value>>()
  function load(version: string): Promise<Value> {
    let found = loading.get(version)
    if (!found) {
      // The page preloaded this address with the same mode, so this fetch takes the preloaded answer.
      found = fetch(address(version), { credentials: 'same-origin' }).then((response) => {
        if (!response.ok) throw new Error(`the ${what} ${version} did not load (${response.status})`)
        return response.json() as Promise<Value>
      })
      // A failed load is tried again by the next render that needs it.
      found.catch(() => loading.delete(version))
      loading.set(version, found)
    }
    return found
  }

  function useVersion(version: string): Value {
    if (typeof window !== 'undefined') return use(load(version))
    const value = recall(version)
    if (value === undefined) throw new Error(`the ${what} ${version} were not given to this render`)
    return value
  }

  return { remember, address, useVersion }
}
