// Renewal cycles (decision 080): the super administrator opens one per fiscal
// year with a deadline and the items a renewal needs, extends its deadline
// with a reason, and closes it. Each write checks everything before it writes
// and records itself in the action log in the same transaction, so a refused
// write leaves no row and no entry.
import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { documentConfigs, financialYears, renewalCycleExtensions, renewalCycles } from '@/db/schema'
import { badRequest, conflict, notFound } from '@/lib/api/errors'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { kathmanduToday } from '@/lib/calendar'
import { changesHeard } from '@/lib/cache'
import { runWrite } from '@/lib/content/write-support'
import { db, type Executor } from '@/lib/db'
import { documentIdOfItem, RENEWAL_MESSAGES, type ExtendCycleInput, type OpenCycleInput, type RenewalItem } from '@/lib/renewals/schemas'

export type CycleExtension = { old_deadline: string; new_deadline: string; reason: string; created_at: string }

export type RenewalCycle = {
  id: number
  financial_year_id: number
  financial_year: string
  starts_on: string
  deadline: string
  items: RenewalItem[]
  state: 'open' | 'closed'
  created_at: string
  closed_at: string | null
  extensions: CycleExtension[]
}

const cycleColumns = {
  id: renewalCycles.id,
  financial_year_id: renewalCycles.financial_year_id,
  financial_year: financialYears.financial_year,
  starts_on: renewalCycles.starts_on,
  deadline: renewalCycles.deadline,
  items: renewalCycles.items,
  state: renewalCycles.state,
  created_at: renewalCycles.created_at,
  closed_at: renewalCycles.closed_at,
}

type CycleRow = Omit<RenewalCycle, 'extensions' | 'items' | 'created_at' | 'closed_at'> & { items: unknown; created_at: Date; closed_at: Date | null }

function withExtensions(row: CycleRow, extensions: CycleExtension[]): RenewalCycle {
  return {
    ...row,
    items: (Array.isArray(row.items) ? row.items : []) as RenewalItem[],
    created_at: row.created_at.toISOString(),
    closed_at: row.closed_at?.toISOString() ?? null,
    extensions,
  }
}

async function extensionsOf(executor: Executor, cycleIds: number[]): Promise<Map<number, CycleExtension[]>> {
  const byCycle = new Map<number, CycleExtension[]>()
  if (cycleIds.length === 0) return byCycle
  const rows = await executor
    .select({
      cycle_id: renewalCycleExtensions.cycle_id,
      old_deadline: renewalCycleExtensions.old_deadline,
      new_deadline: renewalCycleExtensions.new_deadline,
      reason: renewalCycleExtensions.reason,
      created_at: renewalCycleExtensions.created_at,
    })
    .from(renewalCycleExtensions)
    .where(inArray(renewalCycleExtensions.cycle_id, cycleIds))
    .orderBy(asc(renewalCycleExtensions.id))
  for (const { cycle_id, created_at, ...row } of rows) {
    byCycle.set(cycle_id, [...(byCycle.get(cycle_id) ?? []), { ...row, created_at: created_at.toISOString() }])
  }
  return byCycle
}

/** Every cycle, the newest fiscal year first, with its extensions. Read fresh: the super administrator's page only. */
export async function listCycles(): Promise<RenewalCycle[]> {
  const rows = await db
    .select(cycleColumns)
    .from(renewalCycles)
    .innerJoin(financialYears, eq(financialYears.id, renewalCycles.financial_year_id))
    .orderBy(desc(renewalCycles.starts_on), desc(renewalCycles.id))
  const extensions = await extensionsOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => withExtensions(row, extensions.get(row.id) ?? []))
}

async function readCycle(executor: Executor, id: number, lock: boolean): Promise<RenewalCycle> {
  const query = executor.select(cycleColumns).from(renewalCycles).innerJoin(financialYears, eq(financialYears.id, renewalCycles.financial_year_id)).where(eq(renewalCycles.id, id))
  const [row] = lock ? await query.for('update', { of: renewalCycles }) : await query
  if (!row) throw notFound(RENEWAL_MESSAGES.notFound)
  return withExtensions(row, (await extensionsOf(executor, [id])).get(id) ?? [])
}

async function assertItemsExist(executor: Executor, items: RenewalItem[]) {
  const ids = items.map(documentIdOfItem).filter((id): id is number => id !== null)
  if (ids.length === 0) return
  const found = await executor.select({ id: documentConfigs.id }).from(documentConfigs).where(inArray(documentConfigs.id, ids))
  if (found.length !== new Set(ids).size) throw badRequest(RENEWAL_MESSAGES.documentTypeNotFound, { items: RENEWAL_MESSAGES.documentTypeNotFound })
}

/** Open the cycle of a fiscal year. `now` is the clock (tests move it). */
export async function openCycle(viewer: Viewer, input: OpenCycleInput, now: Date = new Date()): Promise<RenewalCycle> {
  const today = kathmanduToday(now)
  const startsOn = input.starts_on ?? today
  if (input.deadline < startsOn) throw badRequest(RENEWAL_MESSAGES.deadlineBeforeStart, { deadline: RENEWAL_MESSAGES.deadlineBeforeStart })
  if (input.deadline < today) throw badRequest(RENEWAL_MESSAGES.deadlineInPast, { deadline: RENEWAL_MESSAGES.deadlineInPast })
  const cycle = await runWrite(
    async (tx) => {
      const [year] = await tx.select({ id: financialYears.id }).from(financialYears).where(eq(financialYears.id, input.financial_year_id)).for('share')
      if (!year) throw badRequest(RENEWAL_MESSAGES.yearNotFound, { financial_year_id: RENEWAL_MESSAGES.yearNotFound })
      const [taken] = await tx.select({ id: renewalCycles.id }).from(renewalCycles).where(eq(renewalCycles.financial_year_id, input.financial_year_id))
      if (taken) throw conflict(RENEWAL_MESSAGES.yearTaken)
      await assertItemsExist(tx, input.items)
      const [created] = await tx
        .insert(renewalCycles)
        .values({ financial_year_id: input.financial_year_id, starts_on: startsOn, deadline: input.deadline, items: input.items, opened_by: viewer.id })
        .returning({ id: renewalCycles.id })
      const cycle = await readCycle(tx, created.id, false)
      await recordAudit(tx, { actor: viewer, action: 'open', entity: 'renewal_cycle', entityId: cycle.id, after: cycle })
      return cycle
    },
    // Two administrators opening the same year at once: the unique index decides.
    { duplicate: RENEWAL_MESSAGES.yearTaken },
  )
  await changesHeard()
  return cycle
}

/** Move an open cycle's deadline later, with the reason; each extension is kept. */
export async function extendCycle(viewer: Viewer, id: number, input: ExtendCycleInput, now: Date = new Date()): Promise<RenewalCycle> {
  const cycle = await runWrite(
    async (tx) => {
      const before = await readCycle(tx, id, true)
      if (before.state === 'closed') throw conflict(RENEWAL_MESSAGES.closedCycle)
      if (input.deadline <= before.deadline) throw badRequest(RENEWAL_MESSAGES.extensionNotLater, { deadline: RENEWAL_MESSAGES.extensionNotLater })
      if (input.deadline < kathmanduToday(now)) throw badRequest(RENEWAL_MESSAGES.deadlineInPast, { deadline: RENEWAL_MESSAGES.deadlineInPast })
      await tx.insert(renewalCycleExtensions).values({ cycle_id: id, old_deadline: before.deadline, new_deadline: input.deadline, reason: input.reason, extended_by: viewer.id })
      await tx.update(renewalCycles).set({ deadline: input.deadline, updated_at: sql`now()` }).where(eq(renewalCycles.id, id))
      const after = await readCycle(tx, id, false)
      await recordAudit(tx, { actor: viewer, action: 'extend', entity: 'renewal_cycle', entityId: id, before, after })
      return after
    },
    { duplicate: RENEWAL_MESSAGES.yearTaken },
  )
  await changesHeard()
  return cycle
}

/** Close an open cycle: no more submissions; the standings it decided stay. */
export async function closeCycle(viewer: Viewer, id: number): Promise<RenewalCycle> {
  const cycle = await runWrite(
    async (tx) => {
      const before = await readCycle(tx, id, true)
      if (before.state === 'closed') throw conflict(RENEWAL_MESSAGES.closedCycle)
      await tx.update(renewalCycles).set({ state: 'closed', closed_at: sql`now()`, updated_at: sql`now()` }).where(eq(renewalCycles.id, id))
      const after = await readCycle(tx, id, false)
      await recordAudit(tx, { actor: viewer, action: 'close', entity: 'renewal_cycle', entityId: id, before, after })
      return after
    },
    { duplicate: RENEWAL_MESSAGES.yearTaken },
  )
  await changesHeard()
  return cycle
}
