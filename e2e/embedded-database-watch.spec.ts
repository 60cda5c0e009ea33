// `npm start` watches the embedded PostgreSQL it started: killed, it is started
// again on the same port, and the same portal answers again within 10 s.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { isAlive } from '../lib/db/embedded-postgres'
import { E2E_DATA_DIR } from './support/constants'

const postmasterPid = () => Number(fs.readFileSync(path.join(E2E_DATA_DIR, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])
const startPid = () => (JSON.parse(fs.readFileSync(path.join(E2E_DATA_DIR, 'runtime.json'), 'utf8')) as { pid: number }).pid

test('a killed embedded database is started again and the portal answers without a restart', async ({ request }) => {
  test.setTimeout(60_000)
  expect((await request.get('/api/health')).status()).toBe(200)
  const portal = startPid()
  const killed = postmasterPid()
  process.kill(killed, 'SIGKILL')
  const killedAt = Date.now()
  await expect.poll(() => isAlive(killed), { timeout: 5_000 }).toBe(false)

  // Requests succeed again within 10 s, from the same `npm start`.
  await expect
    .poll(async () => (await request.get('/api/health').catch(() => null))?.status(), { timeout: 10_000, intervals: [200] })
    .toBe(200)
  expect(Date.now() - killedAt).toBeLessThan(10_000)
  expect(startPid()).toBe(portal)
  expect(isAlive(portal)).toBe(true)
  expect(postmasterPid()).not.toBe(killed)
  // Pages that read the database render again.
  const page = await request.get('/api/ngo/organization-type')
  expect(page.status()).toBe(200)
})
