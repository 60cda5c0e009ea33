// The super administrator's profile list (GET /api/ngo/profile with a token),
// kept in memory per query until the data it shows changes.
//
// The list is never stale, whoever changes the data:
// - the portal's own writes empty it at once (`forgetProfileLists`, called by
//   lib/cache.ts `invalidate` for every profile, list or reference change);
// - every committed change to the tables the list shows, from this portal,
//   another instance or a person at psql, is announced by triggers on the
//   channel `profile_list_changed` (migration 0008); a listening connection
//   empties the kept lists when it hears it.
// While that connection is not listening (before it starts, after it drops,
// until it is back) nothing is kept and every list is read from the database.
//
// The store lives on globalThis: route handlers and the server start-up may
// be bundled apart but run in one process.
import pg from 'pg'
import { logger } from '@/lib/log'

export const PROFILE_LIST_CHANNEL = 'profile_list_changed'
const MAX_ENTRIES = 500
const RECONNECT_MS = 2_000

type Store = {
  /** Raised by every change; a list read under an older generation is not kept. */
  generation: number
  listening: boolean
  stopped: boolean
  client: pg.Client | null
  entries: Map<string, { generation: number; value: Promise<unknown> }>
}

const STORE_KEY = Symbol.for('ngo-portal.profile-list-cache')

function store(): Store {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: Store }
  holder[STORE_KEY] ??= { generation: 0, listening: false, stopped: true, client: null, entries: new Map() }
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
  if (!current.listening) return read()
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

async function listen(connectionString: string) {
  const current = store()
  const client = new pg.Client({ connectionString, application_name: 'ngo-portal list changes' })
  current.client = client
  const lost = (reason: string) => {
    if (current.client !== client) return
    current.client = null
    current.listening = false
    forgetProfileLists()
    client.end().catch(() => undefined)
    if (current.stopped) return
    logger.warn('profile list change listener lost; lists are read fresh until it is back', { reason })
    setTimeout(() => {
      if (!current.stopped && !current.client) void listen(connectionString).catch(() => undefined)
    }, RECONNECT_MS).unref()
  }
  client.on('error', (error) => lost(error.message))
  client.on('end', () => lost('connection ended'))
  client.on('notification', (message) => {
    if (message.channel === PROFILE_LIST_CHANNEL) forgetProfileLists()
  })
  try {
    await client.connect()
    await client.query(`listen ${PROFILE_LIST_CHANNEL}`)
  } catch (error) {
    lost((error as Error).message)
    throw error
  }
  if (current.client !== client) return
  // Changes made while nobody listened are unknown: start from nothing kept.
  forgetProfileLists()
  current.listening = true
}

/** Starts keeping the super administrator's lists, listening for changes on its own connection. */
export async function startProfileListCache(connectionString: string) {
  const current = store()
  if (!current.stopped) return
  current.stopped = false
  await listen(connectionString).catch((error: Error) => logger.warn('profile list change listener not started; lists are read fresh', { error: error.message }))
}

/** Stops keeping lists and closes the listening connection. */
export async function stopProfileListCache() {
  const current = store()
  current.stopped = true
  current.listening = false
  forgetProfileLists()
  const client = current.client
  current.client = null
  await client?.end().catch(() => undefined)
}

/** True while lists are kept (the listening connection is up). */
export function isProfileListCacheListening() {
  return store().listening
}
