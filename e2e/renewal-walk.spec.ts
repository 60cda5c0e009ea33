// The yearly renewal's pages hold to their language too (the walk of
// e2e/language-walk.spec.ts): the clerk's task list and check page, refused
// and sent, and the super administrator's queue and review, in English and in
// Nepali. Its cycle is opened for a year no other spec uses, so it is the one
// in force whatever cycles other specs left, and it is removed at the end, so
// later specs meet the database as they would have.
import { expect, test } from '@playwright/test'
import { kathmanduToday } from '../lib/calendar'
import { BASE_URL, signInAsSuperAdmin } from './content-helpers'
import { signInAsClerk } from './support/clerk'
import { SAME_ORIGIN } from './support/constants'
import { withE2eDatabase } from './support/database'
import { visitIn } from './support/language'
import { slipsOf } from './support/language-walk'

const YEAR = '२०९४/९५'
const PAST_YEAR = '२०९३/९४'

/** The cycle this spec opens, removed after it (with its submissions) whether it passed or not. */
let cycleId = 0

test.afterAll(async () => {
  if (!cycleId) return
  await withE2eDatabase(async (client) => {
    await client.query(`delete from renewal_submissions where cycle_id = $1`, [cycleId])
    await client.query(`delete from renewal_cycles where id = $1`, [cycleId])
  })
  cycleId = 0
})

test('the renewal pages speak the page’s language only, for the clerk and the reviewer', async ({ page, browser }) => {
  test.setTimeout(180_000)
  const run = String(Date.now())
  const deadline = new Date(Date.parse(`${kathmanduToday()}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10)
  const clerk = await signInAsClerk(page)
  const profileId = await withE2eDatabase(async (client) => {
    await client.query(`insert into financial_years (financial_year) values ($1), ($2) on conflict do nothing`, [YEAR, PAST_YEAR])
    const year = await client.query<{ id: number }>(`select id from financial_years where financial_year = $1`, [YEAR])
    // The newest cycle that has started is the one in force: this one, opened last.
    const cycle = await client.query<{ id: number }>(`insert into renewal_cycles (financial_year_id, starts_on, deadline, items) values ($1, $2, $3, $4) returning id`, [
      year.rows[0].id,
      kathmanduToday(),
      deadline,
      JSON.stringify(['part:committee', 'part:annual_budget']),
    ])
    cycleId = cycle.rows[0].id
    const profile = await client.query<{ id: number }>(
      `insert into ngo_profiles (user_id, name, name_en, status, is_verified, head_person_name, vision)
       select id, $2, $3, 'active', true, 'सीता शर्मा', 'सबै बालबालिका विद्यालयमा' from users where mobile = $1 returning id`,
      [clerk.mobile, `नवीकरण भाषा संस्था ${run}`, `Renewal Language NGO ${run}`],
    )
    return profile.rows[0].id
  })
  // A new session sees the profile just linked to the account.
  const again = await page.request.post('/api/auth/login', { headers: SAME_ORIGIN, data: { dao_registration_no: clerk.dao_registration_no, mobile: clerk.mobile, password: clerk.password } })
  expect(again.status()).toBe(200)

  const slips: string[] = []
  const submit = { ne: 'नवीकरण पेस गर्नुहोस्', en: 'Submit the renewal' } as const
  for (const language of ['en', 'ne'] as const) {
    visitIn(page, language)
    await page.goto('/profile')
    await expect(page.getByRole('region', { name: language === 'ne' ? `${YEAR} को नवीकरण` : /renewal/i }).first()).toBeVisible()
    slips.push(...(await slipsOf(page, '/profile (renewal tasks)', language)))
    await page.goto('/profile/renewal')
    slips.push(...(await slipsOf(page, '/profile/renewal', language)))
    // Refused: the error summary names what is missing.
    await page.getByRole('button', { name: submit[language] }).click()
    await expect(page.getByRole('alert').first()).toBeVisible()
    slips.push(...(await slipsOf(page, '/profile/renewal (refused)', language)))
  }

  // Complete, sent, and in the reviewer's queue.
  await withE2eDatabase(async (client) => {
    await client.query(`update ngo_profiles set head_person_last_elected = '2025-01-10' where id = $1`, [profileId])
    await client.query(
      `insert into annual_budgets (profile_id, financial_year_id, fund_received_from_internal_sources, total_amount) select $1, id, 50000, 50000 from financial_years where financial_year = $2`,
      [profileId, PAST_YEAR],
    )
  })
  await page.goto('/profile/renewal')
  await page.getByRole('button', { name: submit.ne }).click()
  await expect(page).toHaveURL(/\/profile$/)
  slips.push(...(await slipsOf(page, '/profile (renewal sent)', 'ne')))

  const reviewerContext = await browser.newContext({ baseURL: BASE_URL })
  const reviewer = await reviewerContext.newPage()
  try {
    await signInAsSuperAdmin(reviewer)
    for (const language of ['en', 'ne'] as const) {
      visitIn(reviewer, language)
      await reviewer.goto('/content/renewals')
      slips.push(...(await slipsOf(reviewer, '/content/renewals', language)))
      await reviewer.getByRole('link', { name: language === 'en' ? `Renewal Language NGO ${run}` : `नवीकरण भाषा संस्था ${run}` }).first().click()
      await expect(reviewer.getByRole('heading', { level: 1 })).toContainText(run)
      slips.push(...(await slipsOf(reviewer, `${new URL(reviewer.url()).pathname} (review)`, language)))
    }
  } finally {
    await reviewerContext.close()
  }
  expect(slips).toEqual([])
})
