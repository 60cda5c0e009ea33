// The OpenAPI document built from the route definitions: every route file is
// in it with the path it serves, it lints clean with Redocly's strict rules,
// and it is structurally sound (every $ref resolves, every parameter declared).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RouteDefinition, RouteHandler } from '@/lib/api/route'
import { buildOpenApiDocument, getOpenApiDocument, routeDefinitions, type OpenApiDocument } from '@/lib/openapi/document'
import packageJson from '@/package.json'

const ROOT = path.resolve(import.meta.dirname, '../..')
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

let document: OpenApiDocument
let definitions: RouteDefinition[]

beforeAll(async () => {
  document = await getOpenApiDocument()
  definitions = await routeDefinitions()
}, 60_000)

function routeFiles(): string[] {
  return (readdirSync(path.join(ROOT, 'app/api'), { recursive: true }) as string[])
    .map((file) => `app/api/${file}`)
    .filter((file) => file.endsWith('/route.ts'))
    .sort()
}

/** app/api/ngo/[id]/annual-budget/route.ts -> /api/ngo/{id}/annual-budget */
const openApiPath = (file: string) => '/' + path.dirname(file).replace(/^app\//, '').replace(/\[([^\]]+)\]/g, '{$1}')

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

const operations = () => Object.entries(document.paths).flatMap(([route, item]) => Object.entries(item).map(([method, operation]) => ({ route, method, operation })))

describe('the route definitions', () => {
  it('come from every route file, each declaring the path it is served at', async () => {
    const files = routeFiles().filter((file) => !file.includes('[...path]'))
    expect(files.length).toBeGreaterThanOrEqual(50)
    const listed = readFileSync(path.join(ROOT, 'lib/openapi/route-modules.ts'), 'utf8')
    for (const file of files) {
      expect(listed, `${file} is missing from lib/openapi/route-modules.ts`).toContain(`import('@/${file.replace(/\.ts$/, '')}')`)
      const routeModule = (await import(path.join(ROOT, file))) as Record<string, RouteHandler>
      const declared = Object.values(routeModule).flatMap((handler) => (typeof handler === 'function' && handler.definition ? [handler.definition] : []))
      expect(declared.length, `${file} declares a route`).toBeGreaterThan(0)
      for (const definition of declared) expect(definition.path, file).toBe(openApiPath(file))
      // Every method is answered: the declared ones, HEAD, OPTIONS, and a JSON 405 for the rest.
      for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect(typeof routeModule[method], `${file} ${method}`).toBe('function')
      if (routeModule.GET?.definition) expect(routeModule.HEAD).toBe(routeModule.GET)
    }
  })

  it('are one per method and path', () => {
    const keys = definitions.map((definition) => `${definition.method} ${definition.path}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(operations()).toHaveLength(definitions.length)
  })
})

describe('the OpenAPI document', () => {
  it('lints without a problem under Redocly’s strict rules', async () => {
    const config = await createConfig({
      extends: ['recommended-strict'],
      rules: {
        // The municipality has not published a licence for the API; none is invented here.
        'info-license': 'off',
        // The legacy client's paths (spec section 7): /api/ngo/{id}/annual-budget beside
        // /api/ngo/organization-type/{id}. The router takes a literal segment before a parameter.
        'no-ambiguous-paths': 'off',
        // GET /api/lang answers only with a redirect (303).
        'operation-2xx-response': 'off',
      },
    })
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config })
    expect(problems.map((problem) => `${problem.ruleId} ${problem.message} ${problem.location[0]?.pointer}`)).toEqual([])
  }, 30_000)

  it('gives every operation a summary, its 4xx responses and the error envelope', () => {
    for (const { route, method, operation } of operations()) {
      expect(operation.summary, `${method} ${route}`).toBeTruthy()
      const statuses = Object.keys(operation.responses)
      expect(statuses.some((status) => status.startsWith('4')), `${method} ${route}`).toBe(true)
      expect(statuses).toContain('500')
      for (const status of statuses.filter((status) => /^[45]/.test(status))) expect(operation.responses[status]).toEqual({ $ref: `#/components/responses/Error${status}` })
    }
  })

  it('derives the statuses from the definition: input, access, origin', () => {
    const upload = document.paths['/api/ngo/upload'].post
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '413', '415', '507']))
    const counts = document.paths['/api/ngo/dashboard/counts'].get
    expect(Object.keys(counts.responses)).not.toContain('401')
    expect(counts.security).toEqual([])
    const profile = document.paths['/api/ngo/profile/{id}'].get
    expect(Object.keys(profile.responses)).toEqual(expect.arrayContaining(['401', '404']))
    expect(profile.security).toEqual([{}, { token: [] }, { sessionCookie: [] }])
    expect(Object.keys(document.paths['/api/auth/logout'].get.responses)).toContain('403')
  })

  it('is OpenAPI 3.1 with info, servers and the two ways to sign in', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/)
    expect(document.info.version).toBe(packageJson.version)
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })])
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'ngo_session' })
    expect(document.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'token' })
  })

  it('has unique operationIds and declares every templated path parameter, and no other', () => {
    const ids = operations().map(({ operation }) => operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const { route, method, operation } of operations()) {
      expect(METHODS).toContain(method)
      const inPath = [...route.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]).sort()
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path')
      expect(declared.map((parameter) => parameter.name).sort(), `${method} ${route}`).toEqual(inPath)
      for (const parameter of declared) expect(parameter.required).toBe(true)
    }
  })

  it('resolves every $ref inside the document', () => {
    const refs = collectRefs(document)
    expect(refs.length).toBeGreaterThan(50)
    for (const ref of refs) expect(resolvePointer(document, ref), ref).toBeDefined()
  })

  it('describes request bodies and queries as the handlers read them', () => {
    const profileCreate = document.paths['/api/ngo/profile'].post
    const ref = profileCreate.requestBody?.content['application/json'].schema.$ref as string
    const createSchema = resolvePointer(document, ref) as { type: string; properties: Record<string, unknown> }
    expect(createSchema.type).toBe('object')
    expect(createSchema.properties.name).toBeDefined()
    expect(createSchema.properties).not.toHaveProperty('status') // the server owns it
    const login = resolvePointer(document, document.paths['/api/auth/login'].post.requestBody?.content['application/json'].schema.$ref as string) as { required: string[] }
    expect(login.required).toEqual(expect.arrayContaining(['mobile', 'password']))
    expect(Object.keys(document.paths['/api/ngo/upload'].post.requestBody?.content ?? {})).toEqual(['multipart/form-data'])
    const list = document.paths['/api/ngo/profile'].get
    expect(list.parameters?.find((parameter) => parameter.name === 'limit')).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 10, maximum: 50 } })
    // One schema shared by two operations is one component.
    const auditReport = document.paths['/api/ngo/{id}/audit-report'].post.requestBody?.content['application/json'].schema
    expect(document.paths['/api/ngo/{id}/audit-report/{reportId}'].put.requestBody?.content['application/json'].schema).toEqual(auditReport)
  })

  it('describes files, CSV and redirects with their content types', () => {
    expect(Object.keys(document.paths['/api/open/ngos.csv'].get.responses['200'].content ?? {})).toEqual(['text/csv; charset=utf-8'])
    expect(Object.keys(document.paths['/api/files/{fileID}'].get.responses['200'].content ?? {})).toContain('application/pdf')
    expect(document.paths['/api/lang'].get.responses['303'].headers).toHaveProperty('Location')
    expect(document.components.responses.Error429.headers).toHaveProperty('Retry-After')
  })

  it('is built once per process and is plain JSON', async () => {
    expect(await getOpenApiDocument()).toBe(document)
    expect(JSON.parse(JSON.stringify(document))).toEqual(buildOpenApiDocument(definitions))
  })
})
