// Search first: the home page offers the NGO search above the statistics, on
// the first screen of a phone and of a desktop, and its search is the ranked,
// typo-tolerant one: a misspelt English word, a misspelt Nepali word and a
// romanised Nepali word all find the profile.
import { expect, test } from '@playwright/test'
import { insertProfiles, useLanguage } from './content-helpers'

const run = Date.now().toString(36)
const NGO = {
  name: `महिला वातावरण संरक्षण मञ्च ${run}`,
  name_en: `Environment Guardians ${run}`,
  location: 'Pulchowk, Lalitpur',
}

test.beforeAll(async () => {
  await insertProfiles([
    {
      ...NGO,
      phone: '01-5000003',
      contact_person_name: 'Contact',
      head_person_name: 'Head',
      dao_registration_no: `${run}/083`,
      status: 'active',
      is_verified: true,
      is_complete: true,
    },
  ])
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`the search stands on the first screen, above the statistics (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await useLanguage(page, 'en')
    await page.goto('/')
    const search = page.getByRole('search', { name: 'Search NGOs' })
    const box = await search.boundingBox()
    const counts = await page.getByRole('region', { name: 'NGO profile counts' }).boundingBox()
    expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height)
    expect(box!.y).toBeLessThan(counts!.y)
  })
}

test('a misspelt English word, a misspelt Nepali word and romanised Nepali find the NGO (ne and en)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await useLanguage(page, 'ne')
  await page.goto('/')
  const search = page.getByRole('search', { name: 'संस्था खोज्नुहोस्' })
  const results = page.getByRole('region', { name: /प्रमाणित संस्थाहरू/ })
  for (const words of ['enviroment', 'Pulchok', 'वातवरण', 'mahila', 'mahila vatavaran']) {
    await search.getByRole('searchbox').fill(`${words} ${run}`)
    await search.getByRole('button', { name: 'खोज्नुहोस्' }).click()
    await expect(results.getByRole('link', { name: NGO.name }), words).toBeVisible()
    // The results follow the search, above the statistics.
    const resultsBox = await results.boundingBox()
    const counts = await page.getByRole('region', { name: 'गैरसरकारी संस्था प्रोफाइल सङ्ख्या' }).boundingBox()
    expect(resultsBox!.y).toBeLessThan(counts!.y)
  }
  await useLanguage(page, 'en')
  await page.goto(`/?q=${encodeURIComponent(`Enviroment Guardians ${run}`)}`)
  // An English page leads with the English name; the Nepali one follows it.
  const list = page.getByRole('region', { name: /Verified NGOs/ })
  await expect(list.getByRole('link', { name: NGO.name_en })).toBeVisible()
  await expect(list.getByText(NGO.name, { exact: true })).toBeVisible()
})
