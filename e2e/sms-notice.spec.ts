// The SMS notice of the NGO list (decision 091): in English at 1366 px the
// super administrator filters the list, writes a notice (a live count of
// characters and SMS parts), previews it (NGOs, parts, the day's budget),
// sends it and finds it in the action log; in Nepali at 390 px the form
// fits the phone's width.
import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations, insertProfiles, signInAsSuperAdmin, useLanguage } from './content-helpers'
import { withE2eDatabase } from './support/database'

const FILTERED = '/content/ngos?search_by=name_en&search=Notice+E2E'
const NOTICE = 'The municipality meets NGOs on Friday at 11 am in the city hall. Please bring your renewal papers.'

test.beforeAll(async () => {
  // Once, even when a retry starts a new worker: the counts below are of these two NGOs.
  const { rows } = await withE2eDatabase((client) => client.query(`select id from ngo_profiles where name_en like 'Notice E2E NGO %'`))
  if (rows.length > 0) return
  const ids = await insertProfiles(
    [1, 2].map((n) => ({
      name: `सूचना परीक्षण संस्था ${n}`,
      name_en: `Notice E2E NGO ${n}`,
      location: 'ललितपुर',
      phone: '015500000',
      contact_person_name: 'सम्पर्क',
      head_person_name: 'प्रमुख',
      dao_registration_no: `9801/notice-${n}`,
      status: 'active' as const,
      is_verified: true,
      is_complete: true,
    })),
  )
  await withE2eDatabase((client) => client.query(`update ngo_profiles set contact_person_phone = '981' || lpad(id::text, 7, '0') where id = any($1)`, [ids]))
})

test('filter, write, preview and send a notice; the action log shows it (English, 1366 px)', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  await useLanguage(page, 'en')
  await signInAsSuperAdmin(page)

  // No filter: the action says why it is off.
  await page.goto('/content/ngos')
  await expect(page.getByRole('button', { name: 'Send a notice by SMS' })).toBeDisabled()
  await expect(page.getByText('Choose a filter first: a notice is not sent to every NGO at once.')).toBeVisible()

  await page.goto(FILTERED)
  await page.getByRole('button', { name: 'Send a notice by SMS' }).click()
  const form = page.getByRole('region', { name: 'A notice by SMS to the NGOs of this filter' })
  const text = form.getByLabel('Text of the notice')
  await text.fill('नमस्ते')
  await expect(form.getByText('6 characters, 1 SMS parts')).toBeVisible()
  // An empty text: the API's message, nothing sent.
  await text.fill('   ')
  await form.getByRole('button', { name: 'Preview' }).click()
  await expect(form.getByRole('alert')).toHaveText('Write the text of the notice')
  await text.fill(NOTICE)
  await expect(form.getByText(`${NOTICE.length} characters, 1 SMS parts`)).toBeVisible()
  await expectNoSeriousViolations(page)
  await form.getByRole('button', { name: 'Preview' }).click()

  const figures = form.locator('dl')
  await expect(figures).toContainText('NGOs of this filter')
  await expect(form.locator('dt', { hasText: 'NGOs with a mobile (who get it)' }).locator('+ dd')).toHaveText('2')
  await expect(form.locator('dt', { hasText: 'SMS parts in all' }).locator('+ dd')).toHaveText('2')
  await expect(form.locator('dt', { hasText: 'Left of today’s SMS budget' }).locator('+ dd')).toContainText('/ 2,000')
  await page.screenshot({ path: 'test-results/sms-notice-preview-1366.png', fullPage: true })
  await form.getByRole('button', { name: 'Send the notice' }).click()
  await expect(form.getByRole('status')).toHaveText('Sent: 2 of 2, 0 failed.', { timeout: 15_000 })

  await page.goto('/content/action-log')
  await expect(page.getByRole('main')).toContainText('SMS notice')
  await page.screenshot({ path: 'test-results/sms-notice-action-log-1366.png', fullPage: true })
})

test('the notice form fits a phone in Nepali (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await useLanguage(page, 'ne')
  await signInAsSuperAdmin(page)
  await page.goto(FILTERED)
  await page.getByRole('button', { name: 'SMS बाट सूचना पठाउनुहोस्' }).click()
  const form = page.getByRole('region', { name: 'यो छनोटका संस्थाहरूलाई SMS बाट सूचना' })
  await form.getByLabel('सूचनाको पाठ').fill('नगरपालिकाले शुक्रबार बिहान ११ बजे संस्थाहरूसँग बैठक राखेको छ।')
  await expect(form.getByText(/अक्षर, १ SMS भाग/)).toBeVisible()
  await form.getByRole('button', { name: 'पूर्वावलोकन' }).click()
  await expect(form.getByRole('button', { name: 'सूचना पठाउनुहोस्' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 5_000 }).toBe(390)
  await expectNoSeriousViolations(page)
  await page.screenshot({ path: 'test-results/sms-notice-preview-390-ne.png', fullPage: true })
})
