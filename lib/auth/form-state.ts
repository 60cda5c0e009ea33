// What the auth pages' plain form posts (lib/auth/form-posts.ts, decision 070)
// carry from one request to the next, in two cookies sealed with AES-256-GCM
// under a key derived from AUTH_SECRET (so they can be neither read nor forged):
// - the flow (`ngo_auth_flow`, 30 minutes): the mobile number the verification
//   and recovery pages work on (spec section 2's navigation state). A cookie
//   keeps the number out of every address, log and history.
// - the outcome (`ngo_auth_form`, one page view): the errors, the refusal or
//   the success notice of the last post, and what was typed (never a
//   password), for the page it redirects to (after a sign-in, whichever page
//   that is: its toast). The proxy drops it with that page's answer, so a
//   reload shows a clean form.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { isSecureRequest, readCookie } from '@/lib/auth/cookie-session'
import { getAuthSecret } from '@/lib/env'

export const FLOW_COOKIE = 'ngo_auth_flow'
export const OUTCOME_COOKIE = 'ngo_auth_form'
export const FLOW_LIFETIME_SECONDS = 30 * 60
/** Long enough for the redirect to be followed; the page's answer drops it anyway. */
export const OUTCOME_LIFETIME_SECONDS = 5 * 60
/** A sealed cookie longer than this is not read (a browser keeps 4 kB per cookie). */
const MAX_SEALED_LENGTH = 3800

export type AuthFormName = 'login' | 'signup' | 'verification' | 'recover'
/** The page an outcome is for: one of the auth forms, or whichever page a sign-in leads to (its toast). */
export type OutcomePage = AuthFormName | 'signed-in'

/**
 * The state of the verification or recovery page: whose number, and how the
 * visitor got there; after a sign-up, the published profiles that already
 * have its DAO registration number (decision 094), a few and their names cut
 * short, to keep the sealed cookie small.
 */
export type FormFlow = { step: 'verification' | 'recover'; mobile: string; fromRegistration?: boolean; registered?: { id: number; name: string; name_en?: string | null }[] }

export type FormOutcome = {
  form: OutcomePage
  /** A field's message, by field name (untranslated: the page translates). */
  errors: Record<string, string>
  /** A refusal that belongs to no field (a wrong password, a spent budget). */
  refusal?: string
  /** A success to announce: in the form on an auth page, in a toast on the page a sign-in leads to. */
  notice?: string
  /** What was typed, passwords left out. */
  values: Record<string, string>
  /** The recovery's step to show (2: the new password, its code in `values`). */
  step?: 1 | 2
  /** Sign-in: the number is not verified yet, so the page offers the verification. */
  offerVerification?: boolean
  /** Sign-up: the last try was refused for want of the proof of work, so the page runs it. */
  proofOfWork?: boolean
}

function key(): Buffer {
  return createHash('sha256').update(`auth-form-state:${getAuthSecret()}`).digest()
}

export function seal(value: unknown): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

/** The sealed value, or null when it is missing, too long, altered or sealed under another secret. */
export function unseal<T>(sealed: string | undefined | null): T | null {
  if (!sealed || sealed.length > MAX_SEALED_LENGTH) return null
  try {
    const raw = Buffer.from(sealed, 'base64url')
    if (raw.length < 29) return null
    const decipher = createDecipheriv('aes-256-gcm', key(), raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(12, 28))
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
    return JSON.parse(text) as T
  } catch {
    return null
  }
}

function isFlow(value: unknown): value is FormFlow {
  const flow = value as Partial<FormFlow> | null
  return Boolean(flow && (flow.step === 'verification' || flow.step === 'recover') && typeof flow.mobile === 'string' && flow.mobile !== '')
}

function isOutcome(value: unknown): value is FormOutcome {
  const outcome = value as Partial<FormOutcome> | null
  return Boolean(outcome && typeof outcome.form === 'string' && outcome.errors && typeof outcome.errors === 'object' && outcome.values && typeof outcome.values === 'object')
}

/** The flow of a Cookie header, for one step. */
export function flowFrom(cookieHeader: string | null, step: FormFlow['step']): FormFlow | null {
  const flow = unseal<unknown>(readCookie(cookieHeader, FLOW_COOKIE))
  return isFlow(flow) && flow.step === step ? flow : null
}

/** The outcome of a Cookie header, for one page. */
export function outcomeFrom(cookieHeader: string | null, form: OutcomePage): FormOutcome | null {
  const outcome = unseal<unknown>(readCookie(cookieHeader, OUTCOME_COOKIE))
  return isOutcome(outcome) && outcome.form === form ? outcome : null
}

function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`]
  if (maxAgeSeconds === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT')
  if (secure) parts.push('Secure')
  return parts.join('; ')
}

export function flowCookieHeader(flow: FormFlow | null, request: Request): string {
  return flow ? cookie(FLOW_COOKIE, seal(flow), FLOW_LIFETIME_SECONDS, isSecureRequest(request)) : cookie(FLOW_COOKIE, '', 0, isSecureRequest(request))
}

export function outcomeCookieHeader(outcome: FormOutcome | null, request: Request): string {
  return outcome ? cookie(OUTCOME_COOKIE, seal(outcome), OUTCOME_LIFETIME_SECONDS, isSecureRequest(request)) : cookie(OUTCOME_COOKIE, '', 0, isSecureRequest(request))
}

/** For the pages (server components): the flow and the outcome of this request's cookies. */
export async function readFormState(form: OutcomePage, step?: FormFlow['step']): Promise<{ flow: FormFlow | null; outcome: FormOutcome | null }> {
  const { headers } = await import('next/headers')
  const cookieHeader = (await headers()).get('cookie')
  return { flow: step ? flowFrom(cookieHeader, step) : null, outcome: outcomeFrom(cookieHeader, form) }
}
