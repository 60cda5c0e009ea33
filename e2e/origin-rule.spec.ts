// The origin rule in a real browser: the portal's own forms, uploads and
// logout keep working (at a phone's width), while a page served from another
// port of the same host (same site, so the SameSite=Lax cookie goes along)
// can neither write with the visitor's cookie nor sign the visitor out.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { BASE_URL, signInAsSuperAdmin, useLanguage } from './content-helpers'
import { pngFile } from './profile-editor-fixtures'
import { signInAsClerk } from './support/clerk'
import { withE2eDatabase } from './support/database'

test('the portal’s own forms, uploads and logout work under the origin rule', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await useLanguage(page, 'en')
  const clerk = await signInAsClerk(page)
  // Sign in again through the form itself.
  await page.request.post('/api/auth/logout', { headers: { origin: BASE_URL } })
  await page.goto('/login')
  await page.getByLabel('DAO Registration No.').fill(clerk.dao_registration_no)
  await page.getByLabel('Mobile Number').fill(clerk.mobile)
  await page.getByLabel('Password').fill(clerk.password)
  // The sign-in form posts to the portal, naming its origin (a browser sends it with every form post).
  const signIn = page.waitForRequest('**/api/auth/form/login')
  await page.getByRole('button', { name: 'Sign in' }).click()
  expect((await (await signIn).allHeaders()).origin).toBe(BASE_URL)
  await expect(page).toHaveURL(/\/profile$/)

  // A profile form, then a logo upload (multipart), both riding on the cookie.
  const profile = page.getByRole('region', { name: 'Profile', exact: true })
  await profile.getByLabel('Name in Nepali').fill('उत्पत्ति परीक्षण संस्था')
  await profile.getByLabel('DAO Registration No.').fill(clerk.dao_registration_no)
  await profile.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Profile Save Success !')).toBeVisible()
  await page.getByLabel('Choose Logo', { exact: true }).setInputFiles(pngFile())
  await page.getByRole('button', { name: 'Save Logo' }).click()
  await expect(page.getByText('Uploading Logo Success')).toBeVisible()

  // Logout is a POST from the page.
  const logout = page.waitForRequest('**/api/auth/logout')
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Logout' }).click()
  await page.getByRole('dialog', { name: 'Are you sure you want to logout?' }).getByRole('button', { name: 'Logout' }).click()
  expect((await logout).method()).toBe('POST')
  expect((await (await logout).allHeaders()).origin).toBe(BASE_URL)
  await expect(page.getByText('Logged Out !')).toBeVisible()
  expect((await page.request.get('/api/auth/me')).status()).toBe(401)
})

test.describe('a page on another port of the same host', () => {
  let attacker: http.Server
  let attackerUrl: string

  test.beforeAll(async () => {
    // What a compromised sibling site would serve: a text/plain form, a no-cors fetch and a link to the legacy logout.
    attacker = http.createServer((request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.end(`<!DOCTYPE html><html><body>
        <form id="form" method="POST" enctype="text/plain" action="${BASE_URL}/api/ngo/organization-type">
          <input name='{"type":"Made by a sibling form","x":"' value='"}'><button>Send</button>
        </form>
        <button id="fetch" onclick="fetch('${BASE_URL}/api/ngo/organization-type', { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ type: 'Made by a sibling fetch' }) }).then(() => (document.title = 'sent'))">Fetch</button>
        <a id="logout" href="${BASE_URL}/api/auth/logout">Logout</a>
      </body></html>`)
    })
    await new Promise<void>((resolve) => attacker.listen(0, resolve))
    attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}/`
  })

  test.afterAll(async () => {
    await new Promise((resolve) => attacker.close(resolve))
  })

  test('cannot write with the visitor’s cookie, nor sign the visitor out', async ({ page }) => {
    await signInAsSuperAdmin(page)
    await page.goto(attackerUrl)

    const formAnswer = page.waitForResponse(`${BASE_URL}/api/ngo/organization-type`)
    await page.locator('#form button').click()
    const answered = await formAnswer
    expect(answered.status()).toBe(403)
    expect(await answered.request().headerValue('cookie')).toContain('ngo_session=')

    await page.goto(attackerUrl)
    await page.locator('#fetch').click()
    await expect(page).toHaveTitle('sent')

    await page.goto(attackerUrl)
    const logoutAnswer = page.waitForResponse(`${BASE_URL}/api/auth/logout`)
    await page.locator('#logout').click()
    expect((await logoutAnswer).status()).toBe(403)

    const types = await withE2eDatabase((client) => client.query(`select type from organization_types where type like 'Made by a sibling%'`))
    expect(types.rows).toEqual([])
    expect((await page.request.get('/api/auth/me')).status()).toBe(200)
  })
})
