import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations, insertProfiles, signInAsSuperAdmin, useLanguage, type ProfileFixture } from './content-helpers'
import { holdChunks, hydrated } from './support/chunks'
import { withE2eDatabase } from './support/database'

const run = Date.now().toString(36)
const COUNT = 100

/** Four kinds in turn: verified; complete but not verified; incomplete; incomplete and inactive. */
function fixture(index: number): ProfileFixture {
  const kind = index % 4
  return {
    name: `सूची संस्था ${run} ${index}`,
    name_en: `List NGO ${run} ${String(index).padStart(2, '0')}`,
    location: index % 5 === 0 ? 'Bhaktapur' : 'Lalitpur',
    phone: `01-55${String(index).padStart(5, '0')}`,
    contact_person_name: `Contact ${index}`,
    head_person_name: `Head ${index}`,
    dao_registration_no: `${index}/${run}`,
    status: kind === 0 ? 'active' : kind === 3 ? 'inactive' : 'new_registration',
    is_verified: kind === 0,
    is_complete: kind <= 1,
    optionNames: [...(index % 3 === 0 ? ['शिक्षा'] : []), ...(index % 2 === 0 ? ['महिला'] : [])],
  }
}

let ids: number[] = []

async function totalProfiles(where = 'true', parameters: unknown[] = []) {
  return withE2eDatabase(async (client) => Number((await client.query(`select count(*)::int as total from ngo_profiles p where ${where}`, parameters)).rows[0].total))
}

function table(page: Page) {
  // The list's table; the claims to review, when there are any, have their own below it.
  return page.getByRole('table').first()
}

function bodyRows(page: Page) {
  return table(page).locator('tbody tr')
}

async function searchOwnFixtures(page: Page) {
  await page.getByLabel('Search by').selectOption('name_en')
  await page.getByLabel('Search text').fill(`List NGO ${run}`)
  await page.getByLabel('Search text').press('Enter')
  await expect(page).toHaveURL(/search=List/)
  await expect(page.getByText(`Showing 1 to 10 of ${COUNT} entries`)).toBeVisible()
}

test.beforeAll(async () => {
  ids = await insertProfiles(Array.from({ length: COUNT }, (_, index) => fixture(index)))
})

test.beforeEach(async ({ page }) => {
  await signInAsSuperAdmin(page)
  await useLanguage(page, 'en')
})

test.describe('the admin NGO list', () => {
  test('pages through every profile, ten at a time, with numbered pages around the current one', async ({ page }) => {
    const total = await totalProfiles()
    expect(total).toBeGreaterThanOrEqual(COUNT)
    const lastPage = Math.ceil(total / 10)
    await page.goto('/content/ngos')
    await expect(page.getByRole('heading', { level: 1, name: 'NGO List' })).toBeVisible()
    await expect(page.getByText(`Showing 1 to 10 of ${total} entries`)).toBeVisible()
    await expect(bodyRows(page)).toHaveCount(10)
    const pages = page.getByRole('navigation', { name: 'NGO list pages' })
    await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toHaveCount(0)
    await expect(pages.locator('[aria-current="page"]')).toHaveText('1')
    await expect(pages.getByRole('link', { name: 'Page 2', exact: true })).toBeVisible()
    await expect(pages.getByRole('link', { name: 'Page 3', exact: true })).toBeVisible()
    await expect(pages.getByRole('link', { name: 'Page 4', exact: true })).toHaveCount(0)
    await expect(pages.getByText('…')).toHaveCount(1)
    await expect(pages.getByRole('link', { name: `Page ${lastPage}`, exact: true })).toBeVisible()
    await expect(pages.getByText('Previous')).toHaveAttribute('aria-disabled', 'true')
    await expectNoSeriousViolations(page)

    await pages.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText(`Showing 11 to 20 of ${total} entries`)).toBeVisible()
    await expect(bodyRows(page).first().getByRole('cell').first()).toContainText('11')

    await pages.getByRole('link', { name: `Page ${lastPage}`, exact: true }).click()
    await expect(page.getByText(`Showing ${(lastPage - 1) * 10 + 1} to ${total} of ${total} entries`)).toBeVisible()
    await expect(pages.getByText('Next')).toHaveAttribute('aria-disabled', 'true')
    await expect(pages.getByRole('link', { name: 'Page 1', exact: true })).toBeVisible()
    await expect(pages.getByText('…')).toHaveCount(1)

    // In the middle there are two gaps: 1 … 4 5 6 … last (at least 9 pages).
    expect(lastPage).toBeGreaterThanOrEqual(9)
    await page.goto('/content/ngos?page=5')
    await expect(pages.getByText('…')).toHaveCount(2)
    for (const number of [1, 4, 6, lastPage]) await expect(pages.getByRole('link', { name: `Page ${number}`, exact: true })).toBeVisible()
    await pages.getByRole('link', { name: 'Previous' }).click()
    await expect(page.getByText(`Showing 31 to 40 of ${total} entries`)).toBeVisible()
  })

  test('page sizes from 10 to 50, kept in the address', async ({ page }) => {
    const total = await totalProfiles()
    await page.goto('/content/ngos')
    const sizes = await page.getByLabel('Rows per page').locator('option').allTextContents()
    expect(sizes).toEqual(['10', '20', '30', '40', '50'])
    for (const size of [20, 30, 40, 50]) {
      await page.getByLabel('Rows per page').selectOption(String(size))
      await expect(page).toHaveURL(new RegExp(`limit=${size}`))
      await expect(bodyRows(page)).toHaveCount(Math.min(size, total))
      await expect(page.getByText(`Showing 1 to ${Math.min(size, total)} of ${total} entries`)).toBeVisible()
    }
    await page.reload()
    await expect(page.getByLabel('Rows per page')).toHaveValue('50')
    await expect(bodyRows(page)).toHaveCount(50)
  })

  test('search by a chosen field on Enter, cleared search applies at once, names link to profiles', async ({ page }) => {
    const total = await totalProfiles()
    await page.goto('/content/ngos')
    await searchOwnFixtures(page)

    // Typing alone does not search; Enter does.
    await page.getByLabel('Search by').selectOption('dao_registration_no')
    await page.getByLabel('Search text').fill(`12/${run}`)
    await expect(page.getByText(`of ${COUNT} entries`)).toBeVisible()
    await page.getByLabel('Search text').press('Enter')
    await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible()
    await expect(bodyRows(page)).toHaveCount(1)
    await expect(bodyRows(page).first()).toContainText(`List NGO ${run} 12`)

    const link = bodyRows(page).first().getByRole('link', { name: `सूची संस्था ${run} 12` })
    // Links of an English page stay in English.
    await expect(link).toHaveAttribute('href', `/en/profile/${ids[12]}`)
    await expect(bodyRows(page).first().getByRole('link', { name: `List NGO ${run} 12` })).toHaveAttribute('href', `/en/profile/${ids[12]}`)

    await page.getByLabel('Search by').selectOption('location')
    await page.getByLabel('Search text').fill('Bhaktapur')
    await page.getByLabel('Search text').press('Enter')
    const inBhaktapur = await totalProfiles(`location ilike '%Bhaktapur%'`)
    await expect(page.getByText(new RegExp(`of ${inBhaktapur} entries`))).toBeVisible()

    await page.getByLabel('Search text').fill('')
    await expect(page.getByText(`Showing 1 to 10 of ${total} entries`)).toBeVisible()
    await expect(page).not.toHaveURL(/search=/)
  })

  test('filters by thematic scope, target group, status, completeness and verification; colours say the state; Reset clears', async ({ page }) => {
    await page.goto('/content/ngos')
    await searchOwnFixtures(page)
    await expectNoSeriousViolations(page)

    // Row colours with an icon and a text too.
    await page.getByLabel('Rows per page').selectOption('20')
    await expect(bodyRows(page)).toHaveCount(20)
    const expected = { verified: 'rgb(227, 244, 232)', complete: 'rgb(255, 244, 204)', incomplete: 'rgb(253, 228, 225)' }
    for (const [state, colour] of Object.entries(expected)) {
      const sample = table(page).locator(`tbody tr[data-state="${state}"]`).first()
      await expect(sample.getByRole('cell').first()).toHaveCSS('background-color', colour)
    }
    await expect(table(page).locator('tbody tr[data-state="verified"]').first()).toContainText('Verified')
    await expect(table(page).locator('tbody tr[data-state="incomplete"]').first()).toContainText('Incomplete')

    await page.getByLabel('Verification').selectOption({ label: 'Verified' })
    await expect(page).toHaveURL(/verified=true/)
    await expect(page.getByText('Showing 1 to 20 of 25 entries')).toBeVisible()
    await expect(table(page).locator('tbody tr:not([data-state="verified"])')).toHaveCount(0)

    await page.getByLabel('Verification').selectOption({ label: 'Unverified' })
    await page.getByLabel('Data', { exact: true }).selectOption({ label: 'Complete Data' })
    await expect(page.getByText('Showing 1 to 20 of 25 entries')).toBeVisible()
    await expect(table(page).locator('tbody tr:not([data-state="complete"])')).toHaveCount(0)

    await page.getByLabel('Data', { exact: true }).selectOption({ label: 'Incomplete Data' })
    await expect(page.getByText('Showing 1 to 20 of 50 entries')).toBeVisible()
    await page.getByLabel('Status').selectOption({ label: 'In Active' })
    await expect(page.getByText('Showing 1 to 20 of 25 entries')).toBeVisible()
    await page.getByLabel('Status').selectOption({ label: 'New Registration' })
    await expect(page.getByText('Showing 1 to 20 of 25 entries')).toBeVisible()

    await page.getByRole('button', { name: 'Reset filter' }).click()
    await expect(page).toHaveURL(/\/content\/ngos$/)
    await expect(page.getByLabel('Search text')).toHaveValue('')
    await expect(page.getByLabel('Status')).toHaveValue('')

    // Options: every fixture with index divisible by 3 has शिक्षा, every even one महिला (in English by their English names).
    await searchOwnFixtures(page)
    await page.getByLabel('Thematic Scope').selectOption({ label: 'Education' })
    await expect(page.getByText(`of ${Math.ceil(COUNT / 3)} entries`)).toBeVisible()
    await page.getByLabel('Target Group').selectOption({ label: 'Women' })
    await expect(page.getByText(`of ${Math.ceil(COUNT / 6)} entries`)).toBeVisible()
  })

  test('what is chosen and typed before the page\'s code arrives is kept once it runs', async ({ page }) => {
    // Every script waits, as on a slow line, while the administrator already
    // uses the form the server sent.
    const release = await holdChunks(page)
    await page.goto('/content/ngos', { waitUntil: 'domcontentloaded' })
    await page.getByLabel('Verification').selectOption({ label: 'Verified' })
    await page.getByLabel('Search by').selectOption('name_en')
    await page.getByLabel('Search text').fill(`List NGO ${run}`)
    release()
    await hydrated(page.getByLabel('Search by'))

    // The filter chosen early applies as if chosen now; the search waits for Enter.
    await expect(page).toHaveURL(/verified=true/)
    await expect(page.getByLabel('Search by')).toHaveValue('name_en')
    await expect(page.getByLabel('Search text')).toHaveValue(`List NGO ${run}`)
    await page.getByLabel('Search text').press('Enter')
    await expect(page).toHaveURL(/search_by=name_en&search=List/)
    await expect(page.getByText(`Showing 1 to 10 of ${COUNT / 4} entries`)).toBeVisible()
  })

  test('the filters work without JavaScript, as a plain form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await signInAsSuperAdmin(page)
    await page.goto('/en/content/ngos')
    await page.getByLabel('Verification').selectOption({ label: 'Verified' })
    await page.getByLabel('Search by').selectOption('name_en')
    await page.getByLabel('Search text').fill(`List NGO ${run}`)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/verified=true/)
    await expect(page.getByText(`Showing 1 to 10 of ${COUNT / 4} entries`)).toBeVisible()
    await context.close()
  })

  test('a filtered page is an address that can be bookmarked and reloaded, in Nepali too', async ({ page }) => {
    const address = `/content/ngos?limit=20&verified=false&complete_data=false&search_by=name_en&search=${encodeURIComponent(`List NGO ${run}`)}&page=2`
    await page.goto(address)
    await expect(page.getByLabel('Rows per page')).toHaveValue('20')
    await expect(page.getByLabel('Verification')).toHaveValue('false')
    await expect(page.getByLabel('Data', { exact: true })).toHaveValue('false')
    await expect(page.getByLabel('Search by')).toHaveValue('name_en')
    await expect(page.getByLabel('Search text')).toHaveValue(`List NGO ${run}`)
    await expect(page.getByText('Showing 21 to 40 of 50 entries')).toBeVisible()
    await expect(bodyRows(page)).toHaveCount(20)
    await expect(table(page).locator('tbody tr:not([data-state="incomplete"])')).toHaveCount(0)

    // The language switch: the same filtered page at its Nepali address.
    await page.getByRole('link', { name: 'नेपाली – Language' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'संस्थाहरूको सूची' })).toBeVisible()
    const nepali = new URL(page.url())
    expect([nepali.pathname, nepali.searchParams.get('search'), nepali.searchParams.get('page')]).toEqual(['/content/ngos', `List NGO ${run}`, '2'])
    await useLanguage(page, 'ne')
    await expect(page.getByText('जम्मा ५० मध्ये २१ देखि ४० सम्म')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'संस्था सूचीका पृष्ठहरू' }).locator('[aria-current="page"]')).toHaveText('२')
    await expect(bodyRows(page).first().getByRole('cell').first()).toContainText('२१')
    await expectNoSeriousViolations(page)

    // A value that makes no sense is ignored, not an error page.
    await page.goto('/content/ngos?limit=7&status=bogus&page=abc')
    await expect(page.getByRole('heading', { level: 1, name: 'संस्थाहरूको सूची' })).toBeVisible()
    await expect(bodyRows(page)).toHaveCount(10)
  })
})
