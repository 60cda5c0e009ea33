// Another portal process from the same standalone build, for the specs that
// need more than the main end-to-end server: a second instance on the same
// database, a portal on an empty database, a server to shut down.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { PORTAL_NODE_FLAGS } from '../../scripts/node-flags'

const STANDALONE = path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'standalone')

export type SecondPortal = { child: ChildProcess; baseUrl: string; output: () => string; stop: () => Promise<void> }

export function startSecondPortal(port: number, env: Record<string, string>): SecondPortal {
  let output = ''
  const child = spawn(process.execPath, [...PORTAL_NODE_FLAGS, path.join(STANDALONE, 'portal.js')], {
    cwd: STANDALONE,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', LOG_LEVEL: 'warn', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output, stop }
}

export async function waitUntilHealthy(portal: SecondPortal, timeoutMs = 60_000) {
  const startedAt = Date.now()
  while (Date.now() - startedAt < timeoutMs) {
    if (portal.child.exitCode !== null) throw new Error(`the second portal exited: ${portal.output().slice(-2000)}`)
    const ok = await fetch(`${portal.baseUrl}/api/health`).then((response) => response.ok, () => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the second portal did not start: ${portal.output().slice(-2000)}`)
}

/** Polls `read` until `accept` holds; returns the milliseconds it took (fails past `timeoutMs`). */
export async function millisecondsUntil<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 1_000): Promise<number> {
  const startedAt = Date.now()
  let last: T | undefined
  while (Date.now() - startedAt <= timeoutMs) {
    last = await read()
    if (accept(last)) return Date.now() - startedAt
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`not seen within ${timeoutMs} ms; last: ${JSON.stringify(last)?.slice(0, 300)}`)
}
