// One definition per API route (decision 020): its method, path, who may call
// it and the zod schemas of its input. `route` turns the definition and a thin
// handler into the function Next calls: it applies the origin rule, parses the
// path, query and body within the input limits of lib/api/input.ts, resolves
// the viewer for the access level, and sends every error down the one error
// path. The OpenAPI document is built from the same definitions.
import type { z } from 'zod'
import { ApiError, toErrorResponse } from '@/lib/api/errors'
import { assertNoControlCharacters, readBody, readQuery } from '@/lib/api/input'
import { assertOriginForCookieWrite } from '@/lib/api/origin'
import { viewerFor, type Access, type Viewer } from '@/lib/auth/viewer'
import type { Tag } from '@/lib/openapi/tags'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
export type { Access }
/** A response that is not the JSON envelope: a file, a stream, a redirect. */
export type RawResponse = { contentTypes: string[]; description: string; headers?: Record<string, string> }
/** A multipart body (a file upload): the most it may send, and for the reference its fields as JSON Schema. */
export type MultipartForm = { kind: 'multipart'; name: string; maxBytes: number; tooLargeMessage: string; fields: Record<string, unknown>; encoding: Record<string, { contentType: string }> }

export type RouteDefinition = {
  method: Method
  /** OpenAPI form: /api/ngo/{id}/annual-budget */
  path: `/api/${string}`
  tag: Tag
  summary: string
  description?: string
  access: Access
  accessNote?: string
  /** A public route that shows more to a signed-in caller: a token or cookie sent is checked (401 when bad). */
  readsViewer?: boolean
  /** A path parameter that fails its schema names nothing: 404 with the schema's message. */
  params?: z.ZodObject
  query?: z.ZodType
  body?: z.ZodType | MultipartForm
  success?: { status?: 200 | 201 | 202 | 303; description?: string; dataKeys?: string[]; raw?: RawResponse }
  /** Statuses the domain answers besides those the definition implies (404, 409, 429, 507...). */
  errors?: number[]
  /** A GET that changes something (the legacy logout): the origin rule applies to it too. */
  changesState?: boolean
}

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined
export type RouteInput<D extends RouteDefinition> = {
  request: Request
  viewer: D['access'] extends 'public' ? Viewer | null : Viewer
  params: Output<D['params']>
  query: Output<D['query']>
  body: D['body'] extends MultipartForm ? FormData : Output<D['body']>
}
type NextContext = { params: Promise<Record<string, string | string[]>> }
export type RouteHandler = ((request: Request, context?: NextContext) => Promise<Response>) & { definition?: RouteDefinition }

export function route<const D extends RouteDefinition>(definition: D, handler: (input: RouteInput<D>) => Promise<Response>): RouteHandler {
  const run = async (request: Request, context?: NextContext) => {
    try {
      assertOriginForCookieWrite(request, definition.method !== 'GET' || definition.changesState === true)
      const rawParams = (await context?.params) ?? {}
      assertNoControlCharacters(rawParams)
      const params = definition.params?.safeParse(rawParams)
      if (params && !params.success) throw new ApiError(404, params.error.issues[0]?.message ?? 'Not Found')
      const rawQuery = readQuery(request)
      const query = definition.query?.parse(rawQuery)
      const viewer = await viewerFor(request, definition.access, definition.readsViewer)
      const body = await readBody(request, definition.body)
      return await handler({ request, viewer, params: params?.data, query, body } as RouteInput<D>)
    } catch (error) {
      return toErrorResponse(error)
    }
  }
  return Object.assign(run, { definition })
}
