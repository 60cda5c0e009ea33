// Two portal instances on one database and one upload folder (README,
// "More than one server"): every write through A (the main end-to-end server) shows through
// B, a second process of the same build, within a second — kept pages, cached
// reads and kept viewers included — and B serves the files A stored.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIResponse } from '@playwright/test'
import { createProfileFixture, setStatusAsSuperAdmin, type ProfileFixture } from './profile-public-fixtures'
import { BASE_URL } from './content-helpers'
import { E2E_DATA_DIR, E2E_PORT, E2E_SUPER_ADMIN, SAME_ORIGIN } from './support/constants'
import { e2eDatabaseUrl, withE2eDatabase } from './support/database'
import { millisecondsUntil, startSecondPortal, waitUntilHealthy, type SecondPortal } from './support/second-portal'
import { codeSentTo, invitationCodeSentTo } from './support/clerk'

let b: SecondPortal
let profile: ProfileFixture

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000)
  b = startSecondPortal(E2E_PORT + 51, {
    DATABASE_URL: e2eDatabaseUrl(),
    // The database is migrated and seeded by A already.
    SKIP_DATABASE_PREPARE: '1',
    // One secret and one upload folder for both instances.
    AUTH_SECRET: fs.readFileSync(path.join(E2E_DATA_DIR, 'auth-secret'), 'utf8').trim(),
    DATA_DIR: E2E_DATA_DIR,
  })
  await waitUntilHealthy(b)
  profile = await createProfileFixture(browser, `two${Date.now().toString(36)}`, { verified: true })
})

test.afterAll(async () => {
  await profile?.owner.context().close()
  await b?.stop()
})

/** GET through B, as a signed-out visitor's browser or with the given headers. */
const throughB = (pathname: string, headers: Record<string, string> = {}) => fetch(b.baseUrl + pathname, { headers: { 'sec-fetch-dest': 'document', ...headers } })
const textThroughB = async (pathname: string, headers: Record<string, string> = {}) => (await throughB(pathname, headers)).text()

async function superAdminSession(request: { post: (url: string, options: { data: unknown }) => Promise<APIResponse> }) {
  const response = await request.post(`${BASE_URL}/api/auth/login`, { data: { mobile: E2E_SUPER_ADMIN.mobile, password: E2E_SUPER_ADMIN.password, super_admin: true } })
  expect(response.status(), await response.text()).toBe(200)
  const token = ((await response.json()) as { data: { access_token: string } }).data.access_token
  const cookie = response.headers()['set-cookie'].split(';')[0]
  return { token, cookie }
}

test('a profile save through A shows through B within a second: its kept page, the home list and the admin list', async ({ request }) => {
  const admin = await superAdminSession(request)
  const search = `/?q=${encodeURIComponent(profile.values.name_en)}`
  const adminList = `/api/ngo/profile?q=${encodeURIComponent(profile.values.name_en)}`
  // B keeps each of them first.
  for (const pathname of [`/profile/${profile.id}`, search]) {
    await throughB(pathname)
    expect((await throughB(pathname)).headers.get('x-page-cache'), pathname).toBe('hit')
  }
  await throughB(adminList, { token: admin.token })

  const vision = `Vision through A ${Date.now().toString(36)}`
  const name_en = `${profile.values.name_en} Renamed`
  const saved = await profile.owner.request.put(`/api/ngo/profile/${profile.id}`, { headers: SAME_ORIGIN, data: { vision, name_en } })
  expect(saved.status(), await saved.text()).toBe(200)

  await millisecondsUntil(() => textThroughB(`/profile/${profile.id}`), (html) => html.includes(vision))
  await millisecondsUntil(() => textThroughB(search), (html) => html.includes(name_en))
  await millisecondsUntil(
    async () => ((await (await throughB(adminList, { token: admin.token })).json()) as { data: { ngoProfiles: { name_en: string }[] } }).data.ngoProfiles.map((row) => row.name_en),
    (names) => names.includes(name_en),
  )
  // The kept copy came back: B keeps the new page.
  expect((await throughB(`/profile/${profile.id}`)).headers.get('x-page-cache')).toBe('hit')
})

test('a verification through A shows in B\u2019s dashboard counts within a second', async ({ browser }) => {
  const unverified = await createProfileFixture(browser, `twv${Date.now().toString(36)}`, { verified: false })
  try {
    const verified = async () => ((await (await throughB('/api/ngo/dashboard/counts?type=verified')).json()) as { data: { total: number } }).data.total
    const dashboardTotal = () => textThroughB('/en')
    const before = await verified()
    await dashboardTotal()
    await setStatusAsSuperAdmin(browser, unverified.id, 'active')
    await millisecondsUntil(verified, (total) => total === before + 1)
    // The kept dashboard lists the verified profile too.
    await millisecondsUntil(dashboardTotal, (html) => html.includes(unverified.values.name_en))
  } finally {
    await unverified.owner.context().close()
  }
})

test('a translation changed through A shows on every page of B within a second', async ({ request }) => {
  const admin = await superAdminSession(request)
  const [home] = await withE2eDatabase(async (client) => (await client.query<{ id: number; nepali: string }>(`select id, nepali from translations where english = 'Home'`)).rows)
  for (const pathname of ['/', `/profile/${profile.id}`]) await throughB(pathname)
  const label = `गृहपृष्ठ ${Date.now().toString(36)}`
  try {
    const changed = await request.put(`${BASE_URL}/api/ngo/translation/${home.id}`, { headers: { token: admin.token }, data: { nepali: label } })
    expect(changed.status(), await changed.text()).toBe(200)
    for (const pathname of ['/', `/profile/${profile.id}`, '/open-data']) await millisecondsUntil(() => textThroughB(pathname), (html) => html.includes(label))
  } finally {
    await request.put(`${BASE_URL}/api/ngo/translation/${home.id}`, { headers: { token: admin.token }, data: { nepali: home.nepali } })
  }
})

test('B serves the logo and a document A stored', async ({ request }) => {
  const { data } = (await (await profile.owner.request.get(`/api/ngo/profile/${profile.id}`)).json()) as { data: { profile: { logo: string } } }
  const fromA = await request.get(`${BASE_URL}/api/files/${data.profile.logo}`)
  const fromB = await throughB(`/api/files/${data.profile.logo}`)
  expect(fromB.status).toBe(200)
  expect(Buffer.from(await fromB.arrayBuffer())).toEqual(await fromA.body())
  expect(fromB.headers.get('content-type')).toBe(fromA.headers()['content-type'])

  const documents = (await (await profile.owner.request.get(`/api/ngo/${profile.id}/documents`)).json()) as { data: { documents: { file: string }[] } }
  const cookies = await profile.owner.context().cookies()
  const cookie = cookies.map((entry) => `${entry.name}=${entry.value}`).join('; ')
  const document = await throughB(`/api/files/${documents.data.documents[0].file}`, { cookie })
  expect(document.status).toBe(200)
  expect(document.headers.get('content-type')).toBe('application/pdf')
})

test('a sign-in lockout counts failures on both instances', async ({ request }) => {
  const mobile = `98${Math.floor(10_000_000 + Math.random() * 89_999_999)}`
  const attempt = (baseUrl: string) =>
    fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile, password: 'not-the-password-2081', dao_registration_no: '1/080' }) })
  for (const baseUrl of [BASE_URL, b.baseUrl, BASE_URL, b.baseUrl, BASE_URL]) expect((await attempt(baseUrl)).status).toBe(401)
  expect((await attempt(b.baseUrl)).status).toBe(429)
  expect((await request.post(`${BASE_URL}/api/auth/login`, { data: { mobile, password: 'not-the-password-2081', dao_registration_no: '1/080' } })).status()).toBe(429)
})

test('a logout through A refuses the old token and cookie on B within a second', async ({ request }) => {
  const admin = await superAdminSession(request)
  const me = (headers: Record<string, string>) => fetch(`${b.baseUrl}/api/auth/me`, { headers }).then((response) => response.status)
  // B knows both, and keeps the viewer.
  expect(await me({ token: admin.token })).toBe(200)
  expect(await me({ cookie: admin.cookie })).toBe(200)
  const loggedOut = await request.get(`${BASE_URL}/api/auth/logout`, { headers: { token: admin.token } })
  expect(loggedOut.status()).toBe(200)
  await millisecondsUntil(() => me({ token: admin.token }), (status) => status === 401)
  await millisecondsUntil(() => me({ cookie: admin.cookie }), (status) => status === 401)
})

test('a person an NGO admin removes through A is refused on B within a second, token and cookie (decision 092)', async () => {
  // The owner of the fixture profile is its NGO admin; a new member joins with an invitation.
  const mobile = `98${Math.floor(10_000_000 + Math.random() * 89_999_999)}`
  const invited = await profile.owner.request.post(`/api/ngo/${profile.id}/invitations`, { headers: SAME_ORIGIN, data: { mobile } })
  expect(invited.status(), await invited.text()).toBe(201)
  const code = await invitationCodeSentTo(mobile)
  const dao = `${Math.floor(100 + Math.random() * 899)}/81`
  const password = 'kathmandu-valley-member-81'
  const post = (pathname: string, data: unknown, headers: Record<string, string> = {}) =>
    fetch(`${BASE_URL}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json', ...SAME_ORIGIN, ...headers }, body: JSON.stringify(data) })
  expect((await post('/api/auth/register', { dao_registration_no: dao, name: 'Two Instances Member', mobile, email: 'member@example.org', password })).status).toBe(201)
  expect((await post('/api/auth/verification', { mobile, mpin: await codeSentTo(mobile) })).status).toBe(200)
  const signedIn = await post('/api/auth/login', { dao_registration_no: dao, mobile, password })
  const session = (await signedIn.json()) as { data: { access_token: string; user: { id: number } } }
  const cookie = signedIn.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
  expect((await post('/api/ngo/invitations/accept', { code }, { token: session.data.access_token })).status).toBe(200)

  const me = (headers: Record<string, string>) => fetch(`${b.baseUrl}/api/auth/me`, { headers }).then((response) => response.status)
  // B knows the member's token and cookie, and keeps the viewer.
  expect(await me({ token: session.data.access_token })).toBe(200)
  expect(await me({ cookie })).toBe(200)
  const removed = await profile.owner.request.delete(`/api/ngo/${profile.id}/members/${session.data.user.id}`, { headers: SAME_ORIGIN })
  expect(removed.status(), await removed.text()).toBe(200)
  await millisecondsUntil(() => me({ token: session.data.access_token }), (status) => status === 401)
  await millisecondsUntil(() => me({ cookie }), (status) => status === 401)
  // Nor does a write of the profile through B get in.
  const write = await fetch(`${b.baseUrl}/api/ngo/profile/${profile.id}`, { method: 'PUT', headers: { 'content-type': 'application/json', token: session.data.access_token }, body: JSON.stringify({ vision: 'After removal' }) })
  expect(write.status).toBe(401)
})
