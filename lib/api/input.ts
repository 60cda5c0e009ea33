// The limits every API input meets before its schema sees it (decision 020):
// a JSON body is sent as application/json and is at most 1 MB, counted while
// it streams in; no query value, path parameter, key, field or file name holds
// a control character or a bidirectional override (free text may hold tab, CR
// and LF). Each refusal is a 4xx naming what was wrong, never a 500.
import { z } from 'zod'
import { ApiError, badRequest } from '@/lib/api/errors'
import type { MultipartForm } from '@/lib/api/route'
import { limitStream, readMultipartForm } from '@/lib/files/multipart'

export const MAX_JSON_BODY_BYTES = 1024 * 1024

export const BODY_MESSAGES = {
  notJson: 'Send the body as application/json',
  tooLarge: `The body must be at most ${MAX_JSON_BODY_BYTES / 1024 / 1024} MB`,
  invalidJson: 'Invalid JSON body',
  controlCharacter: 'must not contain control or text-direction characters',
} as const

/** C0 controls, DEL and the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069). */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/
// The same, less tab, LF and CR: what free text (a JSON string) may hold.
const CONTROL_IN_FREE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/

function isJsonContentType(header: string | null): boolean {
  return /^application\/json\s*(;|$)/i.test(header ?? '')
}

/** The JSON body, read at most `maxBytes` far; an empty body is {}. */
export async function readJsonBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<unknown> {
  if (!isJsonContentType(request.headers.get('content-type'))) throw new ApiError(415, BODY_MESSAGES.notJson)
  // A declared length over the limit is refused before a byte is read.
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw new ApiError(413, BODY_MESSAGES.tooLarge)
  if (!request.body) return {}
  const limited = limitStream(request.body, maxBytes)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await new Response(limited.stream).arrayBuffer())
  } catch {
    if (limited.exceeded()) throw new ApiError(413, BODY_MESSAGES.tooLarge)
    throw badRequest(BODY_MESSAGES.invalidJson)
  }
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest(BODY_MESSAGES.invalidJson)
  }
}

/** Query string as a plain object (first value of each key); every key and value is checked. */
export function readQuery(request: Request): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of new URL(request.url).searchParams) {
    assertPlain(key, key, CONTROL_CHARACTERS)
    assertPlain(value, key, CONTROL_CHARACTERS)
    if (!(key in out)) out[key] = value
  }
  return out
}

function assertPlain(text: string, field: string, pattern: RegExp) {
  if (pattern.test(text)) {
    const name = CONTROL_CHARACTERS.test(field) ? '_' : field.slice(0, 60)
    throw badRequest(`${name}: ${BODY_MESSAGES.controlCharacter}`, { [name]: BODY_MESSAGES.controlCharacter })
  }
}

/** Path parameters, keys and file names: no control characters at all. */
export function assertNoControlCharacters(values: Record<string, unknown>) {
  for (const [field, value] of Object.entries(values)) if (typeof value === 'string') assertPlain(value, field, CONTROL_CHARACTERS)
}

/**
 * Every string and key of a parsed JSON document, walked without recursion (a
 * deeply nested body must not overflow the stack): strings may hold tab, CR and
 * LF, keys nothing. The error names the field by its dotted path.
 */
export function assertCleanJson(document: unknown) {
  const pending: { value: unknown; path: string }[] = [{ value: document, path: '' }]
  while (pending.length > 0) {
    const { value, path } = pending.pop()!
    if (typeof value === 'string') assertPlain(value, path || '_', CONTROL_IN_FREE_TEXT)
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const innerPath = path ? `${path}.${key}` : key
        assertPlain(key, innerPath, CONTROL_CHARACTERS)
        pending.push({ value: inner, path: innerPath })
      }
    }
  }
}

export const isMultipart = (body: unknown): body is MultipartForm => (body as MultipartForm | undefined)?.kind === 'multipart'

/** A route's body: JSON parsed by its schema, or a multipart form within its limit, every field and file name checked. */
export async function readBody(request: Request, body: z.ZodType | MultipartForm | undefined) {
  if (body === undefined) return undefined
  if (!isMultipart(body)) {
    const document = await readJsonBody(request)
    assertCleanJson(document)
    return body.parse(document)
  }
  const form = await readMultipartForm(request, { maxBodyBytes: body.maxBytes, tooLargeMessage: body.tooLargeMessage })
  for (const [key, value] of form) {
    assertNoControlCharacters({ [key]: key })
    assertNoControlCharacters({ [key]: typeof value === 'string' ? value : value.name })
  }
  return form
}

/** A numeric id in a path; anything else names nothing, so the route answers 404 with `message`. */
export function pathId(message = 'Not Found') {
  return z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, message))
    .describe('A positive whole number')
}

/** The path of a row the super administrator changes: /api/ngo/{segment}/{id}. */
export const rowParams = z.object({ id: pathId().describe('The id of the row to change') })
