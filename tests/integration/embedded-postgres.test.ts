// The quick start's database: reused data, clean stops, and recovery from a
// server left running by a parent that was killed.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres } from '@/lib/db/embedded-postgres'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ngo-embedded-'))
fs.chmodSync(dataDir, 0o755)

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text)).rows
  } finally {
    await client.end()
  }
}

describe('embedded PostgreSQL', () => {
  it('keeps data across a clean stop and start, leaving no lock behind', async () => {
    const first = await startEmbeddedPostgres({ dataDir, log: () => undefined })
    await query(first.url, 'create table kept (value text); insert into kept values (\'still here\')')
    await first.stop()
    expect(fs.existsSync(path.join(first.dataDir, 'postmaster.pid'))).toBe(false)

    const second = await startEmbeddedPostgres({ dataDir, log: () => undefined })
    expect(await query(second.url, 'select value from kept')).toEqual([{ value: 'still here' }])
    await second.stop()
  }, 60_000)

  it('takes over from a server whose parent died without stopping it', async () => {
    const orphan = await startEmbeddedPostgres({ dataDir, log: () => undefined })
    // Simulate the parent's death: forget the handle, leave the server running.
    const lines: string[] = []
    const next = await startEmbeddedPostgres({ dataDir, log: (line) => lines.push(line) })
    expect(lines.join('\n')).toMatch(/left running/)
    expect(await query(next.url, 'select value from kept')).toEqual([{ value: 'still here' }])
    await expect(query(orphan.url, 'select 1')).rejects.toThrow()
    await next.stop()
  }, 60_000)
})
