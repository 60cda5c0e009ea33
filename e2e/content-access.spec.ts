import { expect, test } from '@playwright/test'
import { CONTENT_SECTIONS } from '../components/content/content-sections'
import { expectNoSeriousViolations, signInAsNgo, signInAsSuperAdmin, useLanguage } from './content-helpers'

const CONTENT_PAGES = [
  '/content',
  '/content/ngos',
  '/content/renewals',
  '/content/renewal-reasons',
  '/content/import',
  '/content/target-group',
  '/content/thematic-scope',
  '/content/financial-year',
  '/content/translation',
  '/content/document-config',
  '/content/organizational-structure-config',
  '/content/rules-regulations-plan-config',
  '/content/organization-type',
  '/content/action-log',
]

/** One write call of each admin route; none may succeed for anyone but the super administrator. */
const ADMIN_CALLS: { method: 'post' | 'put' | 'delete'; path: string; data?: unknown }[] = [
  { method: 'post', path: '/api/ngo/annual-budget-financial-year', data: { financial_year: '2099/00' } },
  { method: 'put', path: '/api/ngo/annual-budget-financial-year/1', data: { financial_year: '2099/00' } },
  { method: 'delete', path: '/api/ngo/annual-budget-financial-year/1' },
  { method: 'post', path: '/api/ngo/target-group-or-thematic-scope', data: { name: 'x', type: 'target-group' } },
  { method: 'put', path: '/api/ngo/target-group-or-thematic-scope/1', data: { name: 'x' } },
  { method: 'delete', path: '/api/ngo/target-group-or-thematic-scope/1' },
  { method: 'post', path: '/api/ngo/merge/target-group-or-thematic-scope', data: { name: 'x', type: 'target-group', idsToMerge: [1, 2] } },
  { method: 'post', path: '/api/ngo/translation', data: { english: 'x', nepali: 'x' } },
  { method: 'put', path: '/api/ngo/translation/1', data: { nepali: 'x' } },
  { method: 'post', path: '/api/ngo/document/config', data: { document_name: 'x', renewal_time_period_in_year: 1 } },
  { method: 'put', path: '/api/ngo/document/config/1', data: { document_name: 'x', renewal_time_period_in_year: 1 } },
  { method: 'delete', path: '/api/ngo/document/config/1' },
  { method: 'post', path: '/api/ngo/organizational-structure/config', data: { name: 'x', ethnicity: 'tribe' } },
  { method: 'put', path: '/api/ngo/organizational-structure/config/1', data: { name: 'x', ethnicity: 'tribe' } },
  { method: 'delete', path: '/api/ngo/organizational-structure/config/1' },
  { method: 'post', path: '/api/ngo/rules-regulations-plan/config', data: { name: 'x' } },
  { method: 'put', path: '/api/ngo/rules-regulations-plan/config/1', data: { name: 'x' } },
  { method: 'delete', path: '/api/ngo/rules-regulations-plan/config/1' },
  { method: 'post', path: '/api/ngo/organization-type', data: { type: 'x' } },
  { method: 'put', path: '/api/ngo/organization-type/1', data: { type: 'x' } },
  { method: 'delete', path: '/api/ngo/organization-type/1' },
  { method: 'put', path: '/api/ngo/claims/1', data: { decision: 'approve' } },
  { method: 'post', path: '/api/ngo/renewal-cycles', data: { financial_year_id: 1, deadline: '2099-01-01', items: ['part:annual_budget'] } },
  { method: 'post', path: '/api/ngo/renewal-cycles/1/extension', data: { deadline: '2099-01-01', reason: 'x' } },
  { method: 'post', path: '/api/ngo/renewal-cycles/1/close' },
  { method: 'post', path: '/api/ngo/renewal-reasons', data: { name: 'x', name_en: 'x' } },
  { method: 'put', path: '/api/ngo/renewal-reasons/1', data: { name: 'x' } },
  { method: 'delete', path: '/api/ngo/renewal-reasons/1' },
  { method: 'post', path: '/api/ngo/renewal-submissions/1/decisions', data: { decisions: [] } },
  { method: 'post', path: '/api/ngo/sms-notices/preview', data: { filter: { status: 'active' }, text: 'x' } },
  { method: 'post', path: '/api/ngo/sms-notices', data: { filter: { status: 'active' }, text: 'x', expected_count: 1 } },
]

test.describe('who reaches content management', () => {
  test('signed-out visitors are sent home from every content page and get 401 from every admin call', async ({ page }) => {
    for (const path of CONTENT_PAGES) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/$/)
    }
    await expect(page.getByRole('navigation', { name: 'सामग्री पृष्ठहरू' })).toHaveCount(0)
    for (const call of ADMIN_CALLS) {
      const response = await page.request[call.method](call.path, { data: call.data })
      expect(response.status(), `${call.method} ${call.path}`).toBe(401)
    }
  })

  for (const role of ['user', 'admin'] as const) {
    test(`the role ${role} is sent home from every content page and gets 403 from every admin call`, async ({ page }) => {
      await signInAsNgo(page, role)
      for (const path of CONTENT_PAGES) {
        await page.goto(path)
        await expect(page, path).toHaveURL(/\/$/)
      }
      await expect(page.getByRole('navigation', { name: 'मुख्य मेनु' }).getByRole('link', { name: 'सामग्री व्यवस्थापन' })).toHaveCount(0)
      for (const call of ADMIN_CALLS) {
        const response = await page.request[call.method](call.path, { data: call.data })
        expect(response.status(), `${call.method} ${call.path}`).toBe(403)
      }
    })
  }

  test('the super administrator sees the index of the content pages and a sidebar marking the current one', async ({ page }) => {
    await signInAsSuperAdmin(page)
    await page.goto('/content')
    await expect(page.getByRole('heading', { level: 1, name: 'सामग्री व्यवस्थापन' })).toBeVisible()
    const sidebar = page.getByRole('navigation', { name: 'सामग्री पृष्ठहरू' })
    await expect(sidebar.getByRole('link')).toHaveCount(CONTENT_SECTIONS.length)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(CONTENT_SECTIONS.length)
    await expectNoSeriousViolations(page)

    await sidebar.getByRole('link', { name: 'कार्य क्षेत्र' }).click()
    await expect(page).toHaveURL(/\/content\/thematic-scope$/)
    await expect(sidebar.getByRole('link', { name: 'कार्य क्षेत्र' })).toHaveAttribute('aria-current', 'page')
    await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1)

    await useLanguage(page, 'en')
    await page.goto('/content/organization-type')
    const english = page.getByRole('navigation', { name: 'Content pages' })
    await expect(english.getByRole('link', { name: 'Organization Type' })).toHaveAttribute('aria-current', 'page')
    for (const label of ['NGOs', 'Renewal cycles', 'Reasons for changes', 'Target Group', 'Thematic Scope', 'Financial Year', 'Translation', 'Document Config', 'Organizational Structure Config', 'Rules/Regulations/Plan Config']) {
      await expect(english.getByRole('link', { name: label, exact: true })).toBeVisible()
    }
    // The header's CMS link leads to the NGO list.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'CMS' }).click()
    await expect(page).toHaveURL(/\/en\/content\/ngos$/)
  })
})
