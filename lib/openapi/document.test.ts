// Structural checks of the generated OpenAPI document: the 3.1 rules a
// validator would apply to what this generator can produce.
import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument, getOpenApiDocument, type JsonSchema } from '@/lib/openapi/document'
import { OPERATIONS } from '@/lib/openapi/operations'
import { REQUEST_SCHEMAS } from '@/lib/openapi/schemas'
import packageJson from '@/package.json'

const document = getOpenApiDocument()
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

function resolvePointer(root: unknown, ref: string): unknown {
  expect(ref.startsWith('#/'), `${ref} is a local reference`).toBe(true)
  let current: unknown = root
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (current === null || typeof current !== 'object' || !(key in current)) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

function collectRefs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) collectRefs(item, out)
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') out.push(item)
      else collectRefs(item, out)
    }
  }
  return out
}

function operations() {
  return Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })))
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with info, servers and the two ways to sign in', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/)
    expect(document.info.version).toBe(packageJson.version)
    expect(document.info.title).not.toBe('')
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })])
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'ngo_session' })
    expect(document.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'token' })
  })

  it('has one operation per registry entry, each with a unique operationId', () => {
    const all = operations()
    expect(all).toHaveLength(OPERATIONS.length)
    const ids = all.map(({ operation }) => operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const { method } of all) expect(METHODS).toContain(method)
  })

  it('declares every templated path parameter as a required path parameter, and no other', () => {
    for (const { path, method, operation } of operations()) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort()
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path')
      expect(declared.map((parameter) => parameter.name).sort(), `${method} ${path}`).toEqual(inPath)
      for (const parameter of declared) expect(parameter.required).toBe(true)
      const keys = (operation.parameters ?? []).map((parameter) => `${parameter.in}:${parameter.name}`)
      expect(new Set(keys).size, `${method} ${path} repeats a parameter`).toBe(keys.length)
    }
  })

  it('resolves every $ref inside the document', () => {
    const refs = collectRefs(document)
    expect(refs.length).toBeGreaterThan(50)
    for (const ref of refs) expect(resolvePointer(document, ref), ref).toBeDefined()
  })

  it('uses only declared tags and security schemes, and answers every operation with a success', () => {
    const tags = new Set(document.tags.map((tag) => tag.name))
    for (const { path, method, operation } of operations()) {
      for (const tag of operation.tags) expect(tags.has(tag), `${method} ${path}: ${tag}`).toBe(true)
      for (const requirement of operation.security) for (const scheme of Object.keys(requirement)) expect(document.components.securitySchemes).toHaveProperty(scheme)
      const statuses = Object.keys(operation.responses)
      expect(statuses.some((status) => /^[23]\d\d$/.test(status)), `${method} ${path}`).toBe(true)
      for (const status of statuses) expect(status).toMatch(/^[1-5]\d\d$/)
      expect(['public', 'signed-in', 'owner', 'super_admin']).toContain(operation['x-access'])
    }
  })

  it('keeps JSON Schema dialect markers out of the components and converts every request schema', () => {
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      expect(schema, name).not.toHaveProperty('$schema')
      expect(schema, name).not.toHaveProperty('$id')
    }
    const used = new Set(OPERATIONS.flatMap((operation) => [operation.query, operation.body]).filter(Boolean) as string[])
    for (const name of used) {
      const component = document.components.schemas[name[0].toUpperCase() + name.slice(1)]
      expect(component, name).toBeDefined()
      expect(Object.keys(component).length, name).toBeGreaterThan(0)
    }
    expect(Object.keys(REQUEST_SCHEMAS).every((name) => used.has(name)), 'every catalogued schema is used by an operation').toBe(true)
  })

  it('describes request bodies as the handlers read them', () => {
    const profileCreate = document.paths['/api/ngo/profile'].post
    expect(profileCreate.requestBody?.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ProfileCreateBody' })
    const createSchema = document.components.schemas.ProfileCreateBody as JsonSchema & { properties: Record<string, JsonSchema> }
    expect(createSchema.type).toBe('object')
    expect(createSchema.properties.name).toBeDefined()
    expect(createSchema.properties).not.toHaveProperty('status') // the server owns it
    const login = document.components.schemas.LoginSchema as { required: string[] }
    expect(login.required).toEqual(expect.arrayContaining(['mobile', 'password']))
    const upload = document.paths['/api/ngo/upload'].post
    expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(['multipart/form-data'])
    const list = document.paths['/api/ngo/profile'].get
    expect(list.parameters?.find((parameter) => parameter.name === 'limit')).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 10, maximum: 50 } })
  })

  it('describes files, CSV and redirects with their content types, and errors with the error envelope', () => {
    expect(Object.keys(document.paths['/api/open/ngos.csv'].get.responses['200'].content ?? {})).toEqual(['text/csv; charset=utf-8'])
    expect(Object.keys(document.paths['/api/files/{fileID}'].get.responses['200'].content ?? {})).toContain('application/pdf')
    expect(document.paths['/api/lang'].get.responses['303'].headers).toHaveProperty('Location')
    expect(document.paths['/api/ngo/profile/{id}/status'].put.responses['403']).toEqual({ $ref: '#/components/responses/Error403' })
    expect(document.components.responses.Error429.headers).toHaveProperty('Retry-After')
    expect(resolvePointer(document, '#/components/responses/Error400/content/application~1json/schema')).toEqual({ $ref: '#/components/schemas/ErrorResponse' })
  })

  it('is built once per process and is plain JSON', () => {
    expect(getOpenApiDocument()).toBe(document)
    expect(JSON.parse(JSON.stringify(document))).toEqual(buildOpenApiDocument())
  })
})
