// Yearly renewal (decision 080): the super administrator opens the cycle of
// a fiscal year in English on a desktop, choosing the deadline in BS and the
// items a renewal needs; a verified NGO's public profile then says its
// renewal is due by that date, in Nepali on a phone and in English.
import { expect, test } from '@playwright/test'
import { adStringToBsString, kathmanduToday } from '../lib/calendar'
import { BASE_URL, expectNoSeriousViolations, insertProfiles, signInAsSuperAdmin, useLanguage } from './content-helpers'
import { holdChunks, hydrated } from './support/chunks'
import { withE2eDatabase } from './support/database'

const nepaliDigits = (text: string) => text.replace(/\d/g, (digit) => '०१२३४५६७८९'[Number(digit)])

test('the super administrator opens a renewal cycle, and the public profile shows the renewal due by its deadline', async ({ page, browser }) => {
  test.setTimeout(120_000)
  // A fiscal year no seed or other spec uses.
  await withE2eDatabase((client) => client.query(`insert into financial_years (financial_year) values ('२०९७/९८') on conflict do nothing`))
  const deadlineAd = new Date(Date.parse(`${kathmanduToday()}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10)
  const deadlineBs = adStringToBsString(deadlineAd)!
  const [profileId] = await insertProfiles([
    {
      name: 'नवीकरण परीक्षण संस्था',
      name_en: 'Renewal Test NGO',
      location: 'ललितपुर',
      phone: '015500000',
      contact_person_name: 'सम्पर्क',
      head_person_name: 'प्रमुख',
      dao_registration_no: '9701/renewal',
      status: 'active',
      is_verified: true,
      is_complete: true,
    },
  ])

  await page.setViewportSize({ width: 1366, height: 900 })
  await useLanguage(page, 'en')
  await signInAsSuperAdmin(page)
  await page.goto('/content/renewals')
  await expect(page.getByRole('heading', { name: 'Renewal cycles', level: 1 })).toBeVisible()

  const form = page.getByRole('form', { name: 'Open a renewal cycle' })
  // Nothing chosen: the form says what is missing and sends nothing.
  await form.getByRole('button', { name: 'Open cycle' }).click()
  await expect(form.getByText('Financial Year is required')).toBeVisible()
  await expect(form.getByText('Choose at least one item a renewal needs')).toBeVisible()

  await form.getByLabel('Financial Year').selectOption({ label: '2097/98' })
  const deadline = form.getByRole('textbox', { name: 'Deadline', exact: true })
  await deadline.fill(deadlineBs)
  await deadline.press('Enter')
  await form.getByLabel('The current committee: head person and last election date').check()
  await form.getByLabel("The past year's annual budget").check()
  await expectNoSeriousViolations(page)
  await form.getByRole('button', { name: 'Open cycle' }).click()
  await expect(page.getByText('Renewal cycle opened').first()).toBeVisible()

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '2097/98' }) })
  await expect(row).toContainText(`${deadlineBs} BS`)
  await expect(row).toContainText('The current committee: head person and last election date')
  await expect(row).toContainText('Open')

  // The public profile, as a visitor reads it: Nepali on a phone, then English.
  const visitor = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 390, height: 844 } })
  try {
    const publicPage = await visitor.newPage()
    await useLanguage(publicPage, 'ne')
    await publicPage.goto(`/profile/${profileId}`)
    const standing = publicPage.getByRole('region', { name: 'नवीकरणको अवस्था' })
    await expect(standing).toContainText(`${nepaliDigits(deadlineBs)} वि.सं. भित्र नवीकरण गर्नुपर्ने`)
    await expectNoSeriousViolations(publicPage)

    await useLanguage(publicPage, 'en')
    await publicPage.setViewportSize({ width: 1366, height: 900 })
    await publicPage.goto(`/profile/${profileId}`)
    await expect(publicPage.getByRole('region', { name: 'Renewal standing' })).toContainText(`Renewal due by ${deadlineBs} BS`)

    // The deadline is extended, with its reason: the kept public page shows the new one at once.
    const laterAd = new Date(Date.parse(`${deadlineAd}T00:00:00Z`) + 15 * 86_400_000).toISOString().slice(0, 10)
    const laterBs = adStringToBsString(laterAd)!
    await row.getByRole('button', { name: 'Extend the deadline: 2097/98' }).click()
    const extend = page.getByRole('dialog', { name: 'Extend the deadline: 2097/98' })
    await extend.getByRole('button', { name: 'Extend', exact: true }).click()
    await expect(extend.getByText('Reason is required')).toBeVisible()
    const newDeadline = extend.getByRole('textbox', { name: 'New deadline', exact: true })
    await newDeadline.fill(laterBs)
    await newDeadline.press('Enter')
    await extend.getByLabel('Reason').fill('Floods closed the ward offices')
    await extend.getByRole('button', { name: 'Extend', exact: true }).click()
    await expect(page.getByText('Renewal cycle extended').first()).toBeVisible()
    await expect(row).toContainText(`${laterBs} BS`)
    await row.getByText('Extensions').click()
    await expect(row).toContainText(`${deadlineBs} BS → ${laterBs} BS: Floods closed the ward offices`)
    await publicPage.goto(`/profile/${profileId}`)
    await expect(publicPage.getByRole('region', { name: 'Renewal standing' })).toContainText(`Renewal due by ${laterBs} BS`)

    // Closed: no more actions on it.
    await row.getByRole('button', { name: 'Close the cycle: 2097/98' }).click()
    await page.getByRole('dialog', { name: 'Close the cycle' }).getByRole('button', { name: 'Close the cycle' }).click()
    await expect(page.getByText('Renewal cycle closed').first()).toBeVisible()
    await expect(row).toContainText('Closed')
    await expect(row.getByRole('button')).toHaveCount(0)
  } finally {
    await visitor.close()
  }
})

test('a cycle chosen and dated before the page’s code ran opens with that year and those dates', async ({ page }) => {
  test.setTimeout(120_000)
  // A fiscal year of its own; its cycle starts tomorrow, so it is never the one in force, and is removed at the end.
  const year = await withE2eDatabase(async (client) => {
    await client.query(`insert into financial_years (financial_year) values ('२०९६/९७') on conflict do nothing`)
    return (await client.query<{ id: number }>(`select id from financial_years where financial_year = '२०९६/९७'`)).rows[0].id
  })
  const day = (days: number) => new Date(Date.parse(`${kathmanduToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
  const [startsAd, deadlineAd] = [day(1), day(40)]
  try {
    await page.setViewportSize({ width: 1366, height: 900 })
    await useLanguage(page, 'en')
    await signInAsSuperAdmin(page)
    const release = await holdChunks(page)
    await page.goto('/content/renewals', { waitUntil: 'domcontentloaded' })
    const form = page.getByRole('form', { name: 'Open a renewal cycle' })
    await form.getByLabel('Financial Year').selectOption({ label: '2096/97' })
    await form.getByRole('textbox', { name: 'Starts on', exact: true }).fill(adStringToBsString(startsAd)!)
    await form.getByRole('textbox', { name: 'Deadline', exact: true }).fill(adStringToBsString(deadlineAd)!)
    release()
    await hydrated(form.getByLabel('Financial Year'))

    // What was chosen early is what the form sends, as if chosen now.
    await expect(form.getByLabel('Financial Year')).toHaveValue(String(year))
    await form.getByLabel("The past year's annual budget").check()
    const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/ngo/renewal-cycles', { timeout: 10_000 })
    await form.getByRole('button', { name: 'Open cycle' }).click()
    expect((await sent).postDataJSON()).toEqual({ financial_year_id: String(year), starts_on: startsAd, deadline: deadlineAd, items: ['part:annual_budget'] })
    await expect(page.getByText('Renewal cycle opened').first()).toBeVisible()
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '2096/97' }) })
    await expect(row).toContainText(`${adStringToBsString(startsAd)} BS`)
    await expect(row).toContainText(`${adStringToBsString(deadlineAd)} BS`)
  } finally {
    await withE2eDatabase((client) => client.query(`delete from renewal_cycles where financial_year_id = $1`, [year]))
  }
})
