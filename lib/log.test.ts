import { afterEach, describe, expect, it, vi } from 'vitest'
import { logger, redact } from '@/lib/log'

const savedLevel = process.env.LOG_LEVEL

afterEach(() => {
  vi.restoreAllMocks()
  if (savedLevel === undefined) delete process.env.LOG_LEVEL
  else process.env.LOG_LEVEL = savedLevel
})

function capture() {
  const lines = { stdout: [] as string[], stderr: [] as string[] }
  vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string) => lines.stdout.push(String(chunk)) > 0) as typeof process.stdout.write)
  vi.spyOn(process.stderr, 'write').mockImplementation(((chunk: string) => lines.stderr.push(String(chunk)) > 0) as typeof process.stderr.write)
  return lines
}

describe('log redaction', () => {
  it('never lets secret-looking values through, however deep', () => {
    const planted = 'PLANTED-SECRET-VALUE-123456'
    const out = JSON.stringify(
      redact({ password: planted, nested: { access_token: planted, mpin: planted, list: [{ code: planted }] }, mobile: '9800000000' }),
    )
    expect(out).not.toContain(planted)
    expect(out).toContain('9800000000')
  })
})

describe('logger', () => {
  it('writes one JSON line per entry: level, ISO time, message and the fields, secrets redacted', () => {
    process.env.LOG_LEVEL = 'info'
    const lines = capture()
    logger.info('profile saved', { profile_id: 7, token: 'PLANTED-TOKEN' })
    expect(lines.stdout).toHaveLength(1)
    const entry = JSON.parse(lines.stdout[0])
    expect(entry).toEqual({ level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), message: 'profile saved', profile_id: 7, token: '[redacted]' })
    expect(lines.stdout[0].endsWith('\n')).toBe(true)
  })

  it('sends warnings and errors to stderr only, and follows LOG_LEVEL as it changes', () => {
    process.env.LOG_LEVEL = 'warn'
    const lines = capture()
    logger.info('not shown')
    logger.warn('careful')
    logger.error('broken', { reason: 'disk full' })
    expect(lines.stdout).toEqual([])
    expect(lines.stderr.map((line) => JSON.parse(line).message)).toEqual(['careful', 'broken'])
    process.env.LOG_LEVEL = 'debug'
    logger.debug('now shown')
    expect(JSON.parse(lines.stdout[0])).toMatchObject({ level: 'debug', message: 'now shown' })
  })
})

describe('batched lines (the access log)', () => {
  it('writes the same JSON line as the logger, secrets redacted, several lines in one write at the end of the turn', async () => {
    process.env.LOG_LEVEL = 'info'
    const lines = capture()
    logger.batched('request', { method: 'GET', path: '/a "quoted" path', status: 200, token: 'PLANTED-TOKEN' })
    logger.batched('request', { method: 'POST', path: '/b', status: 201, aborted: true })
    expect(lines.stdout).toEqual([])
    await new Promise((resolve) => setImmediate(resolve))
    expect(lines.stdout).toHaveLength(1)
    const entries = lines.stdout[0].split('\n')
    expect(entries.pop()).toBe('')
    expect(entries.map((line) => JSON.parse(line))).toEqual([
      { level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), message: 'request', method: 'GET', path: '/a "quoted" path', status: 200, token: '[redacted]' },
      { level: 'info', time: expect.any(String), message: 'request', method: 'POST', path: '/b', status: 201, aborted: true },
    ])
  })

  it('writes nothing below LOG_LEVEL', async () => {
    process.env.LOG_LEVEL = 'warn'
    const lines = capture()
    logger.batched('request', { method: 'GET', path: '/', status: 200 })
    await new Promise((resolve) => setImmediate(resolve))
    expect(lines.stdout).toEqual([])
  })

  it('writes what is waiting when the process exits', async () => {
    const { execFileSync } = await import('node:child_process')
    const script = "import('./lib/log.ts').then((module) => { (module.logger ?? module.default.logger).batched('request', { path: '/last' }); process.exit(0) })"
    const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
      env: { ...process.env, LOG_LEVEL: 'info' },
      encoding: 'utf8',
    })
    expect(JSON.parse(output.trim())).toMatchObject({ message: 'request', path: '/last' })
  })
})
