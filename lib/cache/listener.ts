// The one connection that hears every committed change and drops what it
// affects (lib/cache/store.ts, by the mapping of lib/cache/changes.ts).
//
// Triggers announce each committed change on the channel portal_changed with
// its table and ids (migration 0012); a restore announces everything. Whoever
// commits it — this instance, another one, a command-line tool, a person at
// psql — every instance hears it, in commit order. The portal's own writes take
// the same path: `changesHeard()` after a write waits until this instance has
// heard it, so the writer's next request already sees it.
//
// While the connection is not listening (before it starts, after it drops,
// until it reconnects every 2 s) nothing is kept: every read goes to the database.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { parseChangeMessage, tagsOfChange } from '@/lib/cache/changes'
import { applyChanges, isListening, setListening } from '@/lib/cache/store'
import { getPool } from '@/lib/db'
import { logger } from '@/lib/log'

export const CHANGE_CHANNEL = 'portal_changed'
export const CHANGE_LISTENER_NAME = 'ngo-portal change listener'
const RECONNECT_MS = 2_000
/** A write not heard back within this time means the connection is not hearing: keep nothing until it is back. */
const HEARD_TIMEOUT_MS = 1_000

type Listener = {
  stopped: boolean
  client: pg.Client | null
  /** Writes waiting to hear their own marker. */
  waiting: Map<string, () => void>
}

const LISTENER_KEY = Symbol.for('ngo-portal.change-listener')

function listener(): Listener {
  const holder = globalThis as typeof globalThis & { [LISTENER_KEY]?: Listener }
  holder[LISTENER_KEY] ??= { stopped: true, client: null, waiting: new Map() }
  return holder[LISTENER_KEY]
}

function heard(payload: string | undefined) {
  const message = parseChangeMessage(payload)
  if (!message) {
    // Not ours to read: the safe answer is that anything may have changed.
    logger.warn('unreadable change notification; dropping everything kept', { payload: payload?.slice(0, 200) })
    applyChanges('everything')
  } else if ('heard' in message) {
    listener().waiting.get(message.heard)?.()
  } else {
    applyChanges(tagsOfChange(message))
  }
}

function releaseWaiting() {
  const current = listener()
  for (const release of current.waiting.values()) release()
  current.waiting.clear()
}

async function listen(connectionString: string) {
  const current = listener()
  const client = new pg.Client({ connectionString, application_name: CHANGE_LISTENER_NAME })
  current.client = client
  const lost = (reason: string) => {
    if (current.client !== client) return
    current.client = null
    setListening(false)
    releaseWaiting()
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
    if (message.channel === CHANGE_CHANNEL) heard(message.payload)
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
  setListening(true)
}

/** Starts listening on a connection of its own (at server start). */
export async function startChangeListener(connectionString: string) {
  const current = listener()
  if (!current.stopped) return
  current.stopped = false
  await listen(connectionString).catch((error: Error) => logger.warn('change listener not started; nothing is kept in memory', { error: error.message }))
}

/** Stops listening and closes the connection; everything kept is dropped. */
export async function stopChangeListener() {
  const current = listener()
  current.stopped = true
  setListening(false)
  releaseWaiting()
  const client = current.client
  current.client = null
  await client?.end().catch(() => undefined)
}

/**
 * After a write has committed: resolves once this instance has heard every
 * change committed so far, the write's own included (PostgreSQL delivers
 * notifications in commit order, so hearing a marker sent now is enough).
 * At once when nothing is kept. A marker not heard within a second means the
 * connection is failing: everything kept is dropped, so nothing stale is served.
 */
export async function changesHeard(): Promise<void> {
  if (!isListening()) return
  const current = listener()
  const token = randomUUID()
  let timer: NodeJS.Timeout | undefined
  const arrived = new Promise<boolean>((resolve) => {
    current.waiting.set(token, () => resolve(true))
    timer = setTimeout(() => resolve(false), HEARD_TIMEOUT_MS)
  })
  try {
    await getPool().query('select pg_notify($1, $2)', [CHANGE_CHANNEL, JSON.stringify({ heard: token })])
    if (!(await arrived)) {
      logger.warn('a write was not heard back in time; dropping everything kept')
      applyChanges('everything')
    }
  } catch (error) {
    // The write itself has committed; what this instance kept may not show it.
    logger.warn('a write could not be heard back; dropping everything kept', { error: (error as Error).message })
    applyChanges('everything')
  } finally {
    clearTimeout(timer)
    current.waiting.delete(token)
  }
}
