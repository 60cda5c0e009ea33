// Builds the OpenAPI 3.1 document of the whole API from the operation list and
// the handlers' own zod schemas (zod 4's toJSONSchema, JSON Schema 2020-12, the
// dialect of OpenAPI 3.1). Request schemas are converted as their input side:
// what a client sends, before the handler's transforms run.
import { z } from 'zod'
import packageJson from '@/package.json'
import { SESSION_COOKIE } from '@/lib/auth/cookie-session'
import { MAX_UPLOAD_BYTES } from '@/lib/files/limits'
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@/lib/register/limits'
import { operationId, OPERATIONS, TAGS, type Operation } from '@/lib/openapi/operations'
import { languageQuery, PATH_PARAMETER_SCHEMAS, REQUEST_SCHEMAS, type RequestSchemaName } from '@/lib/openapi/schemas'

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
  'x-access': Operation['access']
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
  403: 'Signed in but not allowed',
  404: 'Not found (also a profile the caller may not see)',
  409: 'Conflict with existing data',
  413: 'The upload is larger than 2 MB',
  415: 'The file type is not accepted for this upload',
  429: 'Too many attempts; wait as long as Retry-After says',
  500: 'A fault on the server (logged; no details are returned)',
  503: 'The database is unavailable for a moment; retry after Retry-After seconds',
  507: 'Not enough storage space to keep the file; nothing was kept',
}
const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } }

/** PascalCase component name of a schema export: profileCreateBody -> ProfileCreateBody. */
export function componentName(name: string): string {
  return name[0].toUpperCase() + name.slice(1)
}

function withoutDialect(schema: JsonSchema): JsonSchema {
  const rest = { ...schema }
  delete rest.$schema
  delete rest.$id
  return rest
}

const CONVERSION = { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' } as const

/** The request schemas the operations use, as components.schemas entries. */
function requestComponents(names: Set<RequestSchemaName>): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>()
  for (const name of names) registry.add(REQUEST_SCHEMAS[name], { id: componentName(name) })
  const { schemas } = z.toJSONSchema(registry, { ...CONVERSION, uri: (id) => `${SCHEMA_REF}${id}` })
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, withoutDialect(schema as JsonSchema)]))
}

function inlineSchema(schema: z.ZodType): JsonSchema {
  return withoutDialect(z.toJSONSchema(schema, CONVERSION) as JsonSchema)
}

/** One query parameter per property of an object schema. */
function queryParameters(schema: JsonSchema): OpenApiParameter[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property
    return { name, in: 'query', required: required.has(name), ...(typeof description === 'string' ? { description } : {}), schema: rest }
  })
}

const IMPORT_FORM: JsonSchema = {
  type: 'object',
  required: ['file'],
  additionalProperties: false,
  properties: {
    file: {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: `A CSV (UTF-8) or XLSX file of at most ${MAX_IMPORT_BYTES} bytes and ${MAX_IMPORT_ROWS} rows whose first row names the columns`,
    },
    confirm: {
      type: 'string',
      pattern: '^[a-f0-9]{64}$',
      description: 'Left out: a dry run (nothing is written). The dry run\'s data.file.sha256: import this same file, all rows or none.',
    },
  },
}

const UPLOAD_FORM: JsonSchema = {
  type: 'object',
  required: ['image', 'id'],
  additionalProperties: false,
  properties: {
    image: {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: `The file, at most ${MAX_UPLOAD_BYTES} bytes: PNG, JPEG or WebP for a logo; those or PDF for a document; PDF for an audit report`,
    },
    id: {
      type: 'string',
      description: 'What the file is for: logo, the profile id (a document), or audit-report/{financial year}',
      examples: ['logo', '12', 'audit-report/2080-81'],
    },
    file_name: { type: 'string', maxLength: 200, description: 'The download name; a plain name, no slashes. Defaults to the name of the uploaded file.' },
  },
}

function successResponse(operation: Operation): OpenApiOperation['responses'][string] {
  const { success } = operation
  if (success.raw) {
    const headers = success.raw.headers
      ? Object.fromEntries(Object.entries(success.raw.headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }]))
      : undefined
    const content = Object.fromEntries(
      success.raw.contentTypes.map((type) => [
        type,
        { schema: type.startsWith('application/json') ? (operation.path === '/api/openapi.json' ? { type: 'object' } : { type: 'array', items: { type: 'object' } }) : { type: 'string', contentMediaType: type.split(';')[0] } },
      ]),
    )
    return { description: success.description, ...(headers ? { headers } : {}), ...(success.raw.contentTypes.length > 0 ? { content } : {}) }
  }
  const data: JsonSchema = success.dataKeys
    ? { type: 'object', properties: Object.fromEntries(success.dataKeys.map((key) => [key, {}])), required: success.dataKeys }
    : { type: 'object' }
  return {
    description: success.description,
    content: { 'application/json': { schema: { allOf: [{ $ref: `${SCHEMA_REF}SuccessResponse` }, { type: 'object', properties: { data } }] } } },
  }
}

function security(operation: Operation): Record<string, string[]>[] {
  const signedIn: Record<string, string[]>[] = [{ token: [] }, { sessionCookie: [] }]
  if (operation.access !== 'public') return signedIn
  // Public operations that read the viewer answer more to a signed-in caller.
  return operation.errors.includes(401) ? [{}, ...signedIn] : []
}

function buildOperation(operation: Operation, components: Record<string, JsonSchema>): OpenApiOperation {
  const parameters: OpenApiParameter[] = (operation.pathParameters ?? []).map((parameter) => ({
    name: parameter.name,
    in: 'path',
    required: true,
    description: parameter.description,
    schema: inlineSchema(PATH_PARAMETER_SCHEMAS[parameter.schema]),
  }))
  if (operation.query) parameters.push(...queryParameters(components[componentName(operation.query)]))
  if (operation.path === '/api/lang') parameters.push(...queryParameters(inlineSchema(languageQuery)))

  const responses: OpenApiOperation['responses'] = { [String(operation.success.status)]: successResponse(operation) }
  if (operation.path === '/api/files/{fileID}') responses['304'] = { description: 'Not modified: the If-None-Match header matched the ETag' }
  for (const status of operation.errors) responses[String(status)] = { $ref: `#/components/responses/Error${status}`, description: ERROR_DESCRIPTIONS[status] }

  const built: OpenApiOperation = {
    operationId: operationId(operation),
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    security: security(operation),
    ...(parameters.length > 0 ? { parameters } : {}),
    responses,
    'x-access': operation.access,
    ...(operation.accessNote ? { 'x-access-note': operation.accessNote } : {}),
  }
  if (operation.body) {
    built.requestBody = { required: true, content: { 'application/json': { schema: { $ref: `${SCHEMA_REF}${componentName(operation.body)}` } } } }
  }
  if (operation.multipart === 'upload') {
    built.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: { $ref: `${SCHEMA_REF}UploadForm` }, encoding: { image: { contentType: 'image/png, image/jpeg, image/webp, application/pdf' } } } },
    }
  }
  if (operation.multipart === 'import') {
    built.requestBody = {
      required: true,
      content: { 'multipart/form-data': { schema: { $ref: `${SCHEMA_REF}ImportForm` }, encoding: { file: { contentType: 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } } } },
    }
  }
  return built
}

/** A response $ref keeps its description only in the component; drop the copy. */
function tidyResponses(operation: OpenApiOperation): OpenApiOperation {
  const responses = Object.fromEntries(
    Object.entries(operation.responses).map(([status, response]) => [status, response.$ref ? { $ref: response.$ref } : response]),
  ) as OpenApiOperation['responses']
  return { ...operation, responses }
}

export function buildOpenApiDocument(operations: Operation[] = OPERATIONS): OpenApiDocument {
  const used = new Set<RequestSchemaName>()
  for (const operation of operations) {
    if (operation.query) used.add(operation.query)
    if (operation.body) used.add(operation.body)
  }
  const schemas: Record<string, JsonSchema> = {
    ...requestComponents(used),
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
    UploadForm: UPLOAD_FORM,
    ImportForm: IMPORT_FORM,
  }

  const statuses = new Set(operations.flatMap((operation) => operation.errors))
  const responses: OpenApiDocument['components']['responses'] = {}
  for (const status of [...statuses].sort((a, b) => a - b)) {
    responses[`Error${status}`] = {
      description: ERROR_DESCRIPTIONS[status] ?? `Error ${status}`,
      ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
      content: { 'application/json': { schema: { $ref: `${SCHEMA_REF}ErrorResponse` } } },
    }
  }

  const paths: OpenApiDocument['paths'] = {}
  for (const operation of operations) {
    paths[operation.path] ??= {}
    paths[operation.path][operation.method] = tidyResponses(buildOperation(operation, schemas))
  }

  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'NGO registry portal API',
      version: packageJson.version,
      description:
        'The REST API of the NGO registry portal. Success answers are {"message", "data"}; failures are {"message"} with errors per field for invalid input. ' +
        'Sign in with POST /api/auth/login and send data.access_token in the token header, or use the browser session cookie. ' +
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

let built: OpenApiDocument | undefined

/** The document changes only with a deploy: build it once per process. */
export function getOpenApiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument()
  return built
}
