// A clerk types a BS 2090 date into the profile editor, in Nepali on a phone
// and in English on a desktop: a date the old month table refused or put on
// the wrong AD day. The field says what is wrong with a date that does not
// exist, the date is saved as the right AD day, shown back with its calendar's
// mark, and the public page shows the registration fiscal year it gives.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { DEFAULT_LABELS } from '../lib/i18n/labels'
import { BASE_URL, useLanguage } from './content-helpers'
import { setStatusAsSuperAdmin } from './profile-public-fixtures'
import { signInAsClerk, type Clerk } from './support/clerk'
import { withE2eDatabase } from './support/database'

type Language = 'ne' | 'en'
const SCREENSHOTS = path.join('test-results', 'screenshots')

/** A label as the page shows it in `language`. */
function label(key: string, language: Language): string {
  if (language === 'en') return key
  const nepali = DEFAULT_LABELS[key]?.nepali
  if (!nepali) throw new Error(`no Nepali label for ${key}`)
  return nepali
}
const nepaliDigits = (text: string) => text.replace(/\d/g, (digit) => '०१२३४५६७८९'[Number(digit)])

function definition(scope: Locator, term: string) {
  return scope.locator('div').filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd')
}

async function typeDate(input: Locator, value: string) {
  await input.fill(value)
  await input.press('Enter')
}

async function storedProfile(clerk: Clerk) {
  return withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; dao_registration_date: string; registration_fiscal_year: string }>(
      `select p.id, p.dao_registration_date::text, p.registration_fiscal_year from ngo_profiles p join users u on u.id = p.user_id where u.mobile = $1`,
      [clerk.mobile],
    )
    return rows[0]
  })
}

type Case = {
  language: Language
  viewport: { width: number; height: number }
  /** A date that does not exist, and what the field says about it. */
  wrong: { typed: string; message: string }
  /** The BS date, typed in the page's digits. */
  bs: string
  ad: string
  fiscalYear: string
}

const CASES: Case[] = [
  {
    language: 'ne',
    viewport: { width: 390, height: 844 },
    // Asar 2084 has 31 days; the old table gave it 32.
    wrong: { typed: '२०८४-०३-३२', message: 'मिति मिलेन: २०८४ असार मा ३१ दिन छन्, त्यसैले गते १ देखि ३१ सम्मको हुनुपर्छ' },
    // Asar 2090 has 32 days; the old table refused this date.
    bs: '2090-03-32',
    ad: '2033-07-16',
    fiscalYear: '2089/90',
  },
  {
    language: 'en',
    viewport: { width: 1366, height: 900 },
    wrong: { typed: '2101-01-01', message: 'Invalid date: the year must be from 1970 to 2100 BS' },
    // Shrawan 1, 2090: the old table put it on AD 2033-07-16.
    bs: '2090-04-01',
    ad: '2033-07-17',
    fiscalYear: '2090/91',
  },
]

/** The screen as the person sees it with `shown` scrolled into view, kept for looking at. */
async function screenshot(page: Page, shown: Locator, name: string) {
  await shown.scrollIntoViewIfNeeded()
  fs.mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) })
}

for (const testCase of CASES) {
  const { language } = testCase
  const t = (key: string) => label(key, language)
  const shown = language === 'ne' ? nepaliDigits(testCase.bs) : testCase.bs
  const mark = language === 'ne' ? 'वि.सं.' : 'BS'

  test(`a BS 2090 date typed in ${language === 'ne' ? 'Nepali' : 'English'} is saved, shown with its calendar and gives the right fiscal year`, async ({ page, browser }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(testCase.viewport)
    await useLanguage(page, language)
    const clerk = await signInAsClerk(page)
    await page.goto('/profile')

    const profile = page.getByRole('region', { name: t('Profile'), exact: true })
    await profile.getByRole('textbox', { name: t('Name in Nepali'), exact: true }).fill('पात्रो परीक्षण संस्था')
    await profile.getByLabel(t('DAO Registration No.'), { exact: true }).fill(clerk.dao_registration_no)

    const date = profile.getByRole('textbox', { name: t('DAO Registration Date'), exact: true })
    // The field says it is BS, and shows the format in the page's digits.
    await expect(date).toHaveAttribute('placeholder', `${t('e.g.')} ${language === 'ne' ? '२०८१-०४-१५' : '2081-04-15'}`)
    await expect(profile.getByText(mark, { exact: true }).first()).toBeVisible()

    await typeDate(date, testCase.wrong.typed)
    await expect(profile.getByText(testCase.wrong.message, { exact: true })).toBeVisible()
    await expect(date).toHaveAttribute('aria-invalid', 'true')
    await screenshot(page, profile.getByText(testCase.wrong.message, { exact: true }), `calendar-error-${language}-${testCase.viewport.width}`)

    await typeDate(date, shown)
    await expect(date).toHaveValue(shown)
    await expect(profile.getByText(testCase.wrong.message, { exact: true })).toHaveCount(0)

    // The calendar opens on that month of 2090, with the day there.
    const toggle = profile.getByRole('button', { name: `${t('Choose date')}: ${t('DAO Registration Date')}`, exact: true })
    await toggle.click()
    const calendar = page.getByRole('dialog', { name: `${t('Choose date')}: ${t('DAO Registration Date')}` })
    await expect(calendar.getByLabel(t('Year'), { exact: true })).toHaveValue('2090')
    const day = String(Number(testCase.bs.slice(8)))
    await expect(calendar.getByRole('button', { pressed: true })).toHaveText(language === 'ne' ? nepaliDigits(day) : day)
    await screenshot(page, calendar, `calendar-picker-${language}-${testCase.viewport.width}`)
    await toggle.click()
    await expect(calendar).toBeHidden()

    await profile.getByRole('button', { name: t('Save'), exact: true }).click()
    await expect(page.getByText(t('Profile Save Success !'), { exact: true }).first()).toBeVisible()
    await expect(profile.getByRole('button', { name: t('Edit'), exact: true })).toBeVisible()
    // Shown back in BS, with its mark.
    await expect(profile.getByText(`${shown} ${mark}`, { exact: true })).toBeVisible()

    const stored = await storedProfile(clerk)
    expect(stored).toMatchObject({ dao_registration_date: testCase.ad, registration_fiscal_year: testCase.fiscalYear })

    // The public page, as a visitor who is not signed in reads it.
    await setStatusAsSuperAdmin(browser, stored.id, 'active')
    const visitor = await browser.newContext({ baseURL: BASE_URL, viewport: testCase.viewport })
    try {
      const publicPage = await visitor.newPage()
      await useLanguage(publicPage, language)
      await publicPage.goto(`/profile/${stored.id}`)
      const dao = publicPage.getByRole('region', { name: t('District Administration Office registration') })
      await expect(definition(dao, t('Registration date'))).toHaveText(`${shown} ${mark}`)
      const info = publicPage.getByRole('region', { name: t('Profile information') })
      await expect(definition(info, t('Registration fiscal year'))).toHaveText(language === 'ne' ? nepaliDigits(testCase.fiscalYear) : testCase.fiscalYear)
      await screenshot(publicPage, dao, `calendar-public-${language}-${testCase.viewport.width}`)
    } finally {
      await visitor.close()
    }
  })
}
