// Cross-origin writes with the browser's cookie: a page of another site, of
// another port of the same host or of a sibling subdomain can make a browser
// send the portal's session cookie, in any content type a form or a no-cors
// fetch may use. Each such write is refused with 403 and changes nothing; the
// portal's own pages, and token clients from anywhere, keep working.
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as me } from '@/app/api/auth/me/route'
import { POST as login } from '@/app/api/auth/login/route'
import { GET as logoutByGet, POST as logoutByPost } from '@/app/api/auth/logout/route'
import { POST as createOrganizationType } from '@/app/api/ngo/organization-type/route'
import { PUT as updateProfile } from '@/app/api/ngo/profile/[id]/route'
import { POST as upload } from '@/app/api/ngo/upload/route'
import { organizationTypes, storedFiles } from '@/db/schema'
import { CROSS_ORIGIN_MESSAGE } from '@/lib/api/origin'
import { db } from '@/lib/db'
import { createUser, TEST_PASSWORD } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { pngBytes } from '@/tests/fixtures/files'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'
import { call } from '@/tests/http'
import { sessionCookieFrom } from './auth-support'

withTemporaryUploads()

/** The portal answers at http://localhost (the tests' SITE_URL is http://localhost:3000, the request's host localhost). */
const OWN = 'http://localhost'
const FOREIGN_ORIGINS = ['http://evil.test', 'http://localhost:8080', 'https://localhost', 'http://other.localhost', 'null']

async function signedInCookie(user: { mobile: string }, superAdmin = false) {
  const body = superAdmin ? { super_admin: true, mobile: user.mobile, password: TEST_PASSWORD } : { dao_registration_no: 'DAO-ORIGIN', mobile: user.mobile, password: TEST_PASSWORD }
  const response = await call(login, { method: 'POST', body })
  expect(response.status, response.text).toBe(200)
  return { cookie: `ngo_session=${encodeURIComponent(sessionCookieFrom(response.headers)!)}`, token: response.json.data.access_token as string }
}

async function typeCount() {
  const [{ total }] = await db.select({ total: count() }).from(organizationTypes)
  return total
}

let admin: { cookie: string; token: string }
let owner: { cookie: string; token: string }
let profileId: string

beforeAll(async () => {
  admin = await signedInCookie(await createUser({ role: 'super_admin' }), true)
  const ngo = await createUser({ dao_registration_no: 'DAO-ORIGIN' })
  profileId = String((await createProfile(ngo)).profile.id)
  owner = await signedInCookie(ngo)
})

describe('a write riding on the session cookie', () => {
  it('is refused from another origin in every content type a page can send, and nothing changes', async () => {
    const before = await typeCount()
    for (const origin of FOREIGN_ORIGINS) {
      for (const [contentType, body] of [
        ['text/plain', '{"type":"x"}'],
        ['application/json', '{"type":"x"}'],
        ['application/x-www-form-urlencoded', 'type=x'],
      ] as const) {
        const response = await call(createOrganizationType, { method: 'POST', headers: { cookie: admin.cookie, origin, 'content-type': contentType }, body })
        expect(response.status, `${origin} ${contentType}`).toBe(403)
        expect(response.json).toEqual({ message: CROSS_ORIGIN_MESSAGE })
      }
    }
    expect(await typeCount()).toBe(before)
  })

  it('is refused without Origin when the browser says the page was on another site, or says nothing', async () => {
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { 'sec-fetch-site': 'none' }, {}] as Record<string, string>[]) {
      const response = await call(updateProfile, { method: 'PUT', params: { id: profileId }, headers: { ...headers, cookie: owner.cookie }, body: { vision: 'Changed by another site' } })
      expect(response.status, JSON.stringify(headers)).toBe(403)
    }
  })

  it('refuses a multipart logo upload from a sibling site, storing nothing', async () => {
    const form = new FormData()
    form.append('image', new File([new Uint8Array(await pngBytes())], 'logo.png', { type: 'image/png' }))
    form.append('id', 'logo')
    const [{ total: before }] = await db.select({ total: count() }).from(storedFiles)
    const response = await call(upload, { method: 'POST', headers: { cookie: owner.cookie, origin: 'http://uploads.localhost' }, body: form as unknown as string })
    expect(response.status).toBe(403)
    const [{ total: after }] = await db.select({ total: count() }).from(storedFiles)
    expect(after).toBe(before)
  })

  it('works from the portal’s own page, by Origin or by Sec-Fetch-Site alone', async () => {
    const byOrigin = await call(createOrganizationType, { method: 'POST', headers: { cookie: admin.cookie, origin: OWN }, body: { type: 'Same-origin cooperative' } })
    expect(byOrigin.status, byOrigin.text).toBe(201)
    const bySiteUrl = await call(createOrganizationType, { method: 'POST', headers: { cookie: admin.cookie, origin: 'http://localhost:3000' }, body: { type: 'Site address trust' } })
    expect(bySiteUrl.status, bySiteUrl.text).toBe(201)
    const byFetchSite = await call(updateProfile, { method: 'PUT', params: { id: profileId }, headers: { cookie: owner.cookie, 'sec-fetch-site': 'same-origin' }, body: { vision: 'Saved from the editor' } })
    expect(byFetchSite.status, byFetchSite.text).toBe(200)
    // Behind a TLS proxy the page's origin is https and the forwarded host.
    const proxied = await call(createOrganizationType, {
      method: 'POST',
      headers: { cookie: admin.cookie, origin: 'https://ngo.example.gov.np', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'ngo.example.gov.np' },
      body: { type: 'Behind the proxy' },
    })
    expect(proxied.status, proxied.text).toBe(201)
  })

  it('leaves token clients alone, from any origin', async () => {
    const response = await call(createOrganizationType, { method: 'POST', headers: { token: admin.token, origin: 'http://evil.test' }, body: { type: 'Created by a script' } })
    expect(response.status).toBe(201)
    const [row] = await db.select().from(organizationTypes).where(eq(organizationTypes.type, 'Created by a script'))
    expect(row).toBeDefined()
  })

  it('does not touch reads, nor writes that carry no cookie (signing in from another site)', async () => {
    expect((await call(me, { headers: { cookie: admin.cookie, origin: 'http://evil.test', 'sec-fetch-site': 'cross-site' } })).status).toBe(200)
    const ngo = await createUser({ dao_registration_no: 'DAO-ORIGIN' })
    const anonymous = await call(login, { method: 'POST', headers: { origin: 'http://evil.test' }, body: { dao_registration_no: 'DAO-ORIGIN', mobile: ngo.mobile, password: TEST_PASSWORD } })
    expect(anonymous.status).toBe(200)
  })
})

describe('signing out', () => {
  it('refuses a cookie-only GET /api/auth/logout navigated to from another site, and the session lives on', async () => {
    const session = await signedInCookie(await createUser({ dao_registration_no: 'DAO-ORIGIN' }))
    const navigation = await call(logoutByGet, { headers: { cookie: session.cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } })
    expect(navigation.status).toBe(403)
    expect(navigation.headers.get('set-cookie')).toBeNull()
    expect((await call(me, { headers: { cookie: session.cookie } })).status).toBe(200)
  })

  it('signs the browser out with POST from its own page, and token clients with GET', async () => {
    const browser = await signedInCookie(await createUser({ dao_registration_no: 'DAO-ORIGIN' }))
    const posted = await call(logoutByPost, { method: 'POST', headers: { cookie: browser.cookie, origin: OWN } })
    expect(posted.status).toBe(200)
    expect((await call(me, { headers: { cookie: browser.cookie } })).status).toBe(401)

    const script = await signedInCookie(await createUser({ dao_registration_no: 'DAO-ORIGIN' }))
    const byToken = await call(logoutByGet, { headers: { token: script.token } })
    expect(byToken.status).toBe(200)
    expect((await call(me, { headers: { token: script.token } })).status).toBe(401)
  })
})
