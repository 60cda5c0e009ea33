// Property-based fuzzing of every API route handler: random and malformed
// bodies, query strings, headers and path segments, sent anonymously, as an
// NGO user and as the super administrator. No input may produce a 500 or leak
// a stack trace; every JSON error answer carries a `message`.
import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser } from '@/tests/factories'
import { createProfile } from '@/tests/factories/profile'
import { pdfBytes, pngBytes } from '@/tests/fixtures/files'
import { withTemporaryUploads } from '@/tests/fixtures/uploads'
import { call, type RouteContext } from '@/tests/http'

withTemporaryUploads()

const API_ROOT = path.resolve(import.meta.dirname, '../../app/api')
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const
type Handler = (request: Request, context: RouteContext) => Promise<Response>
type Target = { route: string; method: (typeof METHODS)[number]; handler: Handler; segments: string[] }

/** Every route.ts under app/api, as a URL path such as /api/ngo/[id]/associate. */
function routeFiles(): string[] {
  return (fs.readdirSync(API_ROOT, { recursive: true }) as string[])
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) => path.join(API_ROOT, file))
    .sort()
}

async function discoverTargets(): Promise<Target[]> {
  const targets: Target[] = []
  for (const file of routeFiles()) {
    const route = '/api/' + path.relative(API_ROOT, path.dirname(file)).split(path.sep).join('/')
    const segments = [...route.matchAll(/\[(\w+)\]/g)].map((match) => match[1])
    const mod = (await import(file)) as Partial<Record<string, Handler>>
    for (const method of METHODS) {
      const handler = mod[method]
      if (typeof handler === 'function') targets.push({ route, method, handler, segments })
    }
  }
  // Signing out revokes the session the other runs use: fuzz it last.
  return targets.sort((a, b) => Number(a.route === '/api/auth/logout') - Number(b.route === '/api/auth/logout'))
}

// A stack frame, "at name (file:line:column)". Without parentheses inside its
// parts the pattern stays linear: `.+` in both places made a 100 kB answer
// (the whole label dictionary) take seconds to search.
const STACK_TRACE = /\bat [^\n()]*\([^\n()]*:\d+:\d+\)/
function expectNoLeak(text: string) {
  expect(text).not.toMatch(STACK_TRACE)
  expect(text).not.toContain('node_modules')
  expect(text).not.toMatch(/\.ts:\d/)
}

// --- arbitraries -----------------------------------------------------------

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const
const KNOWN_KEYS = [
  'id', 'name', 'name_en', 'mobile', 'password', 'confirm_password', 'code', 'email', 'type', 'page', 'limit', 'search', 'search_by',
  'thematic_scope', 'target_group', 'status', 'language', 'key', 'nepali', 'english', 'file_name', 'image', 'data', 'items', 'year', 'fiscal_year',
  'organization_type_id', 'dao_registration_no', 'lang', 'sort', 'order', 'from', 'to', 'ward', 'is_verified', 'count', 'ids', 'from_id', 'to_id',
]

// Strings that are awkward for parsers: lone surrogates, NUL, SQL and path tricks, huge ones.
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\uD800', '\uDFFF\uD800', '\u0000', "' OR 1=1 --", '"; drop table users; --', '%', '_', '\\', '../../etc/passwd', '1e309', '-0', 'NaN',
    'Infinity', '9'.repeat(40), '0x10', ' ', '<script>alert(1)</script>', '{{7*7}}', '${7*7}', 'null', 'undefined', '[]', '{}',
  ),
  fc.integer({ min: 1_000, max: 200_000 }).map((size) => 'x'.repeat(size)),
)

const scalar = fc.oneof(nastyString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.bigInt().map(String))
const key = fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 12 }))

/** Deeply nested JSON text, built as text: a recursive stringify would itself overflow. */
function nested(depth: number): string {
  return '{"a":['.repeat(depth) + '"deep"' + ']}'.repeat(depth)
}

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(key, fc.oneof(scalar, fc.array(scalar, { maxLength: 5 }), fc.dictionary(key, scalar, { maxKeys: 4 })), { maxKeys: 10 }),
  fc.constantFrom(...PROTO_KEYS).map((name) => JSON.parse(`{"${name}": {"polluted": true, "role": "super_admin"}}`)),
)

/** The raw body text: JSON of a random value, or something that is not JSON at all. */
const rawBody = fc.oneof(
  { weight: 4, arbitrary: jsonBody.map((value) => JSON.stringify(value) ?? 'null') },
  { weight: 1, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 5_000 }).map(nested) },
  { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,2', '\u0000', '{"__proto__":', 'null', '"', '{}}') },
)

// Header values must be Latin-1 without control characters, as on the wire.
const headerValue = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 300 })

const query = fc.dictionary(fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.string({ maxLength: 8 })), scalar.map(String), { maxKeys: 6 })

const segment = (validIds: string[]) =>
  fc.oneof(
    fc.constantFrom(...validIds),
    fc.integer().map(String),
    fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999999999', 'abc', '', ' 1', '1;drop', '%00', '..', '0x1f', 'a'.repeat(32), 'f'.repeat(32)),
    fc.string({ maxLength: 20 }),
  )

// --- the run ---------------------------------------------------------------

type Viewer = 'anonymous' | 'user' | 'super_admin'
const viewerHeaders: Record<Viewer, Record<string, string>> = { anonymous: {}, user: {}, super_admin: {} }
let validIds: string[] = []
let targets: Target[] = []

beforeAll(async () => {
  const owner = await createSignedInUser()
  const admin = await createSignedInUser({ role: 'super_admin' })
  viewerHeaders.user = owner.headers
  viewerHeaders.super_admin = admin.headers
  const { profile } = await createProfile(owner.user, {}, { complete: true })
  validIds = [String(profile.id), '1', '2']
  targets = await discoverTargets()
}, 60_000)

function sample(target: Target) {
  return fc.record({
    viewer: fc.constantFrom<Viewer>('anonymous', 'user', 'super_admin'),
    params: fc.record(Object.fromEntries(target.segments.map((name) => [name, segment(validIds)]))),
    query,
    body: rawBody,
    jsonContentType: fc.boolean(),
    token: fc.option(headerValue, { nil: undefined }),
    cookie: fc.option(fc.oneof(headerValue, headerValue.map((value) => `ngo_session=${value}; lang=${value.slice(0, 4)}`)), { nil: undefined }),
    extra: fc.dictionary(fc.constantFrom('accept', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto', 'content-length', 'range', 'if-none-match', 'origin'), headerValue, { maxKeys: 3 }),
  })
}

type Sample = ReturnType<typeof sample> extends fc.Arbitrary<infer T> ? T : never

async function send(target: Target, input: Sample, body?: BodyInit) {
  const headers: Record<string, string> = { ...input.extra, ...viewerHeaders[input.viewer] }
  // content-length must describe the body actually sent; a random one is not what a server would see.
  delete headers['content-length']
  if (input.token !== undefined && input.viewer === 'anonymous') headers.token = input.token
  if (input.cookie !== undefined) headers.cookie = input.cookie
  const withBody = target.method !== 'GET'
  if (withBody && body === undefined && input.jsonContentType) headers['content-type'] = 'application/json'
  const path = target.route.replace(/\[(\w+)\]/g, (_, name: string) => encodeURIComponent(input.params[name] ?? ''))
  const response = await call(target.handler, {
    method: target.method,
    path,
    query: input.query,
    headers,
    params: input.params,
    body: withBody ? ((body ?? input.body) as string) : undefined,
  })
  const context = `${target.method} ${target.route} as ${input.viewer} -> ${response.status}: ${response.text.slice(0, 300)}`
  expect(response.status, context).toBeLessThan(500)
  expectNoLeak(response.text)
  if ((response.headers.get('content-type') ?? '').includes('application/json') && response.status >= 400) {
    expect(typeof response.json?.message, context).toBe('string')
  }
  return response
}

describe('fuzzing every API route', () => {
  it('finds the route handlers', () => {
    expect(routeFiles().length).toBeGreaterThan(40)
    expect(targets.length).toBeGreaterThanOrEqual(routeFiles().length)
  })

  it('answers random input to every route without a 500 or a stack trace', async () => {
    for (const target of targets) {
      await fc.assert(
        fc.asyncProperty(sample(target), async (input) => {
          await send(target, input)
        }),
        { numRuns: 30 },
      )
    }
  }, 240_000)

  it('answers random multipart bodies to the upload route without a 500', async () => {
    const png = await pngBytes()
    const upload = targets.find((target) => target.route === '/api/ngo/upload' && target.method === 'POST')
    expect(upload).toBeDefined()
    const file = fc.record({
      bytes: fc.oneof(fc.uint8Array({ maxLength: 2_000 }), fc.constant(png), fc.constant(pdfBytes())),
      name: fc.oneof(nastyString, fc.constantFrom('logo.png', 'a.pdf', '../../x.pdf', '.htaccess', 'x.svg')),
      type: fc.constantFrom('', 'image/png', 'application/pdf', 'text/html', 'image/svg+xml', 'application/octet-stream'),
    })
    const fields = fc.array(
      fc.tuple(fc.oneof(fc.constantFrom('image', 'id', 'file_name'), fc.string({ maxLength: 8 })), fc.oneof(nastyString.map((value) => ({ value })), file.map((value) => ({ file: value })))),
      { maxLength: 6 },
    )
    await fc.assert(
      fc.asyncProperty(sample(upload!), fields, async (input, entries) => {
        const form = new FormData()
        for (const [name, entry] of entries) {
          if ('file' in entry) form.append(name, new File([new Uint8Array(entry.file.bytes)], entry.file.name, { type: entry.file.type }))
          else form.append(name, entry.value)
        }
        await send(upload!, input, form)
      }),
      { numRuns: 60 },
    )
  }, 120_000)
})

// Regressions the fuzzing found.
describe('fuzzing regressions', () => {
  it('treats a session cookie with a malformed escape as signed out, not as a server error', async () => {
    const { GET } = await import('@/app/api/files/[fileID]/route')
    const response = await call(GET, { path: '/api/files/0', params: { fileID: '0' }, headers: { cookie: 'ngo_session=%; lang=%' } })
    expect(response.status).toBe(404)
    const me = await import('@/app/api/auth/me/route')
    expect((await call(me.GET, { path: '/api/auth/me', headers: { cookie: 'ngo_session=%E0%A4' } })).status).toBe(401)
  })
})
