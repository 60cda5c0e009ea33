// What the portal keeps in memory (the super administrator's lists, signed-in
// viewers) and the one connection that says when it must be dropped.
//
// Statement triggers on the tables behind it call pg_notify('portal_changed')
// (migration 0008). PostgreSQL delivers a notification only when the
// transaction commits, once per transaction, whoever made the change: this
// portal, another instance, a person at psql, a restore. Each one empties
// every kept map; so does `dataChanged()`, which the portal's own writes call
// so their effect shows at once. While the connection is not listening
// (before it starts, after it drops, until it reconnects) nothing is kept.
//
// The store lives on globalThis: route handlers and the server start-up may
// be bundled apart but run in one process.
import pg from 'pg'
import { logger } from '@/lib/log'

export const CHANGE_CHANNEL = 'portal_changed'
export const CHANGE_LISTENER_NAME = 'ngo-portal change listener'
const RECONNECT_MS = 2_000

type Store = {
  listening: boolean
  stopped: boolean
  client: pg.Client | null
  /** Raised by every change; a value read under an older generation is not kept. */
  generation: number
  maps: Map<string, Map<string, unknown>>
}

const STORE_KEY = Symbol.for('ngo-portal.change-listener')

function store(): Store {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: Store }
  holder[STORE_KEY] ??= { listening: false, stopped: true, client: null, generation: 0, maps: new Map() }
  return holder[STORE_KEY]
}

/** Empties every kept map: the portal changed data they may show. */
export function dataChanged() {
  const current = store()
  current.generation++
  for (const map of current.maps.values()) map.clear()
}

/** True while committed changes are being heard, so kept values may be used. */
export function isListeningForChanges() {
  return store().listening
}

export type KeptMap<V> = {
  /** The kept value, while listening and nothing changed since it was kept. */
  get(key: string): V | undefined
  /** Taken before reading what will be kept: `keep` refuses it if anything changed since. */
  mark(): number
  keep(key: string, value: V, mark: number): void
  /** Forgets this key (only while it still holds `value`, when given). */
  forget(key: string, value?: V): void
}

/** A map of values kept until any change, at most `maxEntries` (the oldest go first). */
export function keptMap<V>(name: string, maxEntries: number): KeptMap<V> {
  const entries = () => {
    const current = store()
    let map = current.maps.get(name)
    if (!map) current.maps.set(name, (map = new Map()))
    return map as Map<string, V>
  }
  return {
    get: (key) => (store().listening ? entries().get(key) : undefined),
    mark: () => store().generation,
    keep(key, value, mark) {
      const current = store()
      if (!current.listening || current.generation !== mark) return
      const map = entries()
      map.delete(key)
      map.set(key, value)
      if (map.size > maxEntries) map.delete(map.keys().next().value!)
    },
    forget(key, value) {
      const map = entries()
      if (value === undefined || map.get(key) === value) map.delete(key)
    },
  }
}

async function listen(connectionString: string) {
  const current = store()
  const client = new pg.Client({ connectionString, application_name: CHANGE_LISTENER_NAME })
  current.client = client
  const lost = (reason: string) => {
    if (current.client !== client) return
    current.client = null
    current.listening = false
    dataChanged()
    client.end().catch(() => undefined)
    if (current.stopped) return
    logger.warn('change listener lost; nothing is kept in memory until it is back', { reason })
    setTimeout(() => {
      if (!current.stopped && !current.client) void listen(connectionString).catch(() => undefined)
    }, RECONNECT_MS).unref()
  }
  client.on('error', (error) => lost(error.message))
  client.on('end', () => lost('connection ended'))
  client.on('notification', (message) => {
    if (message.channel === CHANGE_CHANNEL) dataChanged()
  })
  try {
    await client.connect()
    await client.query(`listen ${CHANGE_CHANNEL}`)
  } catch (error) {
    lost((error as Error).message)
    throw error
  }
  if (current.client !== client) return
  // Changes made while nobody listened are unknown: start from nothing kept.
  dataChanged()
  current.listening = true
}

/** Starts listening on a connection of its own (at server start). */
export async function startChangeListener(connectionString: string) {
  const current = store()
  if (!current.stopped) return
  current.stopped = false
  await listen(connectionString).catch((error: Error) => logger.warn('change listener not started; nothing is kept in memory', { error: error.message }))
}

/** Stops listening and closes the connection; kept copies are dropped. */
export async function stopChangeListener() {
  const current = store()
  current.stopped = true
  current.listening = false
  dataChanged()
  const client = current.client
  current.client = null
  await client?.end().catch(() => undefined)
}
