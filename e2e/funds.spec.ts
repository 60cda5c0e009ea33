// The money (decision 100): the dashboard's funds per fiscal year (a Chart.js
// chart drawn by the island of the kept page, and its table) and the external
// bodies with the largest amounts, spellings of one body counted together;
// a profile's budgets as a chart drawn on the server, in a page with no script.
// The expected sums are counted here with SQL over whatever the database holds.
import { randomInt } from 'node:crypto'
import { expect, test, type Locator } from '@playwright/test'
import { withE2eDatabase } from './support/database'
import { visitIn } from './support/language'

const run = randomInt(10_000, 99_999)
const NEPALI_DIGITS = '०१२३४५६७८९'
const inNepali = (value: number) => new Intl.NumberFormat('en-IN').format(value).replace(/[0-9]/g, (digit) => NEPALI_DIGITS[Number(digit)])
const inEnglish = (value: number) => new Intl.NumberFormat('en-IN').format(value)

const donor = `Ward Test Donor ${run}`
const hidden = `Hidden Donor ${run}`
let profileId = 0
let years: { id: number; financial_year: string }[] = []

type YearSum = { financial_year: string; internal: number; external: number }

/** Funds per fiscal year of the verified, active NGOs, counted here. */
async function sumsHere(): Promise<YearSum[]> {
  return withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ financial_year: string; internal: string; external: string }>(
      `select f.financial_year, sum(b.fund_received_from_internal_sources) as internal, sum(b.fund_received_from_external_bodies) as external
       from annual_budgets b join ngo_profiles p on p.id = b.profile_id join financial_years f on f.id = b.financial_year_id
       where p.status = 'active' and p.is_verified group by f.financial_year order by f.financial_year`,
    )
    return rows.map((row) => ({ financial_year: row.financial_year, internal: Number(row.internal), external: Number(row.external) }))
  })
}

async function inkOf(canvas: Locator) {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const pixels = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data
    let ink = 0
    for (let index = 3; index < pixels.length; index += 4) if (pixels[index] > 0) ink++
    return ink
  })
}

test.beforeAll(async () => {
  await withE2eDatabase(async (client) => {
    years = (await client.query<{ id: number; financial_year: string }>('select id, financial_year from financial_years order by financial_year desc limit 2')).rows.reverse()
    const insert = async (name: string, verified: boolean) =>
      (
        await client.query<{ id: number }>(`insert into ngo_profiles (name, name_en, status, is_verified) values ($1, $2, $3, $4) returning id`, [
          `कोष संस्था ${name} ${run}`,
          `Funds NGO ${name} ${run}`,
          verified ? 'active' : 'new_registration',
          verified,
        ])
      ).rows[0].id
    profileId = await insert('one', true)
    const second = await insert('two', true)
    const unverified = await insert('hidden', false)
    const budget = (profile: number, year: number, internal: number, external: number, body: string | null) =>
      client.query(
        `insert into annual_budgets (profile_id, financial_year_id, fund_received_from_internal_sources, fund_received_from_external_bodies, external_body, total_amount) values ($1, $2, $3, $4, $5, $3::numeric + $4::numeric)`,
        [profile, years[year].id, internal, external, body],
      )
    // One body, three spellings: two rows write it as `donor`, which names it.
    await budget(profileId, 0, 1_500_000, 900_000_000_000, donor)
    await budget(profileId, 1, 2_500_000, 800_000_000_000, ` ${donor.toUpperCase()}  `)
    await budget(second, 1, 700_000, 50_000_000_000, donor)
    // An unverified NGO's money is not counted.
    await budget(unverified, 1, 1, 990_000_000_000, hidden)
  })
})

test('Nepali on a phone: the funds per fiscal year, their chart drawn on the kept page, and the largest bodies', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  visitIn(page, 'ne')
  await page.goto('/')
  const response = (await page.goto('/'))!
  expect(response.headers()['x-page-cache']).toBe('hit')
  const funds = page.getByRole('region', { name: 'आर्थिक वर्षअनुसार प्रतिवेदन गरिएको रकम' })
  // The island drew the chart: the canvas has ink on it.
  const chart = funds.getByRole('img', { name: /^आर्थिक वर्षअनुसार प्रतिवेदन गरिएको रकम/ })
  await expect(chart).toBeVisible()
  await expect.poll(() => inkOf(chart), { timeout: 5_000 }).toBeGreaterThan(500)

  const expected = await sumsHere()
  await funds.getByText('चार्टको तथ्याङ्क तालिकामा').click()
  const rows = funds.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(expected.length + 1)
  for (const [index, year] of expected.entries()) {
    await expect(rows.nth(index + 1)).toHaveText(
      [year.financial_year, inNepali(year.internal), inNepali(year.external), inNepali(year.internal + year.external)].join(''),
    )
  }

  const bodies = page.getByRole('region', { name: 'सबैभन्दा बढी रकम दिने बाह्य निकाय' })
  await expect(bodies.getByRole('row', { name: new RegExp(`^${donor} `) })).toContainText(inNepali(1_750_000_000_000))
  await expect(bodies.getByRole('rowheader', { name: donor, exact: true })).toHaveAttribute('lang', 'en')
  await expect(bodies).not.toContainText(hidden)
  await expect(bodies).not.toContainText(donor.toUpperCase())
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

  // Its CSV.
  const csv = await (await page.request.get('/api/ngo/dashboard/export.csv?table=funding-bodies&lang=en')).text()
  expect(csv).toContain(`${donor},1750000000000,3`)
  expect(csv).not.toContain(hidden)
})

test('a budget changed by any writer shows on the kept dashboard at once', async ({ page }) => {
  visitIn(page, 'en')
  await page.goto('/')
  await withE2eDatabase((client) => client.query(`update annual_budgets set fund_received_from_internal_sources = fund_received_from_internal_sources + 1000 where profile_id = $1 and financial_year_id = $2`, [profileId, years[0].id]))
  const expected = await sumsHere()
  const year = expected.find((row) => row.financial_year === years[0].financial_year)!
  await expect
    .poll(async () => {
      await page.goto('/')
      const funds = page.getByRole('region', { name: 'Funds reported per fiscal year' })
      await funds.getByText('Chart data as a table').click()
      return funds.getByRole('row', { name: new RegExp(`^${year.financial_year.replace(/[०-९]/g, (digit) => String(NEPALI_DIGITS.indexOf(digit)))}`) }).textContent()
    })
    .toContain(inEnglish(year.internal))
})

test("English on a desktop: a profile's budgets as a chart drawn on the server, in a page with no script", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  visitIn(page, 'en')
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(`/profile/${profileId}`)
  const response = (await page.goto(`/profile/${profileId}`))!
  expect(response.headers()['x-page-cache']).toBe('hit')
  expect(response.headers()['content-security-policy']).toContain("script-src 'none'")
  const budget = page.getByRole('region', { name: /^Annual budget/ })
  const chart = budget.getByRole('img', { name: /^Annual budget by fiscal year: / })
  await expect(chart).toBeVisible()
  // Two fiscal years, oldest first, in Latin digits; a bar of two parts each.
  const latin = (text: string) => text.replace(/[०-९]/g, (digit) => String(NEPALI_DIGITS.indexOf(digit)))
  await expect(chart.locator('text').filter({ hasText: '/' })).toHaveText(years.map((year) => latin(year.financial_year)))
  expect(await chart.locator('rect[fill="url(#budget-external)"]').count()).toBe(2)
  // Its key says which part is which, the external funds hatched.
  await expect(budget.getByRole('figure')).toContainText('Fund received from internal sourcesFund received from external bodies')
  // The same numbers in the table beside it.
  await expect(budget.getByRole('table')).toContainText(inEnglish(900_000_000_000))
  expect(scripts).toEqual([])
})
