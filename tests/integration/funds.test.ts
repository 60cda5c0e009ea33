// The money on the dashboard (decision 100): the funds the verified, active
// NGOs reported per fiscal year, and the external bodies with the largest
// amounts, spellings of one body counted together. The totals are kept by
// triggers; every test holds them to a count made here from the budget rows.
import { asc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as exportCsvRoute } from '@/app/api/ngo/dashboard/export.csv/route'
import { PUT as budgetRoute } from '@/app/api/ngo/[id]/annual-budget/route'
import { PUT as statusRoute } from '@/app/api/ngo/profile/[id]/status/route'
import { annualBudgets, financialYears, fundingBodyTotals, fundYearTotals, ngoProfiles } from '@/db/schema'
import { tagsOfChange, TAGS } from '@/lib/cache/changes'
import { sumFunds } from '@/lib/dashboard/funds'
import { db } from '@/lib/db'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { parseCsv } from '@/tests/csv'
import { call } from '@/tests/http'

let superAdmin: Awaited<ReturnType<typeof createSignedInUser>>
let years: { id: number; financial_year: string }[]
const ngos: Record<string, { id: number; token: string }> = {}

type Row = { year: number; internal: number; external: number; body?: string }

async function saveBudgets(key: string, rows: Row[]) {
  const response = await call(budgetRoute, {
    method: 'PUT',
    headers: { token: ngos[key].token },
    params: { id: String(ngos[key].id) },
    body: rows.map((row) => ({
      financial_year_id: years[row.year].id,
      fund_received_from_internal_sources: row.internal,
      internal_source: 'Membership',
      fund_received_from_external_bodies: row.external,
      external_body: row.body,
    })),
  })
  expect(response.status, JSON.stringify(response.json)).toBe(200)
}

/** The funds per year and per spelling, counted here from every budget row of a verified, active profile. */
async function countedHere() {
  const { rows: perYear } = await db.execute<{ financial_year_id: number; internal: string; external: string; rows: string }>(sql`
    select b.financial_year_id, sum(b.fund_received_from_internal_sources) as internal, sum(b.fund_received_from_external_bodies) as external, count(*) as rows
    from annual_budgets b join ngo_profiles p on p.id = b.profile_id where p.status = 'active' and p.is_verified
    group by b.financial_year_id order by b.financial_year_id`)
  const { rows: perSpelling } = await db.execute<{ spelling: string; amount: string; rows: string }>(sql`
    select b.external_body as spelling, sum(b.fund_received_from_external_bodies) as amount, count(*) as rows
    from annual_budgets b join ngo_profiles p on p.id = b.profile_id where p.status = 'active' and p.is_verified and btrim(coalesce(b.external_body, '')) <> ''
    group by b.external_body order by b.external_body`)
  return {
    years: perYear.map((row) => ({ financial_year_id: row.financial_year_id, internal: Number(row.internal), external: Number(row.external), row_count: Number(row.rows) })),
    spellings: perSpelling.map((row) => ({ spelling: row.spelling, amount: Number(row.amount), row_count: Number(row.rows) })),
  }
}

async function keptTotals() {
  const yearRows = await db.select().from(fundYearTotals).orderBy(asc(fundYearTotals.financial_year_id))
  const spellingRows = await db.select().from(fundingBodyTotals).orderBy(asc(fundingBodyTotals.spelling))
  return {
    years: yearRows.map((row) => ({ ...row, internal: Number(row.internal), external: Number(row.external) })),
    spellings: spellingRows.map((row) => ({ ...row, amount: Number(row.amount) })),
  }
}

async function expectTotalsKept() {
  const kept = await keptTotals()
  // Sorted alike: the database's collation and JavaScript's may order spellings differently.
  const bySpelling = (a: { spelling: string }, b: { spelling: string }) => (a.spelling < b.spelling ? -1 : a.spelling > b.spelling ? 1 : 0)
  const here = await countedHere()
  expect(kept.years).toEqual(here.years)
  expect([...kept.spellings].sort(bySpelling)).toEqual([...here.spellings].sort(bySpelling))
}

beforeAll(async () => {
  superAdmin = await createSignedInUser({ role: 'super_admin' })
  years = await db.select({ id: financialYears.id, financial_year: financialYears.financial_year }).from(financialYears).orderBy(asc(financialYears.financial_year)).limit(3)
  for (const [key, options] of [
    ['patan', { verified: true }],
    ['bungamati', { verified: true }],
    ['khokana', { verified: true }],
    ['unverified', {}],
    ['inactive', { verified: true, inactive: true }],
  ] as const) {
    const { user, token } = await createSignedInUser()
    const { profile } = await createProfile(user, { name: `कोष परीक्षण ${key}` }, options)
    ngos[key] = { id: profile.id, token }
  }
}, 120_000)

describe('the funds per fiscal year', () => {
  it('sum the internal and external funds of the verified, active NGOs only', async () => {
    await saveBudgets('patan', [
      { year: 0, internal: 100_000, external: 500_000, body: 'UNICEF Nepal' },
      { year: 1, internal: 120_000.5, external: 0 },
    ])
    await saveBudgets('bungamati', [{ year: 1, internal: 80_000, external: 250_000, body: ' unicef  NEPAL ' }])
    await saveBudgets('unverified', [{ year: 1, internal: 9_999_999, external: 9_999_999, body: 'Hidden Trust' }])
    await saveBudgets('inactive', [{ year: 1, internal: 7_777_777, external: 7_777_777, body: 'Hidden Trust' }])
    const funds = await sumFunds()
    expect(funds.years).toEqual([
      { financial_year_id: years[0].id, financial_year: years[0].financial_year, internal: 100_000, external: 500_000, rows: 1 },
      { financial_year_id: years[1].id, financial_year: years[1].financial_year, internal: 200_000.5, external: 250_000, rows: 2 },
    ])
    await expectTotalsKept()
  })

  it('follow a budget save that replaces the rows, and one that empties them', async () => {
    await saveBudgets('patan', [{ year: 2, internal: 50_000, external: 10_000, body: 'UNICEF Nepal' }])
    let funds = await sumFunds()
    expect(funds.years.map((year) => year.financial_year_id)).toEqual([years[1].id, years[2].id])
    expect(funds.years[0]).toMatchObject({ internal: 80_000, external: 250_000 })
    await expectTotalsKept()
    await saveBudgets('patan', [])
    funds = await sumFunds()
    expect(funds.years.map((year) => year.financial_year_id)).toEqual([years[1].id])
    await expectTotalsKept()
    await saveBudgets('patan', [
      { year: 0, internal: 100_000, external: 500_000, body: 'UNICEF Nepal' },
      { year: 1, internal: 120_000.5, external: 0 },
    ])
    await expectTotalsKept()
  })

  it("follow an NGO's verification, its setting inactive, and its removal", async () => {
    const before = await sumFunds()
    const verify = await call(statusRoute, { method: 'PUT', headers: superAdmin.headers, params: { id: String(ngos.unverified.id) }, body: { status: 'active' } })
    expect(verify.status).toBe(200)
    let funds = await sumFunds()
    expect(funds.years.find((year) => year.financial_year_id === years[1].id)!.internal).toBe(before.years.find((year) => year.financial_year_id === years[1].id)!.internal + 9_999_999)
    await expectTotalsKept()
    const deactivate = await call(statusRoute, { method: 'PUT', headers: superAdmin.headers, params: { id: String(ngos.unverified.id) }, body: { status: 'inactive' } })
    expect(deactivate.status).toBe(200)
    funds = await sumFunds()
    expect(funds.years).toEqual(before.years)
    await expectTotalsKept()
    // A listed NGO removed (a profile deleted with its budgets, as a merge of duplicates would) takes its funds along.
    const { user, token } = await createSignedInUser()
    const { profile } = await createProfile(user, { name: 'हटाइने संस्था' }, { verified: true })
    ngos.removed = { id: profile.id, token }
    await saveBudgets('removed', [{ year: 0, internal: 1, external: 2, body: 'Removed Body' }])
    expect((await sumFunds()).bodies.map((body) => body.name)).toContain('Removed Body')
    await db.delete(ngoProfiles).where(eq(ngoProfiles.id, profile.id))
    expect((await sumFunds()).years).toEqual(before.years)
    expect((await sumFunds()).bodies.map((body) => body.name)).not.toContain('Removed Body')
    await expectTotalsKept()
  })

  it('are computed afresh by the rebuild a restore runs, to the same totals', async () => {
    const kept = await keptTotals()
    await db.execute(sql`select fund_totals_rebuild()`)
    expect(await keptTotals()).toEqual(kept)
  })

  it('download as CSV with the same numbers', async () => {
    const funds = await sumFunds()
    const response = await call(exportCsvRoute, { query: { table: 'funds-by-fiscal-year', lang: 'en' } })
    expect(response.status).toBe(200)
    const { records } = parseCsv(response.text)
    expect(records[0]).toEqual(['Financial year', 'Fund received from internal sources', 'Fund received from external bodies', 'Total amount'])
    expect(records.slice(1, 1 + funds.years.length)).toEqual(funds.years.map((year) => [year.financial_year, String(year.internal), String(year.external), String(year.internal + year.external)]))
  })
})

describe('the largest external bodies', () => {
  it('count the spellings of one body together: trimmed, spaces, case and Devanagari or Latin digits', async () => {
    await saveBudgets('khokana', [
      { year: 0, internal: 0, external: 40_000, body: 'UNICEF NEPAL' },
      { year: 1, internal: 0, external: 30_000, body: 'वडा ५ कार्यालय' },
      { year: 2, internal: 0, external: 20_000, body: 'वडा 5 कार्यालय' },
    ])
    const { bodies } = await sumFunds()
    const unicef = bodies.find((body) => body.name.toLowerCase() === 'unicef nepal')!
    // 'UNICEF Nepal' (patan), ' unicef  NEPAL ' (bungamati), 'UNICEF NEPAL' (khokana): one body. Each spelling
    // is written once, so the one with the largest amount names it.
    expect(unicef).toMatchObject({ name: 'UNICEF Nepal', amount: 790_000, rows: 3, spellings: 3 })
    const ward = bodies.find((body) => body.name.startsWith('वडा'))!
    expect(ward).toMatchObject({ amount: 50_000, rows: 2, spellings: 2 })
    // Only listed NGOs count: the unverified and the inactive one's body is not there.
    expect(bodies.map((body) => body.name)).not.toContain('Hidden Trust')
    expect(bodies).toEqual([...bodies].sort((a, b) => b.amount - a.amount))
  })

  it('are named by the most common spelling', async () => {
    await saveBudgets('bungamati', [
      { year: 0, internal: 0, external: 1_000, body: 'Save the Children' },
      { year: 1, internal: 80_000, external: 250_000, body: ' unicef  NEPAL ' },
      { year: 2, internal: 0, external: 1_000, body: 'save the children' },
    ])
    await saveBudgets('khokana', [
      { year: 0, internal: 0, external: 40_000, body: 'UNICEF NEPAL' },
      { year: 1, internal: 0, external: 30_000, body: 'वडा ५ कार्यालय' },
      { year: 2, internal: 0, external: 900_000, body: 'SAVE THE CHILDREN' },
    ])
    const { bodies } = await sumFunds()
    // Two rows say 'Save the Children' in some case, one of each spelling: the larger amount decides between them.
    expect(bodies.find((body) => body.name.toLowerCase() === 'save the children')).toMatchObject({ name: 'SAVE THE CHILDREN', amount: 902_000, rows: 3 })
    await saveBudgets('patan', [
      { year: 0, internal: 100_000, external: 500_000, body: 'UNICEF Nepal' },
      { year: 1, internal: 0, external: 5, body: 'save the children' },
      { year: 2, internal: 0, external: 5, body: 'save the children' },
    ])
    // Now 'save the children' is written by three rows: it names the body.
    expect((await sumFunds()).bodies.find((body) => body.name.toLowerCase() === 'save the children')).toMatchObject({ name: 'save the children', rows: 5 })
    await expectTotalsKept()
  })

  it('list ten at most, and download as CSV', async () => {
    for (let index = 0; index < 12; index++) {
      const { user, token } = await createSignedInUser()
      const { profile } = await createProfile(user, { name: `दाता परीक्षण ${index}` }, { verified: true })
      ngos[`donor${index}`] = { id: profile.id, token }
      await saveBudgets(`donor${index}`, [{ year: 0, internal: 0, external: 1_000 + index, body: `Donor ${index}` }])
    }
    const { bodies } = await sumFunds()
    expect(bodies).toHaveLength(10)
    const response = await call(exportCsvRoute, { query: { table: 'funding-bodies', lang: 'en' } })
    const { records } = parseCsv(response.text)
    expect(records[0]).toEqual(['External body', 'Fund received from external bodies', 'Budget rows'])
    expect(records.slice(1, 11)).toEqual(bodies.map((body) => [body.name, String(body.amount), String(body.rows)]))
    await expectTotalsKept()
  })
})

describe('what a budget save announces', () => {
  it("is its profile's page and the money sums, never the dashboard's other figures", async () => {
    expect(tagsOfChange({ table: 'annual_budgets', ids: { profile_id: [ngos.patan.id] } })).toEqual([TAGS.profile(ngos.patan.id)])
    expect(tagsOfChange({ table: 'fund_year_totals' })).toEqual([TAGS.funds])
    // The rows are the budgets' own; nothing else writes the totals.
    const [{ rows }] = await db.select({ rows: sql<number>`count(*)::int` }).from(annualBudgets)
    expect(rows).toBeGreaterThan(0)
  })
})
