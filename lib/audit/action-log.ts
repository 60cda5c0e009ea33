// The super administrator's action log: who did what to which profile and
// when, newest first, with filters. Reads the audit log through its indexes;
// the total is counted up to ACTION_LOG_COUNT_LIMIT only, so a broad filter
// over a large log stays cheap.
import { and, desc, eq, gte, ilike, inArray, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm'
import { auditLog, ngoProfiles, users } from '@/db/schema'
import { forbidden } from '@/lib/api/errors'
import type { Viewer } from '@/lib/auth/session'
import { bsStringToAdString } from '@/lib/calendar'
import { escapeLike } from '@/lib/content/reference'
import { db } from '@/lib/db'
import { isSuperAdmin } from '@/lib/profile/access'
import { kathmanduDayStart } from './names'
import { ACTION_LOG_COUNT_LIMIT, ACTION_LOG_PAGE_SIZE, type AuditLogQuery } from './schemas'

const DAY_MS = 86_400_000

export type FieldChange = { field: string; before: unknown; after: unknown }

export type ActionLogEntry = {
  id: number
  created_at: string
  /** Null: the system (no one signed in). A removed account keeps its role, without id, name or mobile. */
  actor: { id: number | null; name: string | null; mobile: string | null; role: string | null } | null
  action: string
  entity: string
  entity_id: string | null
  profile: { id: number; name: string | null } | null
  changes: FieldChange[]
}

export type ActionLogPage = {
  entries: ActionLogEntry[]
  page: number
  limit: number
  /** Matching entries, counted up to ACTION_LOG_COUNT_LIMIT. */
  total: number
  /** True when more entries match than were counted. */
  total_capped: boolean
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/**
 * What an entry changed: the keys whose values differ between before and
 * after (a key present on one side only counts). A value that is not an
 * object (a section's list of rows) is one change under the field '*'.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if ((before === null || before === undefined) && (after === null || after === undefined)) return []
  const beforeObject = before === null || before === undefined ? {} : before
  const afterObject = after === null || after === undefined ? {} : after
  if (!isPlainObject(beforeObject) || !isPlainObject(afterObject)) return same(before, after) ? [] : [{ field: '*', before: before ?? null, after: after ?? null }]
  const keys = [...new Set([...Object.keys(beforeObject), ...Object.keys(afterObject)])].sort()
  return keys
    .filter((key) => !same(beforeObject[key], afterObject[key]))
    .map((key) => ({ field: key, before: beforeObject[key] ?? null, after: afterObject[key] ?? null }))
}

const ID_ONLY = /^\d{1,10}$/

function conditionsOf(query: AuditLogQuery): SQL[] {
  const conditions: SQL[] = []
  if (query.profile) {
    if (ID_ONLY.test(query.profile) && Number(query.profile) <= 2_147_483_647) conditions.push(eq(auditLog.profile_id, Number(query.profile)))
    else {
      const pattern = `%${escapeLike(query.profile)}%`
      const named = db
        .select({ id: ngoProfiles.id })
        .from(ngoProfiles)
        .where(or(ilike(ngoProfiles.name, pattern), ilike(ngoProfiles.name_en, pattern), ilike(ngoProfiles.name_acronym, pattern)))
      conditions.push(inArray(auditLog.profile_id, named))
    }
  }
  if (query.actor === 'system') conditions.push(isNull(auditLog.actor_user_id))
  else if (query.actor) conditions.push(inArray(auditLog.actor_user_id, db.select({ id: users.id }).from(users).where(like(users.mobile, `${query.actor}%`))))
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity))
  if (query.action) conditions.push(eq(auditLog.action, query.action))
  if (query.from) conditions.push(gte(auditLog.created_at, kathmanduDayStart(bsStringToAdString(query.from)!)))
  if (query.to) conditions.push(lt(auditLog.created_at, new Date(kathmanduDayStart(bsStringToAdString(query.to)!).getTime() + DAY_MS)))
  return conditions
}

/** One page of the action log (super administrator only). */
export async function listActionLog(viewer: Viewer | null, query: AuditLogQuery): Promise<ActionLogPage> {
  if (!isSuperAdmin(viewer)) throw forbidden()
  const conditions = conditionsOf(query)
  const where = conditions.length ? and(...conditions) : undefined
  const offset = (query.page - 1) * ACTION_LOG_PAGE_SIZE
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        created_at: auditLog.created_at,
        actor_user_id: auditLog.actor_user_id,
        actor_role: auditLog.actor_role,
        actor_mobile: users.mobile,
        actor_name: users.name,
        action: auditLog.action,
        entity: auditLog.entity,
        entity_id: auditLog.entity_id,
        profile_id: auditLog.profile_id,
        profile_name: ngoProfiles.name,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actor_user_id))
      .leftJoin(ngoProfiles, eq(ngoProfiles.id, auditLog.profile_id))
      .where(where)
      .orderBy(desc(auditLog.created_at), desc(auditLog.id))
      .limit(ACTION_LOG_PAGE_SIZE)
      .offset(offset),
    // Counts one past the limit, to know whether there are more.
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(db.select({ one: sql`1` }).from(auditLog).where(where).limit(ACTION_LOG_COUNT_LIMIT + 1).as('matching')),
  ])
  const total = Math.min(counted?.count ?? 0, ACTION_LOG_COUNT_LIMIT)
  return {
    entries: rows.map((row) => ({
      id: row.id,
      created_at: row.created_at.toISOString(),
      actor: row.actor_user_id === null && row.actor_role === null ? null : { id: row.actor_user_id, name: row.actor_name, mobile: row.actor_mobile, role: row.actor_role },
      action: row.action,
      entity: row.entity,
      entity_id: row.entity_id,
      profile: row.profile_id === null ? null : { id: row.profile_id, name: row.profile_name },
      changes: changedFields(row.before, row.after),
    })),
    page: query.page,
    limit: ACTION_LOG_PAGE_SIZE,
    total,
    total_capped: (counted?.count ?? 0) > ACTION_LOG_COUNT_LIMIT,
  }
}
