// The clerk's renewal and its review (decision 088): the clerk in Nepali on
// a phone (task list, check your answers, a refused then accepted submit, the
// reason of a request for changes, resubmit), the super administrator in
// English on a desktop (queue, diff, request changes, accept).
import { expect, test, type Page } from '@playwright/test'
import { kathmanduToday } from '../lib/calendar'
import { BASE_URL, signInAsSuperAdmin, useLanguage } from './content-helpers'
import { holdChunks, hydrated } from './support/chunks'
import { signInAsClerk } from './support/clerk'
import { SAME_ORIGIN } from './support/constants'
import { withE2eDatabase } from './support/database'

const YEAR = '२०९९/००'
const PAST_YEAR = '२०९८/९९'

type Client = Parameters<Parameters<typeof withE2eDatabase>[0]>[0]

/** The cycle in force: YEAR's, started today, due in 30 days, asking for the committee and the annual budget. */
async function openCycle(client: Client) {
  const deadline = new Date(Date.parse(`${kathmanduToday()}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10)
  await client.query(`insert into financial_years (financial_year) values ($1), ($2) on conflict do nothing`, [YEAR, PAST_YEAR])
  const year = await client.query<{ id: number }>(`select id from financial_years where financial_year = $1`, [YEAR])
  // The newest cycle that has started is the one in force.
  await client.query(`insert into renewal_cycles (financial_year_id, starts_on, deadline, items) values ($1, $2, $3, $4) on conflict do nothing`, [
    year.rows[0].id,
    kathmanduToday(),
    deadline,
    JSON.stringify(['part:committee', 'part:annual_budget']),
  ])
}

/** The reason a reviewer gives for a budget that does not add up. */
function budgetReason(client: Client) {
  return client.query<{ id: number }>(`insert into renewal_reasons (name, name_en) values ('बजेट मिलेन', 'The budget does not add up') on conflict (name) do update set name_en = excluded.name_en returning id`)
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

test('a clerk submits the renewal, the reviewer requests changes, the clerk resubmits and the renewal is accepted', async ({ page, browser }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await useLanguage(page, 'ne')
  const clerk = await signInAsClerk(page)
  const { profileId, reason } = await withE2eDatabase(async (client) => {
    await openCycle(client)
    const profile = await client.query<{ id: number }>(
      `insert into ngo_profiles (user_id, name, name_en, status, is_verified, head_person_name, vision)
       select id, 'नवीकरण जाँच संस्था', 'Renewal Review NGO', 'active', true, 'सीता शर्मा', 'सबै बालबालिका विद्यालयमा' from users where mobile = $1 returning id`,
      [clerk.mobile],
    )
    const reasonRow = await budgetReason(client)
    return { profileId: profile.rows[0].id, reason: reasonRow.rows[0].id }
  })
  expect(reason).toBeGreaterThan(0)
  // A new session sees the profile just linked to the account.
  const again = await page.request.post('/api/auth/login', { headers: SAME_ORIGIN, data: { dao_registration_no: clerk.dao_registration_no, mobile: clerk.mobile, password: clerk.password } })
  expect(again.status()).toBe(200)

  // The task list, in Nepali at phone width.
  await page.goto('/profile')
  const tasks = page.getByRole('region', { name: `${YEAR} को नवीकरण` })
  await expect(tasks).toBeVisible()
  await expect(tasks.getByRole('listitem').filter({ hasText: 'हालको समिति' })).toContainText('काम हुँदै')
  await expect(tasks.getByRole('listitem').filter({ hasText: 'गत वर्षको वार्षिक बजेट' })).toContainText('सुरु नगरेको')
  await noSidewaysScroll(page)

  // Check your answers: Submit is refused, each missing item linked.
  await tasks.getByRole('link', { name: 'आफ्ना विवरण जाँचेर पेस गर्नुहोस्' }).click()
  await expect(page.getByRole('heading', { name: 'पेस गर्नुअघि आफ्ना विवरण जाँच्नुहोस्', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'नवीकरण पेस गर्नुहोस्' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'पेस गर्नुअघि सबै कुरा पूरा गर्नुहोस्' })
  await expect(summary.getByRole('link', { name: 'हालको समिति: प्रमुख व्यक्ति र पछिल्लो निर्वाचन मिति' })).toBeVisible()
  await expect(summary.getByRole('link', { name: 'गत वर्षको वार्षिक बजेट' })).toBeVisible()
  // At the top of the page, under its heading, and focused.
  await expect(summary).toBeFocused()
  const summaryTop = (await summary.boundingBox())!.y
  expect(summaryTop).toBeLessThan((await page.getByRole('heading', { level: 2 }).first().boundingBox())!.y)
  await noSidewaysScroll(page)
  await page.screenshot({ path: 'test-results/renewal-check-390.png' })

  // The clerk completes both items; the submit goes through.
  await withE2eDatabase(async (client) => {
    await client.query(`update ngo_profiles set head_person_last_elected = '2025-01-10' where id = $1`, [profileId])
    await client.query(`insert into annual_budgets (profile_id, financial_year_id, fund_received_from_internal_sources, total_amount) select $1, id, 50000, 50000 from financial_years where financial_year = $2`, [profileId, PAST_YEAR])
  })
  await page.reload()
  await page.getByRole('button', { name: 'नवीकरण पेस गर्नुहोस्' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByText('तपाईंको नवीकरण जाँच हुन बाँकी छ।')).toBeVisible()

  // The reviewer, in English on a desktop.
  const reviewerContext = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1366, height: 900 } })
  const reviewer = await reviewerContext.newPage()
  try {
    await useLanguage(reviewer, 'en')
    await signInAsSuperAdmin(reviewer)
    await reviewer.goto('/content/renewals')
    const queue = reviewer.getByRole('region', { name: 'Review queue' })
    await queue.getByRole('link', { name: 'Renewal Review NGO' }).first().click()
    await expect(reviewer.getByRole('heading', { name: 'Renewal of Renewal Review NGO', level: 1 })).toBeVisible()
    await expect(reviewer.getByText('No renewal accepted before: everything is new.')).toBeVisible()
    const budget = reviewer.getByRole('region', { name: "The past year's annual budget" })
    await expect(budget).toContainText('Added')
    await reviewer.getByRole('form', { name: 'Decision: Profile' }).getByRole('button', { name: 'Record the decision' }).click()
    await expect(reviewer.getByRole('region', { name: 'Profile' })).toContainText('Accepted.')
    await reviewer.getByRole('form', { name: 'Decision: The current committee: head person and last election date' }).getByRole('button', { name: 'Record the decision' }).click()
    await expect(reviewer.getByRole('region', { name: 'The current committee: head person and last election date' })).toContainText('Accepted.')
    const budgetForm = budget.getByRole('form', { name: "Decision: The past year's annual budget" })
    await budgetForm.getByLabel('Request changes').check()
    await budgetForm.getByLabel('Reason').selectOption({ label: 'The budget does not add up' })
    await budgetForm.getByLabel('Explanation (optional)').fill('Internal and total differ')
    await budgetForm.getByRole('button', { name: 'Record the decision' }).click()
    await expect(reviewer.getByText('The SMS to the NGO was sent.').first()).toBeVisible()
    await expect(budget).toContainText('Changes requested: The budget does not add up – Internal and total differ')

    // The clerk sees the reason beside the item, corrects it and submits again.
    await page.goto('/profile')
    const budgetTask = page.getByRole('region', { name: `${YEAR} को नवीकरण` }).getByRole('listitem').filter({ hasText: 'गत वर्षको वार्षिक बजेट' })
    await expect(budgetTask).toContainText('सच्याउन अनुरोध गरिएको')
    await expect(budgetTask).toContainText('कारण: बजेट मिलेन')
    await noSidewaysScroll(page)
    await page.getByRole('region', { name: `${YEAR} को नवीकरण` }).screenshot({ path: 'test-results/renewal-tasks-390.png' })
    await withE2eDatabase((client) => client.query(`update annual_budgets set fund_received_from_internal_sources = 60000, total_amount = 60000 where profile_id = $1`, [profileId]))
    await page.goto('/profile/renewal')
    await page.getByRole('button', { name: 'फेरि पेस गर्नुहोस्' }).click()
    await expect(page).toHaveURL(/\/profile$/)

    // The reviewer sees only what changed since the request, and accepts.
    await reviewer.goto('/content/renewals')
    await reviewer.getByRole('region', { name: 'Review queue' }).getByRole('link', { name: 'Renewal Review NGO' }).first().click()
    await expect(reviewer.getByText('Compared with the submission sent back for changes: only what changed since the request.')).toBeVisible()
    await expect(reviewer.getByRole('region', { name: 'Profile' })).toContainText('No change.')
    const changedBudget = reviewer.getByRole('region', { name: "The past year's annual budget" })
    await expect(changedBudget).toContainText('Changed')
    await expect(changedBudget).toContainText('Asked before: The budget does not add up')
    await changedBudget.getByRole('button', { name: 'Record the decision' }).click()
    await expect(changedBudget).toContainText('Accepted.')
    await expect(reviewer.getByText('Accepted').first()).toBeVisible()
    await reviewer.screenshot({ path: 'test-results/renewal-review-1366.png', fullPage: true })

    await page.goto('/profile')
    await expect(page.getByText('तपाईंको संस्थाको यो आर्थिक वर्षका लागि नवीकरण भयो।')).toBeVisible()
    await page.screenshot({ path: 'test-results/renewal-clerk-390.png', fullPage: true })
  } finally {
    await reviewerContext.close()
  }
})

test('a request for changes chosen before the page’s code ran is the decision recorded', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const clerk = await signInAsClerk(page)
  const { profileId, reason } = await withE2eDatabase(async (client) => {
    await openCycle(client)
    // Everything the cycle asks for is there: the clerk can submit at once.
    const profile = await client.query<{ id: number }>(
      `insert into ngo_profiles (user_id, name, name_en, status, is_verified, head_person_name, head_person_last_elected)
       select id, 'छिटो निर्णय संस्था', 'Early Decision NGO', 'active', true, 'गीता राई', '2025-01-10' from users where mobile = $1 returning id`,
      [clerk.mobile],
    )
    await client.query(`insert into annual_budgets (profile_id, financial_year_id, fund_received_from_internal_sources, total_amount) select $1, id, 40000, 40000 from financial_years where financial_year = $2`, [
      profile.rows[0].id,
      PAST_YEAR,
    ])
    const reasonRow = await budgetReason(client)
    return { profileId: profile.rows[0].id, reason: reasonRow.rows[0].id }
  })
  expect((await page.request.post('/api/auth/login', { headers: SAME_ORIGIN, data: { dao_registration_no: clerk.dao_registration_no, mobile: clerk.mobile, password: clerk.password } })).status()).toBe(200)
  const submitted = await page.request.post(`/api/ngo/${profileId}/renewal/submission`, { headers: SAME_ORIGIN })
  expect(submitted.status(), await submitted.text()).toBe(201)
  const submissionId = ((await submitted.json()) as { data: { renewalSubmission: { id: number } } }).data.renewalSubmission.id

  const reviewerContext = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1366, height: 900 } })
  const reviewer = await reviewerContext.newPage()
  try {
    await useLanguage(reviewer, 'en')
    await signInAsSuperAdmin(reviewer)
    const release = await holdChunks(reviewer)
    await reviewer.goto(`/content/renewals/${submissionId}`, { waitUntil: 'domcontentloaded' })
    const budgetForm = reviewer.getByRole('form', { name: "Decision: The past year's annual budget" })
    await budgetForm.getByLabel('Request changes').check()
    release()
    await hydrated(budgetForm.getByLabel('Request changes'))

    // The early choice stands: the reason list it needs appears, as if chosen now.
    await expect(budgetForm.getByLabel('Request changes')).toBeChecked()
    await expect(budgetForm.getByLabel('Reason')).toBeVisible()
    await budgetForm.getByLabel('Reason').selectOption({ label: 'The budget does not add up' })
    const sent = reviewer.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith(`/api/ngo/renewal-submissions/${submissionId}/decisions`), { timeout: 10_000 })
    await budgetForm.getByRole('button', { name: 'Record the decision' }).click()
    expect((await sent).postDataJSON()).toEqual({ decisions: [{ section: 'part:annual_budget', decision: 'changes', reason_id: String(reason), reason_text: '' }] })
    await expect(reviewer.getByRole('region', { name: "The past year's annual budget" })).toContainText('Changes requested: The budget does not add up')
  } finally {
    await reviewerContext.close()
  }
})
