// Inputs of the auth API (spec sections 3, 5 and 7). The sign-in, sign-up,
// verification and recovery forms validate with the same schemas, so a form
// and its API give the same messages. No I/O here: client code imports it.
import * as z from 'zod'
import { isValidMobile, normalizeMobile } from '@/lib/auth/mobile'
import { toLatinDigits } from '@/lib/calendar/digits'

export const CODE_LENGTH = 6
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

export const MOBILE_REQUIRED = 'Mobile Number is Required!'
export const MOBILE_INVALID = 'Please enter Valid Mobile Number !'
export const CODE_INVALID = 'Code must be exactly 6 digits'
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`
export const EMAIL_INVALID = 'Please enter a valid email address'
/** The text of `verification-code`'s message that asks for a password-reset code. */
export const RESET_PIN_PREFIX = 'Reset PIN'

export const requiredMessage = (label: string) => `${label} is required`

function requiredText(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input == null ? requiredMessage(label) : `${label} must be text`) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, `${label} must be at most ${max} characters`)
}

/** Stored normalised (no +977, no landline dash), so one number is one account. */
export const mobileField = z
  .string({ error: (issue) => (issue.input == null ? MOBILE_REQUIRED : MOBILE_INVALID) })
  .trim()
  .min(1, MOBILE_REQUIRED)
  .max(20, MOBILE_INVALID)
  .refine(isValidMobile, MOBILE_INVALID)
  .transform(normalizeMobile)

/** Length only (docs/architecture.md, Sign-in, sessions and codes); the common-password list is checked on the server. */
export const passwordField = z
  .string({ error: (issue) => (issue.input == null ? requiredMessage('Password') : 'Password must be text') })
  .min(1, requiredMessage('Password'))
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)

/** The 6-digit code; Nepali digits are accepted and read as Latin ones. */
export const codeField = z
  .string({ error: (issue) => (issue.input == null ? requiredMessage('Code') : CODE_INVALID) })
  .transform((value) => toLatinDigits(value.trim()))
  .pipe(z.string().regex(/^\d{6}$/, CODE_INVALID))

/** Registration numbers are kept with Latin digits (spec section 5, profile save). */
const daoRegistrationNo = requiredText('DAO Registration No.', 100).transform(toLatinDigits)

// The language of the page that asks for a code: the SMS speaks it
// (decision 077). Without it (the legacy API) the SMS is Nepali.
const smsLanguage = z.enum(['ne', 'en'], { error: 'lang must be ne or en' }).optional()

export const registerSchema = z.object({
  dao_registration_no: daoRegistrationNo,
  name: requiredText('Full Name', 200),
  mobile: mobileField,
  email: requiredText('Email', 254).pipe(z.email(EMAIL_INVALID)).transform((value) => value.toLowerCase()),
  password: passwordField,
  // The proof of work of lib/auth/proof-of-work.ts (the ALTCHA widget's payload), needed only while many sign-ups arrive.
  altcha: z.string({ error: 'altcha must be text' }).max(4000, 'altcha must be at most 4000 characters').optional(),
  lang: smsLanguage,
})
export type RegisterInput = z.infer<typeof registerSchema>

export const verificationSchema = z.object({ mobile: mobileField, mpin: codeField, lang: smsLanguage })
export type VerificationInput = z.infer<typeof verificationSchema>

export const verificationCodeSchema = z.object({
  mobile: mobileField,
  // Only tells the purpose; the SMS text is always the portal's own template.
  message: z.string().max(200).optional(),
  lang: smsLanguage,
})
export type VerificationCodeInput = z.infer<typeof verificationCodeSchema>

export function codePurposeOf(message: string | undefined): 'verify' | 'reset' {
  return message?.trim().startsWith(RESET_PIN_PREFIX) ? 'reset' : 'verify'
}

const booleanFlag = z.preprocess(
  (value) => (value === 'true' || value === 1 ? true : value === 'false' || value === 0 || value === null ? false : value),
  z.boolean({ error: 'super_admin must be true or false' }).default(false),
)

export const loginSchema = z
  .object({
    super_admin: booleanFlag,
    dao_registration_no: z
      .string({ error: 'DAO Registration No. must be text' })
      .trim()
      .max(100, 'DAO Registration No. must be at most 100 characters')
      .transform(toLatinDigits)
      .optional(),
    mobile: mobileField,
    // Sign-in checks presence only: a password set under older rules must still work.
    password: z
      .string({ error: (issue) => (issue.input == null ? requiredMessage('Password') : 'Password must be text') })
      .min(1, requiredMessage('Password'))
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  })
  .superRefine((value, context) => {
    if (!value.super_admin && !value.dao_registration_no) {
      context.addIssue({ code: 'custom', path: ['dao_registration_no'], message: requiredMessage('DAO Registration No.') })
    }
  })
export type LoginInput = z.infer<typeof loginSchema>

export const recoverSchema = z.object({ mobile: mobileField, mpin: codeField, password: passwordField, lang: smsLanguage })
export type RecoverInput = z.infer<typeof recoverSchema>

/** For comparing a typed registration number with the stored one. */
export function sameRegistrationNo(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false
  const canonical = (value: string) => toLatinDigits(value).trim().replace(/\s+/g, ' ').toLowerCase()
  return canonical(a) === canonical(b)
}
