// Financial years (२०८०/८१ with its AD from/to dates): add, edit, delete.
import { and, eq, ne, sql } from 'drizzle-orm'
import { annualBudgets, auditReports, financialYears, profileDocuments, renewalCycles } from '@/db/schema'
import { conflict, notFound } from '@/lib/api/errors'
import { recordAudit } from '@/lib/audit/log'
import type { Viewer } from '@/lib/auth/session'
import { changesHeard } from '@/lib/cache'
import type { Executor } from '@/lib/db'
import type { FinancialYearInput } from '@/lib/content/schemas'
import { assertEditBasedOnLatest, assertUnused, runWrite, type Usage, type VersionedEdit } from '@/lib/content/write-support'

export const FINANCIAL_YEAR_TAKEN = 'Financial Year Already Exist'
export const FINANCIAL_YEAR_HAS_CYCLE_MESSAGE = 'Cannot delete: this fiscal year has a renewal cycle'

const FINANCIAL_YEAR_USAGE: Usage[] = [
  { table: annualBudgets, column: annualBudgets.financial_year_id, profileColumn: annualBudgets.profile_id, one: 'annual budget row', many: 'annual budget rows' },
  {
    table: profileDocuments,
    column: profileDocuments.annual_budget_financial_year_id,
    profileColumn: profileDocuments.profile_id,
    one: 'profile document',
    many: 'profile documents',
  },
  {
    table: auditReports,
    column: auditReports.annual_budget_financial_year_id,
    profileColumn: auditReports.profile_id,
    one: 'audit report',
    many: 'audit reports',
  },
]

const columns = { id: financialYears.id, financial_year: financialYears.financial_year, from: financialYears.from, to: financialYears.to, version: financialYears.version }

export type FinancialYearRow = { id: number; financial_year: string; from: string | null; to: string | null }

async function assertYearFree(executor: Executor, financialYear: string, exceptId?: number) {
  const condition = exceptId === undefined ? eq(financialYears.financial_year, financialYear) : and(eq(financialYears.financial_year, financialYear), ne(financialYears.id, exceptId))
  const [taken] = await executor.select({ id: financialYears.id }).from(financialYears).where(condition).limit(1)
  if (taken) throw conflict(FINANCIAL_YEAR_TAKEN)
}

export async function createFinancialYear(viewer: Viewer, input: FinancialYearInput): Promise<FinancialYearRow> {
  const row = await runWrite(
    async (tx) => {
      await assertYearFree(tx, input.financial_year)
      const [created] = await tx.insert(financialYears).values(input).returning(columns)
      await recordAudit(tx, { actor: viewer, action: 'create', entity: 'financial_year', entityId: created.id, after: created })
      return created
    },
    { duplicate: FINANCIAL_YEAR_TAKEN },
  )
  await changesHeard()
  return row
}

export async function updateFinancialYear(viewer: Viewer, id: number, input: FinancialYearInput, edit: VersionedEdit = {}): Promise<FinancialYearRow> {
  const row = await runWrite(
    async (tx) => {
      const [before] = await tx.select(columns).from(financialYears).where(eq(financialYears.id, id)).for('update')
      if (!before) throw notFound('Financial Year Not Found')
      await assertEditBasedOnLatest(tx, financialYears, id, edit.baseVersion, before.version)
      await assertYearFree(tx, input.financial_year, id)
      const [after] = await tx
        .update(financialYears)
        .set({ version: sql`${financialYears.version} + 1`, ...input, updated_at: new Date() })
        .where(eq(financialYears.id, id))
        .returning(columns)
      await recordAudit(tx, { actor: viewer, action: 'update', entity: 'financial_year', entityId: id, before, after })
      return after
    },
    { duplicate: FINANCIAL_YEAR_TAKEN },
  )
  await changesHeard()
  return row
}

export async function deleteFinancialYear(viewer: Viewer, id: number): Promise<FinancialYearRow> {
  const row = await runWrite(
    async (tx) => {
      const [before] = await tx.select(columns).from(financialYears).where(eq(financialYears.id, id)).for('update')
      if (!before) throw notFound('Financial Year Not Found')
      await assertUnused(tx, FINANCIAL_YEAR_USAGE, id)
      // A renewal cycle names its fiscal year (decision 080); it names no profile, so it is asked for here.
      const [cycle] = await tx.select({ id: renewalCycles.id }).from(renewalCycles).where(eq(renewalCycles.financial_year_id, id)).limit(1)
      if (cycle) throw conflict(FINANCIAL_YEAR_HAS_CYCLE_MESSAGE)
      await tx.delete(financialYears).where(eq(financialYears.id, id))
      await recordAudit(tx, { actor: viewer, action: 'delete', entity: 'financial_year', entityId: id, before })
      return before
    },
    { duplicate: FINANCIAL_YEAR_TAKEN },
  )
  await changesHeard()
  return row
}
