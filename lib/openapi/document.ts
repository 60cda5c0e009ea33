// Builds the OpenAPI 3.1 document of the whole API from the route definitions
// (lib/api/route.ts) and their own zod schemas (zod 4's toJSONSchema, JSON
// Schema 2020-12, the dialect of OpenAPI 3.1). Request schemas are converted
// as their input side: what a client sends, before the handler's transforms
// run. The statuses an operation may answer follow from its definition: the
// input limits, the access level and the origin rule, plus what its domain
// function declares.
import { z } from 'zod'
import packageJson from '@/package.json'
import { isMultipart } from '@/lib/api/input'
import type { RouteDefinition, RouteHandler } from '@/lib/api/route'
import type { Access } from '@/lib/auth/viewer'
import { SESSION_COOKIE } from '@/lib/auth/cookie-session'
import { loadRouteModules } from '@/lib/openapi/route-modules'
import { TAGS } from '@/lib/openapi/tags'

export type JsonSchema = { [key: string]: unknown }
export type OpenApiParameter = { name: string; in: 'path' | 'query'; required: boolean; description?: string; schema: JsonSchema }
export type OpenApiOperation = {
  operationId: string
  tags: string[]
  summary: string
  description?: string
  security: Record<string, string[]>[]
  parameters?: OpenApiParameter[]
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema; encoding?: Record<string, { contentType: string }> }> }
  responses: Record<string, { description: string; $ref?: string; headers?: Record<string, unknown>; content?: Record<string, { schema: JsonSchema }> }>
  'x-access': Access
  'x-access-note'?: string
}
export type OpenApiDocument = {
  openapi: string
  info: { title: string; version: string; description: string }
  servers: { url: string; description?: string }[]
  tags: { name: string; description: string }[]
  paths: Record<string, Record<string, OpenApiOperation>>
  components: {
    schemas: Record<string, JsonSchema>
    responses: Record<string, { description: string; headers?: Record<string, unknown>; content: Record<string, { schema: JsonSchema }> }>
    securitySchemes: Record<string, JsonSchema>
  }
}

export const OPENAPI_VERSION = '3.1.1'
const SCHEMA_REF = '#/components/schemas/'

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; errors names each field and what is wrong with it',
  401: 'Not signed in, or the token is invalid, expired or revoked',
  403: 'Not allowed, or a change riding on the session cookie that did not come from the portal’s own pages',
  404: 'Not found (also a profile the caller may not see)',
  409: 'Conflict with existing data',
  413: 'The body is too large: 1 MB for JSON, 2 MB for an upload',
  415: 'The body is not of a type this call takes: JSON, or for an upload a file type it accepts',
  429: 'Too many attempts; wait as long as Retry-After says',
  500: 'A fault on the server (logged; no details are returned)',
  503: 'The database or the file storage is unavailable for a moment; retry after Retry-After seconds',
  507: 'Not enough storage space to keep the file; nothing was kept',
}
const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } }

function withoutDialect(schema: JsonSchema): JsonSchema {
  const rest = { ...schema }
  delete rest.$schema
  delete rest.$id
  return rest
}

const CONVERSION = { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' } as const

function inlineSchema(schema: z.ZodType): JsonSchema {
  return withoutDialect(z.toJSONSchema(schema, CONVERSION) as JsonSchema)
}

/** A stable operationId: the method and the path's words, camelCase. */
export function operationId(definition: Pick<RouteDefinition, 'method' | 'path'>): string {
  const words = definition.path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
  return [definition.method.toLowerCase(), ...words].map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('')
}

/** One parameter per property of an object schema, its description lifted to the parameter. */
function parameters(schema: JsonSchema, place: 'path' | 'query'): OpenApiParameter[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property
    return { name, in: place, required: place === 'path' || required.has(name), ...(typeof description === 'string' ? { description } : {}), schema: rest }
  })
}

/** What an operation may answer besides success: implied by its definition, plus what its domain declares. */
export function errorStatuses(definition: RouteDefinition): number[] {
  const statuses = new Set([400, 500, 503, ...(definition.errors ?? [])])
  if (definition.params) statuses.add(404)
  if (definition.body) [413, 415].forEach((status) => statuses.add(status))
  if (definition.access !== 'public' || definition.readsViewer) statuses.add(401)
  if (['owner', 'ngo', 'super_admin'].includes(definition.access) || definition.method !== 'GET' || definition.changesState) statuses.add(403)
  return [...statuses].sort((a, b) => a - b)
}

function successResponse(definition: RouteDefinition): OpenApiOperation['responses'][string] {
  const { status = 200, description = status === 201 ? 'Created' : 'Success', dataKeys, raw } = definition.success ?? {}
  if (raw) {
    const headers = raw.headers
      ? Object.fromEntries(Object.entries(raw.headers).map(([name, text]) => [name, { description: text, schema: { type: 'string' } }]))
      : undefined
    const content = Object.fromEntries(
      raw.contentTypes.map((type) => [
        type,
        { schema: type.startsWith('application/json') ? (definition.path === '/api/openapi.json' ? { type: 'object' } : { type: 'array', items: { type: 'object' } }) : { type: 'string', contentMediaType: type.split(';')[0] } },
      ]),
    )
    return { description, ...(headers ? { headers } : {}), ...(raw.contentTypes.length > 0 ? { content } : {}) }
  }
  const data: JsonSchema = dataKeys ? { type: 'object', properties: Object.fromEntries(dataKeys.map((key) => [key, {}])), required: dataKeys } : { type: 'object' }
  return {
    description,
    content: { 'application/json': { schema: { allOf: [{ $ref: `${SCHEMA_REF}SuccessResponse` }, { type: 'object', properties: { data } }] } } },
  }
}

function security(definition: RouteDefinition): Record<string, string[]>[] {
  const signedIn: Record<string, string[]>[] = [{ token: [] }, { sessionCookie: [] }]
  if (definition.access !== 'public') return signedIn
  // Public operations that read the viewer answer more to a signed-in caller.
  return definition.readsViewer ? [{}, ...signedIn] : []
}

function buildOperation(definition: RouteDefinition, bodyRef: string | undefined): OpenApiOperation {
  const parameterList = [
    ...(definition.params ? parameters(inlineSchema(definition.params), 'path') : []),
    ...(definition.query ? parameters(inlineSchema(definition.query), 'query') : []),
  ]
  const status = String(definition.success?.status ?? 200)
  const responses: OpenApiOperation['responses'] = { [status]: successResponse(definition) }
  if (definition.path === '/api/files/{fileID}') responses['304'] = { description: 'Not modified: the If-None-Match header matched the ETag' }
  for (const error of errorStatuses(definition)) responses[String(error)] = { $ref: `#/components/responses/Error${error}` } as OpenApiOperation['responses'][string]

  const operation: OpenApiOperation = {
    operationId: operationId(definition),
    tags: [definition.tag],
    summary: definition.summary,
    ...(definition.description ? { description: definition.description } : {}),
    security: security(definition),
    ...(parameterList.length > 0 ? { parameters: parameterList } : {}),
    responses,
    'x-access': definition.access,
    ...(definition.accessNote ? { 'x-access-note': definition.accessNote } : {}),
  }
  if (isMultipart(definition.body)) {
    operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: { $ref: `${SCHEMA_REF}${definition.body.name}` }, encoding: definition.body.encoding } } }
  } else if (bodyRef) {
    operation.requestBody = { required: true, content: { 'application/json': { schema: { $ref: `${SCHEMA_REF}${bodyRef}` } } } }
  }
  return operation
}

/**
 * The bodies as components.schemas entries: a JSON body named after the first
 * operation that takes it (PutNgoIdAnnualBudgetBody; a schema several
 * operations share is one component), a multipart form by its own name.
 */
function bodyComponents(definitions: RouteDefinition[]) {
  const names = new Map<z.ZodType, string>()
  const forms: Record<string, JsonSchema> = {}
  for (const definition of definitions) {
    if (isMultipart(definition.body)) forms[definition.body.name] = definition.body.fields
    else if (definition.body && !names.has(definition.body)) {
      const id = operationId(definition)
      names.set(definition.body, `${id[0].toUpperCase()}${id.slice(1)}Body`)
    }
  }
  const registry = z.registry<{ id: string }>()
  for (const [schema, id] of names) registry.add(schema, { id })
  const { schemas } = z.toJSONSchema(registry, { ...CONVERSION, uri: (id) => `${SCHEMA_REF}${id}` })
  const components = Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, withoutDialect(schema as JsonSchema)]))
  return { components: { ...components, ...forms }, nameOf: (schema: RouteDefinition['body']) => (schema && !isMultipart(schema) ? names.get(schema) : undefined) }
}

export function buildOpenApiDocument(definitions: RouteDefinition[]): OpenApiDocument {
  const bodies = bodyComponents(definitions)
  const schemas: Record<string, JsonSchema> = {
    ...bodies.components,
    SuccessResponse: {
      type: 'object',
      required: ['message', 'data'],
      properties: { message: { type: 'string' }, data: { type: 'object' } },
    },
    ErrorResponse: {
      type: 'object',
      required: ['message'],
      properties: {
        message: { type: 'string', description: 'What went wrong, in words a person can read' },
        errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'For invalid input: the message of each field, keyed by its dotted path' },
      },
    },
  }

  const statuses = new Set(definitions.flatMap(errorStatuses))
  const responses: OpenApiDocument['components']['responses'] = {}
  for (const status of [...statuses].sort((a, b) => a - b)) {
    responses[`Error${status}`] = {
      description: ERROR_DESCRIPTIONS[status] ?? `Error ${status}`,
      ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
      content: { 'application/json': { schema: { $ref: `${SCHEMA_REF}ErrorResponse` } } },
    }
  }

  const paths: OpenApiDocument['paths'] = {}
  for (const definition of definitions) {
    paths[definition.path] ??= {}
    paths[definition.path][definition.method.toLowerCase()] = buildOperation(definition, bodies.nameOf(definition.body))
  }

  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'NGO registry portal API',
      version: packageJson.version,
      description:
        'The REST API of the NGO registry portal. Success answers are {"message", "data"}; failures are {"message"} with errors per field for invalid input. ' +
        'Sign in with POST /api/auth/login and send data.access_token in the token header, or use the browser session cookie; a change made with the cookie must come from the portal’s own pages. ' +
        'JSON bodies are sent as application/json, at most 1 MB; no text may hold control or text-direction characters (free text may hold tabs and line breaks). ' +
        'Field names are snake_case; dates travel as AD YYYY-MM-DD.',
    },
    servers: [{ url: '/', description: 'This portal' }],
    tags: TAGS.map((tag) => ({ name: tag.name, description: tag.description })),
    paths,
    components: {
      schemas,
      responses,
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token', description: 'data.access_token from POST /api/auth/login' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The browser session cookie set at sign-in (httpOnly)' },
      },
    },
  }
}

/** Every route's definition, once each, in the order of the route files. */
export async function routeDefinitions(): Promise<RouteDefinition[]> {
  const found = new Set<RouteDefinition>()
  for (const routeModule of await loadRouteModules()) {
    for (const handler of Object.values(routeModule) as RouteHandler[]) if (typeof handler === 'function' && handler.definition) found.add(handler.definition)
  }
  return [...found]
}

let built: Promise<OpenApiDocument> | undefined

/** The document changes only with a deploy: build it once per process. */
export function getOpenApiDocument(): Promise<OpenApiDocument> {
  built ??= routeDefinitions().then(buildOpenApiDocument)
  return built
}
