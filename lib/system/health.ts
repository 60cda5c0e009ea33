import { getPool } from '@/lib/db'

/** True when the database answers within a second. */
export async function isDatabaseHealthy(): Promise<boolean> {
  try {
    const client = await getPool().connect()
    try {
      await client.query({ text: 'select 1', query_timeout: 1000 } as never)
      return true
    } finally {
      client.release()
    }
  } catch {
    return false
  }
}
