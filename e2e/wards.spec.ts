// Where NGOs work (decisions 098, 099): the dashboard's gap tables, whose
// every cell opens the home list filtered by its ward and option with the
// cell's number as the list's total; the ward filter of the home list; the
// wards content page and the editor's ward fields. Nepali on a phone, English
// on a desktop. The fixture's options and names are its own, so what other
// specs left in the database does not change the numbers checked here.
import { randomInt } from 'node:crypto'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { parseCsv } from '../tests/csv'
import { signInAsSuperAdmin } from './content-helpers'
import { signInAsClerk } from './support/clerk'
import { SAME_ORIGIN } from './support/constants'
import { withE2eDatabase } from './support/database'
import { visitIn } from './support/language'

const run = randomInt(10_000, 99_999)
const NEPALI_DIGITS = '०१२३४५६७८९'
const nepali = (value: number | string) => String(value).replace(/[0-9]/g, (digit) => NEPALI_DIGITS[Number(digit)])

/** The fixture's own thematic scopes: one worked on in a few wards, one across the whole municipality. */
const scopeA = { name: `वडा परीक्षण विषय ${nepali(run)}`, name_en: `Ward test theme ${run}`, id: 0 }
const scopeB = { name: `सबै वडा परीक्षण विषय ${nepali(run)}`, name_en: `Everywhere theme ${run}`, id: 0 }
const ngos = {
  office3: { name: `वडा तीनको संस्था ${run}`, name_en: `Ward Three NGO ${run}`, id: 0 },
  office7works3and5: { name: `वडा सातको संस्था ${run}`, name_en: `Ward Seven NGO ${run}`, id: 0 },
  unverified3: { name: `अप्रमाणित वडा संस्था ${run}`, name_en: `Unverified Ward NGO ${run}`, id: 0 },
  everywhere: { name: `सम्पूर्ण महानगर संस्था ${run}`, name_en: `Everywhere NGO ${run}`, id: 0 },
}
const wardId: Record<number, number> = {}

test.beforeAll(async () => {
  await withE2eDatabase(async (client) => {
    for (const row of (await client.query<{ id: number; number: number }>('select id, number from wards')).rows) wardId[row.number] = row.id
    for (const scope of [scopeA, scopeB]) {
      scope.id = (await client.query<{ id: number }>(`insert into options (name, name_en, type) values ($1, $2, 'thematic-scope') returning id`, [scope.name, scope.name_en])).rows[0].id
    }
    const insert = async (ngo: { name: string; name_en: string; id: number }, values: { office?: number; whole?: boolean; verified: boolean; working?: number[]; scope: number }) => {
      const { rows } = await client.query<{ id: number }>(
        `insert into ngo_profiles (name, name_en, location, status, is_verified, office_ward_id, whole_municipality) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [ngo.name, ngo.name_en, 'ललितपुर', values.verified ? 'active' : 'new_registration', values.verified, values.office ? wardId[values.office] : null, values.whole ?? false],
      )
      ngo.id = rows[0].id
      await client.query('insert into profile_options (profile_id, option_id) values ($1, $2)', [ngo.id, values.scope])
      for (const number of values.working ?? []) await client.query('insert into profile_wards (profile_id, ward_id) values ($1, $2)', [ngo.id, wardId[number]])
    }
    await insert(ngos.office3, { office: 3, verified: true, scope: scopeA.id })
    await insert(ngos.office7works3and5, { office: 7, working: [3, 5], verified: true, scope: scopeA.id })
    await insert(ngos.unverified3, { office: 3, verified: false, scope: scopeA.id })
    await insert(ngos.everywhere, { office: 1, whole: true, verified: true, scope: scopeB.id })
  })
})

/** A cell's link, by the name its headings give it: the count, the ward, the option. */
const cell = (table: Locator, count: string, ward: string, option: string) => table.getByRole('link', { name: `${count} ${ward} ${option}`, exact: true })

async function expectNoSidewaysPan(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
}

test.describe('in Nepali on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the gap table counts the NGOs of each ward, marks a gap, scrolls in its own frame, and each cell opens its list', async ({ page }) => {
    visitIn(page, 'ne')
    await page.goto('/')
    const region = page.getByRole('region', { name: 'कार्य क्षेत्र र वडाअनुसार संस्था' })
    const table = region.getByRole('group', { name: 'कार्य क्षेत्र र वडाअनुसार संस्था' })
    await expect(cell(table, '२', 'वडा नं. ३', scopeA.name)).toBeVisible()
    await expect(cell(table, '१', 'वडा नं. ५', scopeA.name)).toBeVisible()
    await expect(cell(table, '१', 'वडा नं. ७', scopeA.name)).toBeVisible()
    // The whole municipality is in every ward.
    for (const number of [1, 12, 29]) await expect(cell(table, '१', `वडा नं. ${nepali(number)}`, scopeB.name)).toBeVisible()
    // A gap is ∅ in a dashed box, named for what it is, not told by colour alone.
    const gap = cell(table, 'कुनै संस्था छैन', 'वडा नं. ४', scopeA.name)
    await expect(gap).toHaveText('∅कुनै संस्था छैन')
    await expect(gap).toHaveCSS('border-top-style', 'dashed')

    // The page never pans sideways; the table scrolls in its frame with the ward column fixed.
    await expectNoSidewaysPan(page)
    const wardHeading = table.getByRole('rowheader', { name: 'वडा नं. ३', exact: true })
    const before = (await wardHeading.boundingBox())!
    const scrolled = await table.evaluate((frame) => {
      frame.scrollLeft = frame.scrollWidth
      return frame.scrollWidth > frame.clientWidth
    })
    expect(scrolled).toBe(true)
    await expect.poll(async () => (await wardHeading.boundingBox())!.x).toBeCloseTo(before.x, 0)
    await expectNoSidewaysPan(page)

    // Its CSV has the same numbers.
    const download = region.getByRole('link', { name: /डाउनलोड \(CSV\)/ })
    expect(await download.getAttribute('href')).toBe('/api/ngo/dashboard/export.csv?table=ward-thematic-scope&lang=ne')
    const csv = await (await page.request.get('/api/ngo/dashboard/export.csv?table=ward-thematic-scope&lang=ne')).text()
    const lines = parseCsv(csv.replace(/^\uFEFF/, '')).records
    const column = lines[0].indexOf(scopeA.name)
    expect(lines.find((line) => line[0] === 'वडा नं. ३')![column]).toBe('2')
    expect(lines.find((line) => line[0] === 'वडा नं. ४')![column]).toBe('0')

    // The cell opens the home list by that ward and scope: its total is the cell's number.
    await cell(table, '२', 'वडा नं. ३', scopeA.name).click()
    await expect(page).toHaveURL(new RegExp(`[?&]ward=${wardId[3]}&thematic_scope=${scopeA.id}#ngo-list$`))
    const list = page.getByRole('region', { name: /प्रमाणित संस्थाहरू/ })
    await expect(list.getByRole('heading', { level: 2 })).toHaveText('प्रमाणित संस्थाहरू (२)')
    await expect(list).toContainText('वडा: वडा नं. ३')
    await expect(list.getByRole('link', { name: ngos.office3.name })).toBeVisible()
    await expect(list.getByRole('link', { name: ngos.office7works3and5.name })).toBeVisible()
    await expect(list.getByRole('link', { name: ngos.unverified3.name })).toHaveCount(0)
    // The office ward names each row.
    await expect(list.getByRole('row', { name: new RegExp(ngos.office7works3and5.name) })).toContainText('वडा नं. ७')
    // A filtered list is followed, not indexed.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
    await expectNoSidewaysPan(page)

    // A gap's link opens an empty list.
    await page.goto('/')
    await cell(page.getByRole('group', { name: 'कार्य क्षेत्र र वडाअनुसार संस्था' }), 'कुनै संस्था छैन', 'वडा नं. ४', scopeA.name).click()
    await expect(page.getByRole('region', { name: /प्रमाणित संस्थाहरू/ }).getByRole('heading', { level: 2 })).toHaveText('प्रमाणित संस्थाहरू (०)')
  })
})

test.describe('in English on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('the home list filters by ward with the scope, is kept per filter, and lists the whole-municipality NGO in every ward', async ({ page }) => {
    visitIn(page, 'en')
    await page.goto('/')
    const search = page.getByRole('search', { name: 'Search NGOs' })
    await search.getByLabel('Ward').selectOption({ label: 'Ward No. 5' })
    await search.getByLabel('Thematic scope').selectOption({ label: scopeA.name_en })
    await search.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(new RegExp(`ward=${wardId[5]}&thematic_scope=${scopeA.id}`))
    const list = page.getByRole('region', { name: /Verified NGOs/ })
    await expect(list.getByRole('heading', { level: 2 })).toHaveText('Verified NGOs (1)')
    await expect(list).toContainText(`Ward: Ward No. 5`)
    await expect(list).toContainText(`Thematic scope: ${scopeA.name_en}`)
    await expect(list.getByRole('link', { name: ngos.office7works3and5.name_en })).toBeVisible()
    // The filters stay chosen in the form.
    await expect(search.getByLabel('Ward')).toHaveValue(String(wardId[5]))

    // Kept for a signed-out visitor, per filter (the key drops the empty ones).
    const again = (await page.goto(`/?ward=${wardId[5]}&thematic_scope=${scopeA.id}&target_group=`))!
    expect(again.headers()['x-page-cache']).toBe('hit')

    // The whole municipality is every ward: ward 20 lists the NGO that works everywhere.
    await page.goto(`/?ward=${wardId[20]}&thematic_scope=${scopeB.id}`)
    await expect(list.getByRole('heading', { level: 2 })).toHaveText('Verified NGOs (1)')
    await expect(list.getByRole('link', { name: ngos.everywhere.name_en })).toBeVisible()
    await list.getByRole('link', { name: 'Show every verified NGO' }).click()
    await expect(page).not.toHaveURL(/ward=/)

    // The English gap table: the same numbers in Latin digits, named in English.
    const groups = page.getByRole('group', { name: 'NGOs by ward and thematic scope' })
    await expect(cell(groups, '2', 'Ward No. 3', scopeA.name_en)).toHaveAttribute('href', `?ward=${wardId[3]}&thematic_scope=${scopeA.id}#ngo-list`)
    await expect(page.getByRole('region', { name: 'NGOs by ward and target group' })).toBeVisible()
  })

  test("the super administrator's list filters by ward, every status; a ward in use is not deleted, and says why", async ({ page }) => {
    visitIn(page, 'en')
    await signInAsSuperAdmin(page)

    // Signed in, the dashboard's gap tables come once (decision 108): in the HTML, not again in its flight data.
    // A cell's name (aria-labelledby): its own id, its ward's and its column's.
    const cellName = `s${wardId[3]}-${scopeA.id} sw${wardId[3]} so${scopeA.id}`
    const home = await (await page.request.get('/en')).text()
    expect(home).toContain('self.__next_f')
    expect(home.split(cellName).length - 1, 'the cell in the HTML once').toBe(1)
    // So do its other tables of numbers (both tables of NGOs by scope and group): in the markup, not in the scripts.
    const scripts = [...home.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n')
    expect(home.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').split('>Number of NGOs</th>').length - 1).toBe(2)
    expect(scripts).not.toContain('Number of NGOs')
    // The client router's render carries them, also when a client sends the proxy's header itself.
    for (const headers of [{ rsc: '1' }, { rsc: '1', 'x-portal-document-render': '1' }] as Record<string, string>[]) {
      const flight = await (await page.request.get('/en', { headers })).text()
      expect(flight, JSON.stringify(headers)).toContain(cellName)
    }

    await page.goto(`/content/ngos?ward=${wardId[3]}&thematic_scope=${scopeA.id}`)
    const table = page.getByRole('table')
    await expect(table.getByRole('link', { name: ngos.unverified3.name })).toBeVisible()
    await expect(table.getByRole('link', { name: ngos.office3.name })).toBeVisible()
    await expect(page.getByLabel('Ward')).toHaveValue(String(wardId[3]))

    await page.goto('/content/wards')
    await expect(page.getByRole('heading', { level: 1, name: 'Wards' })).toBeVisible()
    const row = page.getByRole('row', { name: /Ward No\. 3\b/ }).first()
    await page.waitForLoadState('networkidle')
    await row.getByRole('button', { name: 'Delete: Ward No. 3' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete Ward' })
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(page.getByText(/Failed to Delete Ward: Used by \d+ NGO profiles? with (its|their) office in the ward and \d+ NGO profiles? working in the ward/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('row', { name: /Ward No\. 3\b/ })).not.toHaveCount(0)
  })
})

test('the editor asks where the NGO works; the profile page says so, and "Ward not given" until then', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  visitIn(page, 'ne')
  await signInAsClerk(page)
  const me = (await (await page.request.get('/api/auth/me')).json()).data.user as { dao_registration_no: string }
  const created = await page.request.post('/api/ngo/profile', { headers: SAME_ORIGIN, data: { name: `वडा सम्पादक ${run}`, dao_registration_no: me.dao_registration_no } })
  expect(created.status(), await created.text()).toBe(201)
  const profileId = (await created.json()).data.profile.id as number
  await page.goto(`/profile/${profileId}`)
  const field = (label: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('..')
  await expect(field('कार्यालय रहेको वडा')).toContainText('वडा उल्लेख गरिएको छैन')
  await expect(field('कार्य गर्ने वडाहरू')).toContainText('वडा उल्लेख गरिएको छैन')

  await page.goto('/profile')
  await page.waitForLoadState('networkidle')
  const section = page.locator('[data-editing]').first()
  await section.getByRole('button', { name: 'सम्पादन' }).first().click()
  await section.getByLabel('कार्यालय रहेको वडा').selectOption({ label: 'वडा नं. ९' })
  const working = section.getByRole('group', { name: 'कार्य गर्ने वडाहरू' })
  await working.getByLabel('वडा नं. ११').check()
  await working.getByLabel('वडा नं. १२').check()
  await section.getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true }).click()
  await expect(page.getByText('प्रोफाइल सुरक्षित भयो !').first()).toBeVisible()
  await expectNoSidewaysPan(page)

  await page.goto(`/profile/${profileId}`)
  await expect(field('कार्यालय रहेको वडा')).toContainText('वडा नं. ९')
  await expect(field('कार्य गर्ने वडाहरू')).toContainText('वडा नं. ११, वडा नं. १२')

  // The whole municipality takes the place of a list of wards.
  await page.goto('/profile')
  await page.waitForLoadState('networkidle')
  await section.getByRole('button', { name: 'सम्पादन' }).first().click()
  await section.getByLabel('हामी सम्पूर्ण महानगरपालिकाभर काम गर्छौँ').check()
  await expect(working.getByLabel('वडा नं. ११')).toBeDisabled()
  await section.getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true }).click()
  await expect(section.getByText('सम्पूर्ण महानगरपालिका', { exact: true })).toBeVisible()
  const saved = (await (await page.request.get(`/api/ngo/profile/${profileId}`)).json()).data.profile
  expect(saved).toMatchObject({ office_ward: { number: 9 }, whole_municipality: true, working_wards: [] })
})
