import { expect, test, type Page } from '@playwright/test'
import { useLanguage } from './support/language'
import { axe } from './support/axe'


async function expectNoSeriousViolations(page: Page) {
  const results = await axe(page).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious, JSON.stringify(serious.map((violation) => ({ id: violation.id, nodes: violation.nodes.slice(0, 3).map((node) => node.target) })))).toEqual([])
}

test.describe('the API reference', () => {
  // The page holds every operation with its tables: 16 000 elements for axe (20 s here, more on a busy machine).
  test.describe.configure({ timeout: 180_000 })

  test('is reached from the open data page and reads in Nepali', async ({ page }) => {
    await page.goto('/open-data')
    await page.getByRole('link', { name: 'एपीआई सन्दर्भ (विकासकर्ताका लागि)' }).click()
    await expect(page).toHaveURL(/\/api-reference$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
    await expect(page.getByRole('heading', { level: 1, name: 'एपीआई सन्दर्भ' })).toBeVisible()
    await expect(page).toHaveTitle(/एपीआई सन्दर्भ/)

    // The contents link to an operation, which names who may call it and its body fields.
    const contents = page.getByRole('navigation', { name: 'विषयसूची' })
    await contents.getByRole('link', { name: 'POST /api/ngo/target-group-or-thematic-scope', exact: true }).click()
    await expect(page).toHaveURL(/#postNgoTargetGroupOrThematicScope$/)
    const operation = page.getByRole('region', { name: 'POST /api/ngo/target-group-or-thematic-scope', exact: true })
    await expect(operation.getByRole('heading', { level: 3, name: 'POST /api/ngo/target-group-or-thematic-scope', exact: true })).toBeVisible()
    await expect(operation.getByText('सुपर प्रशासक मात्र')).toBeVisible()
    const body = operation.getByRole('table', { name: /अनुरोधको मुख्य भाग/ })
    await expect(body.getByRole('columnheader', { name: 'अनिवार्य' })).toBeVisible()
    const typeRow = body.getByRole('row', { name: /^type/ })
    await expect(typeRow).toContainText('target-group, thematic-scope')
    await expect(typeRow.getByRole('cell', { name: 'हो' })).toBeVisible()

    await expect(page.getByRole('heading', { level: 2, name: 'प्रोफाइलका खण्डहरू' })).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  test('reads in English and links to a valid OpenAPI 3.1 document', async ({ page, request }) => {
    await page.goto('/')
    await useLanguage(page, 'en')
    await page.goto('/api-reference')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible()
    const operation = page.getByRole('region', { name: 'PUT /api/ngo/{id}/annual-budget', exact: true })
    await expect(operation.getByText('The NGO that owns the profile')).toBeVisible()
    await expect(operation.getByRole('table', { name: /Parameters of/ }).getByRole('row', { name: /^id/ })).toContainText('Path')
    // A rows body is a JSON array or {rows: [...]}: both shapes are shown.
    await expect(operation.getByRole('table', { name: /Request body of .*Shape 2/ }).getByRole('rowheader', { name: 'rows' })).toBeVisible()
    await expectNoSeriousViolations(page)

    const link = page.getByRole('link', { name: 'Download the OpenAPI document (JSON)' })
    const href = await link.getAttribute('href')
    expect(href).toBe('/api/openapi.json')
    const response = await request.get(href!)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/json/)
    const document = await response.json()
    expect(document.openapi).toMatch(/^3\.1\./)
    expect(document.paths['/api/ngo/profile'].get.operationId).toBe('getNgoProfile')
  })

  test('sends each operation once: in the HTML, not again in the page\u2019s data', async ({ request }) => {
    const response = await request.get('/en/api-reference', { headers: { 'sec-fetch-dest': 'document' } })
    expect(response.status()).toBe(200)
    const html = await response.text()
    // The contents' link to it, its section's name and its heading's id.
    expect(html.split('putNgoIdAnnualBudget').length - 1).toBe(3)
    expect(html.split('Request body of PUT /api/ngo/{id}/annual-budget, Shape 2').length - 1).toBe(2)
  })

  test('fits a phone screen without sideways scrolling of the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/api-reference')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(1)
  })
})
