// What each auth form's fields must be before anything is done with them
// (decision 070). The form posts (lib/auth/form-posts.ts) check with these,
// and so does the auth pages' script in the browser
// (components/auth/auth-forms-island.ts) before a form leaves, so both say
// the same things in the same words: the messages of the API's schemas
// (lib/auth/schemas.ts), and the confirmation that is checked here and never
// sent. No I/O here: the browser's script bundles it.
import { CODE_INVALID, codeField, EMAIL_INVALID, loginSchema, MOBILE_INVALID, MOBILE_REQUIRED, mobileField, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT, passwordField, registerSchema, requiredMessage, type LoginInput, type RegisterInput } from '@/lib/auth/schemas'

export const CONFIRM_MISMATCH = "Confirm Password doesn't match"

/** A form's fields: URLSearchParams on the server, FormData in the browser. */
export type FormFields = { get(name: string): unknown }

/** The fields' values, or each field's first message (untranslated: the page translates). */
export type Checked<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> }

export function field(fields: FormFields, name: string): string {
  const value = fields.get(name)
  return typeof value === 'string' ? value : ''
}

/** The first message of each field of a zod failure. */
export function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[String(issue.path[0] ?? '_')] ??= issue.message || 'required'
  return errors
}

function confirmationError(fields: FormFields, password: string): string | undefined {
  const confirm = field(fields, 'confirm_password')
  if (confirm === '') return requiredMessage('Confirm Password')
  return confirm === password ? undefined : CONFIRM_MISMATCH
}

/** Sign in: the registration number in User mode only. */
export function checkSignIn(fields: FormFields): Checked<LoginInput> {
  const superAdmin = field(fields, 'mode') === 'admin'
  const parsed = loginSchema.safeParse({
    super_admin: superAdmin,
    mobile: field(fields, 'mobile'),
    password: field(fields, 'password'),
    ...(superAdmin ? {} : { dao_registration_no: field(fields, 'dao_registration_no') }),
  })
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error.issues) }
}

/** "Forgot password?": the number the code goes to. */
export function checkResetMobile(fields: FormFields): Checked<string> {
  const parsed = mobileField.safeParse(field(fields, 'mobile'))
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: { mobile: parsed.error.issues[0]?.message ?? MOBILE_INVALID } }
}

/** Sign up, with the confirmation of the password (spec section 5). `extra`: what the page adds (the SMS language, the proof of work). */
export function checkRegistration(fields: FormFields, extra: Pick<RegisterInput, 'lang' | 'altcha'> = {}): Checked<RegisterInput> {
  const password = field(fields, 'password')
  const values = Object.fromEntries(['dao_registration_no', 'name', 'mobile', 'email'].map((name) => [name, field(fields, name)]))
  const parsed = registerSchema.safeParse({ ...values, password, ...extra })
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues)
  const confirmation = confirmationError(fields, password)
  if (confirmation) errors.confirm_password = confirmation
  return parsed.success && !confirmation ? { ok: true, data: parsed.data } : { ok: false, errors }
}

/** The 6-digit code of the verification and of the recovery's first step. */
export function checkCode(fields: FormFields): Checked<string> {
  const parsed = codeField.safeParse(field(fields, 'mpin'))
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: { mpin: parsed.error.issues[0]?.message ?? CODE_INVALID } }
}

/** The recovery's second step: the new password and its confirmation. */
export function checkNewPassword(fields: FormFields): Checked<string> {
  const password = field(fields, 'password')
  const errors: Record<string, string> = {}
  const parsed = passwordField.safeParse(password)
  if (!parsed.success) errors.password = parsed.error.issues[0]?.message ?? requiredMessage('Password')
  const confirmation = confirmationError(fields, password)
  if (confirmation) errors.confirm_password = confirmation
  return Object.keys(errors).length === 0 ? { ok: true, data: password } : { ok: false, errors }
}

/**
 * Every message the checks above can give for text typed into the forms:
 * the page hands the script their translations. (A message missing here
 * would leave the browser's check to the server, which says it anyway;
 * lib/auth/form-checks.test.ts holds the list to the checks.)
 */
export const CHECK_MESSAGES: readonly string[] = [
  requiredMessage('DAO Registration No.'),
  'DAO Registration No. must be at most 100 characters',
  requiredMessage('Full Name'),
  'Full Name must be at most 200 characters',
  MOBILE_REQUIRED,
  MOBILE_INVALID,
  requiredMessage('Email'),
  'Email must be at most 254 characters',
  EMAIL_INVALID,
  requiredMessage('Password'),
  PASSWORD_TOO_SHORT,
  PASSWORD_TOO_LONG,
  requiredMessage('Confirm Password'),
  CONFIRM_MISMATCH,
  CODE_INVALID,
]
