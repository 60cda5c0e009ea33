import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { DELETE as deleteFinancialYear, PUT as updateFinancialYear } from '@/app/api/ngo/annual-budget-financial-year/[id]/route'
import { GET as listFinancialYears, POST as createFinancialYear } from '@/app/api/ngo/annual-budget-financial-year/route'
import { annualBudgets, auditReports, documentConfigs, financialYears, profileDocuments, storedFiles } from '@/db/schema'
import { db } from '@/lib/db'
import { call } from '@/tests/http'
import { auditEntries, insertProfile, signedInRoles } from './content-support'

let roles: Awaited<ReturnType<typeof signedInRoles>>
let headers: Record<string, string>

beforeAll(async () => {
  roles = await signedInRoles()
  headers = roles.superAdmin.headers
})

async function yearRow(id: number) {
  const [row] = await db.select().from(financialYears).where(eq(financialYears.id, id))
  return row
}

describe('financial years', () => {
  it('only the super administrator writes them', async () => {
    const [year] = await db.select().from(financialYears).limit(1)
    const body = { financial_year: '2095/96' }
    expect((await call(createFinancialYear, { method: 'POST', body })).status).toBe(401)
    for (const role of [roles.user, roles.admin]) {
      expect((await call(createFinancialYear, { method: 'POST', headers: role.headers, body })).status).toBe(403)
      expect((await call(updateFinancialYear, { method: 'PUT', headers: role.headers, params: { id: String(year.id) }, body })).status).toBe(403)
      expect((await call(deleteFinancialYear, { method: 'DELETE', headers: role.headers, params: { id: String(year.id) } })).status).toBe(403)
    }
    expect(await yearRow(year.id)).toEqual(year)
  })

  it('stores a year typed in Latin or Nepali digits in Nepali digits, with its AD dates', async () => {
    const created = await call(createFinancialYear, {
      method: 'POST',
      headers,
      body: { financial_year: '2090/91', from: '2033-07-16', to: '2034-07-16' },
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    expect(created.json.message).toBe('Financial Year Created')
    expect(created.json.data.financialYear).toEqual({ id: expect.any(Number), financial_year: '२०९०/९१', from: '2033-07-16', to: '2034-07-16', version: 1 })
    const nepali = await call(createFinancialYear, { method: 'POST', headers, body: { financial_year: '२०९१/९२' } })
    expect(nepali.status).toBe(201)
    expect(nepali.json.data.financialYear).toMatchObject({ financial_year: '२०९१/९२', from: null, to: null })
    const list = await call(listFinancialYears)
    expect(list.json.data.financialYears[0].financial_year).toBe('२०९१/९२')
    expect((await auditEntries('financial_year', created.json.data.financialYear.id))[0]).toMatchObject({ action: 'create' })
  })

  it('turns dates that are not valid into null, as the spec says', async () => {
    const created = await call(createFinancialYear, {
      method: 'POST',
      headers,
      body: { financial_year: '2092/93', from: '2035-02-30', to: 'not a date' },
    })
    expect(created.status).toBe(201)
    expect(created.json.data.financialYear).toMatchObject({ from: null, to: null })
  })

  it('refuses a duplicate, a malformed year, non-consecutive years, a missing year and from after to', async () => {
    const count = (await db.select().from(financialYears)).length
    const duplicate = await call(createFinancialYear, { method: 'POST', headers, body: { financial_year: '2080/81' } })
    expect(duplicate.status).toBe(409)
    expect(duplicate.json.message).toBe('Financial Year Already Exist')
    for (const financial_year of ['2080-81', '80/81', '2080/82', 'abcd/ef']) {
      const bad = await call(createFinancialYear, { method: 'POST', headers, body: { financial_year } })
      expect(bad.status, financial_year).toBe(400)
      expect(bad.json.errors.financial_year).toBe('Financial Year must be like 2080/81')
    }
    const missing = await call(createFinancialYear, { method: 'POST', headers, body: { from: '2030-01-01' } })
    expect(missing.status).toBe(400)
    expect(missing.json.errors.financial_year).toBe('Financial Year is required')
    const backwards = await call(createFinancialYear, { method: 'POST', headers, body: { financial_year: '2093/94', from: '2037-07-16', to: '2036-07-16' } })
    expect(backwards.status).toBe(400)
    expect(backwards.json.errors.to).toBe('From date must not be after To date')
    expect((await db.select().from(financialYears)).length).toBe(count)
  })

  it('edits a year, refusing the label of another year', async () => {
    const created = await call(createFinancialYear, { method: 'POST', headers, body: { financial_year: '2094/95' } })
    const id = String(created.json.data.financialYear.id)
    const updated = await call(updateFinancialYear, { method: 'PUT', headers, params: { id }, body: { financial_year: '2094/95', from: '2037-07-16', to: '2038-07-16' } })
    expect(updated.status).toBe(200)
    expect(updated.json.message).toBe('Financial Year Updated')
    expect(updated.json.data.financialYear).toMatchObject({ financial_year: '२०९४/९५', from: '2037-07-16', to: '2038-07-16' })
    const clash = await call(updateFinancialYear, { method: 'PUT', headers, params: { id }, body: { financial_year: '२०८०/८१' } })
    expect(clash.status).toBe(409)
    const blank = await call(updateFinancialYear, { method: 'PUT', headers, params: { id }, body: { financial_year: '' } })
    expect(blank.status).toBe(400)
    expect(blank.json.errors.financial_year).toBe('Financial Year is required')
    expect((await call(updateFinancialYear, { method: 'PUT', headers, params: { id: '999999' }, body: { financial_year: '2099/00' } })).status).toBe(404)
    expect(await yearRow(Number(id))).toMatchObject({ financial_year: '२०९४/९५', from: '2037-07-16' })
  })

  it('deletes an unused year and refuses one that annual budgets, documents or audit reports use', async () => {
    const unused = await call(createFinancialYear, { method: 'POST', headers, body: { financial_year: '2096/97' } })
    const unusedId = unused.json.data.financialYear.id
    const removed = await call(deleteFinancialYear, { method: 'DELETE', headers, params: { id: String(unusedId) } })
    expect(removed.status).toBe(200)
    expect(removed.json.message).toBe('Financial Year Deleted')
    expect(await yearRow(unusedId)).toBeUndefined()

    const [year] = await db.select().from(financialYears).where(eq(financialYears.financial_year, '२०८०/८१'))
    const [first, second] = [await insertProfile(), await insertProfile()]
    await db.insert(annualBudgets).values([
      { profile_id: first.id, financial_year_id: year.id, fund_received_from_internal_sources: 1000, total_amount: 1000 },
      { profile_id: second.id, financial_year_id: year.id, fund_received_from_external_bodies: 500, total_amount: 500 },
    ])
    const budgetsOnly = await call(deleteFinancialYear, { method: 'DELETE', headers, params: { id: String(year.id) } })
    expect(budgetsOnly.status).toBe(409)
    expect(budgetsOnly.json.message).toBe('Used by 2 annual budget rows')

    await db.insert(storedFiles).values({ id: 'content-test-file', purpose: 'audit_report', mime_type: 'application/pdf', size_bytes: 10, sha256: 'x' })
    await db.insert(auditReports).values({ profile_id: first.id, annual_budget_financial_year_id: year.id, file_id: 'content-test-file' })
    const [config] = await db.select().from(documentConfigs).limit(1)
    await db.insert(profileDocuments).values({ profile_id: second.id, document_config_id: config.id, annual_budget_financial_year_id: year.id })
    const everything = await call(deleteFinancialYear, { method: 'DELETE', headers, params: { id: String(year.id) } })
    expect(everything.status).toBe(409)
    expect(everything.json.message).toBe('Used by 2 annual budget rows, 1 profile document and 1 audit report')
    expect(await yearRow(year.id)).toBeDefined()
    expect((await db.select().from(annualBudgets).where(eq(annualBudgets.financial_year_id, year.id))).length).toBe(2)
  })
})
