// Every write lands here: who, what, when, before and after. Call it inside the
// same transaction as the write, so a rolled-back write leaves no entry.
import { auditLog } from '@/db/schema'
import type { Executor } from '@/lib/db'
import type { Viewer } from '@/lib/auth/session'

export type AuditEntry = {
  actor: Pick<Viewer, 'id' | 'role'> | null
  action: string // e.g. 'create', 'update', 'delete', 'status', 'merge', 'replace'
  entity: string // e.g. 'ngo_profile', 'annual_budget', 'option'
  entityId?: string | number | null
  profileId?: number | null
  before?: unknown
  after?: unknown
}

export async function recordAudit(executor: Executor, entry: AuditEntry) {
  await executor.insert(auditLog).values({
    actor_user_id: entry.actor?.id ?? null,
    actor_role: entry.actor?.role ?? null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    profile_id: entry.profileId ?? null,
    before: entry.before === undefined ? null : JSON.parse(JSON.stringify(entry.before)),
    after: entry.after === undefined ? null : JSON.parse(JSON.stringify(entry.after)),
  })
}
