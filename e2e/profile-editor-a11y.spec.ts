// No serious or critical axe-core violation on /profile, in Nepali and in
// English, with every section shown and with every section in edit mode.
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations, useLanguage } from './content-helpers'
import { signInAsClerk } from './support/clerk'
import { SAME_ORIGIN } from './support/constants'

async function openEverySection(page: Page, editLabel: string, saveLabel: string) {
  const buttons = page.getByRole('button', { name: editLabel, exact: true })
  const count = await buttons.count()
  for (let index = 0; index < count; index++) await buttons.first().click()
  await expect(page.getByRole('button', { name: saveLabel, exact: true })).toHaveCount(count)
}

for (const language of ['ne', 'en'] as const) {
  test(`the own profile has no serious accessibility violation (${language})`, async ({ page }) => {
    // Four scans of the whole editor: 47–53 s on a slow day.
    test.setTimeout(120_000)
    await useLanguage(page, language)
    const clerk = await signInAsClerk(page)
    // Before the first save: the empty form.
    await page.goto('/profile')
    await expectNoSeriousViolations(page)

    const created = await page.request.post('/api/ngo/profile', {
      headers: SAME_ORIGIN,
      data: { name: 'पहुँच परीक्षण संस्था', name_en: 'Access Test', dao_registration_no: clerk.dao_registration_no, dao_registration_date: '2018-07-31', ordinary_member_male: 4 },
    })
    expect(created.status(), await created.text()).toBe(201)
    const profileId = ((await created.json()) as { data: { profile: { id: number } } }).data.profile.id
    await page.request.put(`/api/ngo/${profileId}/associate`, { headers: SAME_ORIGIN, data: [{ org_office_keyperson: 'Ward office', objectives_program: 'Training' }] })
    await page.request.put(`/api/ngo/${profileId}/subjective-manpower-detail`, { headers: SAME_ORIGIN, data: [{ subject: 'Health', male: 2, female: 3 }] })

    await page.reload()
    await expectNoSeriousViolations(page)
    await openEverySection(page, language === 'ne' ? 'सम्पादन' : 'Edit', language === 'ne' ? 'सुरक्षित गर्नुहोस्' : 'Save')
    await expectNoSeriousViolations(page)
    // The date picker's calendar, open.
    await page.getByRole('button', { name: language === 'ne' ? /मिति छान्नुहोस्/ : /^Choose date: DAO Registration Date$/ }).first().click()
    await expect(page.getByRole('dialog').first()).toBeVisible()
    await expectNoSeriousViolations(page)
  })
}
