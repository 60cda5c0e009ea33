// A second server process from the same standalone build, on the end-to-end
// database (already migrated and seeded by the main server), for specs that
// must stop, starve or kill a server without touching the main one.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { e2eDatabaseUrl } from './database'

const STANDALONE = path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next', 'standalone')

export function startSecondServer(port: number, options: { databaseUrl?: string; logLevel?: string } = {}): { child: ChildProcess; output: () => string } {
  let output = ''
  const child = spawn(process.execPath, [path.join(STANDALONE, 'portal.js')], {
    cwd: STANDALONE,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATABASE_URL: options.databaseUrl ?? e2eDatabaseUrl(),
      SKIP_DATABASE_PREPARE: '1',
      AUTH_SECRET: randomBytes(36).toString('base64'),
      DATA_DIR: path.join(os.tmpdir(), `ngo-portal-second-${port}`),
      LOG_LEVEL: options.logLevel ?? 'info',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { child, output: () => output }
}
