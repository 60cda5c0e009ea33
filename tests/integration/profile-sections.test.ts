import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as annualBudgetRoute from '@/app/api/ngo/[id]/annual-budget/route'
import * as associateRoute from '@/app/api/ngo/[id]/associate/route'
import * as structureRoute from '@/app/api/ngo/[id]/organizational-structure/route'
import { GET as profileCompleteRoute } from '@/app/api/ngo/[id]/profile-complete/route'
import * as rulesRoute from '@/app/api/ngo/[id]/rules-regulations-plan/route'
import * as manpowerRoute from '@/app/api/ngo/[id]/subjective-manpower-detail/route'
import {
  annualBudgets,
  associateKeypersons,
  auditLog,
  currentOrganizationalStructures,
  financialYears,
  organizationalStructureConfigs,
  rulesRegulationsPlanConfigs,
  subjectiveManpowerDetails,
} from '@/db/schema'
import { db } from '@/lib/db'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'
import { call } from '@/tests/http'

withTemporaryUploads()

async function ownProfile() {
  const owner = await createSignedInUser()
  const { profile } = await createProfile(owner.user)
  return { ...owner, profile, params: { id: String(profile.id) } }
}

async function years() {
  return db.select().from(financialYears).orderBy(asc(financialYears.financial_year))
}

describe('PUT/GET /api/ngo/{id}/organizational-structure', () => {
  it('replaces the rows, takes names from configs, skips blank rows and computes totals on the server', async () => {
    const { headers, params, profile } = await ownProfile()
    const configs = await db.select().from(organizationalStructureConfigs).orderBy(asc(organizationalStructureConfigs.id))
    const response = await call(structureRoute.PUT, {
      method: 'PUT',
      headers,
      params,
      body: [
        { organizational_structure_config_id: configs[0].id, name: 'ignored', co_ordinary_member_male: '३', co_ordinary_member_female: 4, co_ordinary_member_total: 999 },
        { organizational_structure_config_id: configs[1].id }, // all counts blank: skipped
        { name: 'Other group', ethnicity: 'tribe', co_employee_lgbtqi: 2, co_employee_female: '' },
        { id: 77, organizational_structure_config_id: configs[7].id, co_volunteer_female: 2, co_working_committee_male: 1 },
      ],
    })
    expect(response.status).toBe(200)
    expect(response.json.message).toBe('Current Organizational Structure Update Success')
    const rows = response.json.data.currentOrganizationalStructures
    expect(rows).toHaveLength(3)
    expect(rows[0]).toMatchObject({ name: configs[0].name, ethnicity: configs[0].ethnicity, co_ordinary_member_male: 3, co_ordinary_member_total: 7, co_employee_total: 0 })
    expect(rows[1]).toMatchObject({ name: 'Other group', organizational_structure_config_id: null, co_employee_lgbtqi: 2, co_employee_female: 0, co_employee_total: 2 })
    expect(rows[2]).toMatchObject({ ethnicity: 'people_with_disability', co_volunteer_total: 2, co_working_committee_total: 1 })
    expect(rows[2].id).not.toBe(77)
    expect(response.json.data.completeness.current_organizational_structure).toBe(1)

    const read = await call(structureRoute.GET, { headers, params })
    expect(read.json.data.currentOrganizationalStructures).toEqual(rows)
    expect(read.json.data.organizationalStructure).toMatchObject({ ordinary_member_male: profile.ordinary_member_male, ordinary_member_total: expect.any(Number) })

    // {rows: [...]} is accepted too; a replace removes what is not sent, and a row of zeros is blank.
    const replaced = await call(structureRoute.PUT, {
      method: 'PUT',
      headers,
      params,
      body: { rows: [{ name: 'Only', ethnicity: 'tribe', co_volunteer_male: 1 }, { organizational_structure_config_id: configs[2].id, co_volunteer_male: 0, co_employee_female: '0' }] },
    })
    expect(replaced.status).toBe(200)
    expect((await db.select().from(currentOrganizationalStructures).where(eq(currentOrganizationalStructures.profile_id, profile.id))).map((row) => row.name)).toEqual(['Only'])
    const zeros = await call(structureRoute.PUT, { method: 'PUT', headers, params, body: [{ name: 'Zero', ethnicity: 'tribe', co_volunteer_male: 0 }] })
    expect(zeros.json.data.currentOrganizationalStructures).toEqual([])
    expect(zeros.json.data.completeness.current_organizational_structure).toBe(0)
  })

  it('refuses negative, fractional and non-numeric counts, unknown configs and rows without a name, changing nothing', async () => {
    const { headers, params, profile } = await ownProfile()
    await call(structureRoute.PUT, { method: 'PUT', headers, params, body: [{ name: 'Kept', ethnicity: 'tribe', co_ordinary_member_male: 1 }] })
    const bad: unknown[] = [
      [{ name: 'A', ethnicity: 'tribe', co_ordinary_member_male: -1 }],
      [{ name: 'A', ethnicity: 'tribe', co_ordinary_member_male: 1.5 }],
      [{ name: 'A', ethnicity: 'tribe', co_ordinary_member_male: 'many' }],
      [{ name: 'A', ethnicity: 'caste', co_ordinary_member_male: 1 }],
      [{ organizational_structure_config_id: 999999, co_ordinary_member_male: 1 }],
      [{ co_ordinary_member_male: 1 }],
      [{ name: 'A', ethnicity: 'tribe', co_ordinary_member_male: 1 }, { name: 'A', ethnicity: 'tribe', co_volunteer_male: 1 }],
      { rows: 'nope' },
      'text',
    ]
    for (const body of bad) {
      const response = await call(structureRoute.PUT, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, params, body })
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    const rows = await db.select().from(currentOrganizationalStructures).where(eq(currentOrganizationalStructures.profile_id, profile.id))
    expect(rows.map((row) => row.name)).toEqual(['Kept'])
  })
})

describe('PUT/GET /api/ngo/{id}/subjective-manpower-detail', () => {
  it('replaces the rows and skips empty ones; a row needs a subject', async () => {
    const { headers, params, profile } = await ownProfile()
    const response = await call(manpowerRoute.PUT, {
      method: 'PUT',
      headers,
      params,
      body: [{ subject: 'Social work', male: 2, female: '३' }, { subject: '', male: '', female: null }, { subject: '', male: 0, female: 0 }, {}],
    })
    expect(response.status).toBe(200)
    expect(response.json.data.subjectiveManpowerDetails).toEqual([{ id: expect.any(Number), subject: 'Social work', male: 2, female: 3, total: 5 }])
    const read = await call(manpowerRoute.GET, { params: { id: String(profile.id) }, headers })
    expect(read.json.data.subjectiveManpowerDetails).toEqual(response.json.data.subjectiveManpowerDetails)

    const missingSubject = await call(manpowerRoute.PUT, { method: 'PUT', headers, params, body: [{ male: 1 }] })
    expect(missingSubject.status).toBe(400)
    const negative = await call(manpowerRoute.PUT, { method: 'PUT', headers, params, body: [{ subject: 'x', male: -2 }] })
    expect(negative.status).toBe(400)
    expect(await db.select().from(subjectiveManpowerDetails).where(eq(subjectiveManpowerDetails.profile_id, profile.id))).toHaveLength(1)
  })
})

describe('PUT/GET /api/ngo/{id}/annual-budget', () => {
  it('computes total_amount on the server, ignores the id when testing emptiness and skips empty rows', async () => {
    const { headers, params } = await ownProfile()
    const [first, second] = await years()
    const response = await call(annualBudgetRoute.PUT, {
      method: 'PUT',
      headers,
      params,
      body: [
        { id: 5, financial_year_id: first.id, fund_received_from_internal_sources: '१,००,०००.१', internal_source: 'Members', fund_received_from_external_bodies: 0.2, external_body: 'Donor', total_amount: 1 },
        { id: 6, financial_year_id: '', fund_received_from_internal_sources: '', internal_source: '', fund_received_from_external_bodies: null, external_body: '' },
        { id: 7, fund_received_from_internal_sources: 0, fund_received_from_external_bodies: 0 },
        { financial_year_id: String(second.id), fund_received_from_external_bodies: 5000 },
      ],
    })
    expect(response.status).toBe(200)
    expect(response.json.message).toBe('Annual Budget Update Success')
    const rows = response.json.data.annualBudgets
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({ financial_year_id: first.id, financial_year: first.financial_year, fund_received_from_internal_sources: 100000.1, total_amount: 100000.3 })
    expect(rows[1]).toMatchObject({ fund_received_from_internal_sources: 0, total_amount: 5000 })
    expect(response.json.data.completeness.annual_budget).toBe(1)
    const read = await call(annualBudgetRoute.GET, { headers, params })
    expect(read.json.data.annualBudgets).toEqual(rows)

    const cleared = await call(annualBudgetRoute.PUT, { method: 'PUT', headers, params, body: [] })
    expect(cleared.json.data.annualBudgets).toEqual([])
    expect(cleared.json.data.completeness.annual_budget).toBe(0)
  })

  it("says 'financial year is missing' for a filled row without a year, and refuses unknown years and duplicates, saving nothing", async () => {
    const { headers, params, profile } = await ownProfile()
    const [first] = await years()
    await call(annualBudgetRoute.PUT, { method: 'PUT', headers, params, body: [{ financial_year_id: first.id, fund_received_from_internal_sources: 1 }] })
    const missing = await call(annualBudgetRoute.PUT, {
      method: 'PUT',
      headers,
      params,
      body: [{ financial_year_id: first.id, fund_received_from_internal_sources: 2 }, { id: 9, internal_source: 'Members' }],
    })
    expect(missing.status).toBe(400)
    expect(missing.json.message).toBe('financial year is missing')
    const unknown = await call(annualBudgetRoute.PUT, { method: 'PUT', headers, params, body: [{ financial_year_id: 999999, internal_source: 'x' }] })
    expect(unknown.status).toBe(400)
    expect(unknown.json.message).toBe('Failed annual budget finandial year not found')
    const duplicate = await call(annualBudgetRoute.PUT, {
      method: 'PUT',
      headers,
      params,
      body: [{ financial_year_id: first.id, internal_source: 'a' }, { financial_year_id: first.id, internal_source: 'b' }],
    })
    expect(duplicate.status).toBe(400)
    const negative = await call(annualBudgetRoute.PUT, { method: 'PUT', headers, params, body: [{ financial_year_id: first.id, fund_received_from_external_bodies: -5 }] })
    expect(negative.status).toBe(400)
    const rows = await db.select().from(annualBudgets).where(eq(annualBudgets.profile_id, profile.id))
    expect(rows).toEqual([expect.objectContaining({ fund_received_from_internal_sources: 1, total_amount: 1 })])
  })
})

describe('PUT/GET /api/ngo/{id}/associate', () => {
  it('replaces the key person rows, skipping blank ones', async () => {
    const { headers, params, profile } = await ownProfile()
    const response = await call(associateRoute.PUT, {
      method: 'PUT',
      headers,
      params,
      body: [{ org_office_keyperson: 'Ward 5 office', objectives_program: 'Literacy' }, { org_office_keyperson: '  ', objectives_program: '' }, { org_office_keyperson: 'Health post' }],
    })
    expect(response.status).toBe(200)
    expect(response.json.data.associatePartnershipfirmOfficeKeypersons).toEqual([
      { id: expect.any(Number), org_office_keyperson: 'Ward 5 office', objectives_program: 'Literacy' },
      { id: expect.any(Number), org_office_keyperson: 'Health post', objectives_program: null },
    ])
    expect(response.json.data.completeness.associate_partnershipfirm_office_keyperson).toBe(1)
    const read = await call(associateRoute.GET, { headers, params })
    expect(read.json.data.associatePartnershipfirmOfficeKeypersons).toHaveLength(2)
    const tooLong = await call(associateRoute.PUT, { method: 'PUT', headers, params, body: [{ org_office_keyperson: 'x'.repeat(1001) }] })
    expect(tooLong.status).toBe(400)
    expect(await db.select().from(associateKeypersons).where(eq(associateKeypersons.profile_id, profile.id))).toHaveLength(2)
  })
})

describe('PUT/GET /api/ngo/{id}/rules-regulations-plan', () => {
  it('stores the checklist with config names and status 1 or 0', async () => {
    const { headers, params } = await ownProfile()
    const configs = await db.select().from(rulesRegulationsPlanConfigs).orderBy(asc(rulesRegulationsPlanConfigs.id))
    const response = await call(rulesRoute.PUT, {
      method: 'PUT',
      headers,
      params,
      body: [
        { id: configs[0].id, name: configs[0].name, status: 1 },
        { rules_regulations_plan_config_id: configs[1].id, status: '0' },
        { rules_regulations_plan_config_id: null, name: 'Volunteer policy', status: true },
        { rules_regulations_plan_config_id: configs[2].id, name: 'renamed by client', status: false },
        { name: '', status: 1 }, // blank: skipped
      ],
    })
    expect(response.status).toBe(200)
    expect(response.json.message).toBe('Rules Regulations & Plans Update Success')
    const items = response.json.data.rulesRegulationsPlans
    expect(items).toEqual([
      { id: expect.any(Number), rules_regulations_plan_config_id: configs[0].id, name: configs[0].name, status: 1 },
      { id: expect.any(Number), rules_regulations_plan_config_id: configs[1].id, name: configs[1].name, status: 0 },
      { id: expect.any(Number), rules_regulations_plan_config_id: configs[2].id, name: configs[2].name, status: 0 },
      { id: expect.any(Number), rules_regulations_plan_config_id: null, name: 'Volunteer policy', status: 1 },
    ])
    expect(response.json.data.completeness.rules_regulations_plan).toBe(1)
    // Reading and saving back what was read changes nothing.
    const read = await call(rulesRoute.GET, { headers, params })
    const again = await call(rulesRoute.PUT, { method: 'PUT', headers, params, body: read.json.data.rulesRegulationsPlans })
    const withoutIds = (rows: { id: number }[]) => rows.map((row) => ({ ...row, id: undefined }))
    expect(withoutIds(again.json.data.rulesRegulationsPlans)).toEqual(withoutIds(items))

    for (const body of [[{ id: configs[0].id, status: 2 }], [{ rules_regulations_plan_config_id: 999999, status: 1 }], [{ id: 'abc', status: 1 }]]) {
      const response = await call(rulesRoute.PUT, { method: 'PUT', headers, params, body })
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
  })
})

describe('completeness after every write', () => {
  it('reaches complete only when every section is filled, and the flags come from the server', async () => {
    const owner = await createSignedInUser()
    const { profile } = await createProfile(owner.user, {}, { complete: true })
    expect(profile.completeness).toEqual({
      ngo_profile: 1,
      thematic_scope: 1,
      target_group: 1,
      associate_partnershipfirm_office_keyperson: 1,
      rules_regulations_plan: 1,
      current_organizational_structure: 1,
      annual_budget: 1,
      document: 1,
      complete: 1,
    })
    const params = { id: String(profile.id) }
    const response = await call(associateRoute.PUT, { method: 'PUT', headers: owner.headers, params, body: { rows: [], complete: 1 } })
    expect(response.json.data.completeness).toMatchObject({ associate_partnershipfirm_office_keyperson: 0, complete: 0 })
    const flags = await call(profileCompleteRoute, { headers: owner.headers, params })
    expect(flags.json.data).toMatchObject({ associate_partnershipfirm_office_keyperson: 0, annual_budget: 1, complete: 0 })
    const entries = await db.select().from(auditLog).where(eq(auditLog.profile_id, profile.id))
    const entities = new Set(entries.map((entry) => entry.entity))
    for (const entity of ['ngo_profile', 'current_organizational_structure', 'annual_budget', 'associate_partnershipfirm_office_keyperson', 'rules_regulations_plan', 'profile_document', 'stored_file']) {
      expect(entities, entity).toContain(entity)
    }
  })
})
