// A production portal in a process of its own, for the measuring scripts
// (`npm run bench`, `npm run lighthouse`): started as a user starts it
// (scripts/start.ts, which builds when the build is missing or stale), on a
// loopback port, against a database of the script's own; stopped with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '..')

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (code ${server.exitCode})`)
    try {
      const response = await fetch(`${baseUrl}/api/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the server did not become healthy in time')
}

export type PortalProcessOptions = {
  port: number
  databaseUrl: string
  dataDir: string
  authSecret: string
  superAdmin: { mobile: string; password: string }
  /** NEXT_DIST_DIR: the scripts build apart from `npm start`'s .next. */
  distDir: string
  /** Settings on top of the defaults (admission limits, for example). */
  env?: Record<string, string>
}

export async function startPortalProcess(options: PortalProcessOptions): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    cwd: ROOT,
    // The access log goes to a file beside the data, as a user's portal writes
    // it somewhere; warnings and errors stay on the terminal.
    stdio: ['ignore', fs.openSync(path.join(options.dataDir, `portal-${options.port}.log`), 'a'), 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOSTNAME_BIND: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      AUTH_SECRET: options.authSecret,
      NEXT_DIST_DIR: options.distDir,
      SUPER_ADMIN_MOBILE: options.superAdmin.mobile,
      SUPER_ADMIN_PASSWORD: options.superAdmin.password,
      SITE_URL: `http://127.0.0.1:${options.port}`,
      // The portal at its default settings (LOG_LEVEL=info, an access-log
      // line per request), as a user runs it.
      LOG_LEVEL: 'info',
      // A pool as large as the load, so requests do not queue for a connection.
      DATABASE_POOL_MAX: '20',
      ...options.env,
    },
  })
  // The first start may build the portal (a few minutes on two cores).
  await waitForHealth(`http://127.0.0.1:${options.port}`, server, 15 * 60_000)
  return server
}

/** Stops a child process: SIGTERM, and SIGKILL when it has not exited after 20 s. */
export async function stopChildProcess(server: ChildProcess) {
  if (server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  const timer = setTimeout(() => server.kill('SIGKILL'), 20_000)
  await exited
  clearTimeout(timer)
}
