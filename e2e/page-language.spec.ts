// Every message in the page's language: reference content shows its English
// name on English pages (the Nepali one where none is set), the footer has its
// English names, a refusal of the API reads in Nepali on Nepali pages, and a
// file input speaks the page's language rather than the browser's.
import { expect, test } from '@playwright/test'
import { insertProfiles, signInAsSuperAdmin, useLanguage } from './content-helpers'
import { signInAsClerk } from './support/clerk'
import { SAME_ORIGIN } from './support/constants'
import { withE2eDatabase } from './support/database'

test('English pages show English names of reference content, with the Nepali one as fallback', async ({ page }) => {
  const run = Date.now().toString(36)
  await signInAsSuperAdmin(page)
  await useLanguage(page, 'en')
  // The administrator gives a thematic scope its English name on the content page.
  await page.goto('/content/thematic-scope')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  const add = page.getByRole('dialog', { name: 'Add Thematic Scope' })
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill(`जलवायु ${run}`)
  await add.getByRole('textbox', { name: 'English name', exact: true }).fill(`Climate ${run}`)
  await add.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('cell', { name: `Climate ${run}`, exact: true })).toBeVisible()
  const untranslated = `सिर्जना ${run}`
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill(untranslated)
  await add.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('cell', { name: untranslated, exact: true })).toBeVisible()

  const [profileId] = await insertProfiles([
    {
      name: `भाषा संस्था ${run}`,
      name_en: `Language NGO ${run}`,
      location: 'Lalitpur',
      phone: '01-5000001',
      contact_person_name: 'Contact',
      head_person_name: 'Head',
      dao_registration_no: `${run}/081`,
      status: 'active',
      is_verified: true,
      is_complete: true,
      optionNames: [`जलवायु ${run}`, untranslated],
    },
  ])
  await page.context().clearCookies()
  await useLanguage(page, 'en')
  await page.goto(`/profile/${profileId}`)
  const scopes = page.getByRole('list', { name: 'Thematic scope' })
  await expect(scopes.getByRole('listitem')).toHaveText([`Climate ${run}`, untranslated])
  await expect(page.getByRole('contentinfo')).toContainText('Lalitpur Metropolitan City')
  await useLanguage(page, 'ne')
  await page.goto(`/profile/${profileId}`)
  await expect(page.getByRole('list', { name: 'कार्य क्षेत्र' }).getByRole('listitem')).toHaveText([`जलवायु ${run}`, untranslated])
  await expect(page.getByRole('contentinfo')).toContainText('ललितपुर महानगरपालिका')
})

test('a refusal of the API reads in Nepali on a Nepali page', async ({ page }) => {
  const run = Date.now().toString(36)
  await signInAsSuperAdmin(page)
  await useLanguage(page, 'ne')
  const created = await page.request.post('/api/ngo/organization-type', { headers: SAME_ORIGIN, data: { type: `प्रयोगमा ${run}` } })
  expect(created.status()).toBe(201)
  const typeId = ((await created.json()) as { data: { organizationType: { id: number } } }).data.organizationType.id
  const [profileId] = await insertProfiles([
    {
      name: `प्रयोग संस्था ${run}`,
      name_en: `Usage NGO ${run}`,
      location: 'Lalitpur',
      phone: '01-5000002',
      contact_person_name: 'Contact',
      head_person_name: 'Head',
      dao_registration_no: `${run}/082`,
      status: 'active',
      is_verified: true,
      is_complete: true,
    },
  ])
  await withE2eDatabase((client) => client.query('update ngo_profiles set organization_type_id = $1 where id = $2', [typeId, profileId]))
  await page.goto('/content/organization-type')
  await page.getByRole('button', { name: `मेटाउनुहोस्: प्रयोगमा ${run}` }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'मेटाउनुहोस्' }).click()
  // 'Used by 1 NGO profile', said in Nepali with a Nepali digit.
  const toast = page.locator('[data-toast-type="error"]')
  await expect(toast).toContainText('१ संस्थाको प्रोफाइल ले प्रयोग गरेको')
  await expect(toast).not.toContainText(/[A-Za-z]/)
})

test('a file input says what it does in the page\'s language (ne)', async ({ page }) => {
  await useLanguage(page, 'ne')
  const clerk = await signInAsClerk(page)
  expect((await page.request.post('/api/ngo/profile', { headers: SAME_ORIGIN, data: { name: 'फाइल संस्था', dao_registration_no: clerk.dao_registration_no } })).status()).toBe(201)
  await page.goto('/profile')
  const logo = page.getByLabel('लोगो छान्नुहोस्', { exact: true })
  await expect(page.getByText('कुनै फाइल छानिएको छैन').first()).toBeVisible()
  await expect(logo).toHaveAccessibleDescription(/कुनै फाइल छानिएको छैन/)
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQqziBFTEMLQkABkZXgRDDjAEAAAAASUVORK5CYII=', 'base64') })
  await expect(page.getByText('logo.png', { exact: true })).toBeVisible()
  // Nothing of the browser's own English text shows on the page.
  await expect(page.getByText(/No file chosen|Choose File/)).toHaveCount(0)
})
