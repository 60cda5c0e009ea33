import { describe, expect, it } from 'vitest'
import { GET as health } from '@/app/api/health/route'
import { GET as documentConfigs } from '@/app/api/ngo/document/config/route'
import { GET as financialYears } from '@/app/api/ngo/annual-budget-financial-year/route'
import { GET as organizationTypes } from '@/app/api/ngo/organization-type/route'
import { GET as structureConfigs } from '@/app/api/ngo/organizational-structure/config/route'
import { GET as rulesConfigs } from '@/app/api/ngo/rules-regulations-plan/config/route'
import { GET as options } from '@/app/api/ngo/target-group-or-thematic-scope/route'
import { GET as translations } from '@/app/api/ngo/translation/route'
import { call } from '@/tests/http'

describe('reference reads', () => {
  it('health answers 200 while the database is up', async () => {
    const response = await call(health)
    expect(response.status).toBe(200)
    expect(response.json.data.database).toBe('up')
  })

  it('lists organization types in the envelope', async () => {
    const response = await call(organizationTypes)
    expect(response.status).toBe(200)
    expect(response.json.message).toEqual(expect.any(String))
    expect(response.json.data.organizationTypes.length).toBeGreaterThan(3)
    expect(response.json.data.organizationTypes[0]).toEqual({ id: expect.any(Number), type: 'सामाजिक संस्था', type_en: 'Social organisation', version: expect.any(Number) })
  })

  it('lists fiscal years from 2070/71 to the current one, newest first, with Shrawan-to-Ashadh dates', async () => {
    const response = await call(financialYears)
    const years = response.json.data.financialYears as { financial_year: string; from: string; to: string; value: string }[]
    const labels = years.map((year) => year.financial_year)
    expect(labels).toContain('२०७०/७१')
    expect(labels).toContain('२०८०/८१')
    expect(labels[labels.length - 1]).toBe('२०७०/७१')
    const fy2080 = years.find((year) => year.financial_year === '२०८०/८१')!
    expect(fy2080.from).toBe('2023-07-17')
    expect(fy2080.to).toBe('2024-07-15')
    expect(fy2080.value).toBe('२०८०/८१')
  })

  it('lists target groups and thematic scopes by type, and refuses an unknown type', async () => {
    const groups = await call(options, { query: { type: 'target-group' } })
    expect(groups.status).toBe(200)
    expect(groups.json.data.options.every((option: { type: string }) => option.type === 'target-group')).toBe(true)
    const scopes = await call(options, { query: { type: 'thematic-scope' } })
    expect(scopes.json.data.options.length).toBeGreaterThan(5)
    const bad = await call(options, { query: { type: 'nonsense' } })
    expect(bad.status).toBe(400)
    expect(bad.json.message).toMatch(/type/)
    expect(bad.json.errors.type).toBeDefined()
  })

  it('returns translations as translate, hint and rows, with paging and search', async () => {
    const all = await call(translations)
    expect(all.status).toBe(200)
    expect(all.json.data.translate.Home).toBe('गृहपृष्ठ')
    expect(all.json.data.hint['Municipality NGO Profile']).toBe('Site title')
    expect(all.json.data.rows.length).toBe(all.json.data.total)

    const page = await call(translations, { query: { page: '2', limit: '5' } })
    expect(page.json.data.rows).toHaveLength(5)
    expect(page.json.data.rows[0].english).not.toBe(all.json.data.rows[0].english)

    const search = await call(translations, { query: { search: 'home' } })
    expect(search.json.data.rows.map((row: { english: string }) => row.english)).toContain('Home')

    const bad = await call(translations, { query: { page: '0' } })
    expect(bad.status).toBe(400)
  })

  it('lists document, organizational structure and rules configs', async () => {
    const documents = await call(documentConfigs)
    expect(documents.json.data.documentConfigs[0]).toEqual({
      id: expect.any(Number),
      document_name: expect.any(String),
      document_name_en: expect.any(String),
      renewal_time_period_in_year: expect.any(Number),
      mandatory: expect.any(Boolean),
      version: expect.any(Number),
    })
    const structure = await call(structureConfigs)
    const ethnicities = new Set(structure.json.data.organizationalStructureConfigs.map((row: { ethnicity: string }) => row.ethnicity))
    expect(ethnicities).toEqual(new Set(['tribe', 'people_with_disability']))
    const rules = await call(rulesConfigs)
    expect(rules.json.data.rulesRegulationsPlanConfigs.length).toBeGreaterThan(3)
  })
})
