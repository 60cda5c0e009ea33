// The open data page (/open-data) and its downloads: the page explains every
// published field in Nepali and in English, the CSV (UTF-8 with a byte order
// mark) and the JSON hold the public fields of every verified profile and
// nothing of a profile that is not verified, with Nepali text intact.
import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { DEFAULT_LABELS } from '../lib/i18n/labels'
import { OPEN_DATA_FIELDS } from '../lib/open-data/fields'
import { parseCsv as parseCsvText } from '../tests/csv'
import { expectNoSeriousViolations } from './content-helpers'
import { createProfileFixture, setStatusAsSuperAdmin, type ProfileFixture } from './profile-public-fixtures'
import { withE2eDatabase } from './support/database'
import { SAME_ORIGIN } from './support/constants'

const run = Date.now().toString(36)
const nepaliDigits = (value: string) => value.replace(/\d/g, (digit) => '०१२३४५६७८९'[Number(digit)])
const stamp = nepaliDigits(String(Date.now()).slice(-6))
// Conjuncts (श्र, ज्ञ, क्त, न्द्र), Nepali digits and a comma, which the CSV must quote.
const VERIFIED_NAME = `श्री ज्ञानोदय महिला सशक्तीकरण केन्द्र, पाटन ${stamp}`
const VERIFIED_NAME_EN = `Gyanodaya Women Empowerment Centre, Patan ${run}`

let verified: ProfileFixture
let unverified: ProfileFixture

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000)
  verified = await createProfileFixture(browser, `od${run}`, { verified: false })
  // The owner names the organisation, then the super administrator verifies it.
  const renamed = await verified.owner.request.put(`/api/ngo/profile/${verified.id}`, { headers: SAME_ORIGIN, data: { name: VERIFIED_NAME, name_en: VERIFIED_NAME_EN } })
  expect(renamed.status(), await renamed.text()).toBe(200)
  await setStatusAsSuperAdmin(browser, verified.id, 'active')
  unverified = await createProfileFixture(browser, `ou${run}`, { verified: false })
  // Both profiles exist; only the first is published.
  const states = await withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; status: string; is_verified: boolean }>('select id, status, is_verified from ngo_profiles where id = any($1) order by id', [[verified.id, unverified.id]])
    return rows
  })
  expect(states).toEqual([
    { id: verified.id, status: 'active', is_verified: true },
    { id: unverified.id, status: 'new_registration', is_verified: false },
  ])
})

test.afterAll(async () => {
  await verified?.owner.context().close()
  await unverified?.owner.context().close()
})

const FIELD_KEYS = OPEN_DATA_FIELDS.map((field) => field.key)

function nepali(english: string): string {
  const label = DEFAULT_LABELS[english]
  expect(label, `Nepali label of "${english}"`).toBeDefined()
  return label.nepali
}

/** RFC 4180 records; the file must end with a complete record and CRLF. */
function parseCsv(text: string): string[][] {
  const { records, complete } = parseCsvText(text)
  expect(complete, 'the CSV ends with CRLF, outside a quoted field').toBe(true)
  return records
}

/** The published fields table as the page shows it: field keys and meanings, in order. */
async function fieldsTable(page: Page, tableName: string) {
  const table = page.getByRole('table', { name: tableName })
  await expect(table).toBeVisible()
  return {
    table,
    keys: (await table.getByRole('rowheader').allInnerTexts()).map((text) => text.trim()),
    meanings: (await table.getByRole('cell').allInnerTexts()).map((text) => text.trim()),
  }
}

test('explains every published field in Nepali, and in English after switching the language', async ({ page }) => {
  await page.goto('/open-data')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nepali('Open data'))
  await expect(page.getByRole('heading', { level: 2, name: nepali('Published fields') })).toBeVisible()
  await expect(page.getByText(nepali('The CSV file is UTF-8 with a byte order mark, so spreadsheet programs show Nepali text correctly.'))).toBeVisible()
  const inNepali = await fieldsTable(page, nepali('Published fields'))
  await expect(inNepali.table.getByRole('columnheader')).toHaveText([nepali('Field'), nepali('Meaning')])
  // A header row and one row per published field, each with its key and its meaning.
  await expect(inNepali.table.getByRole('row')).toHaveCount(OPEN_DATA_FIELDS.length + 1)
  expect(inNepali.keys).toEqual(FIELD_KEYS)
  // What a label quotes with backticks is shown as code, without them (components/with-code.tsx).
  const shown = (text: string) => text.replaceAll('`', '')
  expect(inNepali.meanings).toEqual(OPEN_DATA_FIELDS.map((field) => shown(nepali(field.description))))
  await expect(inNepali.table.getByRole('cell').getByText('lalitpur', { exact: true })).toHaveJSProperty('tagName', 'CODE')
  await expect(page.getByRole('link', { name: nepali('Download CSV (spreadsheet)') })).toHaveAttribute('href', '/api/open/ngos.csv')
  await expect(page.getByRole('link', { name: nepali('Download JSON') })).toHaveAttribute('href', '/api/open/ngos.json')

  await page.getByRole('link', { name: 'English – भाषा' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open data')
  const inEnglish = await fieldsTable(page, 'Published fields')
  await expect(inEnglish.table.getByRole('columnheader')).toHaveText(['Field', 'Meaning'])
  await expect(inEnglish.table.getByRole('row')).toHaveCount(OPEN_DATA_FIELDS.length + 1)
  expect(inEnglish.keys).toEqual(FIELD_KEYS)
  expect(inEnglish.meanings).toEqual(OPEN_DATA_FIELDS.map((field) => shown(field.description)))
  await expect(page.getByRole('link', { name: 'Download CSV (spreadsheet)' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download JSON' })).toBeVisible()
})

test('the CSV download opens as UTF-8 with Nepali intact, lists the fields the page explains and only verified profiles', async ({ page }) => {
  await page.goto('/open-data')
  const shown = await fieldsTable(page, nepali('Published fields'))
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: nepali('Download CSV (spreadsheet)') }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('ngos.csv')
  const bytes = fs.readFileSync(await download.path())

  // The byte order mark that spreadsheet programs need to read UTF-8.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  expect(text.startsWith('\uFEFF')).toBe(true)
  expect(text.indexOf('\uFEFF', 1)).toBe(-1)
  const [header, ...rows] = parseCsv(text.slice(1))

  // The header lists the keys the page explains, in the page's order.
  expect(header).toEqual(shown.keys)
  for (const row of rows) expect(row, `row ${row[0]}`).toHaveLength(header.length)
  const column = (key: string) => header.indexOf(key)

  const row = rows.find((candidate) => candidate[column('id')] === String(verified.id))
  expect(row, `a row for profile ${verified.id}`).toBeDefined()
  expect(row![column('name')]).toBe(VERIFIED_NAME)
  expect(row![column('name_en')]).toBe(VERIFIED_NAME_EN)
  expect(row![column('profile_url')]).toMatch(new RegExp(`/profile/${verified.id}$`))
  // The Nepali name as written, byte for byte, inside the quotes the comma needs.
  expect(text).toContain(`"${VERIFIED_NAME}"`)
  expect(bytes.includes(Buffer.from(VERIFIED_NAME, 'utf8'))).toBe(true)

  // Nothing of the profile that is not verified.
  expect(rows.some((candidate) => candidate[column('id')] === String(unverified.id))).toBe(false)
  expect(text).not.toContain(unverified.values.name)
  expect(text).not.toContain(unverified.values.name_en)
})

test('the JSON download holds the verified profile with its Nepali name and not the unverified one', async ({ page }) => {
  await page.goto('/open-data')
  await page.getByRole('link', { name: 'English – भाषा' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const shown = await fieldsTable(page, 'Published fields')
  const responding = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/open/ngos.json')
  await page.getByRole('link', { name: 'Download JSON' }).click()
  const response = await responding
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/json; charset=utf-8')
  await expect(page).toHaveURL(/\/api\/open\/ngos\.json$/)

  const text = new TextDecoder('utf-8', { fatal: true }).decode(await response.body())
  const entries = JSON.parse(text) as Record<string, unknown>[]
  expect(Array.isArray(entries)).toBe(true)
  for (const entry of entries) expect(Object.keys(entry).sort()).toEqual([...shown.keys].sort())

  const entry = entries.find((candidate) => candidate.id === verified.id)
  expect(entry, `an entry for profile ${verified.id}`).toBeDefined()
  expect(entry!.name).toBe(VERIFIED_NAME)
  expect(entry!.name_en).toBe(VERIFIED_NAME_EN)
  expect(entries.some((candidate) => candidate.id === unverified.id)).toBe(false)
  expect(text).not.toContain(unverified.values.name)
  expect(text).not.toContain(unverified.values.name_en)
})

test('has no serious or critical accessibility violations in Nepali or in English', async ({ page }) => {
  await page.goto('/open-data')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nepali('Open data'))
  await expectNoSeriousViolations(page)
  await page.getByRole('link', { name: 'English – भाषा' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open data')
  await expectNoSeriousViolations(page)
})
