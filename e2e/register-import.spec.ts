// The register import page as the super administrator uses it, in Nepali, on
// a phone and on a desktop: a 20-row file with three errors is checked (each
// error shown next to its cell, nothing saved, the import refused), then the
// corrected file is imported with a progress indicator.
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations, signInAsSuperAdmin, useLanguage } from './content-helpers'
import { withE2eDatabase } from './support/database'
import { registerCsv, type RegisterRow } from '../tests/fixtures/register'

const HEADER = ['जिल्ला प्रशासन कार्यालय दर्ता नं.', 'नेपाली नाम', 'Name in English', 'जिल्ला', 'DAO Registration Date', 'Target Group', 'Contact Person Phone']

function rows(run: string, { withErrors }: { withErrors: boolean }): RegisterRow[] {
  return Array.from({ length: 20 }, (_, index) => ({
    [HEADER[0]]: `IMP-${run}-${index + 1}`,
    [HEADER[1]]: `आयातित संस्था ${run} ${index + 1}`,
    [HEADER[2]]: `Imported NGO ${run} ${index + 1}`,
    [HEADER[3]]: withErrors && index === 4 ? 'Atlantis' : index % 2 ? 'ललितपुर' : 'Kathmandu',
    [HEADER[4]]: withErrors && index === 9 ? '2080-13-40' : index % 2 ? '२०७९-०५-१०' : '2021-01-15',
    [HEADER[5]]: withErrors && index === 14 ? 'महिला; Martians' : 'महिला',
    [HEADER[6]]: `98410${String(index).padStart(5, '0')}`,
  }))
}

async function chooseFile(page: Page, name: string, bytes: Uint8Array) {
  await page.getByLabel('स्प्रेडसिट फाइल (CSV वा XLSX)').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(bytes) })
  await page.getByRole('button', { name: 'फाइल जाँच गर्नुहोस्' }).click()
}

const resultRows = (page: Page) => page.getByRole('table', { name: 'फाइलका पङ्क्तिहरू' }).locator('tbody tr')

for (const width of [390, 1366]) {
  test(`the super administrator checks and imports a register in Nepali at ${width} px`, async ({ page }, testInfo) => {
    const run = `${width}-${Date.now().toString(36)}`
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    await signInAsSuperAdmin(page)
    await useLanguage(page, 'ne')
    await page.goto('/content/import')
    await expect(page.getByRole('heading', { level: 1, name: 'दर्ता सूची आयात' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'नमुना (XLSX)' })).toHaveAttribute('href', '/api/ngo/import/template.xlsx?lang=ne')

    // The file with three errors: checked, nothing saved.
    await chooseFile(page, 'register.csv', registerCsv(HEADER, rows(run, { withErrors: true })))
    const result = page.getByRole('region', { name: 'जाँचको नतिजा' })
    await expect(result.getByText('पङ्क्तिहरू: २०')).toBeVisible()
    await expect(result.getByText('त्रुटिहरू: ३')).toBeVisible()
    await expect(result.getByText('नयाँ: १७')).toBeVisible()
    await expect(result.getByText('फाइलका केही पङ्क्तिमा त्रुटि छन्: सच्याएर फाइल फेरि जाँच गर्नुहोस्')).toBeVisible()
    // Rows with errors come first, each error in the cell it is about.
    await expect(page.getByLabel('देखाउनुहोस्')).toHaveValue('error')
    await expect(resultRows(page)).toHaveCount(3)
    const district = resultRows(page).filter({ hasText: `IMP-${run}-5` })
    await expect(district.getByRole('cell').filter({ hasText: 'Atlantis' })).toContainText('अज्ञात जिल्ला')
    const date = resultRows(page).filter({ hasText: `IMP-${run}-10` })
    await expect(date.getByRole('cell').filter({ hasText: '2080-13-40' })).toContainText('मिति होइन: वि.सं. वा ई.सं. मा वर्ष-महिना-गते लेख्नुहोस्')
    const group = resultRows(page).filter({ hasText: `IMP-${run}-15` })
    await expect(group.getByRole('cell').filter({ hasText: 'Martians' })).toContainText('अज्ञात लक्षित समूह: Martians')
    const importButton = page.getByRole('button', { name: /नयाँ र .* अद्यावधिक प्रोफाइल आयात गर्नुहोस्/ })
    await expect(importButton).toBeDisabled()
    await page.getByLabel('देखाउनुहोस्').selectOption('all')
    await expect(resultRows(page)).toHaveCount(20)
    // A BS date in Nepali digits is read as BS, and said so.
    await expect(resultRows(page).filter({ hasText: `IMP-${run}-2` }).first()).toContainText('वि.सं. मानियो; ई.सं. 2022-08-26')
    await expectNoSeriousViolations(page)
    await page.screenshot({ path: testInfo.outputPath(`import-errors-ne-${width}.png`), fullPage: true })
    expect(await withE2eDatabase(async (client) => (await client.query(`select count(*)::int as n from ngo_profiles where dao_registration_no like $1`, [`IMP-${run}-%`])).rows[0].n)).toBe(0)

    // The corrected file: imported, with a progress indicator while it runs.
    await chooseFile(page, 'register-fixed.csv', registerCsv(HEADER, rows(run, { withErrors: false })))
    await expect(page.getByRole('region', { name: 'जाँचको नतिजा' }).getByText('त्रुटिहरू: ०')).toBeVisible()
    await page.route('**/api/ngo/import', async (route) => {
      // Slow enough to see the indicator: the import itself takes a fraction of a second.
      if (route.request().postData()?.includes('name="confirm"')) await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.getByRole('button', { name: '२० नयाँ र ० अद्यावधिक प्रोफाइल आयात गर्नुहोस्' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('२० नयाँ र ० अद्यावधिक प्रोफाइल आयात गर्ने? सबै एकैपटक सुरक्षित हुन्छन्, वा कुनै पनि हुँदैनन्।')
    await dialog.getByRole('button', { name: 'आयात', exact: true }).click()
    await expect(page.getByRole('progressbar', { name: 'आयातको प्रगति' })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`import-progress-ne-${width}.png`) })
    await expect(page.getByText('२० नयाँ प्रोफाइल र ० अद्यावधिक सुरक्षित भए।')).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    await page.screenshot({ path: testInfo.outputPath(`import-done-ne-${width}.png`), fullPage: true })

    const imported = await withE2eDatabase(
      async (client) =>
        (await client.query(`select user_id, is_verified, status from ngo_profiles where dao_registration_no like $1`, [`IMP-${run}-%`])).rows as {
          user_id: number | null
          is_verified: boolean
          status: string
        }[],
    )
    expect(imported).toHaveLength(20)
    for (const profile of imported) expect(profile).toEqual({ user_id: null, is_verified: false, status: 'new_registration' })
  })
}
