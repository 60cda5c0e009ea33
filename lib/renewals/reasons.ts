// The reason list of the review (decision 088): a named reference list like
// the others of the content pages, Nepali and English, with versions (no lost
// update, decision 059). A reason a decision used cannot be deleted (409):
// the decision must keep saying why. Read fresh: only the super
// administrator's pages and the task list of a profile sent back show it.
import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { renewalReasons, renewalSectionDecisions } from '@/db/schema'
import { conflict, notFound } from '@/lib/api/errors'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { assertEditBasedOnLatest, assertUnused, runWrite, sameText, type Usage, type VersionedEdit } from '@/lib/content/write-support'
import { db, type Executor } from '@/lib/db'
import { REVIEW_MESSAGES, type RenewalReasonInput } from '@/lib/renewals/review-schemas'

export type RenewalReason = { id: number; name: string; name_en: string | null; version: number }

const columns = { id: renewalReasons.id, name: renewalReasons.name, name_en: renewalReasons.name_en, version: renewalReasons.version }

const REASON_USAGE: Usage[] = [
  { table: renewalSectionDecisions, column: renewalSectionDecisions.reason_id, profileColumn: renewalSectionDecisions.submission_id, one: 'review decision', many: 'review decisions' },
]

export async function listRenewalReasons(executor: Executor = db): Promise<RenewalReason[]> {
  return executor.select(columns).from(renewalReasons).orderBy(asc(renewalReasons.id))
}

async function assertNameFree(executor: Executor, name: string, exceptId?: number) {
  const where = exceptId === undefined ? sameText(renewalReasons.name, name) : and(sameText(renewalReasons.name, name), ne(renewalReasons.id, exceptId))
  const [taken] = await executor.select({ id: renewalReasons.id }).from(renewalReasons).where(where).limit(1)
  if (taken) throw conflict(REVIEW_MESSAGES.reasonTaken)
}

export async function createRenewalReason(viewer: Viewer, input: RenewalReasonInput): Promise<RenewalReason> {
  return runWrite(
    async (tx) => {
      await assertNameFree(tx, input.name)
      const [created] = await tx.insert(renewalReasons).values({ name: input.name, name_en: input.name_en ?? null }).returning(columns)
      await recordAudit(tx, { actor: viewer, action: 'create', entity: 'renewal_reason', entityId: created.id, after: created })
      return created
    },
    { duplicate: REVIEW_MESSAGES.reasonTaken },
  )
}

export async function updateRenewalReason(viewer: Viewer, id: number, input: RenewalReasonInput, edit: VersionedEdit = {}): Promise<RenewalReason> {
  return runWrite(
    async (tx) => {
      const [before] = await tx.select(columns).from(renewalReasons).where(eq(renewalReasons.id, id)).for('update')
      if (!before) throw notFound(REVIEW_MESSAGES.reasonNotFound)
      await assertEditBasedOnLatest(tx, renewalReasons, id, edit.baseVersion, before.version)
      await assertNameFree(tx, input.name, id)
      const [after] = await tx
        .update(renewalReasons)
        .set({ name: input.name, ...(input.name_en === undefined ? {} : { name_en: input.name_en }), version: sql`${renewalReasons.version} + 1`, updated_at: new Date() })
        .where(eq(renewalReasons.id, id))
        .returning(columns)
      await recordAudit(tx, { actor: viewer, action: 'update', entity: 'renewal_reason', entityId: id, before, after })
      return after
    },
    { duplicate: REVIEW_MESSAGES.reasonTaken },
  )
}

export async function deleteRenewalReason(viewer: Viewer, id: number): Promise<RenewalReason> {
  return runWrite(
    async (tx) => {
      const [before] = await tx.select(columns).from(renewalReasons).where(eq(renewalReasons.id, id)).for('update')
      if (!before) throw notFound(REVIEW_MESSAGES.reasonNotFound)
      await assertUnused(tx, REASON_USAGE, id)
      await tx.delete(renewalReasons).where(eq(renewalReasons.id, id))
      await recordAudit(tx, { actor: viewer, action: 'delete', entity: 'renewal_reason', entityId: id, before })
      return before
    },
    { duplicate: REVIEW_MESSAGES.reasonTaken },
  )
}
