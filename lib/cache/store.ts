// What this instance keeps in memory, and the one rule for all of it: a kept
// thing carries the tags of the data it shows (lib/cache/changes.ts); a
// committed change drops every kept thing whose tags it names; and nothing is
// kept while the instance does not hear committed changes (lib/cache/listener.ts).
//
// Collections: the data cache and the kept values (`keptMap`, below) and the
// kept pages (lib/cache/pages.ts). The state lives on globalThis: the HTTP
// server, the proxy, the pages and the route handlers may be bundled apart
// but run in one process and must see one store.

type Changed = Set<string> | 'everything'

type Collection = {
  drop(changed: Changed): void
  statistics(): { entries: number; hits: number; misses: number }
}

type Store = {
  listening: boolean
  /** Raised by every change heard; a read marks it before it starts. */
  counter: number
  /** The counter at each tag's last change. */
  changedAt: Map<string, number>
  /** The counter at the last change of everything (a restore, a lost connection). */
  everythingAt: number
  collections: Map<string, Collection>
  maps: Map<string, KeptEntries<unknown>>
}

type KeptEntries<V> = { entries: TaggedMap<{ value: V; tags: readonly string[] }>; hits: number; misses: number }

const STORE_KEY = Symbol.for('ngo-portal.kept')
/** Past this many remembered tag changes, the oldest are forgotten as a change of everything. */
const MAX_REMEMBERED_CHANGES = 100_000

function store(): Store {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: Store }
  holder[STORE_KEY] ??= { listening: false, counter: 0, changedAt: new Map(), everythingAt: 0, collections: new Map(), maps: new Map() }
  return holder[STORE_KEY]
}

/** `profile:*` for `profile:7`: the tag a change of every profile carries. */
function familyOf(tag: string): string | null {
  const colon = tag.indexOf(':')
  return colon > 0 ? `${tag.slice(0, colon)}:*` : null
}

/**
 * Entries by key, in the order they were last used, indexed by tag (and by
 * family: `profile:7` under `profile:*` too), so a change finds what it
 * reaches without looking at every entry.
 */
export class TaggedMap<Entry extends { tags: readonly string[] }> {
  private readonly entries = new Map<string, Entry>()
  private readonly byTag = new Map<string, Set<string>>()

  get size() {
    return this.entries.size
  }

  get(key: string): Entry | undefined {
    return this.entries.get(key)
  }

  /** Marks the entry as the most recently used. */
  touch(key: string, entry: Entry) {
    this.entries.delete(key)
    this.entries.set(key, entry)
  }

  set(key: string, entry: Entry) {
    this.delete(key)
    this.entries.set(key, entry)
    for (const tag of indexed(entry.tags)) {
      let keys = this.byTag.get(tag)
      if (!keys) this.byTag.set(tag, (keys = new Set()))
      keys.add(key)
    }
  }

  delete(key: string): Entry | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    for (const tag of indexed(entry.tags)) {
      const keys = this.byTag.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) this.byTag.delete(tag)
    }
    return entry
  }

  /** The least recently used entry. */
  oldest(): [string, Entry] | undefined {
    return this.entries.entries().next().value
  }

  /** Removes the entries a change of these tags reaches, and returns them. */
  dropTouched(changed: Changed): Entry[] {
    if (changed === 'everything') {
      const all = [...this.entries.values()]
      this.entries.clear()
      this.byTag.clear()
      return all
    }
    const keys = new Set<string>()
    for (const tag of changed) for (const key of this.byTag.get(tag) ?? []) keys.add(key)
    return [...keys].map((key) => this.delete(key)!)
  }
}

/** The index terms of a thing's tags: each tag, and the family of each `family:id` tag. */
function indexed(tags: readonly string[]): string[] {
  const terms: string[] = []
  for (const tag of tags) {
    terms.push(tag)
    const family = familyOf(tag)
    if (family) terms.push(family)
  }
  return terms
}

/** True while committed changes are heard, so kept things may be used. */
export function isListening(): boolean {
  return store().listening
}

/** Taken before a read whose result may be kept: `changedSince` then tells whether it is still good. */
export function changeMark(): number {
  return store().counter
}

/** True when data of these tags changed after `mark` (or nothing is heard): what was read then is not kept. */
export function changedSince(tags: readonly string[], mark: number): boolean {
  const current = store()
  if (!current.listening || current.everythingAt > mark) return true
  for (const tag of tags) {
    if ((current.changedAt.get(tag) ?? 0) > mark) return true
    const family = familyOf(tag)
    if (family && (current.changedAt.get(family) ?? 0) > mark) return true
  }
  return false
}

/** Drops every kept thing that shows data of these tags, in every collection. */
export function applyChanges(tags: readonly string[] | 'everything') {
  const current = store()
  current.counter++
  if (tags === 'everything' || current.changedAt.size > MAX_REMEMBERED_CHANGES) {
    current.everythingAt = current.counter
    current.changedAt.clear()
  }
  if (tags !== 'everything') for (const tag of tags) current.changedAt.set(tag, current.counter)
  if (tags !== 'everything' && tags.length === 0) return
  const changed: Changed = tags === 'everything' ? 'everything' : new Set(tags)
  for (const collection of current.collections.values()) collection.drop(changed)
}

/** Listening starts or stops: either way, what was kept before is unknown to be current. */
export function setListening(listening: boolean) {
  const current = store()
  current.listening = false
  applyChanges('everything')
  current.listening = listening
}

/** Adds a collection of kept things (once per name, however often its module is loaded). */
export function registerCollection(name: string, collection: Collection) {
  store().collections.set(name, collection)
}

/** Entries, hits and misses of each collection, for monitoring. */
export function cacheStatistics(): Record<string, { entries: number; hits: number; misses: number }> {
  return Object.fromEntries([...store().collections].map(([name, collection]) => [name, collection.statistics()]))
}

export type KeptMap<V> = {
  /** The kept value, while listening and until a change of its tags. */
  get(key: string): V | undefined
  /** Keeps a value read after `mark` (from `changeMark`), unless its tags changed since. */
  keep(key: string, value: V, tags: readonly string[], mark: number): void
  /** Forgets this key (only while it still holds `value`, when given). */
  forget(key: string, value?: V): void
}

/** A named map of kept values, at most `maxEntries` (the least recently used go first). */
export function keptMap<V>(name: string, maxEntries: number): KeptMap<V> {
  const current = store()
  let kept = current.maps.get(name) as KeptEntries<V> | undefined
  if (!kept) {
    const created: KeptEntries<V> = { entries: new TaggedMap(), hits: 0, misses: 0 }
    current.maps.set(name, created)
    registerCollection(name, {
      drop: (changed) => void created.entries.dropTouched(changed),
      statistics: () => ({ entries: created.entries.size, hits: created.hits, misses: created.misses }),
    })
    kept = created
  }
  const counts = kept
  const map = kept.entries
  return {
    get(key) {
      if (!store().listening) return undefined
      const entry = map.get(key)
      if (!entry) {
        counts.misses++
        return undefined
      }
      counts.hits++
      map.touch(key, entry)
      return entry.value
    },
    keep(key, value, tags, mark) {
      if (changedSince(tags, mark)) return
      map.set(key, { value, tags })
      if (map.size > maxEntries) map.delete(map.oldest()![0])
    },
    forget(key, value) {
      if (value === undefined || map.get(key)?.value === value) map.delete(key)
    },
  }
}

/**
 * A cached read: its result is kept per arguments, with the tags of the data
 * it shows, until a committed change of those tags (decision 012).
 * One read per key at a time: concurrent callers share it.
 */
export function cached<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  name: string,
  tags: readonly string[] | ((...args: Args) => readonly string[]),
  options: { maxEntries?: number } = {},
): (...args: Args) => Promise<Result> {
  const kept = keptMap<Promise<Result>>(`data:${name}`, options.maxEntries ?? 1000)
  return (...args: Args) => {
    const key = args.length === 0 ? '' : JSON.stringify(args)
    const found = kept.get(key)
    if (found) return found
    const mark = changeMark()
    const value = read(...args)
    kept.keep(key, value, typeof tags === 'function' ? tags(...args) : tags, mark)
    value.catch(() => kept.forget(key, value))
    return value
  }
}
