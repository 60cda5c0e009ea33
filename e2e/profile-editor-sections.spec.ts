// A clerk on a cheap phone keeps several sections of the own profile open at
// once (decision 086): each Save saves its own section, a failed save keeps
// its section open with its errors and blocks no other, and Save all open
// sections at the foot of the page presses every open Save and says which
// were saved and which were not.
import { expect, test, type Locator, type Page } from '@playwright/test'
import { useLanguage } from './content-helpers'
import { signInAsClerk } from './support/clerk'
import { SAME_ORIGIN } from './support/constants'

const PHONE = { width: 390, height: 844 }
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const VISION = 'दूरदृष्टि, ध्येय, लक्ष्य र उद्देश्य'
const PROGRAMS = 'कार्यक्रमहरू'
const STRUCTURE = 'हालको सांगठनिक संरचना'

async function ownProfile(page: Page) {
  const clerk = await signInAsClerk(page)
  const created = await page.request.post('/api/ngo/profile', {
    headers: SAME_ORIGIN,
    data: { name: 'धेरै खण्ड संस्था', name_en: 'Many Sections NGO', dao_registration_no: clerk.dao_registration_no, location: 'Lalitpur-7' },
  })
  expect(created.status(), await created.text()).toBe(201)
  await page.goto('/profile')
}

const edit = (section: Locator) => section.getByRole('button', { name: 'सम्पादन', exact: true }).click()
const save = (section: Locator) => section.getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true }).click()

async function profileRead(page: Page) {
  const me = (await (await page.request.get('/api/auth/me')).json()) as { data: { user: { ngo_profile_id: number } } }
  const profile = (await (await page.request.get(`/api/ngo/profile/${me.data.user.ngo_profile_id}`)).json()) as { data: { profile: Record<string, unknown> } }
  return profile.data.profile
}

test('three sections open at once: one fails, the other two save, and nothing is blocked (ne, 390 px)', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize(PHONE)
  await useLanguage(page, 'ne')
  await ownProfile(page)
  const vision = region(page, VISION)
  const programs = region(page, PROGRAMS)
  const structure = region(page, STRUCTURE)

  await edit(vision)
  await edit(programs)
  await edit(structure)
  // Every other section can still be opened: no Edit button is disabled while others are open.
  await expect(region(page, 'वार्षिक बजेट').getByRole('button', { name: 'सम्पादन', exact: true })).toBeEnabled()
  const footer = page.getByText('सम्पादनका लागि खुला खण्ड: ३')
  await expect(footer).toBeVisible()

  await vision.getByLabel('लक्ष्य', { exact: true }).fill('हरेक वडामा सफा पानी')
  await programs.getByLabel('कार्यक्रम क्षेत्र', { exact: true }).fill('खानेपानी र सरसफाइ')
  const wrong = structure.getByRole('group', { name: 'स्वयंसेवक' }).getByLabel('मधेसी – स्वयंसेवक – महिला', { exact: true })
  await wrong.fill('-3')
  await page.screenshot({ path: test.info().outputPath('editor-three-open-390.png') })

  await test.step('the structure save fails and keeps its section open with its error', async () => {
    await save(structure)
    await expect(wrong).toHaveAttribute('aria-invalid', 'true')
    await expect(structure.getByRole('alert')).toContainText('० वा सोभन्दा बढी हुनुपर्छ')
  })

  await test.step('the other two save on their own, each with its own outcome', async () => {
    await expect(vision.getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true })).toBeEnabled()
    await save(vision)
    await expect(vision.getByRole('button', { name: 'सम्पादन', exact: true })).toBeVisible()
    await expect(vision).toContainText('हरेक वडामा सफा पानी')
    await save(programs)
    await expect(programs.getByRole('button', { name: 'सम्पादन', exact: true })).toBeVisible()
    await expect(programs).toContainText('खानेपानी र सरसफाइ')
    // The failed section is still open, with what was typed and its error.
    await expect(wrong).toHaveValue('-3')
    await expect(wrong).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('सम्पादनका लागि खुला खण्ड: १')).toBeVisible()
    const saved = await profileRead(page)
    expect(saved.goal).toBe('हरेक वडामा सफा पानी')
    expect(saved.program_area).toBe('खानेपानी र सरसफाइ')
  })
})

test('Save all open sections saves every open section and names the one that failed (ne, 390 px)', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize(PHONE)
  await useLanguage(page, 'ne')
  await ownProfile(page)
  const vision = region(page, VISION)
  const programs = region(page, PROGRAMS)
  const structure = region(page, STRUCTURE)
  await edit(vision)
  await edit(programs)
  await edit(structure)
  await vision.getByLabel('लक्ष्य', { exact: true }).fill('सबैका लागि शिक्षा')
  await programs.getByLabel('कार्यक्रम क्षेत्र', { exact: true }).fill('शिक्षा')
  const wrong = structure.getByRole('group', { name: 'स्वयंसेवक' }).getByLabel('मधेसी – स्वयंसेवक – महिला', { exact: true })
  await wrong.fill('-3')

  // At the foot of the page, and in view on the phone's screen.
  const saveAll = page.getByRole('button', { name: 'खुला सबै खण्ड सुरक्षित गर्नुहोस्' })
  await expect(saveAll).toBeInViewport()
  await page.screenshot({ path: test.info().outputPath('save-all-390.png') })
  await saveAll.click()

  // The sections' toasts stand above the bar, not over its button.
  const toast = page.locator('[data-toast-type]').first()
  await expect(toast).toBeVisible()
  const bar = page.locator('div').filter({ has: saveAll }).last()
  await expect
    .poll(async () => {
      const [toastBox, barBox] = await Promise.all([toast.boundingBox(), bar.boundingBox()])
      return toastBox && barBox ? toastBox.y + toastBox.height <= barBox.y + 1 : true
    })
    .toBe(true)

  const outcome = page.getByRole('status').filter({ hasText: 'सुरक्षित भयो:' })
  await expect(outcome).toContainText(`सुरक्षित भयो: ${VISION}, ${PROGRAMS}`)
  await expect(outcome).toContainText('सुरक्षित भएन, समस्या यहाँ हेर्नुहोस्:')
  await expect(outcome.getByRole('link', { name: STRUCTURE })).toBeVisible()
  await expect(outcome).toBeFocused()
  await expect(vision.getByRole('button', { name: 'सम्पादन', exact: true })).toBeVisible()
  await expect(programs.getByRole('button', { name: 'सम्पादन', exact: true })).toBeVisible()
  await expect(wrong).toHaveAttribute('aria-invalid', 'true')
  await page.screenshot({ path: test.info().outputPath('save-all-outcome-390.png') })
  // The link goes to the section that was not saved.
  await outcome.getByRole('link', { name: STRUCTURE }).click()
  await expect(structure.getByRole('heading', { name: STRUCTURE, level: 2 })).toBeFocused()

  // Mended, the one left is saved by the same button.
  await wrong.fill('3')
  await saveAll.click()
  await expect(page.getByRole('status').filter({ hasText: 'सुरक्षित भयो:' })).toContainText(`सुरक्षित भयो: ${STRUCTURE}`)
  await expect(structure.getByRole('button', { name: 'सम्पादन', exact: true })).toBeVisible()
  await expect(saveAll).toHaveCount(0)
  const saved = await profileRead(page)
  expect(saved.goal).toBe('सबैका लागि शिक्षा')
})

test('several sections open on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await useLanguage(page, 'ne')
  await ownProfile(page)
  await edit(region(page, VISION))
  await edit(region(page, STRUCTURE))
  await expect(page.getByRole('button', { name: 'खुला सबै खण्ड सुरक्षित गर्नुहोस्' })).toBeInViewport()
  await page.screenshot({ path: test.info().outputPath('editor-two-open-1366.png') })
})
