// The auth pages' form posts without JavaScript (decision 070): each runs the
// account functions of the JSON API and answers 303, carrying errors, typed
// values and the verification/recovery number in sealed cookies.
import { count } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { POST as formPost } from '@/app/api/auth/form/[action]/route'
import { POST as login } from '@/app/api/auth/login/route'
import { rateLimitCounters, smsCodes, users } from '@/db/schema'
import { PEER_ADDRESS_HEADER } from '@/lib/api/client-address'
import { FLOW_COOKIE, flowFrom, OUTCOME_COOKIE, outcomeFrom, type FormOutcome } from '@/lib/auth/form-state'
import { AUTH_MESSAGES } from '@/lib/auth/messages'
import { db } from '@/lib/db'
import { resetEnvCache } from '@/lib/env'
import { createUser, TEST_PASSWORD, uniqueMobile } from '@/tests/factories'
import { call } from '@/tests/http'
import { ageCodes, lastCodeTo, lastMessageTo, messagesTo, outbox, userByMobile } from './auth-support'

const PASSWORD = 'phewa-lake-boat-ride-7'
const NEW_PASSWORD = 'rara-lake-morning-mist-3'
const ORIGIN = { origin: 'http://localhost' }

type Answer = Awaited<ReturnType<typeof call>>

/** A browser's form post from the portal's page; `cookies` are what the browser holds. */
function post(action: string, fields: Record<string, string>, options: { cookies?: string; headers?: Record<string, string> } = {}) {
  return call(formPost, {
    method: 'POST',
    path: `/api/auth/form/${action}`,
    params: { action },
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...ORIGIN, ...(options.cookies ? { cookie: options.cookies } : {}), ...options.headers },
  })
}

/** The cookies an answer sets, as a Cookie header (a cleared one left out). */
function cookiesOf(answer: Answer): string {
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

function outcomeOf(answer: Answer, form: FormOutcome['form']): FormOutcome | null {
  return outcomeFrom(cookiesOf(answer), form)
}

const signUpFields = (mobile: string, extra: Record<string, string> = {}) => ({
  language: 'ne',
  dao_registration_no: '४५/०८१',
  name: 'Kirtipur Youth Club',
  mobile,
  email: 'kirtipur@example.org',
  password: PASSWORD,
  confirm_password: PASSWORD,
  ...extra,
})

describe('sign-up, verification and sign-in by form posts', () => {
  it('registers, verifies with the SMS code and signs in, each answer a 303 to the next page', async () => {
    const mobile = uniqueMobile()
    const registered = await post('register', signUpFields(mobile))
    expect(registered.status).toBe(303)
    expect(registered.headers.get('location')).toBe('/verification')
    const flow = flowFrom(cookiesOf(registered), 'verification')
    expect(flow).toEqual({ step: 'verification', mobile, fromRegistration: true })
    expect(outcomeOf(registered, 'verification')?.notice).toBe(AUTH_MESSAGES.registered)
    // Sealed: the number is not readable in the cookie.
    expect(cookiesOf(registered)).not.toContain(mobile)
    expect(await userByMobile(mobile)).toMatchObject({ dao_registration_no: '45/081', verified_at: null })

    const wrong = await post('verification', { language: 'ne', mpin: '000000' === lastCodeTo(mobile) ? '111111' : '000000' }, { cookies: cookiesOf(registered) })
    expect(wrong.status).toBe(303)
    expect(wrong.headers.get('location')).toBe('/verification#error-summary')
    expect(outcomeOf(wrong, 'verification')).toMatchObject({ errors: { mpin: AUTH_MESSAGES.invalidCode }, refusal: `Verification Failed:|${AUTH_MESSAGES.invalidCode}` })
    expect((await userByMobile(mobile))!.verified_at).toBeNull()

    const verified = await post('verification', { language: 'ne', mpin: lastCodeTo(mobile) }, { cookies: cookiesOf(registered) })
    expect(verified.status).toBe(303)
    expect(verified.headers.get('location')).toBe('/login')
    expect(outcomeOf(verified, 'login')?.notice).toBe(AUTH_MESSAGES.verified)
    expect(verified.headers.getSetCookie().some((line) => line.startsWith(`${FLOW_COOKIE}=;`))).toBe(true)
    expect((await userByMobile(mobile))!.verified_at).not.toBeNull()

    const refused = await post('login', { language: 'ne', mode: 'user', dao_registration_no: '45/081', mobile, password: 'not-the-password' })
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toBe('/login#error-summary')
    const refusal = outcomeOf(refused, 'login')!
    expect(refusal).toMatchObject({ refusal: AUTH_MESSAGES.invalidCredentials, values: { mode: 'user', dao_registration_no: '45/081', mobile } })
    // The password is never kept.
    expect(JSON.stringify(refusal)).not.toContain('not-the-password')
    expect(refused.headers.getSetCookie().some((line) => line.startsWith('ngo_session='))).toBe(false)

    const signedIn = await post('login', { language: 'ne', mode: 'user', dao_registration_no: '४५/०८१', mobile, password: PASSWORD })
    expect(signedIn.status).toBe(303)
    expect(signedIn.headers.get('location')).toBe('/profile')
    const setCookies = signedIn.headers.getSetCookie()
    expect(setCookies.find((line) => line.startsWith('ngo_session='))).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200$/)
    expect(setCookies.find((line) => line.startsWith('ngo_device='))).toMatch(/Path=\/api\/auth/)
    // The page it leads to says so (its toast).
    expect(outcomeOf(signedIn, 'signed-in')?.notice).toBe(AUTH_MESSAGES.signedIn)
  })

  it('sends the visitor back with field errors and the typed values, and changes nothing', async () => {
    const mobile = uniqueMobile()
    const answer = await post('register', signUpFields(mobile, { email: 'not-an-email', confirm_password: 'something-else' }))
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/signup#error-summary')
    const outcome = outcomeOf(answer, 'signup')!
    expect(outcome.errors).toEqual({ email: 'Please enter a valid email address', confirm_password: "Confirm Password doesn't match" })
    expect(outcome.values).toEqual({ dao_registration_no: '४५/०८१', name: 'Kirtipur Youth Club', mobile, email: 'not-an-email' })
    expect(JSON.stringify(outcome)).not.toContain(PASSWORD)
    expect(await userByMobile(mobile)).toBeUndefined()
    expect(messagesTo(mobile)).toHaveLength(0)
  })

  it('keeps at most 300 characters of a typed value, so the cookie stays small', async () => {
    const answer = await post('register', signUpFields(uniqueMobile(), { name: 'क'.repeat(1000) }))
    const outcome = outcomeOf(answer, 'signup')!
    expect(outcome.errors.name).toBe('Full Name must be at most 200 characters')
    expect(outcome.values.name).toBe('क'.repeat(300))
  })

  it('answers in English under /en when the form says so', async () => {
    const answer = await post('register', signUpFields(uniqueMobile(), { language: 'en', confirm_password: '' }))
    expect(answer.headers.get('location')).toBe('/en/signup#error-summary')
    expect(outcomeOf(answer, 'signup')!.errors).toEqual({ confirm_password: 'Confirm Password is required' })
  })

  it('sends the SMS in the language of the form that asked for it (decision 077)', async () => {
    const english = uniqueMobile()
    await post('register', signUpFields(english, { language: 'en' }))
    expect(lastMessageTo(english)!.body).toMatch(/^NGO Profile: verification code \d{6} /)
    const nepali = uniqueMobile()
    await post('register', signUpFields(nepali, { language: 'ne' }))
    expect(lastMessageTo(nepali)!.body).toMatch(/प्रमाणीकरण कोड \d{6} /)
  })

  it('resends the code and sends a reset code in the language of the page that asked, whatever the sign-up spoke', async () => {
    // Signed up from a Nepali page, the code asked again from an English one.
    const mobile = uniqueMobile()
    const registered = await post('register', signUpFields(mobile, { language: 'ne' }))
    await ageCodes(mobile, 120)
    await post('verification-code', { language: 'en', step: 'verification', mpin: '' }, { cookies: cookiesOf(registered) })
    expect(messagesTo(mobile)).toHaveLength(2)
    expect(lastMessageTo(mobile)!.body).toMatch(/^NGO Profile: verification code \d{6} /)
    expect(lastMessageTo(mobile)!.body).not.toMatch(/[\u0900-\u097F]/)
    await ageCodes(mobile, 120)
    await post('verification-code', { language: 'ne', step: 'verification', mpin: '' }, { cookies: cookiesOf(registered) })
    expect(lastMessageTo(mobile)!.body).toMatch(/प्रमाणीकरण कोड \d{6} /)

    // The reset code from the sign-in form, English then Nepali.
    const user = await createUser({ dao_registration_no: '11/080' })
    await post('reset-code', { language: 'en', mode: 'user', dao_registration_no: '11/080', mobile: user.mobile, password: '' })
    expect(lastMessageTo(user.mobile)!.body).toMatch(/^NGO Profile: password reset code \d{6}/)
    expect(lastMessageTo(user.mobile)!.body).not.toMatch(/[\u0900-\u097F]/)
    await ageCodes(user.mobile, 3600)
    await post('reset-code', { language: 'ne', mode: 'user', dao_registration_no: '11/080', mobile: user.mobile, password: '' })
    expect(messagesTo(user.mobile)).toHaveLength(2)
    expect(lastMessageTo(user.mobile)!.body).toMatch(/[\u0900-\u097F]/)
    expect(lastMessageTo(user.mobile)!.body).not.toMatch(/password reset/)
  })

  it('offers the verification to an unverified number whose password is right', async () => {
    const mobile = uniqueMobile()
    await post('register', signUpFields(mobile))
    const answer = await post('login', { language: 'en', mode: 'user', dao_registration_no: '45/081', mobile, password: PASSWORD })
    expect(answer.headers.get('location')).toBe('/en/login#error-summary')
    expect(outcomeOf(answer, 'login')).toMatchObject({ refusal: AUTH_MESSAGES.notVerified, offerVerification: true })
    expect(flowFrom(cookiesOf(answer), 'verification')).toEqual({ step: 'verification', mobile, fromRegistration: false })
  })

  it('signs the super administrator in, in Admin mode, without a registration number', async () => {
    const admin = await createUser({ role: 'super_admin' })
    const answer = await post('login', { language: 'en', mode: 'admin', dao_registration_no: '', mobile: admin.mobile, password: TEST_PASSWORD })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/en')
  })
})

describe('recovery by form posts', () => {
  it('sends a reset code from the sign-in form, takes the code, then the new password', async () => {
    const user = await createUser({ dao_registration_no: '9/080' })
    const invalid = await post('reset-code', { language: 'ne', mode: 'user', dao_registration_no: '9/080', mobile: '12345', password: 'typed' })
    expect(invalid.headers.get('location')).toBe('/login#error-summary')
    expect(outcomeOf(invalid, 'login')).toMatchObject({ errors: { mobile: 'Please enter Valid Mobile Number !' }, values: { mobile: '12345' } })
    expect(JSON.stringify(outcomeOf(invalid, 'login'))).not.toContain('typed')

    const sent = await post('reset-code', { language: 'ne', mode: 'user', dao_registration_no: '9/080', mobile: user.mobile, password: '' })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/recover')
    expect(outcomeOf(sent, 'recover')?.notice).toBe(AUTH_MESSAGES.codeSent)
    const held = cookiesOf(sent)
    expect(flowFrom(held, 'recover')).toEqual({ step: 'recover', mobile: user.mobile })

    const shortCode = await post('recover-code', { language: 'ne', step: 'recover', mpin: '12' }, { cookies: held })
    expect(outcomeOf(shortCode, 'recover')).toMatchObject({ errors: { mpin: 'Code must be exactly 6 digits' }, step: 1 })

    const code = lastCodeTo(user.mobile)
    const next = await post('recover-code', { language: 'ne', step: 'recover', mpin: code }, { cookies: held })
    expect(next.headers.get('location')).toBe('/recover')
    expect(outcomeOf(next, 'recover')).toMatchObject({ step: 2, values: { mpin: code } })

    const mismatch = await post('recover', { language: 'ne', mpin: code, password: NEW_PASSWORD, confirm_password: 'other' }, { cookies: held })
    expect(outcomeOf(mismatch, 'recover')).toMatchObject({ step: 2, errors: { confirm_password: "Confirm Password doesn't match" } })

    const wrongCode = await post('recover', { language: 'ne', mpin: code === '000000' ? '111111' : '000000', password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }, { cookies: held })
    expect(outcomeOf(wrongCode, 'recover')).toMatchObject({ step: 1, errors: { mpin: AUTH_MESSAGES.invalidCode } })

    const updated = await post('recover', { language: 'ne', mpin: code, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }, { cookies: held })
    expect(updated.status).toBe(303)
    expect(updated.headers.get('location')).toBe('/login')
    expect(outcomeOf(updated, 'login')?.notice).toBe(AUTH_MESSAGES.passwordUpdated)
    const signedIn = await call(login, { method: 'POST', path: '/api/auth/login', body: { dao_registration_no: '9/080', mobile: user.mobile, password: NEW_PASSWORD } })
    expect(signedIn.status).toBe(200)
  })

  it('resends the code of the verification step, and without a flow sends the visitor away', async () => {
    const mobile = uniqueMobile()
    const registered = await post('register', signUpFields(mobile))
    await ageCodes(mobile, 120)
    const resent = await post('verification-code', { language: 'ne', step: 'verification', mpin: '' }, { cookies: cookiesOf(registered) })
    expect(resent.headers.get('location')).toBe('/verification')
    expect(outcomeOf(resent, 'verification')?.notice).toBe(AUTH_MESSAGES.codeSent)
    expect(messagesTo(mobile)).toHaveLength(2)

    const noFlow = await post('verification', { language: 'ne', mpin: '123456' })
    expect(noFlow.headers.get('location')).toBe('/')
    const forged = await post('recover', { language: 'ne', mpin: '123456', password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }, { cookies: `${FLOW_COOKIE}=${encodeURIComponent(JSON.stringify({ step: 'recover', mobile }))}` })
    expect(forged.headers.get('location')).toBe('/login')
  })
})

describe('what a form post refuses', () => {
  const saved = process.env.SMS_PROOF_OF_WORK_AFTER
  afterEach(() => {
    if (saved === undefined) delete process.env.SMS_PROOF_OF_WORK_AFTER
    else process.env.SMS_PROOF_OF_WORK_AFTER = saved
    resetEnvCache()
  })

  it('refuses a post from another site (403) and changes nothing', async () => {
    const mobile = uniqueMobile()
    const answer = await post('register', signUpFields(mobile), { headers: { origin: 'https://evil.example' } })
    expect(answer.status).toBe(403)
    expect(answer.json.message).toBe('Refused: this request did not come from the portal’s own pages.')
    expect(await userByMobile(mobile)).toBeUndefined()
  })

  it('refuses another body type, a large body and control characters, each with a clear message', async () => {
    const json = await call(formPost, { method: 'POST', params: { action: 'login' }, body: { mobile: '9841000000' }, headers: ORIGIN })
    expect(json.status).toBe(415)
    expect(json.json.message).toBe('Send the form as application/x-www-form-urlencoded')
    const large = await post('login', { language: 'ne', mobile: 'x'.repeat(20_000) })
    expect(large.status).toBe(413)
    expect(large.json.message).toBe('The form must be at most 16 kB')
    const control = await post('login', { language: 'ne', mobile: '9841\u202e000000' })
    expect(control.status).toBe(400)
    expect(control.json.errors).toEqual({ mobile: 'must not contain control or text-direction characters' })
    const unknown = await post('nothing', { language: 'ne' })
    expect(unknown.status).toBe(404)
  })

  it('asks for JavaScript (or a later try) when sign-ups need the proof of work, and registers nobody', async () => {
    process.env.SMS_PROOF_OF_WORK_AFTER = '0'
    resetEnvCache()
    const mobile = uniqueMobile()
    const answer = await post('register', signUpFields(mobile), { headers: { [PEER_ADDRESS_HEADER]: '192.0.2.77' } })
    expect(answer.headers.get('location')).toBe('/signup#error-summary')
    // The page runs the check from now on, and without scripts says it cannot.
    expect(outcomeOf(answer, 'signup')).toMatchObject({ refusal: AUTH_MESSAGES.proofOfWorkNeedsScript, values: { mobile }, proofOfWork: true })
    expect(await userByMobile(mobile)).toBeUndefined()
    expect(messagesTo(mobile)).toHaveLength(0)
  })

  it('asks a page with scripts to let the check run, or run it again, and registers nobody', async () => {
    process.env.SMS_PROOF_OF_WORK_AFTER = '0'
    resetEnvCache()
    const address = { [PEER_ADDRESS_HEADER]: '192.0.2.78' }
    // Nobody registered, no code kept or sent, no registration counted.
    const written = async () => ({
      users: (await db.select({ rows: count() }).from(users))[0].rows,
      codes: (await db.select({ rows: count() }).from(smsCodes))[0].rows,
      counters: await db.select().from(rateLimitCounters).orderBy(rateLimitCounters.key),
      sent: outbox().length,
    })
    const before = await written()
    const missing = uniqueMobile()
    const withoutProof = await post('register', signUpFields(missing, { scripts: 'on' }), { headers: address })
    expect(outcomeOf(withoutProof, 'signup')).toMatchObject({ refusal: AUTH_MESSAGES.proofOfWorkRequired, proofOfWork: true })
    const wrong = uniqueMobile()
    const withWrongProof = await post('register', signUpFields(wrong, { scripts: 'on', altcha: Buffer.from('{"challenge":{}}').toString('base64') }), { headers: address })
    expect(outcomeOf(withWrongProof, 'signup')).toMatchObject({ refusal: AUTH_MESSAGES.proofOfWorkInvalid, proofOfWork: true })
    expect(await written()).toEqual(before)
  })

  it('reads no outcome cookie that was altered', () => {
    expect(outcomeFrom(`${OUTCOME_COOKIE}=${encodeURIComponent(JSON.stringify({ form: 'login', errors: {}, values: {} }))}`, 'login')).toBeNull()
  })
})
