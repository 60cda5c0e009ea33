// Possible duplicates and a merge (decisions 094 and 095), as the super
// administrator does them: in English at 1366 px, the list on the NGO list
// shows two profiles of one organisation, the merge keeps the verified one,
// and the merged profile's old address leads to it; in Nepali at 390 px the
// list reads without sideways scrolling, and a pair of two organisations is
// dismissed. Each test writes its own profiles, named by the run.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoSeriousViolations, signInAsSuperAdmin, useLanguage } from './content-helpers'
import { withE2eDatabase } from './support/database'

const SCREENSHOTS = path.join('test-results', 'screenshots')
// Letters only: a digit in a name must match in both names of a pair (decision 094).
const run = Array.from(Date.now().toString(36)).map((char) => String.fromCharCode(97 + (parseInt(char, 36) % 26))).join('')
const serial = Math.floor(Math.random() * 8000) + 1000

type Fixture = { name: string; name_en: string | null; dao: string; phone: string | null; verified: boolean }

async function insertProfile(fixture: Fixture): Promise<number> {
  return withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into ngo_profiles (name, name_en, dao_registration_no, phone, location, status, is_verified) values ($1, $2, $3, $4, 'Lalitpur', $5, $6) returning id`,
      [fixture.name, fixture.name_en, fixture.dao, fixture.phone, fixture.verified ? 'active' : 'new_registration', fixture.verified],
    )
    return rows[0].id
  })
}

/** The card of the pair of these two profiles in the list. */
function pairCard(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('article') }).filter({ hasText: name })
}

/** The pair's card, asking for more pairs while it is not shown yet (the shared database may list others first). */
async function findPair(page: Page, name: string, more: string): Promise<Locator> {
  const card = pairCard(page, name)
  for (let page_ = 0; page_ < 25; page_++) {
    if ((await card.count()) > 0) break
    const button = page.getByRole('button', { name: more })
    if ((await button.count()) === 0) break
    await button.click()
    await expect(button.or(card).first()).toBeVisible()
  }
  return card
}

async function screenshot(page: Page, shown: Locator, name: string) {
  await shown.scrollIntoViewIfNeeded()
  fs.mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: false })
}

test.beforeEach(async ({ page }) => {
  await signInAsSuperAdmin(page)
})

test('in English at 1366 px, the super administrator finds two profiles of one organisation and merges them; the old address redirects', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  useLanguage(page, 'en')
  const keptName = `Usha Women Development Centre ${run}`
  const keptId = await insertProfile({ name: `उषा महिला विकास केन्द्र ${run}`, name_en: keptName, dao: `${serial}/2079`, phone: `01-55${serial}0`, verified: true })
  // The same organisation registered again: its DAO number written another way, the same phone, the English name a letter apart.
  const mergedId = await insertProfile({ name: `उषा महिला बिकास केन्द्र ${run}`, name_en: `Usha Women Development Center ${run}`, dao: `0${serial}-२०७९`, phone: `+977-1-55${serial}0`, verified: false })
  await withE2eDatabase((client) =>
    client.query(`insert into annual_budgets (profile_id, financial_year_id, fund_received_from_internal_sources, total_amount) select $1, id, 5000, 5000 from financial_years order by id limit 1`, [mergedId]),
  )

  await page.goto('/content/ngos')
  await page.waitForLoadState('networkidle')
  const duplicates = page.getByRole('region', { name: 'Possible duplicates' })
  await duplicates.getByRole('button', { name: 'Show possible duplicates' }).click()
  await expect(duplicates.getByText(/(pair|pairs) of profiles may be one organisation/)).toBeVisible()
  const card = await findPair(page, keptName, 'Show more')
  await expect(card).toBeVisible()
  const reasons = card.getByRole('list', { name: 'Why they may be one organisation' })
  await expect(reasons.getByRole('listitem')).toHaveText(['Same DAO Registration No.', 'A phone in common', 'Similar name'])
  await expect(card.getByRole('link', { name: keptName })).toHaveAttribute('href', `/en/profile/${keptId}`)
  await expectNoSeriousViolations(page)
  await screenshot(page, card, 'possible-duplicates-en-1366')

  await card.getByRole('button', { name: 'Merge…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Merge two profiles' })
  // The verified profile is the one suggested to stay.
  await expect(dialog.getByRole('radio', { name: new RegExp(keptName) })).toBeChecked()
  await screenshot(page, dialog, 'merge-dialog-en-1366')
  await dialog.getByRole('button', { name: 'Merge the profiles' }).click()
  await expect(page.getByText('Profiles merged', { exact: false }).first()).toBeVisible()
  await expect(card).toHaveCount(0)

  // The merged profile's address, in either language, answers 301 with the kept one's.
  for (const prefix of ['', '/en']) {
    const answer = await page.request.get(`${prefix}/profile/${mergedId}`, { maxRedirects: 0 })
    expect(answer.status()).toBe(301)
    expect(new URL(answer.headers()['location']!, 'http://localhost').pathname).toBe(`${prefix}/profile/${keptId}`)
  }
  await page.goto(`/profile/${mergedId}`)
  await expect(page).toHaveURL(new RegExp(`/en/profile/${keptId}$`))
  await expect(page.getByRole('heading', { name: new RegExp(keptName) }).first()).toBeVisible()
  const moved = await withE2eDatabase(async (client) => (await client.query(`select count(*)::int as n from annual_budgets where profile_id = $1`, [keptId])).rows[0].n)
  expect(moved).toBe(1)
})

test('in Nepali at 390 px, the list reads without sideways scrolling, and two organisations are marked as different', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  useLanguage(page, 'ne')
  const first = `सगरमाथा युवा क्लब ${run}`
  await insertProfile({ name: first, name_en: null, dao: `${serial}/2080`, phone: `98${serial}1234`, verified: true })
  await insertProfile({ name: `सगरमाथा युवा क्लब ${run}`, name_en: `Sagarmatha Youth Club ${run}`, dao: `${serial + 1}/2080`, phone: null, verified: false })

  await page.goto('/content/ngos')
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'दोहोरिएका हुन सक्ने प्रोफाइलहरू देखाउनुहोस्' }).click()
  await expect(page.getByText(/जोडी प्रोफाइल एउटै संस्थाका हुन सक्छन्/)).toBeVisible()
  const card = await findPair(page, `Sagarmatha Youth Club ${run}`, 'थप देखाउनुहोस्')
  await expect(card).toBeVisible()
  await expect(card.getByRole('list', { name: 'एउटै संस्था हुन सक्ने कारण' }).getByRole('listitem')).toHaveText(['मिल्दोजुल्दो नाम'])
  // Nothing of the card is wider than the phone's screen.
  const box = await card.boundingBox()
  expect(box!.x).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await screenshot(page, card, 'possible-duplicates-ne-390')

  await card.getByRole('button', { name: 'दोहोरिएको होइन' }).click()
  const dialog = page.getByRole('dialog', { name: 'दोहोरिएको होइन' })
  await dialog.getByRole('button', { name: 'फरक संस्था भनी जनाउनुहोस्' }).click()
  await expect(page.getByText('दुई फरक संस्था भनी जनाइयो').first()).toBeVisible()
  await expect(card).toHaveCount(0)
  // Asked for again, the pair stays away.
  await page.reload()
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'दोहोरिएका हुन सक्ने प्रोफाइलहरू देखाउनुहोस्' }).click()
  await expect(page.getByText(/जोडी प्रोफाइल एउटै संस्थाका हुन सक्छन्|दोहोरिएका हुन सक्ने प्रोफाइल छैनन्/)).toBeVisible()
  await expect(pairCard(page, `Sagarmatha Youth Club ${run}`)).toHaveCount(0)
})
