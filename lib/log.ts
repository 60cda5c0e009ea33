// One logger. Values under secret-looking keys never reach the log.
const SECRET_KEY = /pass(word)?|secret|token|mpin|code|authorization|cookie|hash/i
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const
type Level = keyof typeof LEVELS

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 5 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? '[redacted]' : redact(inner, depth + 1)
  }
  return out
}

function threshold(): number {
  const level = (process.env.LOG_LEVEL ?? 'info') as Level
  return LEVELS[level] ?? LEVELS.info
}

function write(level: Level, message: string, fields?: Record<string, unknown>) {
  if (LEVELS[level] < threshold()) return
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...(redact(fields ?? {}) as object) })
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n')
  else process.stdout.write(line + '\n')
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
}
