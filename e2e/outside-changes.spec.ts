// Changes committed by the command-line tools reach a running portal within a
// second, as any other committed change: `seed:demo` against the main
// end-to-end server, and a restore into a portal running on an empty database.
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { BASE_URL } from './content-helpers'
import { E2E_DATA_DIR, E2E_PORT } from './support/constants'
import { e2eDatabaseUrl, withE2eDatabase } from './support/database'
import { millisecondsUntil, startSecondPortal, waitUntilHealthy } from './support/second-portal'

const run = promisify(execFile)
const tool = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), path.join('scripts', script), ...args], { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, timeout: 120_000 })

const totalOf = async (baseUrl: string) => ((await (await fetch(`${baseUrl}/api/ngo/dashboard/ngo`)).json()) as { data: { total: number } }).data.total
/** The dashboard's total as a signed-out visitor's kept page shows it (English digits). */
const keptDashboard = (baseUrl: string) => fetch(`${baseUrl}/en`, { headers: { 'sec-fetch-dest': 'document' } })

test('seed:demo against the running portal changes its dashboard total within a second', async () => {
  test.setTimeout(120_000)
  const before = await totalOf(BASE_URL)
  expect(await totalOf(BASE_URL)).toBe(before)
  // Kept (once the portal hears changes: it may just have reconnected to its database).
  await expect.poll(async () => (await keptDashboard(BASE_URL)).headers.get('x-page-cache'), { timeout: 10_000 }).toBe('hit')

  await tool('seed-demo.ts', ['--ngos', '1'], { DATA_DIR: E2E_DATA_DIR })
  await millisecondsUntil(() => totalOf(BASE_URL), (total) => total === before + 1)
  // The kept dashboard went with it.
  expect((await keptDashboard(BASE_URL)).headers.get('x-page-cache')).toBe('miss')
})

test('a restore into a running portal changes its dashboard total within a second', async () => {
  test.setTimeout(180_000)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ngo-restore-e2e-'))
  const archive = path.join(work, 'backup.jsonl.gz')
  const database = `ngo_restore_e2e_${randomBytes(4).toString('hex')}`
  const serverUrl = new URL(e2eDatabaseUrl())
  serverUrl.pathname = `/${database}`
  await withE2eDatabase((client) => client.query(`create database ${database}`))
  const settings = { DATABASE_URL: serverUrl.toString(), DATA_DIR: path.join(work, 'data'), AUTH_SECRET: randomBytes(36).toString('base64url') }
  const portal = startSecondPortal(E2E_PORT + 52, settings)
  try {
    await tool('backup.ts', [archive], { DATA_DIR: E2E_DATA_DIR })
    // An empty installation, running: migrated and seeded at its start, with nothing registered.
    await waitUntilHealthy(portal)
    expect(await totalOf(portal.baseUrl)).toBe(0)
    expect(await totalOf(portal.baseUrl)).toBe(0)

    await tool('restore.ts', [archive], settings)
    const expected = await totalOf(BASE_URL)
    await millisecondsUntil(() => totalOf(portal.baseUrl), (total) => total === expected)
  } finally {
    await portal.stop()
    await withE2eDatabase((client) => client.query(`drop database if exists ${database} with (force)`))
    fs.rmSync(work, { recursive: true, force: true })
  }
})
