import { describe, expect, it } from 'vitest'
import { annualBudgetBody, fileReference, organizationalStructureBody, profileCreateBody, profileListQuery, rulesRegulationsPlanBody } from './schemas'

describe('profile body', () => {
  it('drops fields the server owns', () => {
    const body = profileCreateBody.parse({ name: 'x', status: 'active', is_verified: true, is_complete: true, complete_document: 1, role: 'super_admin', user_id: 1 })
    expect(Object.keys(body)).toEqual(['name'])
  })

  it('turns blank counts into 0 and Nepali digits into numbers', () => {
    const body = profileCreateBody.parse({ name: 'x', employee_male: '', employee_female: '१२', volunteer_male: null })
    expect(body).toMatchObject({ employee_male: 0, employee_female: 12, volunteer_male: 0 })
  })
})

describe('row bodies', () => {
  it('accept a JSON array or {rows}', () => {
    expect(organizationalStructureBody.parse([{ name: 'a', ethnicity: 'tribe' }])).toHaveLength(1)
    expect(organizationalStructureBody.parse({ rows: [] })).toEqual([])
    expect(() => organizationalStructureBody.parse({ row: [] })).toThrow()
    expect(() => organizationalStructureBody.parse(Array.from({ length: 501 }, () => ({})))).toThrow()
  })

  it('reads amounts with Nepali digits and grouping commas, keeping two decimals', () => {
    const [row] = annualBudgetBody.parse([{ financial_year_id: '३', fund_received_from_internal_sources: '१,२३,४५६.७८९' }])
    expect(row).toMatchObject({ financial_year_id: 3, fund_received_from_internal_sources: 123456.79 })
  })

  it('reads a checklist item id as its config id only when the config id is not sent', () => {
    const [byId, explicit, freeText] = rulesRegulationsPlanBody.parse([
      { id: 4, status: 1 },
      { id: 99, rules_regulations_plan_config_id: 5, status: '0' },
      { id: 7, rules_regulations_plan_config_id: null, name: 'Own policy', status: true },
    ])
    expect(byId).toMatchObject({ rules_regulations_plan_config_id: 4, status: 1 })
    expect(explicit).toMatchObject({ rules_regulations_plan_config_id: 5, status: 0 })
    expect(freeText).toMatchObject({ rules_regulations_plan_config_id: null, name: 'Own policy', status: 1 })
  })
})

describe('fileReference', () => {
  it('takes a file id or its address, and nothing else', () => {
    const id = 'a'.repeat(32)
    expect(fileReference.parse(id)).toBe(id)
    expect(fileReference.parse(`/api/files/${id}`)).toBe(id)
    expect(fileReference.parse(`https://portal.example/api/files/${id}?v=1`)).toBe(id)
    expect(fileReference.parse('')).toBeNull()
    for (const bad of ['../x', 'A'.repeat(32), `${id}/../../etc`, 'a'.repeat(31)]) expect(() => fileReference.parse(bad), bad).toThrow()
  })
})

describe('profile list query', () => {
  it('defaults to page 1 of 10 and treats blank values as absent', () => {
    expect(profileListQuery.parse({})).toEqual({ page: 1, limit: 10 })
    expect(profileListQuery.parse({ page: '', limit: '', status: '', verified: '' })).toEqual({ page: 1, limit: 10 })
    expect(profileListQuery.parse({ verified: 'false', complete_data: '1' })).toMatchObject({ verified: false, complete_data: true })
  })
})
