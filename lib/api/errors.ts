// The one error path (docs/architecture.md): domain code throws ApiError; toErrorResponse
// turns it, a ZodError, a database outage or anything unknown into the response
// of the API contract (docs/architecture.md). No stack trace ever reaches a client.
import { ZodError } from 'zod'
import { UPLOAD_MESSAGES } from '@/lib/files/limits'
import { logger } from '@/lib/log'

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly extra: { errors?: Record<string, string>; retryAfterSeconds?: number; data?: Record<string, unknown> } = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const notFound = (what = 'Not Found') => new ApiError(404, what)
export const forbidden = (message = 'Forbidden') => new ApiError(403, message)
export const badRequest = (message: string, errors?: Record<string, string>) => new ApiError(400, message, { errors })
export const conflict = (message: string) => new ApiError(409, message)

/** Field errors of a zod failure, keyed by the dotted path. */
export function zodFieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    errors[key] ??= issue.message || 'required'
  }
  return errors
}

// Connection-level failures: the database is down or restarting.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006'])

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: string; message?: string; cause?: unknown }
    if (candidate.code && UNAVAILABLE_CODES.has(candidate.code)) return true
    if (typeof candidate.message === 'string' && /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error and is not queryable|the database system is (shutting down|starting up)/i.test(candidate.message)) return true
    current = candidate.cause
  }
  return false
}

// File storage faults: full (the client may retry much later, 507) or not
// writable or reachable at all (read-only mount, permissions, a bucket that
// refuses: 503). Whichever storage raised them, they become these answers here.
const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT'])
const STORAGE_UNAVAILABLE_CODES = new Set(['EROFS', 'EACCES', 'EPERM', 'EIO'])

function storageFault(error: unknown): { status: 503 | 507; code: string } | null {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return { status: 507, code }
    if (typeof code === 'string' && STORAGE_UNAVAILABLE_CODES.has(code)) return { status: 503, code }
    current = (current as { cause?: unknown }).cause
  }
  return null
}

function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    const headers: Record<string, string> = {}
    if (error.extra.retryAfterSeconds !== undefined) headers['Retry-After'] = String(Math.max(1, Math.ceil(error.extra.retryAfterSeconds)))
    const body: Record<string, unknown> = { message: error.message }
    if (error.extra.errors) body.errors = error.extra.errors
    // What a client needs to act on the refusal (a 409's newer version and when it was saved).
    if (error.extra.data) body.data = error.extra.data
    return json(error.status, body, headers)
  }
  if (error instanceof ZodError) {
    const errors = zodFieldErrors(error)
    const first = Object.entries(errors)[0]
    const message = first ? (first[0] === '_' ? first[1] : `${first[0]}: ${first[1]}`) : 'Invalid input'
    return json(400, { message, errors })
  }
  if (error instanceof SyntaxError) return json(400, { message: 'Invalid JSON body' })
  if (isDatabaseUnavailable(error)) {
    // Not the query text: its parameters may hold personal data.
    const cause = (error as { cause?: { message?: string; code?: string } }).cause
    logger.warn('database unavailable', { reason: cause?.message ?? (error as Error).message.split('\n')[0], code: cause?.code })
    return json(503, { message: 'Service temporarily unavailable, please try again shortly.' }, { 'Retry-After': '5' })
  }
  const storage = storageFault(error)
  if (storage) {
    logger.error(storage.status === 507 ? 'file storage is full' : 'file storage refused the operation', { code: storage.code, syscall: (error as { syscall?: string }).syscall })
    return storage.status === 507
      ? json(507, { message: UPLOAD_MESSAGES.noSpace })
      : json(503, { message: UPLOAD_MESSAGES.storageUnavailable }, { 'Retry-After': '60' })
  }
  // Database errors carry the query and its parameters in the message: log the first line only.
  logger.error('unhandled error', {
    error: error instanceof Error ? { name: error.name, message: error.message.split('\n')[0], stack: error.stack?.split('\n').filter((line) => line.startsWith('    at ')).slice(0, 8).join('\n') } : String(error),
  })
  return json(500, { message: 'Internal Server Error' })
}
