// An NGO clerk for end-to-end specs: registers through the API, reads the
// verification code from the SMS outbox, verifies, and signs in on the page's
// browser context (the sign-in sets the httpOnly session cookie there).
import { randomInt } from 'node:crypto'
import fs from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { SAME_ORIGIN, SMS_OUTBOX_FILE } from './constants'

export type Clerk = { mobile: string; dao_registration_no: string; password: string; name: string }

const CLERK_PASSWORD = 'kathmandu-valley-clerk-77'

/** The latest verification code sent to `mobile`, if any. */
export function latestCode(mobile: string, purpose = 'verify'): string | undefined {
  if (!fs.existsSync(SMS_OUTBOX_FILE)) return undefined
  const messages = fs
    .readFileSync(SMS_OUTBOX_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; body: string; purpose: string })
    .filter((message) => message.to === mobile && message.purpose === purpose)
  return messages.at(-1)?.body.match(/\b(\d{6})\b/)?.[1]
}

/** Waits for the 8-digit code of the newest invitation sent to `mobile` (decision 092) and returns it. */
export async function invitationCodeSentTo(mobile: string): Promise<string> {
  const code = () => {
    if (!fs.existsSync(SMS_OUTBOX_FILE)) return undefined
    const messages = fs
      .readFileSync(SMS_OUTBOX_FILE, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string; body: string })
      .filter((message) => message.to === mobile)
    return messages.at(-1)?.body.match(/\b(\d{8})\b/)?.[1]
  }
  await expect.poll(code).toMatch(/^\d{8}$/)
  return code()!
}

/** Waits for the newest code of `purpose` sent to `mobile` and returns it. */
export async function codeSentTo(mobile: string, purpose: 'verify' | 'reset' = 'verify'): Promise<string> {
  let code: string | undefined
  await expect.poll(() => (code = latestCode(mobile, purpose))).toMatch(/^\d{6}$/)
  return code!
}

/** A registered, verified clerk of no NGO yet (they create its profile, or join one with an invitation), signed in on `page`. */
export async function signInAsClerk(page: Page): Promise<Clerk> {
  const clerk: Clerk = {
    mobile: `98${randomInt(40_000_000, 99_999_999)}`,
    dao_registration_no: `${randomInt(1000, 9999)}/${randomInt(70, 82)}`,
    password: CLERK_PASSWORD,
    name: `Clerk ${randomInt(1000, 9999)}`,
  }
  const registered = await page.request.post('/api/auth/register', {
    headers: SAME_ORIGIN,
    data: { dao_registration_no: clerk.dao_registration_no, name: clerk.name, mobile: clerk.mobile, email: 'clerk@example.org', password: clerk.password },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  let code: string | undefined
  await expect.poll(() => (code = latestCode(clerk.mobile))).toMatch(/^\d{6}$/)
  const verified = await page.request.post('/api/auth/verification', { headers: SAME_ORIGIN, data: { mobile: clerk.mobile, mpin: code } })
  expect(verified.status(), await verified.text()).toBe(200)
  const signedIn = await page.request.post('/api/auth/login', {
    headers: SAME_ORIGIN,
    data: { dao_registration_no: clerk.dao_registration_no, mobile: clerk.mobile, password: clerk.password },
  })
  expect(signedIn.status(), await signedIn.text()).toBe(200)
  return clerk
}

/** A mobile of its own for a test (the e2e server's database is shared by every spec). */
export function freshMobile(prefix = '986'): string {
  return `${prefix}${String(randomInt(0, 10 ** (10 - prefix.length))).padStart(10 - prefix.length, '0')}`
}

/**
 * The verification or recovery page's number, handed over as the auth pages
 * hand it over: by the form post of the page before (a sign-up of a fresh
 * number, or "Forgot password?"), which leaves it sealed in this browser's
 * flow cookie (lib/auth/form-state.ts). Returns the number.
 */
export async function handOverNumber(page: Page, step: 'verification' | 'recover', mobile = freshMobile()): Promise<string> {
  const fields: Record<string, string> =
    step === 'verification'
      ? { language: 'ne', dao_registration_no: `${randomInt(1000, 9999)}/080`, name: 'Hand-over Club', mobile, email: 'hand-over@example.org', password: CLERK_PASSWORD, confirm_password: CLERK_PASSWORD }
      : { language: 'ne', mobile }
  const answer = await page.request.post(`/api/auth/form/${step === 'verification' ? 'register' : 'reset-code'}`, { headers: SAME_ORIGIN, form: fields, maxRedirects: 0 })
  expect(answer.status(), await answer.text()).toBe(303)
  expect(answer.headers().location).toBe(step === 'verification' ? '/verification' : '/recover')
  return mobile
}
