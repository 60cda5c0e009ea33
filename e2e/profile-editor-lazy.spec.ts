// The own editor ships its view at first load and each section's editing
// code (form, checks, conflict panel, date picker) when the section opens
// (decision 104). These hold that in place: opening a section fetches a
// script the first load did not, and the section then works; a section open
// at first render (a new NGO's profile) comes in the server's answer and
// takes typing once it is live.
import { expect, test, type Page } from '@playwright/test'
import { useLanguage } from './content-helpers'
import { nextNewChunk, watchChunks } from './support/chunks'
import { signInAsClerk } from './support/clerk'
import { SAME_ORIGIN } from './support/constants'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }

/** A clerk signed in whose NGO has a saved profile with these names. */
async function clerkWithProfile(page: Page, names: { name: string; name_en: string }) {
  const clerk = await signInAsClerk(page)
  const created = await page.request.post('/api/ngo/profile', { headers: SAME_ORIGIN, data: { ...names, dao_registration_no: clerk.dao_registration_no } })
  expect(created.status(), await created.text()).toBe(201)
}
test('opening a section loads its editing code, and the section then saves (ne, 390 px)', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize(PHONE)
  await useLanguage(page, 'ne')
  await clerkWithProfile(page, { name: 'ढिलो लोड संस्था', name_en: 'Lazy Load NGO' })

  const chunks = watchChunks(page)
  await page.goto('/profile')
  await page.waitForLoadState('networkidle')
  const firstLoad = new Set(chunks)
  expect(firstLoad.size).toBeGreaterThan(0)

  const vision = page.getByRole('region', { name: 'दूरदृष्टि, ध्येय, लक्ष्य र उद्देश्य', exact: true })
  const edit = vision.getByRole('button', { name: 'सम्पादन', exact: true })
  // Nothing of the form is on the page before the section opens.
  await expect(vision.locator('form')).toHaveCount(0)
  const newChunk = nextNewChunk(page, firstLoad)
  await edit.click()
  const loaded = await newChunk
  expect(firstLoad.has(new URL(loaded.url()).pathname)).toBe(false)

  await test.step('the opened section works: its Save saves', async () => {
    const goal = vision.getByLabel('लक्ष्य', { exact: true })
    await goal.fill('हरेक टोलमा पुस्तकालय')
    await vision.getByRole('button', { name: 'सुरक्षित गर्नुहोस्', exact: true }).click()
    await expect(vision.getByRole('button', { name: 'सम्पादन', exact: true })).toBeVisible()
    await expect(vision.getByText('हरेक टोलमा पुस्तकालय')).toBeVisible()
    await expect(vision.locator('form')).toHaveCount(0)
  })

  await test.step('a second section opens with its own code; a section opened again needs no new script', async () => {
    const before = new Set(chunks)
    const checklist = page.getByRole('region', { name: 'नियम, विनियम तथा योजनाहरू', exact: true })
    await checklist.getByRole('button', { name: 'सम्पादन', exact: true }).click()
    await expect(checklist.locator('form')).toHaveCount(1)
    expect([...chunks].some((chunk) => !before.has(chunk))).toBe(true)

    const again = new Set(chunks)
    await edit.click()
    await expect(vision.locator('form')).toHaveCount(1)
    expect([...chunks].filter((chunk) => !again.has(chunk))).toEqual([])
    // Both are open at once, each offered to Save all open sections.
    await expect(page.getByText('सम्पादनका लागि खुला खण्ड: २')).toBeVisible()
  })
})

test('a new NGO finds its profile form in the HTML the server sent, and typing waits for it to be live (en, 1366 px)', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await useLanguage(page, 'en')
  await signInAsClerk(page)
  // The section open at first render comes in the server's answer, its fields disabled until the form is live.
  const html = await (await page.request.get('/en/profile')).text()
  expect(html).toMatch(/<form id="[^"]+-form"[^>]*>/)
  expect(html).toMatch(/<fieldset[^>]*disabled=""[^>]*>.*Name in Nepali/s)

  // Typed at once, before the form's code has arrived: nothing is lost.
  await page.goto('/profile')
  const profile = page.getByRole('region', { name: 'Profile', exact: true })
  const name = profile.getByLabel('Name in Nepali', { exact: false })
  await name.fill('नयाँ संस्था')
  await expect(name).toHaveValue('नयाँ संस्था')
  await expect(profile.getByRole('button', { name: 'Save', exact: true })).toBeEnabled()
  await expect(profile.getByRole('status').filter({ hasText: 'Loading ...' })).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('new-ngo-profile-form-1366.png') })
})

test('the reference lists come once from their own address, not in the page, and the forms offer them (en, 390 px)', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await useLanguage(page, 'en')
  await signInAsClerk(page)
  // The page names the lists' version and preloads their address; the lists are not in its React payload.
  const html = await (await page.request.get('/en/profile')).text()
  const preload = /<link rel="preload" href="(\/reference\/[A-Za-z0-9_-]{16})" as="fetch" crossorigin="anonymous"\/>/.exec(html)
  expect(preload, 'the preload of the reference lists').not.toBeNull()
  expect(html).not.toContain('structureConfigs')
  expect(html).not.toContain('documentConfigs')

  const loads: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/reference/')) loads.push(new URL(request.url()).pathname)
  })
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === preload![1])
  await page.goto('/profile')
  const response = await answer
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const reference = (await response.json()) as { wards: { name_en: string | null }[] }
  expect(reference.wards.length).toBeGreaterThan(1)

  // The profile form (open for a new NGO) offers every ward and type of the lists.
  const profile = page.getByRole('region', { name: 'Profile', exact: true })
  // Live: hydrated with the lists the browser loaded, and the form's code arrived.
  await expect(profile.getByRole('button', { name: 'Save', exact: true })).toBeEnabled()
  const wards = await profile.getByLabel('Office ward', { exact: false }).locator('option').allTextContents()
  expect(wards).toEqual(expect.arrayContaining(reference.wards.map((ward) => ward.name_en)))
  await page.waitForLoadState('networkidle')
  // Loaded once, by the preload the fetch took over.
  expect(loads).toEqual([preload![1]])
})

test("Edit cannot be pressed before the page's scripts arrive, and opens its section once they have (en, 1366 px)", async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await useLanguage(page, 'en')
  await clerkWithProfile(page, { name: 'पर्खने संस्था', name_en: 'Waiting NGO' })

  // The page's scripts are held back, as on a slow phone line: a press would find nothing listening.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/profile', { waitUntil: 'domcontentloaded' })
  const vision = page.getByRole('region', { name: 'Vision, mission, goal and objectives', exact: true })
  const edit = vision.getByRole('button', { name: 'Edit', exact: true })
  await expect(edit).toBeVisible()
  await expect(edit).toBeDisabled()

  release()
  await expect(edit).toBeEnabled()
  await edit.click()
  await expect(vision.getByRole('button', { name: 'Save', exact: true })).toBeVisible()
})
