import { expect, test } from '@playwright/test'

// Every reference read through the production server.
test.describe('reference reads', () => {
  const reads: [string, string][] = [
    ['/api/ngo/organization-type', 'organizationTypes'],
    ['/api/ngo/annual-budget-financial-year', 'financialYears'],
    ['/api/ngo/translation', 'rows'],
    ['/api/ngo/target-group-or-thematic-scope?type=target-group', 'options'],
    ['/api/ngo/target-group-or-thematic-scope?type=thematic-scope', 'options'],
    ['/api/ngo/document/config', 'documentConfigs'],
    ['/api/ngo/organizational-structure/config', 'organizationalStructureConfigs'],
    ['/api/ngo/rules-regulations-plan/config', 'rulesRegulationsPlanConfigs'],
  ]
  for (const [path, key] of reads) {
    test(`GET ${path}`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const body = await response.json()
      expect(typeof body.message).toBe('string')
      expect(Array.isArray(body.data[key])).toBe(true)
      expect(body.data[key].length).toBeGreaterThan(0)
    })
  }

  test('the health check answers', async ({ request }) => {
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
  })

  test('a bad query gets a clear 400', async ({ request }) => {
    const response = await request.get('/api/ngo/target-group-or-thematic-scope?type=bogus')
    expect(response.status()).toBe(400)
    const body = await response.json()
    expect(body.message).toMatch(/type/)
    expect(JSON.stringify(body)).not.toMatch(/at .*\.js/)
  })
})
