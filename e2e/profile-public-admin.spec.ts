// The super administrator on a profile page (spec section 4): Verify This
// Profile and Set Inactive, each after a confirmation, with the status bar
// following; the owner of an unverified profile sees it, the public does not.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoSeriousViolations, signInAsSuperAdmin, useLanguage } from './content-helpers'
import { createProfileFixture, type ProfileFixture } from './profile-public-fixtures'

const run = Date.now().toString(36)
let fixture: ProfileFixture

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000)
  fixture = await createProfileFixture(browser, `a${run}`, { verified: false })
})

function statusBar(page: Page, name = 'Profile status') {
  return page.getByRole('region', { name, exact: true })
}

/** The page's status for a visitor who is not signed in (a request context without cookies). */
async function publicStatus(request: APIRequestContext) {
  const response = await request.get(`/en/profile/${fixture.id}`)
  return response.status()
}

test('the owner sees the status bar of an unverified profile, without status actions; the public gets 404', async ({ request }) => {
  await useLanguage(fixture.owner, 'en')
  await fixture.owner.goto(`/profile/${fixture.id}`)
  const bar = statusBar(fixture.owner)
  await expect(bar.getByText('New Registration', { exact: true })).toBeVisible()
  await expect(bar.getByText('Not Verified', { exact: true })).toBeVisible()
  await expect(bar.getByText('Complete', { exact: true })).toBeVisible()
  await expect(bar.getByRole('button')).toHaveCount(0)
  // Documents are there for the owner too.
  await expect(fixture.owner.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible()

  expect(await publicStatus(request)).toBe(404)
})

test('the super administrator verifies the profile after a confirmation, then sets it inactive', async ({ page, request }) => {
  await signInAsSuperAdmin(page)
  await useLanguage(page, 'en')
  await page.goto(`/profile/${fixture.id}`)
  const bar = statusBar(page)
  await expect(bar.getByText('New Registration', { exact: true })).toBeVisible()
  await expect(bar.getByText('Not Verified', { exact: true })).toBeVisible()
  await expect(bar.getByRole('button', { name: 'Set Inactive' })).toHaveCount(0)
  await expectNoSeriousViolations(page)

  // Saying no changes nothing.
  await bar.getByRole('button', { name: 'Verify This Profile' }).click()
  const verifyDialog = page.getByRole('dialog', { name: 'Verify This Profile' })
  await expect(verifyDialog.getByText('Its status becomes Active')).toBeVisible()
  await expectNoSeriousViolations(page)
  await verifyDialog.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(verifyDialog).toHaveCount(0)
  await expect(bar.getByText('New Registration', { exact: true })).toBeVisible()

  await bar.getByRole('button', { name: 'Verify This Profile' }).click()
  await page.getByRole('dialog', { name: 'Verify This Profile' }).getByRole('button', { name: 'Verify This Profile', exact: true }).click()
  await expect(page.getByText('Profile Status Update Success')).toBeVisible()
  await expect(bar.getByText('Active', { exact: true })).toBeVisible()
  await expect(bar.getByText('Verified', { exact: true })).toBeVisible()
  await expect(bar.getByRole('button', { name: 'Verify This Profile' })).toHaveCount(0)
  await expect(bar.getByRole('button', { name: 'Set Inactive' })).toBeVisible()
  // Verified and active: the public sees it now.
  expect(await publicStatus(request)).toBe(200)

  await bar.getByRole('button', { name: 'Set Inactive' }).click()
  await page.getByRole('dialog', { name: 'Set Inactive' }).getByRole('button', { name: 'Set Inactive', exact: true }).click()
  await expect(bar.getByText('In Active', { exact: true })).toBeVisible()
  // Spec section 4: the verified flag stays true after Set Inactive.
  await expect(bar.getByText('Verified', { exact: true })).toBeVisible()
  await expect(bar.getByRole('button', { name: 'Verify This Profile' })).toBeVisible()
  expect(await publicStatus(request)).toBe(404)
})

test('a failed status change says so and changes nothing', async ({ page }) => {
  await signInAsSuperAdmin(page)
  await useLanguage(page, 'en')
  await page.goto(`/profile/${fixture.id}`)
  const bar = statusBar(page)
  await expect(bar.getByText('In Active', { exact: true })).toBeVisible()
  await page.route(`**/api/ngo/profile/${fixture.id}/status`, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service Unavailable' }) }),
  )
  await bar.getByRole('button', { name: 'Verify This Profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Verify This Profile' })
  await dialog.getByRole('button', { name: 'Verify This Profile', exact: true }).click()
  await expect(page.getByText('Failed to Update Profile Status')).toBeVisible()
  // The question stays open, so the administrator can try again or cancel.
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
  await page.reload()
  await expect(bar.getByText('In Active', { exact: true })).toBeVisible()
})

test('in Nepali the status bar and its actions are Nepali, and accessible', async ({ page }) => {
  await signInAsSuperAdmin(page)
  await useLanguage(page, 'ne')
  await page.goto(`/profile/${fixture.id}`)
  const bar = statusBar(page, 'प्रोफाइलको अवस्था')
  await expect(bar.getByText('निष्क्रिय', { exact: true })).toBeVisible()
  await expect(bar.getByRole('button', { name: 'यो प्रोफाइल प्रमाणित गर्नुहोस्' })).toBeVisible()
  await expectNoSeriousViolations(page)
  await bar.getByRole('button', { name: 'यो प्रोफाइल प्रमाणित गर्नुहोस्' }).click()
  const dialog = page.getByRole('dialog', { name: 'यो प्रोफाइल प्रमाणित गर्नुहोस्' })
  await expect(dialog).toBeVisible()
  await expectNoSeriousViolations(page)
  await dialog.getByRole('button', { name: 'यो प्रोफाइल प्रमाणित गर्नुहोस्', exact: true }).click()
  await expect(page.getByText('प्रोफाइलको अवस्था अद्यावधिक भयो')).toBeVisible()
  await expect(bar.getByText('सक्रिय', { exact: true })).toBeVisible()
})
