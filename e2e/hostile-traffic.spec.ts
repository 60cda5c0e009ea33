// What the outside test found, through the built portal: hostile queries give
// the not-found page, every answer over HTTPS carries HSTS, a client cannot
// choose the address its limits count against, unknown API paths and methods
// answer JSON; a browser that signed in before gets through guessing spread
// over many addresses; and the screens this work added: the super
// administrator's SMS budget notice and the editor's word on what the public sees.
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { signInAsSuperAdmin, useLanguage } from './content-helpers'
import { signInAsClerk } from './support/clerk'
import { E2E_PORT, SAME_ORIGIN } from './support/constants'
import { withE2eDatabase } from './support/database'

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]

async function screens(page: Page, testInfo: TestInfo, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.screenshot({ path: testInfo.outputPath(`${name}-${size.width}.png`), fullPage: true })
  }
}

test('a query with a control or text-direction character answers the not-found page, never the error view', async ({ page }) => {
  for (const path of ['/?q=%00', '/?page=1%07', '/open-data?x=%E2%80%AE', '/api-reference?a=%1B']) {
    const response = await page.goto(path)
    expect(response!.status(), path).toBe(404)
    await expect(page.getByRole('heading', { name: 'पृष्ठ भेटिएन !' })).toBeVisible()
    await expect(page.getByText('अप्रत्याशित त्रुटि भयो!')).toHaveCount(0)
  }
  // The API reference is a page too: it gets the page policy with its nonce.
  expect((await page.goto('/api-reference'))!.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/)
  await signInAsSuperAdmin(page)
  const admin = await page.goto('/content/ngos?search=%00')
  expect(admin!.status()).toBe(404)
  // An ordinary search still works.
  expect((await page.goto('/content/ngos?search=Patan'))!.status()).toBe(200)
})

test('every answer over HTTPS carries HSTS: pages, API, files, static assets, errors', async ({ page, request }) => {
  const https = { 'x-forwarded-proto': 'https' }
  await page.goto('/open-data')
  const asset = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
  for (const path of ['/', '/open-data', '/api/health', '/api/nothing/here', '/api/files/00000000000000000000000000000000', asset!, '/no-such-page']) {
    const response = await request.get(path, { headers: https })
    expect(response.headers()['strict-transport-security'], path).toContain('max-age=31536000')
  }
  expect((await request.get('/api/health')).headers()['strict-transport-security']).toBeUndefined()
})

test('a client cannot choose the address its sign-in tries count against', async ({ request }) => {
  const statuses = []
  for (let index = 0; index < 6; index++) {
    const response = await request.post('/api/auth/login', {
      headers: { 'x-portal-peer-address': `10.0.0.${index}`, 'x-forwarded-for': `10.1.0.${index}` },
      data: { dao_registration_no: '1/080', mobile: '9841999001', password: `not-the-password-${index}` },
    })
    statuses.push(response.status())
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
})

test('the owner’s browser signs in through guessing from many addresses; a browser new to the account waits a minute', async ({ page, browser }) => {
  const clerk = await signInAsClerk(page)
  const [device] = (await page.context().cookies()).filter((cookie) => cookie.name === 'ngo_device')
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' })
  await page.context().clearCookies({ name: 'ngo_session' })
  // What eleven addresses × five wrong passwords leave behind: the ten tries that got through
  // (this machine is one address, so they are written as the attack's addresses would have left them).
  await withE2eDatabase((client) =>
    client.query(
      `insert into request_attempts (kind, subject, address, attempted_at) select 'sign-in', $1, '203.0.113.' || (n / 5 + 1), now() from generate_series(0, 9) n`,
      [clerk.mobile],
    ),
  )
  const signInOnThePage = async (on: Page) => {
    await on.goto('/login')
    await on.getByLabel('जिल्ला प्रशासन कार्यालय दर्ता नं.').fill(clerk.dao_registration_no)
    await on.getByLabel('मोबाइल नम्बर').fill(clerk.mobile)
    await on.getByLabel('पासवर्ड').fill(clerk.password)
    const answer = on.waitForResponse('**/api/auth/form/login')
    await on.getByRole('button', { name: 'लगइन', exact: true }).click()
    return answer
  }
  // The browser that signed in before sends its device cookie with the sign-in form.
  const known = await signInOnThePage(page)
  expect(known.status()).toBe(303)
  await expect(page).toHaveURL(/\/profile$/)
  expect((await page.request.get('/api/auth/me')).status()).toBe(200)
  // Another browser: a block of a minute, said in the page's language.
  const other = await browser.newContext({ baseURL: `http://localhost:${E2E_PORT}` })
  try {
    const stranger = await other.newPage()
    const refused = await signInOnThePage(stranger)
    expect(refused.headers().location).toBe('/login#error-summary')
    await expect(stranger.getByRole('alert').getByText('धेरै पटक गलत प्रयास भयो।')).toBeVisible()
    expect((await stranger.request.get('/api/auth/me')).status()).toBe(401)
    // The block is of a minute: the same sign-in through the API says how long.
    const again = await stranger.request.post('/api/auth/login', { headers: SAME_ORIGIN, data: { dao_registration_no: clerk.dao_registration_no, mobile: clerk.mobile, password: clerk.password } })
    expect(again.status()).toBe(429)
    expect(Number(again.headers()['retry-after'])).toBeLessThanOrEqual(60)
  } finally {
    await other.close()
  }
})

test('unknown API paths and wrong methods answer JSON', async ({ request }) => {
  const missing = await request.get('/api/ngo/nothing/here')
  expect(missing.status()).toBe(404)
  expect(await missing.json()).toEqual({ message: 'Not Found: no API call has this path' })
  const wrong = await request.delete('/api/health')
  expect(wrong.status()).toBe(405)
  expect(wrong.headers().allow).toBe('GET, HEAD, OPTIONS')
  expect((await wrong.json()).message).toMatch(/Method Not Allowed/)
})

test('the super administrator’s dashboard says when the day’s registration SMS are spent, and who asked', async ({ page }, testInfo) => {
  const today = "date_trunc('day', now() at time zone 'Asia/Kathmandu') at time zone 'Asia/Kathmandu'"
  await withE2eDatabase((client) =>
    client.query(
      `insert into rate_limit_counters (key, window_start, count, expires_at) values ('sms-daily:registration', ${today}, 300, now() + interval '2 days') on conflict (key, window_start) do update set count = 300`,
    ),
  )
  try {
    const refused = await page.request.post('/api/auth/register', {
      headers: SAME_ORIGIN,
      data: { dao_registration_no: '9/081', name: 'Budget Test', mobile: '9841999002', email: 'budget@example.org', password: 'kathmandu-valley-2081' },
    })
    expect(refused.status()).toBe(429)
    await signInAsSuperAdmin(page)
    await page.goto('/')
    const notice = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'दैनिक SMS सीमा पुग्यो' }) })
    await expect(notice).toContainText('नेपाल समयअनुसार मध्यरातसम्म रोकिएका: दर्ता')
    await expect(notice.getByRole('row', { name: /^दर्ता/ })).toContainText('३००३०००')
    // The refused registration was asked for from this machine: its network is named.
    await expect(notice.getByRole('listitem').filter({ hasText: /127\.0\.0\.0\/24|0:0:0:0::\/64/ }).first()).toBeVisible()
    await screens(page, testInfo, 'sms-budget-ne')
    await useLanguage(page, 'en')
    await page.goto('/')
    const english = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'The daily SMS limit is reached' }) })
    await expect(english.getByRole('row', { name: /^Registrations/ })).toContainText('3003000')
    // Password resets have their own budget: not among the refused.
    await expect(english.getByText('Refused until midnight, Nepal time: Registrations', { exact: true })).toBeVisible()
    await screens(page, testInfo, 'sms-budget-en')
  } finally {
    await withE2eDatabase((client) => client.query(`delete from rate_limit_counters where key = 'sms-daily:registration'`))
  }
  // A visitor sees nothing of it.
  await page.context().clearCookies()
  await page.goto('/')
  await expect(page.getByRole('heading', { name: /daily SMS limit|SMS today/ })).toHaveCount(0)
})

test('the editor says beside each contact what the public will see', async ({ page }, testInfo) => {
  await useLanguage(page, 'en')
  await signInAsClerk(page)
  await page.goto('/profile')
  const profile = page.getByRole('region', { name: 'Profile', exact: true })
  await expect(profile.getByRole('textbox', { name: 'Head Person Phone' })).toHaveAccessibleDescription(/left out of the public list of NGOs and of the open data/)
  await expect(profile.getByRole('textbox', { name: 'Contact Person Email' })).toHaveAccessibleDescription(/Shown on your public profile page only/)
  await expect(profile.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(/Public: shown on your profile page, in the public list of NGOs and in the open data/)
  await profile.getByRole('textbox', { name: 'Contact Person Phone' }).scrollIntoViewIfNeeded()
  await screens(page, testInfo, 'editor-hints-en')
  // The same editor at its Nepali address.
  await useLanguage(page, 'ne')
  await page.goto('/profile')
  await expect(page.getByText('तपाईंको सार्वजनिक प्रोफाइल पृष्ठमा मात्र देखिन्छ', { exact: false }).first()).toBeVisible()
  await screens(page, testInfo, 'editor-hints-ne')
})
