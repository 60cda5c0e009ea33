// No lost update (decision 059): two people of one NGO open the same section;
// the first saves; the second's save is refused, and the editor shows the
// first person's values beside the second's typed ones, so nothing typed is
// lost. Keep mine saves over theirs. On a phone in Nepali, and in English.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { DEFAULT_LABELS } from '../lib/i18n/labels'
import { useLanguage, type Language } from './support/language'
import { signInAsClerk, type Clerk } from './support/clerk'
import { SAME_ORIGIN } from './support/constants'
import { pdfFile, pngFile } from './profile-editor-fixtures'

function label(language: Language, key: string): string {
  if (language === 'en') return key
  const nepali = DEFAULT_LABELS[key]?.nepali
  if (!nepali) throw new Error(`no Nepali label for ${key}`)
  return nepali
}

/** A second browser of the same clerk (another member of the NGO at another computer). */
async function secondBrowser(browser: Browser, baseURL: string, clerk: Clerk, width: number) {
  const context = await browser.newContext({ baseURL, locale: 'ne-NP', viewport: { width, height: 844 } })
  const page = await context.newPage()
  const signedIn = await page.request.post('/api/auth/login', {
    headers: SAME_ORIGIN,
    data: { dao_registration_no: clerk.dao_registration_no, mobile: clerk.mobile, password: clerk.password },
  })
  expect(signedIn.status(), await signedIn.text()).toBe(200)
  return { context, page }
}

for (const { language, width } of [
  { language: 'ne' as const, width: 390 },
  { language: 'en' as const, width: 1280 },
]) {
  test(`a save over someone else's newer save shows both values, and Keep mine saves (${language}, ${width} px)`, async ({ page, browser, baseURL }) => {
    const l = (key: string) => label(language, key)
    await page.setViewportSize({ width, height: 844 })
    useLanguage(page, language)
    const clerk = await signInAsClerk(page)
    const created = await page.request.post('/api/ngo/profile', {
      headers: SAME_ORIGIN,
      data: { name: 'दुई जना सम्पादक संस्था', dao_registration_no: clerk.dao_registration_no, goal: 'Old goal' },
    })
    expect(created.status(), await created.text()).toBe(201)
    const other = await secondBrowser(browser, baseURL!, clerk, width)
    useLanguage(other.page, language)

    const vision = (on: Page) => on.getByRole('region', { name: l('Vision, mission, goal and objectives'), exact: true })
    const goal = (on: Page) => vision(on).getByLabel(l('Goal'), { exact: true })
    for (const on of [page, other.page]) {
      await on.goto('/profile')
      // A click before the page's scripts have taken over the button is lost, as a person's would be.
      await on.waitForLoadState('networkidle')
      await vision(on).getByRole('button', { name: l('Edit'), exact: true }).click()
    }
    await goal(page).fill('Their goal: clean water')
    await goal(other.page).fill('My goal: every child in school')

    await vision(page).getByRole('button', { name: l('Save'), exact: true }).click()
    await expect(vision(page).getByRole('button', { name: l('Edit'), exact: true })).toBeVisible()
    await expect(vision(page)).toContainText('Their goal: clean water')

    await vision(other.page).getByRole('button', { name: l('Save'), exact: true }).click()
    const panel = vision(other.page).getByRole('alert').filter({ hasText: l('Someone else saved this section while you were editing it') })
    await expect(panel).toBeVisible()
    await expect(panel).toBeFocused()
    await expect(panel).toContainText('Their goal: clean water')
    await expect(panel).toContainText('My goal: every child in school')
    // When: the BS date and the Kathmandu time, in the page's language.
    await expect(panel).toContainText(language === 'ne' ? /वि\.सं\. [०-९]{2}:[०-९]{2}/ : /BS \d{2}:\d{2}/)
    // Nothing typed is lost.
    await expect(goal(other.page)).toHaveValue('My goal: every child in school')
    const panelBox = await panel.boundingBox()
    expect(panelBox!.width).toBeLessThanOrEqual(width)

    await panel.getByRole('button', { name: l('Keep mine (save over theirs)') }).click()
    await expect(vision(other.page).getByRole('button', { name: l('Edit'), exact: true })).toBeVisible()
    await expect(vision(other.page)).toContainText('My goal: every child in school')
    await page.goto('/profile')
    await expect(vision(page)).toContainText('My goal: every child in school')
    await other.context.close()
  })
}

test('Take theirs drops the typed values and shows the other person’s saved ones', async ({ page, browser, baseURL }) => {
  useLanguage(page, 'en')
  const clerk = await signInAsClerk(page)
  const created = await page.request.post('/api/ngo/profile', { headers: SAME_ORIGIN, data: { name: 'अर्को संस्था', dao_registration_no: clerk.dao_registration_no } })
  expect(created.status(), await created.text()).toBe(201)
  const other = await secondBrowser(browser, baseURL!, clerk, 1280)
  useLanguage(other.page, 'en')
  const associates = (on: Page) => on.getByRole('region', { name: 'Associate, partnership firm and office key persons', exact: true })
  for (const on of [page, other.page]) {
    await on.goto('/profile')
    await associates(on).getByRole('button', { name: 'Edit', exact: true }).click()
  }
  await associates(page).getByLabel('Organization, office or key person – Row 1').fill('Ward office 4')
  await associates(other.page).getByLabel('Organization, office or key person – Row 1').fill('Red Cross')
  await associates(page).getByRole('button', { name: 'Save', exact: true }).click()
  await expect(associates(page).getByRole('button', { name: 'Edit', exact: true })).toBeVisible()

  await associates(other.page).getByRole('button', { name: 'Save', exact: true }).click()
  const panel = associates(other.page).getByRole('alert').filter({ hasText: 'Someone else saved this section' })
  await expect(panel).toContainText('Row 1')
  await expect(panel).toContainText('Ward office 4')
  await expect(panel).toContainText('Red Cross')
  await panel.getByRole('button', { name: 'Take theirs' }).click()
  await expect(associates(other.page).getByRole('button', { name: 'Edit', exact: true })).toBeVisible()
  await expect(associates(other.page)).toContainText('Ward office 4')
  await expect(associates(other.page)).not.toContainText('Red Cross')
  await other.context.close()
})

test('two people saving documents from the same read: the second sees both and Keep mine saves hers', async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  useLanguage(page, 'en')
  const clerk = await signInAsClerk(page)
  const created = await page.request.post('/api/ngo/profile', { headers: SAME_ORIGIN, data: { name: 'कागजात संस्था', dao_registration_no: clerk.dao_registration_no } })
  expect(created.status(), await created.text()).toBe(201)
  const profileId = ((await created.json()) as { data: { profile: { id: number } } }).data.profile.id
  const storedFiles = async () => {
    const response = await page.request.get(`/api/ngo/${profileId}/documents`)
    return ((await response.json()) as { data: { documents: { file: string }[] } }).data.documents.map((document) => document.file)
  }
  const other = await secondBrowser(browser, baseURL!, clerk, 390)
  useLanguage(other.page, 'en')
  const documents = (on: Page) => on.getByRole('region', { name: 'Documents', exact: true })
  const year = (on: Page) => documents(on).getByLabel('Financial Year – Registration certificate', { exact: true })
  const chooser = (on: Page) => documents(on).getByLabel('Choose File – Registration certificate', { exact: true })
  for (const on of [page, other.page]) {
    await on.goto('/profile')
    await documents(on).getByRole('button', { name: 'Edit', exact: true }).click()
  }
  await year(page).selectOption({ index: 1 })
  await chooser(page).setInputFiles(pdfFile('theirs.pdf'))
  const theirYear = (await year(page).locator('option:checked').textContent())!
  await year(other.page).selectOption({ index: 2 })
  await chooser(other.page).setInputFiles(pdfFile('mine.pdf'))
  const myYear = (await year(other.page).locator('option:checked').textContent())!
  expect(myYear).not.toBe(theirYear)

  await documents(page).getByRole('button', { name: 'Save', exact: true }).click()
  await expect(documents(page).getByRole('button', { name: 'Edit', exact: true })).toBeVisible()
  const theirFiles = await storedFiles()
  expect(theirFiles).toHaveLength(1)

  await documents(other.page).getByRole('button', { name: 'Save', exact: true }).click()
  const panel = documents(other.page).getByRole('alert').filter({ hasText: 'Someone else saved this section' })
  await expect(panel).toBeVisible()
  await expect(panel).toBeFocused()
  await expect(panel).toContainText('Registration certificate')
  await expect(panel).toContainText(theirYear)
  await expect(panel).toContainText(`${myYear} · mine.pdf`)
  // Nothing was saved over theirs, and nothing chosen is lost.
  expect(await storedFiles()).toEqual(theirFiles)
  expect(await year(other.page).locator('option:checked').textContent()).toBe(myYear)

  await panel.getByRole('button', { name: 'Keep mine (save over theirs)' }).click()
  await expect(documents(other.page).getByRole('button', { name: 'Edit', exact: true })).toBeVisible()
  await expect(documents(other.page).getByRole('row', { name: /Registration certificate/ })).toContainText(myYear)
  const mine = await storedFiles()
  expect(mine).toHaveLength(1)
  expect(mine).not.toEqual(theirFiles)
  await other.context.close()
})

test('a logo chosen before someone else saved theirs asks before replacing it (Nepali, 390 px)', async ({ page, browser, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  useLanguage(page, 'ne')
  const clerk = await signInAsClerk(page)
  const created = await page.request.post('/api/ngo/profile', { headers: SAME_ORIGIN, data: { name: 'लोगो संस्था', dao_registration_no: clerk.dao_registration_no } })
  expect(created.status(), await created.text()).toBe(201)
  const profileId = ((await created.json()) as { data: { profile: { id: number } } }).data.profile.id
  const storedLogo = async () => ((await (await page.request.get(`/api/ngo/profile/${profileId}`)).json()) as { data: { profile: { logo: string | null } } }).data.profile.logo
  const other = await secondBrowser(browser, baseURL!, clerk, 390)
  useLanguage(other.page, 'ne')
  const chosen = (on: Page) => on.getByRole('img', { name: label('ne', 'New logo (not saved yet)') })
  for (const on of [page, other.page]) {
    await on.goto('/profile')
    // Chosen once the page answers (a file chosen while it becomes interactive goes unseen).
    await expect(async () => {
      await on.getByLabel(label('ne', 'Choose Logo'), { exact: true }).setInputFiles(pngFile(on === page ? 'theirs.png' : 'mine.png'))
      await expect(chosen(on)).toBeVisible({ timeout: 1_000 })
    }).toPass()
  }
  await page.getByRole('button', { name: label('ne', 'Save Logo') }).click()
  // A logo is named by its NGO's name.
  await expect(page.getByRole('img', { name: 'लोगो संस्था', exact: true })).toBeVisible()
  const theirs = await storedLogo()
  expect(theirs).toMatch(/^[a-f0-9]{32}$/)

  await other.page.getByRole('button', { name: label('ne', 'Save Logo') }).click()
  const panel = other.page.getByRole('alert').filter({ hasText: 'अरू कसैले नयाँ लोगो सुरक्षित गर्नुभयो' })
  await expect(panel).toBeVisible()
  await expect(panel).toBeFocused()
  await expect(panel).toContainText(/वि\.सं\. [०-९]{2}:[०-९]{2}/)
  await expect(panel.getByRole('img', { name: label('ne', 'Their logo') })).toHaveAttribute('src', `/api/files/${theirs}`)
  // Nothing saved over theirs, and the chosen image waits.
  expect(await storedLogo()).toBe(theirs)
  await expect(chosen(other.page)).toBeVisible()

  await panel.getByRole('button', { name: label('ne', 'Keep mine (save over theirs)') }).click()
  await expect(chosen(other.page)).toHaveCount(0)
  await expect.poll(storedLogo).not.toBe(theirs)
  await other.context.close()
})
