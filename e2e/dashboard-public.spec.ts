// The public dashboard and the home NGO list, in Nepali and English, with and
// without JavaScript, and the super administrator's choice of counts.
// Profiles are inserted straight into the database; the expected numbers are
// counted here with plain SQL over whatever the database holds.
import { expect, test, type Page } from '@playwright/test'
import { E2E_SUPER_ADMIN, SAME_ORIGIN } from './support/constants'
import { withE2eDatabase } from './support/database'
import { axe } from './support/axe'

const NEPALI_DIGITS = '०१२३४५६७८९'
const nepali = (text: string) => text.replace(/[0-9]/g, (digit) => NEPALI_DIGITS[Number(digit)])
const inNepali = (value: number) => nepali(new Intl.NumberFormat('en-IN').format(value))
const inEnglish = (value: number) => new Intl.NumberFormat('en-US').format(value)

const MARK = 'ड्यासबोर्ड परीक्षण'
const DAY = 86_400_000

function kathmanduToday() {
  return new Date(Date.now() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10)
}
function daysBefore(date: string, days: number) {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10)
}
function monthsBefore(date: string, months: number) {
  const [year, month, day] = date.split('-').map(Number)
  const first = new Date(Date.UTC(year, month - 1 - months, 1))
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(day, lastDay))
  return first.toISOString().slice(0, 10)
}

type Expected = {
  total: number
  verified: number
  windows: number[]
  verifiedWindows: number[]
  scope: { name: string; name_en: string | null; total: number }
  male: number
  ordinaryMembers: number
  tribe: { name: string; total: number }
  cumulative: number
}

let fixtureIds: number[] = []
let expected: Expected

async function countEverything(): Promise<Expected> {
  const today = kathmanduToday()
  return withE2eDatabase(async (client) => {
    const windowCounts = async (where: string) => {
      const counts: number[] = []
      for (const months of [3, 6, 9, 12]) {
        const { rows } = await client.query(`select count(*)::int as n from ngo_profiles where ${where} and dao_registration_date >= $1 and dao_registration_date <= $2`, [
          monthsBefore(today, months),
          today,
        ])
        counts.push(rows[0].n)
      }
      return counts
    }
    const one = async (text: string, values: unknown[] = []) => (await client.query(text, values)).rows[0]
    const scope = await one(
      `select o.name, o.name_en, count(po.profile_id)::int as total from options o join profile_options po on po.option_id = o.id where o.type = 'thematic-scope' group by o.name, o.name_en order by total desc, o.name limit 1`,
    )
    const tribe = await one(
      `select name, sum(co_ordinary_member_male + co_ordinary_member_female + co_ordinary_member_lgbtqi + co_working_committee_male + co_working_committee_female + co_working_committee_lgbtqi + co_volunteer_male + co_volunteer_female + co_volunteer_lgbtqi + co_employee_male + co_employee_female + co_employee_lgbtqi)::int as total from current_organizational_structures where ethnicity = 'tribe' group by name order by total desc limit 1`,
    )
    return {
      total: (await one(`select count(*)::int as n from ngo_profiles`)).n,
      verified: (await one(`select count(*)::int as n from ngo_profiles where is_verified`)).n,
      windows: await windowCounts('true'),
      verifiedWindows: await windowCounts('is_verified'),
      scope,
      male: (await one(`select sum(ordinary_member_male + working_committee_male + employee_male + volunteer_male)::int as n from ngo_profiles`)).n,
      ordinaryMembers: (await one(`select sum(ordinary_member_male + ordinary_member_female + ordinary_member_lgbtqi)::int as n from ngo_profiles`)).n,
      tribe,
      cumulative: (await one(`select count(*)::int as n from ngo_profiles where registration_fiscal_year is not null`)).n,
    }
  })
}

const share = (count: number, total: number) => (total === 0 ? '-' : ((count / total) * 100).toFixed(2))

test.beforeAll(async ({ playwright, baseURL }) => {
  const today = kathmanduToday()
  // Registration dates inside each month window, on the edge of the 12-month one, and years back.
  const ages = [5, 40, 100, 150, 200, 250, 300, 330, 364, 366, 800, 2000, 4000, 7000]
  fixtureIds = await withE2eDatabase(async (client) => {
    const { rows: scopes } = await client.query(`select id from options where type = 'thematic-scope' order by id limit 3`)
    const { rows: groups } = await client.query(`select id from options where type = 'target-group' order by id limit 2`)
    const ids: number[] = []
    for (const [index, age] of ages.entries()) {
      const date = daysBefore(today, age)
      const year = Number(date.slice(0, 4))
      // Close enough for a fixture: the BS year starts in mid-April, the fiscal year in mid-July.
      const bsYear = year + 56 + (Number(date.slice(5, 7)) >= 4 ? 1 : 0)
      const fiscalStart = Number(date.slice(5, 7)) >= 7 ? bsYear : bsYear - 1
      const verified = index % 4 !== 3
      const { rows } = await client.query(
        `insert into ngo_profiles (name, name_en, location, status, is_verified, dao_registration_date, registration_fiscal_year,
           ordinary_member_male, ordinary_member_female, working_committee_male, employee_female, volunteer_lgbtqi)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
        [
          `${MARK} संस्था ${index + 1}`,
          `Dashboard Test Organization ${index + 1}`,
          `ललितपुर महानगरपालिका-${index + 1}`,
          verified ? 'active' : 'new_registration',
          verified,
          date,
          `${fiscalStart}/${String((fiscalStart + 1) % 100).padStart(2, '0')}`,
          10 + index,
          20 + index,
          3,
          2,
          index % 2,
        ],
      )
      const id = rows[0].id as number
      ids.push(id)
      for (const option of [...scopes.slice(0, 1 + (index % 3)), ...groups.slice(0, 1 + (index % 2))]) {
        await client.query(`insert into profile_options (profile_id, option_id) values ($1, $2)`, [id, option.id])
      }
      await client.query(
        `insert into current_organizational_structures (profile_id, name, ethnicity, co_ordinary_member_male, co_working_committee_female) values ($1, 'दलित', 'tribe', $2, 1), ($1, 'शारीरिक अपाङ्गता', 'people_with_disability', 1, 0)`,
        [id, 5 + index],
      )
    }
    return ids
  })
  // A write through the portal refreshes the cached dashboard (the inserts above bypass it).
  const api = await playwright.request.newContext({ baseURL })
  const login = await api.post('/api/auth/login', { data: { mobile: E2E_SUPER_ADMIN.mobile, password: E2E_SUPER_ADMIN.password, super_admin: true } })
  expect(login.ok(), await login.text()).toBe(true)
  const token = (await login.json()).data.access_token as string
  const refresh = await api.put(`/api/ngo/profile/${fixtureIds[0]}/status`, { headers: { token }, data: { status: 'active', is_verified: true } })
  expect(refresh.ok(), await refresh.text()).toBe(true)
  await api.dispose()
  expected = await countEverything()
})

async function expectNoSeriousViolations(page: Page) {
  const results = await axe(page).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(serious, JSON.stringify(serious.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target) })))).toEqual([])
}

test.describe('public dashboard', () => {
  test('shows every block in Nepali with Nepali digits', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'महानगरपालिका गैरसरकारी संस्था प्रोफाइल' })).toBeVisible()
    const headings = page.getByRole('heading', { level: 2 })
    await expect(headings.nth(0)).toHaveText('गैरसरकारी संस्था प्रोफाइल सङ्ख्या')
    await expect(headings.nth(1)).toHaveText('दर्ता आर्थिक वर्षअनुसार संस्थाहरूको सञ्चित सङ्ख्या')
    await expect(headings.nth(2)).toHaveText('कार्य क्षेत्रअनुसार संस्था')
    await expect(headings.nth(3)).toHaveText('लक्षित समूह तथा वर्गअनुसार संस्था')
    await expect(headings.nth(4)).toHaveText('मानव संसाधन')
    await expect(headings.nth(5)).toHaveText('सांगठनिक संरचना तथा जातीय समूह')

    const counts = page.getByRole('region', { name: 'गैरसरकारी संस्था प्रोफाइल सङ्ख्या' })
    await expect(counts).toContainText(inNepali(expected.total))
    const labels = ['पछिल्लो ३ महिनामा दर्ता', 'पछिल्लो ६ महिनामा दर्ता', 'पछिल्लो ९ महिनामा दर्ता', 'यस वर्ष दर्ता']
    for (const [index, label] of labels.entries()) {
      const bar = counts.getByRole('progressbar', { name: label })
      const percent = `${nepali(share(expected.windows[index], expected.total))}%`
      await expect(bar).toHaveAttribute('aria-valuetext', percent)
      await expect(counts.getByRole('listitem').nth(index)).toContainText(percent)
      await expect(counts.getByRole('listitem').nth(index)).toContainText(inNepali(expected.windows[index]))
    }
    // Only the super administrator reaches the NGO list from the card.
    await expect(counts.getByRole('link')).toHaveCount(0)
    await expect(counts.getByRole('combobox')).toHaveCount(0)

    const graph = page.getByRole('region', { name: 'दर्ता आर्थिक वर्षअनुसार संस्थाहरूको सञ्चित सङ्ख्या' })
    await expect(graph.getByRole('img')).toBeVisible()
    await graph.getByText('चार्टको तथ्याङ्क तालिकामा').click()
    await expect(graph.getByRole('table').getByRole('row').last()).toContainText(inNepali(expected.cumulative))

    const scopes = page.getByRole('region', { name: 'कार्य क्षेत्रअनुसार संस्था' })
    await expect(scopes.getByRole('row', { name: expected.scope.name })).toContainText(inNepali(expected.scope.total))

    const people = page.getByRole('region', { name: 'मानव संसाधन' })
    await expect(people.getByRole('definition').first()).toHaveText(inNepali(expected.male))
    await expect(people.getByRole('term')).toHaveText(['पुरुष', 'महिला', 'यौनिक तथा लैङ्गिक अल्पसंख्यक', 'अपाङ्गता भएका व्यक्ति'])

    const structure = page.getByRole('region', { name: 'सांगठनिक संरचना तथा जातीय समूह' })
    await expect(structure.getByRole('definition').first()).toHaveText(inNepali(expected.ordinaryMembers))
    await expect(structure.getByRole('row', { name: expected.tribe.name })).toContainText(inNepali(expected.tribe.total))

    await expectNoSeriousViolations(page)
  })

  test('shows the same numbers in English with Latin digits', async ({ page }) => {
    await page.goto('/en')
    await expect(page.getByRole('heading', { level: 1, name: 'Municipality NGO Profile' })).toBeVisible()
    const counts = page.getByRole('region', { name: 'NGO profile counts' })
    await expect(counts).toContainText(inEnglish(expected.total))
    const bar = counts.getByRole('progressbar', { name: 'Registered this year' })
    await expect(bar).toHaveAttribute('aria-valuetext', `${share(expected.windows[3], expected.total)}%`)
    await expect(page.getByRole('region', { name: 'Human resources' }).getByRole('definition').first()).toHaveText(inEnglish(expected.male))
    // An English page names it in English (the Nepali name where it has none).
    await expect(page.getByRole('region', { name: 'NGOs by thematic scope' }).getByRole('row', { name: expected.scope.name_en ?? expected.scope.name })).toContainText(
      inEnglish(expected.scope.total),
    )
    await expectNoSeriousViolations(page)
  })

  test('puts every number in the HTML, readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en')
    await expect(page.getByRole('region', { name: 'NGO profile counts' })).toContainText(inEnglish(expected.total))
    const graph = page.getByRole('region', { name: 'Cumulative number of NGOs by registration fiscal year' })
    await graph.getByText('Chart data as a table').click()
    await expect(graph.getByRole('table').getByRole('row').last()).toContainText(inEnglish(expected.cumulative))
    // A visitor cannot pick another counts type through the address.
    await page.goto('/en?counts=verified')
    await expect(page.getByRole('region', { name: 'NGO profile counts' })).toContainText(inEnglish(expected.total))
    await context.close()
  })

  test('lets the super administrator choose what the counts card counts', async ({ page }) => {
    const login = await page.request.post('/api/auth/login', { headers: SAME_ORIGIN, data: { mobile: E2E_SUPER_ADMIN.mobile, password: E2E_SUPER_ADMIN.password, super_admin: true } })
    expect(login.ok(), await login.text()).toBe(true)
    await page.goto('/')
    const counts = page.getByRole('region', { name: 'गैरसरकारी संस्था प्रोफाइल सङ्ख्या' })
    await expect(counts.getByRole('link', { name: new RegExp(`संस्थाहरूको सूची खोल्नुहोस्: ${inNepali(expected.total)}`) })).toHaveAttribute('href', '/content/ngos')

    await counts.getByRole('combobox', { name: 'गणना गर्ने प्रोफाइल' }).selectOption({ label: 'प्रमाणित प्रोफाइल' })
    await counts.getByRole('button', { name: 'सङ्ख्या देखाउनुहोस्' }).click()
    await expect(page).toHaveURL(/[?&]counts=verified/)
    await expect(counts).toContainText(inNepali(expected.verified))
    await expect(counts.getByRole('combobox', { name: 'गणना गर्ने प्रोफाइल' })).toHaveValue('verified')
    const bar = counts.getByRole('progressbar', { name: 'पछिल्लो ३ महिनामा दर्ता' })
    await expect(bar).toHaveAttribute('aria-valuetext', `${nepali(share(expected.verifiedWindows[0], expected.verified))}%`)
    await expectNoSeriousViolations(page)
  })
})

test.describe('home NGO list', () => {
  test('lists verified NGOs, searches and pages through them, linking to profiles', async ({ page }) => {
    await page.goto('/')
    const list = page.getByRole('region', { name: /प्रमाणित संस्थाहरू/ })
    const search = page.getByRole('search', { name: 'संस्था खोज्नुहोस्' })
    await search.getByRole('searchbox', { name: 'संस्था खोज्नुहोस्' }).fill(MARK)
    await search.getByRole('button', { name: 'खोज्नुहोस्' }).click()
    await expect(page).toHaveURL(/[?&]q=/)
    const verifiedFixtures = fixtureIds.filter((_, index) => index % 4 !== 3).length
    await expect(list.getByRole('heading')).toContainText(inNepali(verifiedFixtures))
    await expect(list.getByRole('row')).toHaveCount(11) // a heading row and ten NGOs
    await expect(list.getByRole('link', { name: `${MARK} संस्था 4` })).toHaveCount(0) // not verified

    await list.getByRole('link', { name: 'अर्को पृष्ठ' }).click()
    await expect(page).toHaveURL(/[?&]page=2/)
    const secondPage = page.getByRole('region', { name: /प्रमाणित संस्थाहरू/ })
    await expect(secondPage.getByRole('row')).toHaveCount(verifiedFixtures - 10 + 1)
    const first = secondPage.getByRole('link', { name: new RegExp(MARK) }).first()
    await expect(first).toHaveAttribute('href', /^\/profile\/\d+$/)
    await expect(secondPage.getByRole('link', { name: 'अघिल्लो पृष्ठ' })).toBeVisible()
  })
})
