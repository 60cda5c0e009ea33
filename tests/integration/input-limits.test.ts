// The input limits every route meets (lib/api/input.ts): JSON only as
// application/json, at most 1 MB counted while it streams in (anonymous or
// not), no control or text-direction characters in any query value, path
// parameter, key or field (400 naming it, never a 500); unknown API paths and
// wrong methods answer JSON; /api/lang redirects only within the portal.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as catchAll from '@/app/api/[...path]/route'
import { POST as login } from '@/app/api/auth/login/route'
import { POST as register } from '@/app/api/auth/register/route'
import { GET as chooseLanguage } from '@/app/api/lang/route'
import * as annualBudgetRoute from '@/app/api/ngo/[id]/annual-budget/route'
import { POST as createOption } from '@/app/api/ngo/target-group-or-thematic-scope/route'
import * as healthRoute from '@/app/api/health/route'
import { GET as readProfile, PUT as updateProfile } from '@/app/api/ngo/profile/[id]/route'
import { ngoProfiles, users } from '@/db/schema'
import type { RouteHandler } from '@/lib/api/route'
import { db } from '@/lib/db'
import { routeDefinitions } from '@/lib/openapi/document'
import { createSignedInUser, uniqueMobile } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { call } from '@/tests/http'

let owner: Awaited<ReturnType<typeof createSignedInUser>>
let admin: Awaited<ReturnType<typeof createSignedInUser>>
let profileId: string

beforeAll(async () => {
  owner = await createSignedInUser()
  admin = await createSignedInUser({ role: 'super_admin' })
  profileId = String((await createProfile(owner.user)).profile.id)
})

/** A body that streams `total` bytes of a JSON string in 64 KiB chunks, counting what the server pulled. */
function streamedBody(total: number) {
  let pulled = 0
  const chunk = new TextEncoder().encode('a'.repeat(64 * 1024))
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"vision":"'))
    },
    pull(controller) {
      if (pulled >= total) {
        controller.enqueue(new TextEncoder().encode('"}'))
        return controller.close()
      }
      pulled += chunk.length
      controller.enqueue(chunk)
    },
  })
  return { stream, pulled: () => pulled }
}

function streamedRequest(url: string, method: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  return new Request(new URL(url, 'http://localhost'), { method, headers: { 'content-type': 'application/json', ...headers }, body, duplex: 'half' } as RequestInit)
}

describe('JSON bodies', () => {
  it('must be sent as application/json (415 otherwise), anonymous or not', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx']) {
      const anonymous = await call(login, { method: 'POST', headers: { 'content-type': contentType }, body: '{"mobile":"9800000001","password":"x"}' })
      expect(anonymous.status, contentType).toBe(415)
      expect(anonymous.json.message).toBe('Send the body as application/json')
    }
    const signedIn = await call(updateProfile, { method: 'PUT', params: { id: profileId }, headers: { ...owner.headers, 'content-type': 'text/plain' }, body: '{"vision":"x"}' })
    expect(signedIn.status).toBe(415)
    expect((await call(login, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body: '{}' })).status).toBe(400)
  })

  it('refuses a 5 MB body with 413 by its declared length, and changes nothing', async () => {
    const visionOf = async () => (await db.select({ vision: ngoProfiles.vision }).from(ngoProfiles).where(eq(ngoProfiles.id, Number(profileId))))[0]!.vision
    const before = await visionOf()
    const body = JSON.stringify({ vision: 'x'.repeat(5 * 1024 * 1024) })
    const response = await call(updateProfile, { method: 'PUT', params: { id: profileId }, headers: { ...owner.headers, 'content-type': 'application/json', 'content-length': String(body.length) }, body })
    expect(response.status).toBe(413)
    expect(response.json.message).toBe('The body must be at most 1 MB')
    expect(await visionOf()).toBe(before)
  })

  it('cuts off a 50 MB body to a signed-in write while it streams, without a declared length', async () => {
    const body = streamedBody(50 * 1024 * 1024)
    const response = await updateProfile(streamedRequest(`/api/ngo/profile/${profileId}`, 'PUT', body.stream, owner.headers), { params: Promise.resolve({ id: profileId }) })
    expect(response.status).toBe(413)
    expect(body.pulled()).toBeLessThan(2 * 1024 * 1024)
  })

  it('cuts off six parallel 100 MB anonymous sign-in bodies after the first megabyte each', async () => {
    const bodies = Array.from({ length: 6 }, () => streamedBody(100 * 1024 * 1024))
    const responses = await Promise.all(bodies.map((body) => login(streamedRequest('/api/auth/login', 'POST', body.stream, {}))))
    for (const response of responses) expect(response.status).toBe(413)
    for (const body of bodies) expect(body.pulled()).toBeLessThan(2 * 1024 * 1024)
  })

  it('refuses malformed JSON and text that is not UTF-8 with 400', async () => {
    for (const body of ['{"mobile":', '\u0000', '[1,2']) {
      const response = await call(login, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.json.message).toBe('Invalid JSON body')
    }
    const latin1 = new Request('http://localhost/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]) })
    expect((await login(latin1)).status).toBe(400)
  })
})

describe('control and text-direction characters', () => {
  const CONTROL = ['\u0000', '\u0007', '\u001b', '\u007f', '\u202e', '\u2066']

  it('in any query value of every route that reads a query: 400 naming the parameter, never a 500', async () => {
    const definitions = (await routeDefinitions()).filter((definition) => definition.query && 'shape' in definition.query)
    expect(definitions.length).toBeGreaterThanOrEqual(5)
    const modules = new Map<string, RouteHandler>()
    for (const definition of definitions) {
      const file = `@/app${definition.path.replace(/\{(\w+)\}/g, '[$1]')}/route`
      modules.set(definition.path, ((await import(/* @vite-ignore */ file)) as Record<string, RouteHandler>)[definition.method]!)
    }
    for (const definition of definitions) {
      for (const key of Object.keys((definition.query as unknown as { shape: Record<string, unknown> }).shape)) {
        for (const character of ['\u0000', '\u202e']) {
          // A path parameter is given a valid value, so the query is what is refused.
          const params = Object.fromEntries([...definition.path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1], '1']))
          const response = await call(modules.get(definition.path)!, { path: definition.path, headers: admin.headers, params, query: { [key]: `x${character}y` } })
          expect(response.status, `${definition.path}?${key}`).toBe(400)
          expect(response.json.errors, `${definition.path}?${key}`).toHaveProperty(key)
        }
      }
    }
  })

  it('in the anonymous profile list search, as the outside test sent it', async () => {
    const { GET } = await import('@/app/api/ngo/profile/route')
    const response = await call(GET, { path: '/api/ngo/profile', query: { search_by: 'name', search: 'x\u0000y' } })
    expect(response.status).toBe(400)
    expect(response.json).toEqual({ message: 'search: must not contain control or text-direction characters', errors: { search: 'must not contain control or text-direction characters' } })
  })

  it('in a path parameter or a query key', async () => {
    const inPath = await call(readProfile, { params: { id: `1\u0000` } })
    expect(inPath.status).toBe(400)
    expect(inPath.json.errors).toHaveProperty('id')
    const inKey = await call(healthRoute.GET, { query: { 'a\u0000': '1' } })
    expect(inKey.status).toBe(400)
  })

  it('in any field of a registration or a write, named by its path, changing nothing', async () => {
    for (const character of CONTROL) {
      const mobile = uniqueMobile()
      const registration = await call(register, {
        method: 'POST',
        body: { dao_registration_no: '12/080', name: `Ram${character}`, mobile, email: 'ram@example.org', password: 'kathmandu-valley-2081' },
      })
      expect(registration.status, JSON.stringify(character)).toBe(400)
      expect(registration.json.errors).toHaveProperty('name')
      expect(await db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(0)
    }
    const nested = await call(annualBudgetRoute.PUT, { method: 'PUT', params: { id: profileId }, headers: owner.headers, body: [{ internal_source: 'ok' }, { internal_source: 'bad\u0000' }] })
    expect(nested.status).toBe(400)
    expect(nested.json.errors).toHaveProperty('1.internal_source')
    const option = await call(createOption, { method: 'POST', headers: admin.headers, body: { name: 'evil\u202egnp.exe', type: 'thematic-scope' } })
    expect(option.status).toBe(400)
    expect(option.json.errors).toHaveProperty('name')
    const key = await call(updateProfile, { method: 'PUT', params: { id: profileId }, headers: owner.headers, body: { 'vision\u0000': 'x' } })
    expect(key.status).toBe(400)
  })

  it('lets free text keep its tabs and line breaks', async () => {
    const vision = 'First line\r\nSecond line\n\tindented'
    const response = await call(updateProfile, { method: 'PUT', params: { id: profileId }, headers: owner.headers, body: { vision } })
    expect(response.status, response.text).toBe(200)
    expect(response.json.data.profile.vision).toBe(vision)
  })
})

describe('paths and methods the API does not have', () => {
  it('answers an unknown /api path with JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
      const response = await call(catchAll[method], { method, path: '/api/ngo/nothing/here' })
      expect(response.status, method).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      if (method !== 'HEAD') expect(response.json.message).toMatch(/Not Found/)
    }
  })

  it('answers a wrong method with JSON 405 and Allow, and OPTIONS with Allow', async () => {
    for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
      const response = await call(annualBudgetRoute[method], { method, params: { id: profileId } })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS, PUT')
      expect(response.json.message).toMatch(/Method Not Allowed/)
    }
    const options = await call(annualBudgetRoute.OPTIONS, { method: 'OPTIONS', params: { id: profileId } })
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS, PUT')
  })
})

describe('GET /api/lang', () => {
  const location = async (next: string) => {
    const response = await call(chooseLanguage, { path: '/api/lang', query: { lang: 'en', next } })
    return { status: response.status, location: response.headers.get('location') }
  }

  it('never sends a person to another site', async () => {
    const payloads = ['//evil.test', '/\\evil.test', '\\\\evil.test', 'https://evil.test/', 'http:evil.test', '/%2F/evil.test', 'javascript:alert(1)', '//evil.test/%2e%2e', 'http://localhost@evil.test/', '/.//evil.test', '/en/..//evil.test']
    for (const next of payloads) {
      const answer = await location(next)
      expect(answer.status, next).toBe(303)
      expect(new URL(answer.location!, 'http://localhost').origin, `${next} -> ${answer.location}`).toBe('http://localhost')
      expect(answer.location!.startsWith('//'), next).toBe(false)
    }
  })

  it('refuses a next with a tab or a line break (400, not a redirect or a 500)', async () => {
    for (const next of ['/\t/evil.test', '/\n/evil.test', '/\r\nSet-Cookie: x=1']) {
      const response = await call(chooseLanguage, { path: '/api/lang', query: { lang: 'en', next } })
      expect(response.status, JSON.stringify(next)).toBe(400)
      expect(response.headers.get('location')).toBeNull()
      expect(response.json.errors).toHaveProperty('next')
    }
  })

  it("sends an old switch link to the page at its language's address, keeping the query; no cookie", async () => {
    const response = await call(chooseLanguage, { path: '/api/lang', query: { lang: 'en', next: '/profile/12?tab=documents#audit' } })
    expect(response.headers.get('location')).toBe('/en/profile/12?tab=documents#audit')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect((await location('')).location).toBe('/en')
    expect((await location('/?q=school&page=2')).location).toBe('/en?q=school&page=2')
    expect((await location('/en/login')).location).toBe('/en/login')
    const back = await call(chooseLanguage, { path: '/api/lang', query: { lang: 'ne', next: '/en/profile/12?tab=documents' } })
    expect(back.headers.get('location')).toBe('/profile/12?tab=documents')
    const unknownLanguage = await call(chooseLanguage, { path: '/api/lang', query: { lang: 'fr', next: '/en' } })
    expect(unknownLanguage.headers.get('location')).toBe('/')
  })
})
