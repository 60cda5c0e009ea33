// Shared by every content-management write: one transaction per write, the
// database's constraint errors turned into the API's 409s, and the question
// "what still uses this row?" that guards every delete.
import { count, countDistinct, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { ApiError, conflict } from '@/lib/api/errors'
import { assertBasedOnLatest } from '@/lib/api/versions'
import { db, type Executor, type Transaction } from '@/lib/db'

const UNIQUE_VIOLATION = '23505'
// ON DELETE RESTRICT reports 23001; NO ACTION (and a link to a missing row) 23503.
const STILL_REFERENCED = new Set(['23001', '23503'])

/** PostgreSQL's error code, looking through the wrappers drizzle puts around it. */
export function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * Runs a write in one transaction. A unique violation (two admins adding the
 * same name at once) becomes 409 with `duplicateMessage`; a foreign-key
 * violation (a profile started using a row while it was being deleted)
 * becomes 409 too, and nothing is left half done.
 */
export async function runWrite<T>(work: (tx: Transaction) => Promise<T>, messages: { duplicate: string }): Promise<T> {
  try {
    return await db.transaction(work)
  } catch (error) {
    if (error instanceof ApiError) throw error
    const code = databaseErrorCode(error)
    if (code === UNIQUE_VIOLATION) throw conflict(messages.duplicate)
    if (code && STILL_REFERENCED.has(code)) throw conflict('Cannot delete: it is used by NGO profiles')
    throw error
  }
}

/** One kind of row that may point at a reference row. */
export type Usage = {
  table: PgTable
  column: AnyPgColumn
  profileColumn: AnyPgColumn
  one: string
  many: string
}

export type UsageCount = { rows: number; profiles: number; one: string; many: string }

export async function countUsages(executor: Executor, usages: Usage[], id: number): Promise<UsageCount[]> {
  const counts: UsageCount[] = []
  for (const usage of usages) {
    const [row] = await executor
      .select({ rows: count(), profiles: countDistinct(usage.profileColumn) })
      .from(usage.table)
      .where(eq(usage.column, id))
    counts.push({ rows: Number(row?.rows ?? 0), profiles: Number(row?.profiles ?? 0), one: usage.one, many: usage.many })
  }
  return counts
}

/** 'Used by 2 annual budget rows and 1 audit report', or null when unused. */
export function describeUsage(counts: UsageCount[]): string | null {
  const parts = counts.filter((item) => item.rows > 0).map((item) => `${item.rows} ${item.rows === 1 ? item.one : item.many}`)
  if (parts.length === 0) return null
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`
  return `Used by ${list}`
}

/** Ids of the profiles whose pages show a reference row (to refresh their cache). */
export async function profilesUsing(executor: Executor, usages: Usage[], id: number): Promise<number[]> {
  const ids = new Set<number>()
  for (const usage of usages) {
    const rows = await executor.selectDistinct({ profileId: usage.profileColumn }).from(usage.table).where(eq(usage.column, id))
    for (const row of rows) if (typeof row.profileId === 'number') ids.add(row.profileId)
  }
  return [...ids]
}

/** Refuses a delete with 409 and what uses the row, before the database has to. */
export async function assertUnused(executor: Executor, usages: Usage[], id: number) {
  const message = describeUsage(await countUsages(executor, usages, id))
  if (message) throw conflict(message)
}

/** Case-insensitive, so 'Women' and 'women' are one name. */
export function sameText(column: AnyPgColumn, value: string): SQL {
  return sql`lower(${column}) = lower(${value})`
}

/** What an edit of a reference row may name besides its fields. */
export type VersionedEdit = { baseVersion?: number }

type VersionedTable = PgTable & { id: AnyPgColumn; updated_at: AnyPgColumn }

/**
 * Refuses (409) an edit based on an older version of the row, locked by the
 * caller (decision 059); an edit without a base version is taken.
 */
export async function assertEditBasedOnLatest(executor: Executor, table: VersionedTable, id: number, baseVersion: number | undefined, version: number) {
  if (baseVersion === undefined || baseVersion >= version) return
  const [row] = await executor.select({ changed_at: table.updated_at }).from(table).where(eq(table.id, id))
  assertBasedOnLatest(baseVersion, { version, changed_at: (row?.changed_at as Date | undefined) ?? null })
}
