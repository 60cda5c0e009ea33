// The change history of a profile page and the super administrator's action
// log: a clerk saves a section and the public page dates it today (Bikram
// Sambat, Kathmandu calendar); the super administrator verifies the profile
// and the status history says so; the action log, filtered by the profile,
// lists those writes. In English and in Nepali, without serious axe violations.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { todayBs, toNepaliDigits } from '../lib/calendar'
import { BASE_URL, expectNoSeriousViolations, signInAsSuperAdmin, useLanguage } from './content-helpers'
import { visitIn } from './support/language'
import { signInAsClerk, type Clerk } from './support/clerk'
import { SAME_ORIGIN } from './support/constants'

const run = Date.now().toString(36)
const NAME = `इतिहास संस्था ${run}`
const NAME_EN = `History NGO ${run}`

let clerk: Clerk
let clerkPage: Page
let profileId: number

/** Today's BS date as the pages show it: with the calendar's mark. */
function today(language: 'ne' | 'en') {
  const date = todayBs()!
  const text = `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
  return language === 'ne' ? `${toNepaliDigits(text)} वि.सं.` : `${text} BS`
}

/** A visitor who is not signed in: a context of its own, without a session cookie. */
async function publicPage(browser: Browser, language: 'ne' | 'en') {
  const context = await browser.newContext({ baseURL: BASE_URL })
  const page = await context.newPage()
  visitIn(page, language)
  return page
}

const history = (page: Page, name = 'Change history') => page.getByRole('region', { name, exact: true })

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000)
  const context = await browser.newContext({ baseURL: BASE_URL })
  clerkPage = await context.newPage()
  clerk = await signInAsClerk(clerkPage)
  const created = await clerkPage.request.post('/api/ngo/profile', {
    headers: SAME_ORIGIN,
    data: { name: NAME, name_en: NAME_EN, dao_registration_no: clerk.dao_registration_no, location: 'Lalitpur-2' },
  })
  expect(created.status(), await created.text()).toBe(201)
  profileId = ((await created.json()) as { data: { profile: { id: number } } }).data.profile.id
})

test.describe.serial('change history and action log', () => {
  test('the super administrator verifies; the status history says Verified, today', async ({ page }) => {
    await signInAsSuperAdmin(page)
    await useLanguage(page, 'en')
    await page.goto(`/profile/${profileId}`)
    await expect(history(page).getByText('No status changes yet')).toBeVisible()
    const bar = page.getByRole('region', { name: 'Profile status', exact: true })
    await bar.getByRole('button', { name: 'Verify This Profile' }).click()
    await page.getByRole('dialog', { name: 'Verify This Profile' }).getByRole('button', { name: 'Verify This Profile', exact: true }).click()
    await expect(page.getByText('Profile Status Update Success')).toBeVisible()
    await page.reload()
    const statuses = history(page).getByRole('list', { name: 'Status history' }).getByRole('listitem')
    await expect(statuses).toHaveCount(1)
    // The super administrator also sees who made the change, and as what (decision 093).
    await expect(statuses.first()).toHaveText(new RegExp(`^Verified${today('en')}.+, Super administrator$`))
    // A signed-in viewer also sees when documents and audit reports changed.
    await expect(history(page).getByRole('row', { name: 'Documents Not yet filled' })).toBeVisible()
    await expectNoSeriousViolations(page)
  })

  test('a clerk saves a section, and the public page dates it today', async ({ browser }) => {
    const visitor = await publicPage(browser, 'en')
    await visitor.goto(`/profile/${profileId}`)
    const block = history(visitor)
    await expect(block.getByRole('row', { name: 'Subjective manpower detail Not yet filled' })).toBeVisible()
    // The public sees neither documents nor audit reports, so not their dates either.
    await expect(block.getByRole('row', { name: /^Documents/ })).toHaveCount(0)

    await useLanguage(clerkPage, 'en')
    await clerkPage.goto('/profile')
    const section = clerkPage.getByRole('region', { name: 'Subjective manpower detail', exact: true })
    await section.getByRole('button', { name: 'Edit', exact: true }).click()
    await section.getByLabel('Subject – Row 1', { exact: true }).fill('Engineering')
    await section.getByLabel('Male – Row 1', { exact: true }).fill('3')
    await section.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(clerkPage.getByText('Subjective manpower detail Update Success', { exact: true }).first()).toBeVisible()

    // The cached public page follows the write.
    await visitor.reload()
    await expect(block.getByRole('row', { name: `Subjective manpower detail ${today('en')}` })).toBeVisible()
    await expect(block.getByRole('row', { name: `General details ${today('en')}` })).toBeVisible()
    await expect(block.getByRole('row', { name: 'Annual budget Not yet filled' })).toBeVisible()
    await expect(block.getByRole('listitem')).toHaveText([`Verified${today('en')}`])
    const html = await visitor.content()
    expect(html).not.toContain(clerk.mobile)
    expect(html).not.toContain('9851000000')
    await expectNoSeriousViolations(visitor)
    await visitor.context().close()
  })

  test('in Nepali, the public page shows the history with Nepali digits', async ({ browser }) => {
    const visitor = await publicPage(browser, 'ne')
    await visitor.goto(`/profile/${profileId}`)
    const block = history(visitor, 'परिवर्तनको इतिहास')
    await expect(block.getByRole('row', { name: `विषयगत जनशक्ति विवरण ${today('ne')}` })).toBeVisible()
    await expect(block.getByRole('row', { name: 'वार्षिक बजेट अहिलेसम्म भरिएको छैन' })).toBeVisible()
    await expect(block.getByRole('listitem')).toHaveText([`प्रमाणित${today('ne')}`])
    await expectNoSeriousViolations(visitor)
    await visitor.context().close()
  })

  test('the action log, filtered by the profile, lists who did what, with the changed fields', async ({ page }) => {
    await signInAsSuperAdmin(page)
    await useLanguage(page, 'en')
    await page.goto('/content/action-log')
    await expect(page.getByRole('heading', { name: 'Action log', level: 1 })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Content pages' }).getByRole('link', { name: 'Action log' })).toHaveAttribute('aria-current', 'page')

    await page.getByLabel('Profile (id or name)', { exact: true }).fill(NAME_EN)
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/profile=History/)
    const rows = page.getByRole('table', { name: 'Action log' }).locator(':scope > tbody > tr')
    // Created, verified, the manpower section saved: newest first.
    await expect(rows).toHaveCount(3)
    await expect(rows.nth(0)).toContainText('Saved · Subjective manpower detail')
    // Who: the person's name, mobile and role then; the clerk made the profile, so is its NGO admin (decision 092).
    await expect(rows.nth(0)).toContainText(clerk.name)
    await expect(rows.nth(0)).toContainText(clerk.mobile)
    await expect(rows.nth(0)).toContainText('NGO admin')
    await expect(rows.nth(1)).toContainText('Changed the status of · NGO profile')
    await expect(rows.nth(1)).toContainText('9851000000')
    await expect(rows.nth(1)).toContainText('Super administrator')
    await expect(rows.nth(2)).toContainText('Created · NGO profile')
    for (const row of await rows.all()) {
      await expect(row.getByRole('link', { name: NAME })).toHaveAttribute('href', `/en/profile/${profileId}`)
      await expect(row.locator('time')).toContainText(today('en'))
    }
    await expect(page.getByText('Showing 1 to 3 of 3 entries')).toBeVisible()

    await rows.nth(1).locator('summary').click()
    const changes = rows.nth(1).getByRole('table', { name: /^Changed fields of entry/ })
    // Fields and coded values by their names, not as stored.
    await expect(changes.getByRole('row', { name: /^Status New Registration Active$/ })).toBeVisible()
    await expect(changes.getByRole('row', { name: /^Verification No Yes$/ })).toBeVisible()
    await expect(rows.nth(1)).not.toContainText('is_verified')
    await expectNoSeriousViolations(page)

    // Narrower: the same profile, the status changes only; then by the clerk's mobile.
    await page.getByLabel('Action', { exact: true }).selectOption('status')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(rows).toHaveCount(1)
    await page.goto(`/content/action-log?profile=${profileId}&actor=${clerk.mobile}`)
    await expect(rows).toHaveCount(2)
    await expect(page.getByLabel('Profile (id or name)', { exact: true })).toHaveValue(String(profileId))
  })

  test('a bad filter says what is wrong, in Nepali too, and the page stays accessible', async ({ page }) => {
    await signInAsSuperAdmin(page)
    await useLanguage(page, 'ne')
    await page.goto(`/content/action-log?profile=${profileId}`)
    await expect(page.getByRole('heading', { name: 'कार्य विवरण', level: 1 })).toBeVisible()
    const rows = page.getByRole('table', { name: 'कार्य विवरण' }).locator(':scope > tbody > tr')
    await expect(rows).toHaveCount(3)
    await expect(rows.first().locator('time')).toContainText(today('ne'))
    await expect(rows.first()).toContainText('सुरक्षित गर्‍यो')
    // The saved rows, in words: each field by its Nepali name.
    await rows.first().locator('summary').click()
    await expect(rows.first().getByRole('table')).toContainText('विषय: ')
    await expect(rows.first().getByRole('table')).not.toContainText('subject')
    await expectNoSeriousViolations(page)

    const response = await page.goto(`/content/action-log?profile=${profileId}&from=2080-13-40`)
    expect(response?.status()).toBe(200)
    const alert = page.getByRole('alert').filter({ hasText: 'फिल्टर लागू गर्न सकिएन:' })
    await expect(alert).toContainText('"देखि" मिति वि.सं. मिति (वर्ष-महिना-गते) हुनुपर्छ')
    await expect(page.getByRole('table')).toHaveCount(0)
    await expect(page.getByLabel('देखि (वि.सं. मिति)')).toHaveValue('2080-13-40')
    await expectNoSeriousViolations(page)

    await useLanguage(page, 'en')
    await page.goto(`/content/action-log?profile=${profileId}&from=2081-02-01&to=2081-01-01`)
    await expect(page.getByRole('alert').filter({ hasText: 'The filters could not be applied:' })).toContainText('from must not be after to')
    await expect(page.getByRole('table')).toHaveCount(0)
  })
})
