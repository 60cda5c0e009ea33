// Direct access to the end-to-end server's database, for fixtures that a test
// needs but whose screens are not what it tests.
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { E2E_DATA_DIR } from './constants'

export function e2eDatabaseUrl(): string {
  const runtime = JSON.parse(fs.readFileSync(path.join(E2E_DATA_DIR, 'runtime.json'), 'utf8')) as { databaseUrl: string }
  return runtime.databaseUrl
}

export async function withE2eDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
