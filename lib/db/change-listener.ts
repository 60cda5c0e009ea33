// One connection that listens for committed changes to the data the portal
// keeps in memory (the super administrator's lists, signed-in viewers).
//
// Statement triggers on those tables call pg_notify('portal_changed')
// (migration 0008). PostgreSQL delivers a notification only when the
// transaction commits, once per transaction, whoever made the change: this
// portal, another instance, a person at psql, a restore. On each one, every
// registered `forget` runs. While the connection is not listening (before it
// starts, after it drops, until it reconnects) `isListeningForChanges()` is
// false and the caches keep nothing.
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
  forgetters: Set<() => void>
}

const STORE_KEY = Symbol.for('ngo-portal.change-listener')

function store(): Store {
  const holder = globalThis as typeof globalThis & { [STORE_KEY]?: Store }
  holder[STORE_KEY] ??= { listening: false, stopped: true, client: null, forgetters: new Set() }
  return holder[STORE_KEY]
}

/** Registers what to drop when the data may have changed. */
export function onDataChange(forget: () => void) {
  store().forgetters.add(forget)
}

function forgetEverything() {
  for (const forget of store().forgetters) forget()
}

/** True while committed changes are being heard, so kept copies may be used. */
export function isListeningForChanges() {
  return store().listening
}

async function listen(connectionString: string) {
  const current = store()
  const client = new pg.Client({ connectionString, application_name: CHANGE_LISTENER_NAME })
  current.client = client
  const lost = (reason: string) => {
    if (current.client !== client) return
    current.client = null
    current.listening = false
    forgetEverything()
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
    if (message.channel === CHANGE_CHANNEL) forgetEverything()
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
  forgetEverything()
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
  forgetEverything()
  const client = current.client
  current.client = null
  await client?.end().catch(() => undefined)
}
