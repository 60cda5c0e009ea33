// The money on the dashboard (decision 100): the internal and external funds
// the verified, active NGOs reported per fiscal year, and the external bodies
// with the largest amounts. Read from the totals the triggers of
// annual_budgets keep (a few rows, however many budgets), and kept until
// those totals change (TAGS.funds): a budget save never recomputes the rest
// of the dashboard.
import { asc, eq } from 'drizzle-orm'
import { financialYears, fundingBodyTotals, fundYearTotals } from '@/db/schema'
import { cached, TAGS } from '@/lib/cache'
import { db, type Executor } from '@/lib/db'
import { largestFundingBodies, type FundingBody } from './funding-bodies'

/** The funds of one fiscal year; `financial_year` as stored (२०८०/८१). */
export type FundYear = { financial_year_id: number; financial_year: string; internal: number; external: number; rows: number }
export type Funds = { years: FundYear[]; bodies: FundingBody[] }

/** How many bodies the dashboard lists. */
export const LARGEST_BODIES = 10

export async function sumFunds(executor: Executor = db): Promise<Funds> {
  const [years, spellings] = await Promise.all([
    executor
      .select({
        financial_year_id: fundYearTotals.financial_year_id,
        financial_year: financialYears.financial_year,
        internal: fundYearTotals.internal,
        external: fundYearTotals.external,
        rows: fundYearTotals.row_count,
      })
      .from(fundYearTotals)
      .innerJoin(financialYears, eq(financialYears.id, fundYearTotals.financial_year_id))
      .orderBy(asc(financialYears.financial_year)),
    executor.select({ spelling: fundingBodyTotals.spelling, amount: fundingBodyTotals.amount, rows: fundingBodyTotals.row_count }).from(fundingBodyTotals),
  ])
  return {
    years: years.map((year) => ({ ...year, internal: Number(year.internal), external: Number(year.external) })),
    bodies: largestFundingBodies(
      spellings.map((entry) => ({ ...entry, amount: Number(entry.amount) })),
      LARGEST_BODIES,
    ),
  }
}

export const getFunds = cached(() => sumFunds(), 'dashboard-funds', [TAGS.funds])
