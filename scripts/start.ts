// `npm start`: the whole portal on one machine with no setup.
// 1. a PostgreSQL: DATABASE_URL when set, else an embedded one under DATA_DIR;
// 2. a production build, made when the sources changed since the last one;
// 3. the Next server (standalone output), which applies migrations and seeds
//    reference content at start (instrumentation.ts);
// 4. SIGINT/SIGTERM stop the server first and the database last;
// 5. an embedded database that stops unexpectedly is started again (the
//    portal answers 503 meanwhile and reconnects by itself).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { EMBEDDED_DATABASE_NAME as DATABASE_NAME, ensureDatabaseExists } from '@/lib/db/cli-database'
import { startEmbeddedPostgres, withDatabase, type EmbeddedPostgres } from '@/lib/db/embedded-postgres'
import { getAuthSecret, getEnv } from '@/lib/env'
import { PORTAL_NODE_FLAGS } from './node-flags'

const ROOT = path.resolve(__dirname, '..')
const BUILD_INPUTS = ['app', 'components', 'lib', 'db', 'public', 'instrumentation.ts', 'instrumentation-node.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json', 'proxy.ts', 'scripts/portal-server.cjs', 'scripts/server-limits.cjs', 'scripts/build-islands.mjs', 'scripts/copy-standalone-assets.mjs']
const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next'
const FINGERPRINT_FILE = path.join(ROOT, DIST_DIR, 'source-fingerprint')

function say(line: string) {
  process.stdout.write(`[start] ${line}\n`)
}

function loadDotEnv() {
  const file = path.join(ROOT, '.env')
  if (fs.existsSync(file)) process.loadEnvFile(file)
}

function sourceFingerprint(): string {
  const hash = createHash('sha256')
  const visit = (entry: string) => {
    const full = path.join(ROOT, entry)
    if (!fs.existsSync(full)) return
    const stat = fs.statSync(full)
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(full).sort()) {
        if (child.endsWith('.test.ts') || child.endsWith('.test.tsx')) continue
        visit(path.join(entry, child))
      }
    } else {
      hash.update(entry)
      hash.update(fs.readFileSync(full))
    }
  }
  BUILD_INPUTS.forEach(visit)
  return hash.digest('hex')
}

/** Builds when the sources changed; false when the build failed. */
function buildIfNeeded(): boolean {
  const fingerprint = sourceFingerprint()
  const server = path.join(ROOT, DIST_DIR, 'standalone', 'portal.js')
  const previous = fs.existsSync(FINGERPRINT_FILE) ? fs.readFileSync(FINGERPRINT_FILE, 'utf8').trim() : ''
  if (fs.existsSync(server) && previous === fingerprint && process.env.FORCE_BUILD !== '1') return true
  say('building the portal (first start or changed sources)...')
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  if (result.status !== 0) {
    say('the build failed; see the output above.')
    return false
  }
  fs.writeFileSync(FINGERPRINT_FILE, fingerprint + '\n')
  return true
}

async function main() {
  loadDotEnv()
  const env = getEnv()
  let embedded: EmbeddedPostgres | undefined
  let databaseUrl = env.DATABASE_URL

  // Refuse early when production settings are incomplete (no default secret).
  const authSecret = getAuthSecret()

  let stopping = false
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, log: say, onUnexpectedExit: (reason) => void restartDatabase(reason) })
    await ensureDatabaseExists(embedded.url, DATABASE_NAME)
    databaseUrl = withDatabase(embedded.url, DATABASE_NAME)
    // Local tools (seeding, end-to-end fixtures) find the running database here.
    fs.writeFileSync(path.join(env.DATA_DIR, 'runtime.json'), JSON.stringify({ databaseUrl, pid: process.pid }) + '\n', { mode: 0o600 })
    say(`embedded PostgreSQL on 127.0.0.1:${embedded.port}, data in ${embedded.dataDir}`)
  } else {
    say('using the PostgreSQL of DATABASE_URL')
  }

  // eslint-disable-next-line prefer-const -- assigned below, after the signal handlers that read it
  let server: ChildProcess | undefined

  const shutdown = async (code: number) => {
    if (stopping) return
    stopping = true
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve))
      server.kill('SIGTERM')
      const timer = setTimeout(() => server?.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
    if (embedded) {
      await embedded.stop()
      say('embedded PostgreSQL stopped')
    }
    process.exit(code)
  }
  /** Brings the embedded database back on its port, trying every second until it starts or the portal stops. */
  async function restartDatabase(reason: string) {
    if (stopping || !embedded) return
    say(`the embedded PostgreSQL stopped unexpectedly (${reason}); restarting it`)
    for (;;) {
      try {
        await embedded.start()
        say('embedded PostgreSQL restarted')
        return
      } catch (error) {
        if (stopping) return
        say(`restarting the embedded PostgreSQL failed (${(error as Error).message.split('\n')[0]}); trying again in 1 s`)
        await new Promise((resolve) => setTimeout(resolve, 1_000))
      }
    }
  }

  process.on('SIGINT', () => void shutdown(0))
  process.on('SIGTERM', () => void shutdown(0))

  let built = false
  try {
    built = buildIfNeeded()
  } catch (error) {
    say(`build step failed: ${(error as Error).message}`)
  }
  if (!built) {
    await shutdown(1)
    return
  }

  const standalone = path.join(ROOT, DIST_DIR, 'standalone')
  server = spawn(process.execPath, [...PORTAL_NODE_FLAGS, path.join(standalone, 'portal.js')], {
    cwd: standalone,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(env.PORT),
      HOSTNAME: process.env.HOSTNAME_BIND ?? '0.0.0.0',
      DATABASE_URL: databaseUrl,
      EMBEDDED_DATABASE: embedded ? '1' : '0',
      AUTH_SECRET: authSecret,
      DATA_DIR: env.DATA_DIR,
      UPLOAD_DIR: env.UPLOAD_DIR,
      SMS_OUTBOX_FILE: env.SMS_OUTBOX_FILE,
      SITE_URL: env.SITE_URL,
      NEXT_TELEMETRY_DISABLED: '1',
    },
  })
  say(`portal on http://localhost:${env.PORT} (SMS provider: ${env.SMS_PROVIDER})`)
  server.on('exit', (code, signal) => {
    if (stopping) return
    say(`the server stopped (${signal ?? code})`)
    void shutdown(code ?? 1)
  })
}

main().catch((error) => {
  process.stderr.write(`[start] ${(error as Error).message}\n`)
  process.exit(1)
})
