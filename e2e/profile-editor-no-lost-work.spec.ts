// Work typed in the own-profile editor is not lost by accident: Save and
// Close stand at the end of a section as well as at its top; leaving the page
// with unsaved changes asks first (the portal's dialog for a link inside the
// portal, the browser's own question for a reload or a closed tab); Reset and
// Reset All ask before they throw typed values away; a failed save keeps what
// was typed. And the organisational-structure editor works on a phone: one
// block per group that fits the screen, totals that follow the typing, and a
// wrong number's message in full words under its row.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { useLanguage } from './content-helpers'
import { signInAsClerk } from './support/clerk'
import { CHUNK, holdChunks } from './support/chunks'
import { pngFile } from './profile-editor-fixtures'
import { SAME_ORIGIN } from './support/constants'

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

async function ownProfile(page: Page) {
  const clerk = await signInAsClerk(page)
  const created = await page.request.post('/api/ngo/profile', {
    headers: SAME_ORIGIN,
    data: { name: 'हराउन नदिने संस्था', name_en: 'Keep Work NGO', dao_registration_no: clerk.dao_registration_no, location: 'Lalitpur-4' },
  })
  expect(created.status(), await created.text()).toBe(201)
  await page.goto('/profile')
}

async function edit(section: Locator) {
  await section.getByRole('button', { name: 'Edit', exact: true }).click()
}

test('leaving, resetting or a failed save never loses typed work without a question', async ({ page }) => {
  await useLanguage(page, 'en')
  await ownProfile(page)
  const vision = region(page, 'Vision, mission, goal and objectives')
  await edit(vision)
  await vision.getByLabel('Goal', { exact: true }).fill('Clean water in every ward')

  await test.step('an in-portal link asks, and staying keeps the text', async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click()
    const question = page.getByRole('dialog', { name: 'Leave this page?' })
    await expect(question).toContainText('Vision, mission, goal and objectives')
    await question.getByRole('button', { name: 'Stay on this page' }).click()
    await expect(page).toHaveURL(/\/en\/profile$/)
    await expect(vision.getByLabel('Goal', { exact: true })).toHaveValue('Clean water in every ward')
  })

  await test.step('a reload asks through the browser', async () => {
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))))
    void page.reload().catch(() => undefined)
    expect(await asked).toBe('beforeunload')
    await expect(vision.getByLabel('Goal', { exact: true })).toHaveValue('Clean water in every ward')
  })

  await test.step('Reset and Reset All ask before discarding', async () => {
    await vision.getByRole('button', { name: 'Reset', exact: true }).click()
    const resetQuestion = page.getByRole('dialog', { name: 'Discard your changes?' })
    await resetQuestion.getByRole('button', { name: 'Keep editing' }).click()
    await expect(vision.getByLabel('Goal', { exact: true })).toHaveValue('Clean water in every ward')
    await page.getByRole('button', { name: 'Reset All' }).click()
    await page.getByRole('dialog', { name: 'Discard every unsaved change?' }).getByRole('button', { name: 'Keep editing' }).click()
    await expect(vision.getByLabel('Goal', { exact: true })).toHaveValue('Clean water in every ward')
  })

  await test.step('a failed save keeps what was typed', async () => {
    await page.route('**/api/ngo/profile/*', (route) => (route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.fallback()))
    await vision.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(vision.getByRole('alert')).toContainText('Failed')
    await expect(vision.getByLabel('Goal', { exact: true })).toHaveValue('Clean water in every ward')
    await page.unroute('**/api/ngo/profile/*')
  })

  await test.step('Save at the end of the section saves, and nothing asks any more', async () => {
    await vision.getByRole('button', { name: 'Save: Vision, mission, goal and objectives' }).click()
    await expect(vision.getByRole('button', { name: 'Edit', exact: true })).toBeVisible()
    await expect(vision).toContainText('Clean water in every ward')
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click()
    await expect(page).toHaveURL(/\/en$/)
  })

  await test.step('leaving through the dialog goes where the link pointed', async () => {
    await page.goto('/profile')
    const profile = region(page, 'Profile')
    await edit(profile)
    await profile.getByLabel('Location', { exact: true }).fill('Lalitpur-9')
    // The Profile section is long: its end has Save and Close too.
    await expect(profile.getByRole('button', { name: 'Close: Profile' })).toBeVisible()
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click()
    await page.getByRole('dialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave without saving' }).click()
    await expect(page).toHaveURL(/\/en$/)
  })
})

test('the structure editor fits a phone, totals follow the typing and errors speak in words (ne)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await useLanguage(page, 'ne')
  await ownProfile(page)
  const section = region(page, 'हालको सांगठनिक संरचना')
  await section.getByRole('button', { name: 'सम्पादन', exact: true }).click()
  const members = section.getByRole('group', { name: 'साधारण सदस्य' })
  await expect(section.getByRole('group')).toHaveCount(4)

  const male = members.getByLabel('दलित – साधारण सदस्य – पुरुष', { exact: true })
  await male.fill('४')
  await members.getByLabel('दलित – साधारण सदस्य – महिला', { exact: true }).fill('5')
  await expect(members.getByLabel('दलित – साधारण सदस्य – जम्मा', { exact: true })).toHaveText('९')
  // The group's total row stays on screen while a row far above it is filled.
  const groupTotal = members.getByRole('status', { name: 'जम्मा: साधारण सदस्य – जम्मा', exact: true })
  await expect(groupTotal).toHaveText('९')
  await expect(groupTotal).toBeInViewport()

  // The row's name stays in view beside the focused count: the table never scrolls sideways.
  await male.focus()
  await expect(members.getByRole('rowheader', { name: 'दलित', exact: true })).toBeInViewport()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)

  // A wrong number: its message, in words, under its row, tied to the input.
  const wrong = section.getByRole('group', { name: 'स्वयंसेवक' }).getByLabel('मधेसी – स्वयंसेवक – महिला', { exact: true })
  await wrong.fill('-3')
  await section.getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true }).click()
  await expect(wrong).toHaveAttribute('aria-invalid', 'true')
  await expect(wrong).toHaveAccessibleDescription('मधेसी – स्वयंसेवक – महिला: ० वा सोभन्दा बढी हुनुपर्छ')
  await wrong.fill('')

  await section.getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true }).click()
  await expect(section.getByRole('button', { name: 'सम्पादन', exact: true })).toBeVisible()
  // The API still receives and returns one row per name with its twelve counts.
  const profileId = ((await (await page.request.get('/api/auth/me')).json()) as { data: { user: { ngo_profile_id: number } } }).data.user.ngo_profile_id
  const saved = (await (await page.request.get(`/api/ngo/${profileId}/organizational-structure`)).json()) as {
    data: { currentOrganizationalStructures: Record<string, unknown>[] }
  }
  expect(saved.data.currentOrganizationalStructures).toEqual([
    expect.objectContaining({ name: 'दलित', ethnicity: 'tribe', co_ordinary_member_male: 4, co_ordinary_member_female: 5, co_volunteer_female: 0 }),
  ])
})

test('the profile form a new clerk finds open keeps its fields while its code arrives', async ({ page }) => {
  await useLanguage(page, 'en')
  await signInAsClerk(page)
  // Every script arrives late, the form's own code too, so React takes the
  // page over while the open form still waits for its code, as on a slow line.
  await page.route(CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await page.goto('/profile')
  const profile = region(page, 'Profile')
  const name = await profile.getByRole('textbox', { name: 'Name in English' }).elementHandle()
  // Save waits for the form's code: once it can be pressed, the form is React's.
  await expect(profile.getByRole('button', { name: 'Save', exact: true })).toBeEnabled()
  // The field the page came with is still the field on the page, not one drawn
  // afresh (which would lose what a clerk typed into it meanwhile).
  expect(await name!.evaluate((element) => element.isConnected)).toBe(true)
})

test('a logo chosen before the page’s code arrives is taken once it runs', async ({ page }) => {
  await useLanguage(page, 'en')
  const clerk = await signInAsClerk(page)
  const created = await page.request.post('/api/ngo/profile', { headers: SAME_ORIGIN, data: { name: 'ढिलो लोगो संस्था', dao_registration_no: clerk.dao_registration_no } })
  expect(created.status(), await created.text()).toBe(201)
  // Every script waits, as on a slow line, while the clerk already picks a file.
  const release = await holdChunks(page)
  await page.goto('/profile', { waitUntil: 'domcontentloaded' })
  await page.getByLabel('Choose Logo', { exact: true }).setInputFiles(pngFile('early-logo.png'))
  release()
  await expect(page.getByText('early-logo.png', { exact: true })).toBeVisible()
  await expect(page.getByRole('img', { name: 'New logo (not saved yet)' })).toBeVisible()
  await expect(page.getByText('The new logo is not saved until you press Save Logo.')).toBeVisible()
})
