// One logger: pino, one JSON line per entry ({"level","time","message",...fields}).
// Values under secret-looking keys never reach the log. Callers write
// `logger.info(message, fields)`; the level follows LOG_LEVEL, read again at
// each call so a changed setting (tests) takes effect at once.
//
// Lines go through process.stdout / process.stderr (warnings and errors), not
// pino's own file-descriptor writer, so whatever captures those streams (the
// tests that look for leaked secrets) sees every line.
//
// The access log (one line per request, the hottest path) is the exception
// that `logger.batched` serves: flat fields, no pino, and its lines written
// together once per turn of the event loop. A write to a file is synchronous,
// and one per request, through pino, cost about 6 µs against 1.4 µs.
import pino from 'pino'

const SECRET_KEY = /pass(word)?|secret|token|mpin|code|authorization|cookie|hash/i

/** True for a field or query parameter name whose value must not be logged. */
export const isSecretKey = (key: string) => SECRET_KEY.test(key)
const LEVELS = ['debug', 'info', 'warn', 'error'] as const
type Level = (typeof LEVELS)[number]
type Fields = Record<string, unknown>

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 5 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? '[redacted]' : redact(inner, depth + 1)
  }
  return out
}

function configuredLevel(): Level {
  const level = process.env.LOG_LEVEL as Level | undefined
  return level && LEVELS.includes(level) ? level : 'info'
}

const streams = pino.multistream(
  [
    { level: 'debug', stream: { write: (line: string) => process.stdout.write(line) } },
    { level: 'warn', stream: { write: (line: string) => process.stderr.write(line) } },
  ],
  // A warning or an error goes to stderr only, not to both.
  { dedupe: true },
)

const base = pino(
  {
    level: configuredLevel(),
    messageKey: 'message',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (fields) => redact(fields) as Fields,
    },
  },
  streams,
)

function write(level: Level, message: string, fields?: Fields) {
  const wanted = configuredLevel()
  if (base.level !== wanted) base.level = wanted
  if (fields) base[level](fields, message)
  else base[level](message)
}

// The batched lines not yet written; written at the end of this turn of the
// event loop, when they pass 64 kB, and when the process exits.
let batch = ''
let batchScheduled = false
const BATCH_BYTES = 64 * 1024

function writeBatch() {
  batchScheduled = false
  if (batch === '') return
  const lines = batch
  batch = ''
  process.stdout.write(lines)
}
process.once('exit', writeBatch)

/** Flat fields of a batched entry: what one JSON value each can hold without a walk. */
type FlatFields = Record<string, string | number | boolean>

// A batched line's keys come from a few call sites: each key's JSON text, and
// whether its value must be hidden, is worked out once.
const keyTexts = new Map<string, { text: string; secret: boolean }>()
function keyText(key: string) {
  let known = keyTexts.get(key)
  if (!known) {
    known = { text: JSON.stringify(key), secret: SECRET_KEY.test(key) }
    if (keyTexts.size < 1_000) keyTexts.set(key, known)
  }
  return known
}

// The time of many lines is the same millisecond: its ISO text is made once.
let lastTime = { ms: NaN, text: '' }
function isoTime(): string {
  const ms = Date.now()
  if (ms !== lastTime.ms) lastTime = { ms, text: new Date(ms).toISOString() }
  return lastTime.text
}

/** The same JSON line as the logger's, for flat fields, without pino: secret-looking keys still redacted. */
function batchedLine(level: Level, message: string, fields: FlatFields): string {
  let line = `{"level":"${level}","time":"${isoTime()}","message":${JSON.stringify(message)}`
  for (const key in fields) {
    const { text, secret } = keyText(key)
    const value = fields[key]
    line += `,${text}:${secret ? '"[redacted]"' : typeof value === 'string' ? JSON.stringify(value) : String(value)}`
  }
  return `${line}}\n`
}

export const logger = {
  /**
   * An info line written with others at the end of this turn of the event
   * loop (the access log). Its fields are flat; warnings and errors never
   * wait, so they use the calls below.
   */
  batched: (message: string, fields: FlatFields) => {
    if (LEVELS.indexOf(configuredLevel()) > LEVELS.indexOf('info')) return
    batch += batchedLine('info', message, fields)
    if (batch.length > BATCH_BYTES) writeBatch()
    else if (!batchScheduled) {
      batchScheduled = true
      setImmediate(writeBatch)
    }
  },
  debug: (message: string, fields?: Fields) => write('debug', message, fields),
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
}
