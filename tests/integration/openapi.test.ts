// GET /api/openapi.json through the real handler, and the document agreeing
// with a real handler: a body built from the published schema is accepted,
// and leaving out a field the schema marks required is refused.
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as openApi } from '@/app/api/openapi.json/route'
import { GET as listOptions, POST as createOption } from '@/app/api/ngo/target-group-or-thematic-scope/route'
import { createSignedInUser } from '@/tests/factories'
import { call } from '@/tests/http'

type Schema = { type?: string; enum?: unknown[]; minLength?: number; maxLength?: number; properties?: Record<string, Schema>; required?: string[] }
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let document: any

beforeAll(async () => {
  const response = await call(openApi, { path: '/api/openapi.json' })
  expect(response.status).toBe(200)
  document = response.json
})

/** The smallest body the schema asks for: every required property, the first enum value. */
function exampleFrom(schema: Schema, seed: string): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const name of schema.required ?? []) {
    const property = schema.properties?.[name] ?? {}
    if (property.enum) body[name] = property.enum[0]
    else if (property.type === 'string') body[name] = `${seed} ${name}`.slice(0, property.maxLength ?? 200)
    else if (property.type === 'boolean') body[name] = true
    else if (property.type === 'integer' || property.type === 'number') body[name] = 1
    else throw new Error(`no example for ${name}`)
  }
  return body
}

describe('GET /api/openapi.json', () => {
  it('serves OpenAPI 3.1 JSON that caches', async () => {
    const response = await call(openApi, { path: '/api/openapi.json' })
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
    expect(document.openapi).toMatch(/^3\.1\./)
    expect(document.info.title).toBeTruthy()
  })

  it('lists known operations with who may call them', () => {
    expect(document.paths['/api/ngo/profile'].get).toMatchObject({ operationId: 'getNgoProfile', 'x-access': 'public' })
    expect(document.paths['/api/ngo/profile/{id}/status'].put['x-access']).toBe('super_admin')
    expect(document.paths['/api/ngo/{id}/annual-budget'].put).toMatchObject({ 'x-access': 'owner', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/PutNgoIdAnnualBudgetBody' } } } } })
    expect(document.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/PostAuthLoginBody')
    expect(document.paths['/api/ngo/upload'].post.requestBody.content).toHaveProperty('multipart/form-data')
  })
})

describe('the document and the handler agree', () => {
  let headers: Record<string, string>
  let schema: Schema

  beforeAll(async () => {
    headers = (await createSignedInUser({ role: 'super_admin' })).headers
    const operation = document.paths['/api/ngo/target-group-or-thematic-scope'].post
    expect(operation['x-access']).toBe('super_admin')
    const ref: string = operation.requestBody.content['application/json'].schema.$ref
    schema = document.components.schemas[ref.split('/').pop()!]
  })

  it('accepts a body built from the published schema', async () => {
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'type']))
    const body = exampleFrom(schema, 'OpenAPI example')
    expect(schema.properties?.type?.enum).toContain(body.type)
    const response = await call(createOption, { method: 'POST', headers, body })
    expect(response.status, JSON.stringify(response.json)).toBe(201)
    expect(Object.keys(response.json)).toEqual(expect.arrayContaining(['message', 'data']))
    expect(response.json.data.option).toMatchObject({ name: body.name, type: body.type })

    const listed = await call(listOptions, { query: { type: String(body.type) } })
    expect(listed.json.data.options.map((option: { name: string }) => option.name)).toContain(body.name)
  })

  it('refuses the body without each field the schema marks required, with the error envelope', async () => {
    const full = exampleFrom(schema, 'OpenAPI missing')
    for (const name of schema.required ?? []) {
      const body = { ...full }
      delete body[name]
      const response = await call(createOption, { method: 'POST', headers, body })
      expect(response.status, name).toBe(400)
      expect(typeof response.json.message).toBe('string')
      expect(response.json.errors).toHaveProperty(name)
    }
  })

  it('answers 401 without a session and 403 for an NGO user, as the document says', async () => {
    const responses = document.paths['/api/ngo/target-group-or-thematic-scope'].post.responses
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['401', '403']))
    const body = exampleFrom(schema, 'OpenAPI forbidden')
    expect((await call(createOption, { method: 'POST', body })).status).toBe(401)
    const user = await createSignedInUser({ role: 'user' })
    expect((await call(createOption, { method: 'POST', headers: user.headers, body })).status).toBe(403)
  })
})
