// The auth pages' HTML form posts (decision 070): sign-in, sign-up,
// verification and recovery are plain forms that post here, with scripts or
// without. Each post is application/x-www-form-urlencoded, checks its fields
// as the page's script does (lib/auth/form-checks.ts), runs the same domain
// functions as the JSON API (lib/auth/accounts.ts) and answers 303: on to
// the next page, or back to its own page, whose form then shows the error
// summary, the inline messages and what was typed (never a password) from the
// outcome cookie (lib/auth/form-state.ts). The JSON API under /api/auth is
// unchanged.
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
import { checkCode, checkNewPassword, checkRegistration, checkResetMobile, checkSignIn, field } from '@/lib/auth/form-checks'
import { flowCookieHeader, flowFrom, outcomeCookieHeader, type AuthFormName, type FormFlow, type FormOutcome } from '@/lib/auth/form-state'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { homeForRole } from '@/lib/auth/routes'
import { RESET_PIN_PREFIX } from '@/lib/auth/schemas'
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
} as const

/** The field the auth pages' script adds to every form it runs on: the answer may then count on scripts. */
export const SCRIPTS_FIELD = 'scripts'

/** Where each form lives, to send the visitor back to it. */
const FORM_PAGES: Record<AuthFormName, string> = { login: '/login', signup: '/signup', verification: '/verification', recover: '/recover' }

type Posted = { fields: URLSearchParams; language: Language; request: Request }

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
function backTo(posted: Posted, outcome: FormOutcome & { form: AuthFormName }, extraCookies: string[] = []): Response {
  // No field of these forms is longer (the schemas' limits): a longer value is cut, so the sealed cookie stays within a browser's 4 kB.
  outcome.values = Object.fromEntries(Object.entries(outcome.values).map(([name, value]) => [name, value.slice(0, MAX_KEPT_VALUE)]))
  return seeOther(posted.language, FORM_PAGES[outcome.form], [outcomeCookieHeader(outcome, posted.request), ...extraCookies], '#error-summary')
}

/** What a success announces on the page it leads to: its notice, and whatever else a flow comes to carry there. */
type Announcement = Omit<FormOutcome, 'errors' | 'values'>

/** On to a page, announcing the success there. */
function onTo(posted: Posted, path: string, cookies: string[], announcement?: Announcement): Response {
  const outcome: FormOutcome | null = announcement ? { ...announcement, errors: {}, values: {} } : null
  return seeOther(posted.language, path, [...cookies, outcomeCookieHeader(outcome, posted.request)])
}

/** A refusal of the domain (ApiError) as the page shows it; anything else goes on to the one error path. */
function refusalOf(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  throw error
}

function flowOf(posted: Posted, step: FormFlow['step']): FormFlow | null {
  return flowFrom(posted.request.headers.get('cookie'), step)
}

/** Without the flow (expired, or never started), where the pages send the visitor (spec section 2). */
function withoutFlow(posted: Posted, step: FormFlow['step']): Response {
  return onTo(posted, step === 'verification' ? '/' : '/login', [flowCookieHeader(null, posted.request)])
}

async function login(posted: Posted): Promise<Response> {
  const { fields, request } = posted
  const values = { mode: field(fields, 'mode') === 'admin' ? 'admin' : 'user', dao_registration_no: field(fields, 'dao_registration_no'), mobile: field(fields, 'mobile') }
  const checked = checkSignIn(fields)
  if (!checked.ok) return backTo(posted, { form: 'login', errors: checked.errors, values })
  try {
    const { cookieToken, expiresInSeconds, deviceMaxAgeSeconds, user, device_token } = await signIn(checked.data, {
      userAgent: request.headers.get('user-agent'),
      clientAddress: clientAddress(request),
      deviceToken: deviceTokenOf(request),
    })
    return onTo(
      posted,
      homeForRole(user.role),
      [sessionCookieHeader(cookieToken, request, expiresInSeconds), deviceCookieHeader(device_token, request, deviceMaxAgeSeconds), flowCookieHeader(null, request)],
      { form: 'signed-in', notice: AUTH_MESSAGES.signedIn },
    )
  } catch (error) {
    const refusal = refusalOf(error)
    if (refusal.message === AUTH_MESSAGES.notVerified) {
      // Only someone who knows the password learns this; the page offers the verification of this number.
      const flow = flowCookieHeader({ step: 'verification', mobile: checked.data.mobile, fromRegistration: false }, request)
      return backTo(posted, { form: 'login', errors: {}, refusal: refusal.message, values, offerVerification: true }, [flow])
    }
    return backTo(posted, { form: 'login', errors: refusal.extra.errors ?? {}, refusal: refusal.message, values })
  }
}

/** "Forgot password?" on the sign-in page: a reset code to the number typed there. */
async function resetCode(posted: Posted): Promise<Response> {
  const { fields, request } = posted
  const values = { mode: field(fields, 'mode') === 'admin' ? 'admin' : 'user', dao_registration_no: field(fields, 'dao_registration_no'), mobile: field(fields, 'mobile') }
  const mobile = checkResetMobile(fields)
  if (!mobile.ok) return backTo(posted, { form: 'login', errors: mobile.errors, values })
  try {
    await requestCode({ mobile: mobile.data, message: `${RESET_PIN_PREFIX} : `, lang: posted.language }, { clientAddress: clientAddress(request), deviceToken: deviceTokenOf(request) })
  } catch (error) {
    return backTo(posted, { form: 'login', errors: {}, refusal: `Failed :|${refusalOf(error).message}`, values })
  }
  return onTo(posted, '/recover', [flowCookieHeader({ step: 'recover', mobile: mobile.data }, request)], { form: 'recover', notice: AUTH_MESSAGES.codeSent })
}

/** The refusal of a sign-up that needs a proof of work: with scripts the page's check runs again; without, it cannot run. */
function proofOfWorkRefusal(posted: Posted, refusal: ApiError): string | null {
  const asked = refusal.status === 428 || refusal.message === AUTH_MESSAGES.proofOfWorkRequired || refusal.message === AUTH_MESSAGES.proofOfWorkInvalid
  if (!asked) return null
  return field(posted.fields, SCRIPTS_FIELD) === 'on' ? refusal.message : AUTH_MESSAGES.proofOfWorkNeedsScript
}

async function register(posted: Posted): Promise<Response> {
  const { fields, request } = posted
  const values = Object.fromEntries(['dao_registration_no', 'name', 'mobile', 'email'].map((name) => [name, field(fields, name)]))
  const checked = checkRegistration(fields, { lang: posted.language, ...(fields.has('altcha') ? { altcha: field(fields, 'altcha') } : {}) })
  if (!checked.ok) return backTo(posted, { form: 'signup', errors: checked.errors, values })
  let registered: NonNullable<FormFlow['registered']>
  try {
    const { possible_duplicates } = await registerAccount(checked.data, { clientAddress: clientAddress(request) })
    registered = possible_duplicates.slice(0, MAX_REGISTERED_KEPT).map((profile) => ({ id: profile.id, name: profile.name.slice(0, MAX_KEPT_NAME), name_en: profile.name_en?.slice(0, MAX_KEPT_NAME) ?? null }))
  } catch (error) {
    const refusal = refusalOf(error)
    const proofOfWork = proofOfWorkRefusal(posted, refusal)
    // The page shows the check from now on, even when the rush has passed by the time it is made.
    if (proofOfWork) return backTo(posted, { form: 'signup', errors: {}, refusal: proofOfWork, values, proofOfWork: true })
    const fieldMessages = refusal.extra.errors ?? {}
    return backTo(posted, { form: 'signup', errors: fieldMessages, refusal: Object.keys(fieldMessages).length > 0 ? undefined : refusal.message, values })
  }
  return onTo(posted, '/verification', [flowCookieHeader({ step: 'verification', mobile: checked.data.mobile, fromRegistration: true, ...(registered.length > 0 ? { registered } : {}) }, request)], {
    form: 'verification',
    notice: AUTH_MESSAGES.registered,
  })
}

async function verification(posted: Posted): Promise<Response> {
  const { fields, request } = posted
  const flow = flowOf(posted, 'verification')
  if (!flow) return withoutFlow(posted, 'verification')
  const values = { mpin: field(fields, 'mpin') }
  const code = checkCode(fields)
  if (!code.ok) return backTo(posted, { form: 'verification', errors: code.errors, refusal: `Verification Failed:|${code.errors.mpin}`, values })
  try {
    await verifyMobile({ mobile: flow.mobile, mpin: code.data, lang: posted.language }, { clientAddress: clientAddress(request) })
  } catch (error) {
    const refusal = refusalOf(error)
    return backTo(posted, { form: 'verification', errors: { mpin: refusal.extra.errors?.mpin ?? refusal.message }, refusal: `Verification Failed:|${refusal.message}`, values })
  }
  return onTo(posted, '/login', [flowCookieHeader(null, request)], { form: 'login', notice: AUTH_MESSAGES.verified })
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
  return onTo(posted, FORM_PAGES[step], [], { form: step, notice: AUTH_MESSAGES.codeSent })
}

/** The recovery's first step: a code of the right form leads to the second (the server checks it with the new password). */
async function recoverCode(posted: Posted): Promise<Response> {
  const flow = flowOf(posted, 'recover')
  if (!flow) return withoutFlow(posted, 'recover')
  const typed = field(posted.fields, 'mpin')
  // "Back" on the second step: the first again, its code kept.
  if (posted.fields.has('back')) return seeOther(posted.language, '/recover', [outcomeCookieHeader({ form: 'recover', errors: {}, values: { mpin: typed }, step: 1 }, posted.request)])
  const code = checkCode(posted.fields)
  if (!code.ok) return backTo(posted, { form: 'recover', errors: code.errors, values: { mpin: typed }, step: 1 })
  return seeOther(posted.language, '/recover', [outcomeCookieHeader({ form: 'recover', errors: {}, values: { mpin: code.data }, step: 2 }, posted.request)])
}

async function recover(posted: Posted): Promise<Response> {
  const { fields, request } = posted
  const flow = flowOf(posted, 'recover')
  if (!flow) return withoutFlow(posted, 'recover')
  const code = checkCode(fields)
  if (!code.ok) return backTo(posted, { form: 'recover', errors: code.errors, values: { mpin: field(fields, 'mpin') }, step: 1 })
  const password = checkNewPassword(fields)
  if (!password.ok) return backTo(posted, { form: 'recover', errors: password.errors, values: { mpin: code.data }, step: 2 })
  try {
    await recoverAccount({ mobile: flow.mobile, mpin: code.data, password: password.data, lang: posted.language }, { clientAddress: clientAddress(request) })
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
  return onTo(posted, '/login', [flowCookieHeader(null, request)], { form: 'login', notice: AUTH_MESSAGES.passwordUpdated })
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
