// The auth pages' plain HTML form posts (decision 070): sign-in, sign-up,
// verification and recovery work without JavaScript. Each post is
// application/x-www-form-urlencoded, runs the same domain functions as the
// JSON API (lib/auth/accounts.ts) and answers 303: on to the next page, or
// back to its own page, whose form then shows the error summary, the inline
// messages and what was typed (never a password) from the outcome cookie
// (lib/auth/form-state.ts). The JSON API under /api/auth is unchanged.
//
// A form post must come from the portal's own pages (the origin rule of
// decision 021), whether or not a session cookie rides on it: these posts set
// cookies, and another site must not sign a browser into its own account.
import { ApiError, badRequest } from '@/lib/api/errors'
import { clientAddress } from '@/lib/api/client-address'
import { assertNoControlCharacters } from '@/lib/api/input'
import { CROSS_ORIGIN_MESSAGE, isSameOrigin } from '@/lib/api/origin'
import { recoverAccount, registerAccount, requestCode, signIn, verifyMobile } from '@/lib/auth/accounts'
import { sessionCookieHeader } from '@/lib/auth/cookie-session'
import { deviceCookieHeader, deviceTokenOf } from '@/lib/auth/devices'
import { flowCookieHeader, flowFrom, outcomeCookieHeader, type AuthFormName, type FormFlow, type FormOutcome } from '@/lib/auth/form-state'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { homeForRole } from '@/lib/auth/routes'
import { codeField, loginSchema, mobileField, passwordField, registerSchema, requiredMessage, RESET_PIN_PREFIX, verificationSchema } from '@/lib/auth/schemas'
import { limitStream } from '@/lib/files/multipart'
import { pathIn } from '@/lib/i18n/paths'
import type { Language } from '@/lib/i18n/shared'

export const FORM_ACTIONS = ['login', 'reset-code', 'register', 'verification', 'verification-code', 'recover-code', 'recover'] as const
export type FormAction = (typeof FORM_ACTIONS)[number]

/** The most a form of these pages sends (six short fields); a larger body is no form of theirs. */
export const MAX_FORM_BYTES = 16 * 1024

/** The longest typed value sent back to its form. */
const MAX_KEPT_VALUE = 300
/** The sign-up's warning in the flow cookie: at most this many profiles, their names at most this long (a cookie holds 4 kB). */
const MAX_REGISTERED_KEPT = 3
const MAX_KEPT_NAME = 120

export const FORM_MESSAGES = {
  notForm: 'Send the form as application/x-www-form-urlencoded',
  tooLarge: 'The form must be at most 16 kB',
  confirmMismatch: "Confirm Password doesn't match",
} as const

/** Where each form lives, to send the visitor back to it. */
const FORM_PAGES: Record<AuthFormName, string> = { login: '/login', signup: '/signup', verification: '/verification', recover: '/recover' }

type Posted = { fields: URLSearchParams; language: Language; request: Request }

function field(fields: URLSearchParams, name: string): string {
  return fields.get(name) ?? ''
}

/** The form's fields, within the limits every input meets (decision 020). */
export async function readForm(request: Request): Promise<URLSearchParams> {
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) throw new ApiError(415, FORM_MESSAGES.notForm)
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BYTES) throw new ApiError(413, FORM_MESSAGES.tooLarge)
  if (!request.body) return new URLSearchParams()
  const limited = limitStream(request.body, MAX_FORM_BYTES)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await new Response(limited.stream).arrayBuffer())
  } catch {
    if (limited.exceeded()) throw new ApiError(413, FORM_MESSAGES.tooLarge)
    throw badRequest(FORM_MESSAGES.notForm)
  }
  const fields = new URLSearchParams(text)
  // As for a multipart form's fields: no control character in a name or a value.
  for (const [name, value] of fields) {
    assertNoControlCharacters({ [name]: name })
    assertNoControlCharacters({ [name]: value })
  }
  return fields
}

/** A 303 to a page of the visitor's language, with the cookies to set. */
function seeOther(language: Language, path: string, cookies: string[], anchor = ''): Response {
  const headers = new Headers({ Location: `${pathIn(language, path)}${anchor}`, 'Cache-Control': 'no-store' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 303, headers })
}

/** Back to the form's page with what went wrong, its error summary in view. */
function backTo(posted: Posted, outcome: FormOutcome, extraCookies: string[] = []): Response {
  // No field of these forms is longer (the schemas' limits): a longer value is cut, so the sealed cookie stays within a browser's 4 kB.
  outcome.values = Object.fromEntries(Object.entries(outcome.values).map(([name, value]) => [name, value.slice(0, MAX_KEPT_VALUE)]))
  return seeOther(posted.language, FORM_PAGES[outcome.form], [outcomeCookieHeader(outcome, posted.request), ...extraCookies], '#error-summary')
}

/** On to a page, announcing a success there when it is one of the forms'. */
function onTo(posted: Posted, path: string, cookies: string[], notice?: { form: AuthFormName; message: string }): Response {
  const outcome = notice ? outcomeCookieHeader({ form: notice.form, errors: {}, values: {}, notice: notice.message }, posted.request) : outcomeCookieHeader(null, posted.request)
  return seeOther(posted.language, path, [...cookies, outcome])
}

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[String(issue.path[0] ?? '_')] ??= issue.message || 'required'
  return errors
}

/** A refusal of the domain (ApiError) as the page shows it; anything else goes on to the one error path. */
function refusalOf(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  throw error
}

function flowOf(posted: Posted, step: FormFlow['step']): FormFlow | null {
  return flowFrom(posted.request.headers.get('cookie'), step)
}

/** Without the flow (expired, or never started), the page the scripted forms send the visitor to. */
function withoutFlow(posted: Posted, step: FormFlow['step']): Response {
  return onTo(posted, step === 'verification' ? '/' : '/login', [flowCookieHeader(null, posted.request)])
}

async function login(posted: Posted): Promise<Response> {
  const { fields, request } = posted
  const superAdmin = field(fields, 'mode') === 'admin'
  const values = { mode: superAdmin ? 'admin' : 'user', dao_registration_no: field(fields, 'dao_registration_no'), mobile: field(fields, 'mobile') }
  const parsed = loginSchema.safeParse({
    super_admin: superAdmin,
    mobile: values.mobile,
    password: field(fields, 'password'),
    ...(superAdmin ? {} : { dao_registration_no: values.dao_registration_no }),
  })
  if (!parsed.success) return backTo(posted, { form: 'login', errors: fieldErrors(parsed.error.issues), values })
  try {
    const { cookieToken, expiresInSeconds, deviceMaxAgeSeconds, user, device_token } = await signIn(parsed.data, {
      userAgent: request.headers.get('user-agent'),
      clientAddress: clientAddress(request),
      deviceToken: deviceTokenOf(request),
    })
    return onTo(posted, homeForRole(user.role), [
      sessionCookieHeader(cookieToken, request, expiresInSeconds),
      deviceCookieHeader(device_token, request, deviceMaxAgeSeconds),
      flowCookieHeader(null, request),
    ])
  } catch (error) {
    const refusal = refusalOf(error)
    if (refusal.message === AUTH_MESSAGES.notVerified) {
      // Only someone who knows the password learns this; the page offers the verification of this number.
      const flow = flowCookieHeader({ step: 'verification', mobile: parsed.data.mobile, fromRegistration: false }, request)
      return backTo(posted, { form: 'login', errors: {}, refusal: refusal.message, values, offerVerification: true }, [flow])
    }
    return backTo(posted, { form: 'login', errors: refusal.extra.errors ?? {}, refusal: refusal.message, values })
  }
}

/** "Forgot password?" on the sign-in page: a reset code to the number typed there. */
async function resetCode(posted: Posted): Promise<Response> {
  const { fields, request } = posted
  const values = { mode: field(fields, 'mode') === 'admin' ? 'admin' : 'user', dao_registration_no: field(fields, 'dao_registration_no'), mobile: field(fields, 'mobile') }
  const mobile = mobileField.safeParse(values.mobile)
  if (!mobile.success) return backTo(posted, { form: 'login', errors: { mobile: mobile.error.issues[0]?.message ?? AUTH_MESSAGES.invalidCredentials }, values })
  try {
    await requestCode({ mobile: mobile.data, message: `${RESET_PIN_PREFIX} : `, lang: posted.language }, { clientAddress: clientAddress(request), deviceToken: deviceTokenOf(request) })
  } catch (error) {
    return backTo(posted, { form: 'login', errors: {}, refusal: `Failed :|${refusalOf(error).message}`, values })
  }
  return onTo(posted, '/recover', [flowCookieHeader({ step: 'recover', mobile: mobile.data }, request)], { form: 'recover', message: AUTH_MESSAGES.codeSent })
}

async function register(posted: Posted): Promise<Response> {
  const { fields, request } = posted
  const values = Object.fromEntries(['dao_registration_no', 'name', 'mobile', 'email'].map((name) => [name, field(fields, name)]))
  const password = field(fields, 'password')
  const confirm = field(fields, 'confirm_password')
  // The confirmation is checked here and never passed on (spec section 5).
  const parsed = registerSchema.safeParse({ ...values, password, lang: posted.language, ...(fields.has('altcha') ? { altcha: field(fields, 'altcha') } : {}) })
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues)
  if (confirm === '') errors.confirm_password = requiredMessage('Confirm Password')
  else if (confirm !== password) errors.confirm_password = FORM_MESSAGES.confirmMismatch
  if (!parsed.success || Object.keys(errors).length > 0) return backTo(posted, { form: 'signup', errors, values })
  let registered: { id: number; name: string }[]
  try {
    const { possible_duplicates } = await registerAccount(parsed.data, { clientAddress: clientAddress(request) })
    registered = possible_duplicates.slice(0, MAX_REGISTERED_KEPT).map((profile) => ({ id: profile.id, name: profile.name.slice(0, MAX_KEPT_NAME) }))
  } catch (error) {
    const refusal = refusalOf(error)
    if (refusal.status === 428 || refusal.message === AUTH_MESSAGES.proofOfWorkInvalid || refusal.message === AUTH_MESSAGES.proofOfWorkRequired) {
      return backTo(posted, { form: 'signup', errors: {}, refusal: AUTH_MESSAGES.proofOfWorkNeedsScript, values })
    }
    const fieldMessages = refusal.extra.errors ?? {}
    return backTo(posted, { form: 'signup', errors: fieldMessages, refusal: Object.keys(fieldMessages).length > 0 ? undefined : refusal.message, values })
  }
  return onTo(posted, '/verification', [flowCookieHeader({ step: 'verification', mobile: parsed.data.mobile, fromRegistration: true, ...(registered.length > 0 ? { registered } : {}) }, request)], {
    form: 'verification',
    message: AUTH_MESSAGES.registered,
  })
}

async function verification(posted: Posted): Promise<Response> {
  const { fields, request } = posted
  const flow = flowOf(posted, 'verification')
  if (!flow) return withoutFlow(posted, 'verification')
  const parsed = verificationSchema.safeParse({ mobile: flow.mobile, mpin: field(fields, 'mpin') })
  const values = { mpin: field(fields, 'mpin') }
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues)
    return backTo(posted, { form: 'verification', errors, refusal: `Verification Failed:|${errors.mpin ?? Object.values(errors)[0]}`, values })
  }
  try {
    await verifyMobile(parsed.data, { clientAddress: clientAddress(request) })
  } catch (error) {
    const refusal = refusalOf(error)
    return backTo(posted, { form: 'verification', errors: { mpin: refusal.extra.errors?.mpin ?? refusal.message }, refusal: `Verification Failed:|${refusal.message}`, values })
  }
  return onTo(posted, '/login', [flowCookieHeader(null, request)], { form: 'login', message: AUTH_MESSAGES.verified })
}

/** "Resend Code" on the verification and recovery pages (`step` says which). */
async function verificationCode(posted: Posted): Promise<Response> {
  const { fields, request } = posted
  const step: FormFlow['step'] = field(fields, 'step') === 'recover' ? 'recover' : 'verification'
  const flow = flowOf(posted, step)
  if (!flow) return withoutFlow(posted, step)
  try {
    await requestCode({ mobile: flow.mobile, lang: posted.language, ...(step === 'recover' ? { message: `${RESET_PIN_PREFIX} : ` } : {}) }, { clientAddress: clientAddress(request), deviceToken: deviceTokenOf(request) })
  } catch (error) {
    return backTo(posted, { form: step, errors: {}, refusal: `Failed :|${refusalOf(error).message}`, values: {} })
  }
  return onTo(posted, FORM_PAGES[step], [], { form: step, message: AUTH_MESSAGES.codeSent })
}

/** The recovery's first step: a code of the right form leads to the second (the server checks it with the new password). */
async function recoverCode(posted: Posted): Promise<Response> {
  const flow = flowOf(posted, 'recover')
  if (!flow) return withoutFlow(posted, 'recover')
  const typed = field(posted.fields, 'mpin')
  // "Back" on the second step: the first again, its code kept.
  if (posted.fields.has('back')) return seeOther(posted.language, '/recover', [outcomeCookieHeader({ form: 'recover', errors: {}, values: { mpin: typed }, step: 1 }, posted.request)])
  const code = codeField.safeParse(typed)
  if (!code.success) return backTo(posted, { form: 'recover', errors: { mpin: code.error.issues[0]?.message ?? 'required' }, values: { mpin: typed }, step: 1 })
  return seeOther(posted.language, '/recover', [outcomeCookieHeader({ form: 'recover', errors: {}, values: { mpin: code.data }, step: 2 }, posted.request)])
}

async function recover(posted: Posted): Promise<Response> {
  const { fields, request } = posted
  const flow = flowOf(posted, 'recover')
  if (!flow) return withoutFlow(posted, 'recover')
  const mpin = field(fields, 'mpin')
  const password = field(fields, 'password')
  const confirm = field(fields, 'confirm_password')
  const errors: Record<string, string> = {}
  const code = codeField.safeParse(mpin)
  if (!code.success) return backTo(posted, { form: 'recover', errors: { mpin: code.error.issues[0]?.message ?? 'required' }, values: { mpin }, step: 1 })
  const checked = passwordField.safeParse(password)
  if (!checked.success) errors.password = checked.error.issues[0]?.message ?? 'required'
  if (confirm === '') errors.confirm_password = requiredMessage('Confirm Password')
  else if (confirm !== password) errors.confirm_password = FORM_MESSAGES.confirmMismatch
  if (Object.keys(errors).length > 0) return backTo(posted, { form: 'recover', errors, values: { mpin: code.data }, step: 2 })
  try {
    await recoverAccount({ mobile: flow.mobile, mpin: code.data, password }, { clientAddress: clientAddress(request) })
  } catch (error) {
    const refusal = refusalOf(error)
    const fieldMessages = refusal.extra.errors ?? {}
    // A wrong or expired code: back to the code step.
    if (fieldMessages.mpin) return backTo(posted, { form: 'recover', errors: { mpin: fieldMessages.mpin }, values: { mpin: code.data }, step: 1 })
    return backTo(posted, {
      form: 'recover',
      errors: fieldMessages,
      refusal: Object.keys(fieldMessages).length > 0 ? undefined : `Password Update Failed:|${refusal.message}`,
      values: { mpin: code.data },
      step: 2,
    })
  }
  return onTo(posted, '/login', [flowCookieHeader(null, request)], { form: 'login', message: AUTH_MESSAGES.passwordUpdated })
}

const HANDLERS: Record<FormAction, (posted: Posted) => Promise<Response>> = {
  login,
  'reset-code': resetCode,
  register,
  verification,
  'verification-code': verificationCode,
  'recover-code': recoverCode,
  recover,
}

/** One form post: the origin rule, the form's limits, then its action. */
export async function handleFormPost(action: FormAction, request: Request): Promise<Response> {
  if (!isSameOrigin(request)) throw new ApiError(403, CROSS_ORIGIN_MESSAGE)
  const fields = await readForm(request)
  const language: Language = field(fields, 'language') === 'en' ? 'en' : 'ne'
  return HANDLERS[action]({ fields, language, request })
}
