// The portal's own client components call the API through apiFetch: it sends
// the session cookie, unwraps the envelope of the API contract (docs/architecture.md) and throws
// an ApiRequestError carrying the server's message (and field errors). On one
// of the three token messages of spec section 8 it ends the session the way
// the spec describes: 'Logging Out', logout, 'Logged Out !', then / after 1 s.
// The two messages are the toaster's to show (it registers them with
// setSessionEndNotice), so this module needs nothing from components/.
import { isTokenMessage } from '@/lib/auth/messages'
import { pathIn, splitLanguage } from '@/lib/i18n/paths'

export const LOGOUT_REDIRECT_DELAY_MS = 1000

export type ApiEnvelope<Data> = { message: string; data: Data }

export class ApiRequestError extends Error {
  constructor(
    message: string,
    public readonly status: number,
    public readonly errors: Record<string, string> = {},
    /** What the refusal says besides its message (a 409's newer version and when it was saved). */
    public readonly data: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }

  get isTokenError(): boolean {
    return isTokenMessage(this.message)
  }
}

type ApiFetchOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Leave the token-error sequence to the caller (the logout call itself does). */
  skipTokenHandling?: boolean
}

/** `/api/...` paths, or the spec's relative ones (`auth/login` -> `/api/auth/login`). */
export function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path) || path.startsWith('/')) return path
  return `/api/${path}`
}

/** Shows that the session is ending; returns what shows that it has ended. */
export type SessionEndNotice = () => () => void

let sessionEndNotice: SessionEndNotice = () => () => undefined

/** Called once by the toaster (components/ui/toast.tsx): how the end of a session is shown. */
export function setSessionEndNotice(notice: SessionEndNotice): void {
  sessionEndNotice = notice
}

let endingSession = false

/** Spec section 8: the sequence after a token error. Runs once even when several calls fail together. */
export async function endSessionAfterTokenError(): Promise<void> {
  if (endingSession) return
  endingSession = true
  const ended = sessionEndNotice()
  await fetch(apiUrl('auth/logout'), { method: 'POST', credentials: 'same-origin', cache: 'no-store' }).catch(() => undefined)
  ended()
  await new Promise((resolve) => setTimeout(resolve, LOGOUT_REDIRECT_DELAY_MS))
  // A full load on purpose: the header and every server-rendered part, and any
  // client state of the ended session, start over signed out.
  window.location.assign(pathIn(splitLanguage(window.location.pathname).language, '/'))
  endingSession = false
}

export async function apiFetch<Data = Record<string, unknown>>(path: string, options: ApiFetchOptions = {}): Promise<ApiEnvelope<Data>> {
  const headers = new Headers(options.headers)
  headers.set('accept', 'application/json')
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers.set('content-type', 'application/json')
  }
  const response = await fetch(apiUrl(path), {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    credentials: 'same-origin',
    cache: 'no-store',
    signal: options.signal,
  })
  const text = await response.text()
  let parsed: unknown
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    parsed = undefined
  }
  const envelope = (parsed ?? {}) as { message?: unknown; data?: unknown; errors?: unknown }
  const message = typeof envelope.message === 'string' && envelope.message !== '' ? envelope.message : undefined
  if (!response.ok) {
    const error = new ApiRequestError(
      message ?? (text.trim() || response.statusText || 'Failed'),
      response.status,
      envelope.errors && typeof envelope.errors === 'object' ? (envelope.errors as Record<string, string>) : {},
      envelope.data && typeof envelope.data === 'object' ? (envelope.data as Record<string, unknown>) : {},
    )
    if (error.isTokenError && !options.skipTokenHandling) void endSessionAfterTokenError()
    throw error
  }
  return { message: message ?? '', data: (envelope.data ?? {}) as Data }
}

/** The message to show for any failure: the server's, the exception's, or the fallback. */
export function errorMessage(error: unknown, fallback = 'Failed'): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return fallback
}
