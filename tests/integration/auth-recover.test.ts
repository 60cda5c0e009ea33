import { describe, expect, it } from 'vitest'
import { POST as login } from '@/app/api/auth/login/route'
import { GET as me } from '@/app/api/auth/me/route'
import { POST as recover } from '@/app/api/auth/recover/route'
import { POST as verificationCode } from '@/app/api/auth/verification-code/route'
import { recoverAccount, requestCode } from '@/lib/auth/accounts'
import { PEER_ADDRESS_HEADER } from '@/lib/api/client-address'
import { verifyPassword } from '@/lib/auth/password'
import { createUser, TEST_PASSWORD, uniqueMobile } from '@/tests/factories'
import { call, TEST_ADDRESS } from '@/tests/http'
import { ageCodes, codeRows, lastCodeTo, lastMessageTo, messagesTo, sessionCookieFrom, sessionsOf, userByMobile } from './auth-support'

const NEW_PASSWORD = 'phewa-lake-sunrise-77'
const RESET = 'Reset PIN : '

async function ngoUser(overrides: Parameters<typeof createUser>[0] = {}) {
  return createUser({ dao_registration_no: '42/078', ...overrides })
}

async function signInBoth(user: { mobile: string }) {
  const response = await call(login, { method: 'POST', body: { dao_registration_no: '42/078', mobile: user.mobile, password: TEST_PASSWORD } })
  expect(response.status).toBe(200)
  return { token: response.json.data.access_token as string, cookie: `ngo_session=${encodeURIComponent(sessionCookieFrom(response.headers)!)}` }
}

describe('forgot password: POST /api/auth/verification-code with Reset PIN', () => {
  it('sends a Nepali reset code to a known mobile', async () => {
    const user = await ngoUser()
    const response = await call(verificationCode, { method: 'POST', body: { mobile: user.mobile, message: RESET } })
    expect(response.status).toBe(200)
    expect(response.json).toEqual({ message: 'Verification code sent to your mobile number.', data: { mobile: user.mobile, purpose: 'reset' } })
    const sms = lastMessageTo(user.mobile)!
    expect(sms.purpose).toBe('reset')
    expect(sms.body).toMatch(/पासवर्ड फेर्ने कोड \d{6},/)
    const [row] = await codeRows(user.mobile)
    expect(row!.purpose).toBe('reset')
  })

  it('answers an unknown mobile exactly like a known one, limits included, and sends nothing', async () => {
    const user = await ngoUser()
    const unknown = uniqueMobile()
    const answers = []
    for (const mobile of [user.mobile, unknown]) {
      const first = await call(verificationCode, { method: 'POST', body: { mobile, message: RESET } })
      const second = await call(verificationCode, { method: 'POST', body: { mobile, message: RESET } })
      answers.push({
        first: [first.status, first.json.message, Object.keys(first.json.data), first.json.data.purpose],
        second: [second.status, second.json, second.headers.get('retry-after')],
      })
    }
    expect(answers[1]).toEqual(answers[0])
    expect(messagesTo(unknown)).toHaveLength(0)
    expect(messagesTo(user.mobile)).toHaveLength(1)
  })

  it('refuses a missing or malformed mobile with the spec messages', async () => {
    const missing = await call(verificationCode, { method: 'POST', body: { message: RESET } })
    expect(missing.status).toBe(400)
    expect(missing.json.errors.mobile).toBe('Mobile Number is Required!')
    const malformed = await call(verificationCode, { method: 'POST', body: { mobile: '01-12345', message: RESET } })
    expect(malformed.json.errors.mobile).toBe('Please enter Valid Mobile Number !')
  })

  it('accepts a landline number with or without the dash as one number', async () => {
    const user = await ngoUser({ mobile: '015550123' })
    const response = await call(verificationCode, { method: 'POST', body: { mobile: '01-5550123', message: RESET } })
    expect(response.status).toBe(200)
    expect(messagesTo(user.mobile)).toHaveLength(1)
  })
})

describe('POST /api/auth/recover', () => {
  async function resetCodeFor(mobile: string) {
    const response = await call(verificationCode, { method: 'POST', body: { mobile, message: RESET } })
    expect(response.status).toBe(200)
    return lastCodeTo(mobile)
  }

  it('sets the new password, revokes every earlier token and cookie session, and the new password signs in', async () => {
    const user = await ngoUser()
    const before = [await signInBoth(user), await signInBoth(user)]
    const code = await resetCodeFor(user.mobile)

    const response = await call(recover, { method: 'POST', body: { mobile: user.mobile, mpin: code, password: NEW_PASSWORD } })
    expect(response.status).toBe(200)
    expect(response.json.message).toBe('Password Update Success')
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0')

    for (const session of before) {
      expect((await call(me, { headers: { token: session.token } })).json.message).toBe('Authentication Failed : Invalid User Token')
      expect((await call(me, { headers: { cookie: session.cookie } })).status).toBe(401)
    }
    expect((await sessionsOf(user.id)).every((row) => row.revoked_at !== null)).toBe(true)

    const stored = await userByMobile(user.mobile)
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/)
    expect(await verifyPassword(stored!.password_hash, NEW_PASSWORD)).toBe(true)
    const oldPassword = await call(login, { method: 'POST', body: { dao_registration_no: '42/078', mobile: user.mobile, password: TEST_PASSWORD } })
    expect(oldPassword.status).toBe(401)
    const newPassword = await call(login, { method: 'POST', body: { dao_registration_no: '42/078', mobile: user.mobile, password: NEW_PASSWORD } })
    expect(newPassword.status).toBe(200)

    const reuse = await call(recover, { method: 'POST', body: { mobile: user.mobile, mpin: code, password: 'yet-another-password-5' } })
    expect(reuse.status).toBe(400)
  })

  it('refuses a common password without using up the code', async () => {
    const user = await ngoUser()
    const code = await resetCodeFor(user.mobile)
    const common = await call(recover, { method: 'POST', body: { mobile: user.mobile, mpin: code, password: 'qwerty123' } })
    expect(common.status).toBe(400)
    expect(common.json.errors.password).toBe('This password is too common. Please choose another one.')
    const [row] = await codeRows(user.mobile)
    expect(row!.used_at).toBeNull()
    expect(row!.attempts).toBe(0)
    const good = await call(recover, { method: 'POST', body: { mobile: user.mobile, mpin: code, password: NEW_PASSWORD } })
    expect(good.status).toBe(200)
  })

  it.each([
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ password: undefined }, 'password', 'Password is required'],
    [{ mpin: '12345' }, 'mpin', 'Code must be exactly 6 digits'],
    [{ mobile: '' }, 'mobile', 'Mobile Number is Required!'],
  ])('refuses %j with 400 and changes nothing', async (overrides, field, message) => {
    const user = await ngoUser()
    const code = await resetCodeFor(user.mobile)
    const { token } = await signInBoth(user)
    const response = await call(recover, { method: 'POST', body: { mobile: user.mobile, mpin: code, password: NEW_PASSWORD, ...overrides } })
    expect(response.status).toBe(400)
    expect(response.json.errors[field]).toBe(message)
    expect((await call(me, { headers: { token } })).status).toBe(200)
    expect(await verifyPassword((await userByMobile(user.mobile))!.password_hash, TEST_PASSWORD)).toBe(true)
  })

  it('refuses a wrong, expired or verification-purpose code', async () => {
    const user = await ngoUser()
    const code = await resetCodeFor(user.mobile)
    const wrong = await call(recover, { method: 'POST', body: { mobile: user.mobile, mpin: code === '999999' ? '000000' : '999999', password: NEW_PASSWORD } })
    expect(wrong.status).toBe(400)
    expect(wrong.json.message).toBe('Invalid or expired verification code')

    await ageCodes(user.mobile, 10 * 60 + 1)
    const expired = await call(recover, { method: 'POST', body: { mobile: user.mobile, mpin: code, password: NEW_PASSWORD } })
    expect(expired.status).toBe(400)

    const unverified = await ngoUser({ verified: false })
    await call(verificationCode, { method: 'POST', body: { mobile: unverified.mobile } })
    const verifyCode = lastCodeTo(unverified.mobile)
    const crossPurpose = await call(recover, { method: 'POST', body: { mobile: unverified.mobile, mpin: verifyCode, password: NEW_PASSWORD } })
    expect(crossPurpose.status).toBe(400)
    expect(await verifyPassword((await userByMobile(user.mobile))!.password_hash, TEST_PASSWORD)).toBe(true)
  })

  it('stops an address after 5 wrong codes, and burns the reset code after 10 wrong tries in all', async () => {
    const user = await ngoUser()
    const code = await resetCodeFor(user.mobile)
    const wrong = code === '123123' ? '321321' : '123123'
    const from = (address: string) => ({ [PEER_ADDRESS_HEADER]: address })
    for (let attempt = 0; attempt < 5; attempt++) await call(recover, { method: 'POST', headers: from('203.0.113.20'), body: { mobile: user.mobile, mpin: wrong, password: NEW_PASSWORD } })
    expect((await call(recover, { method: 'POST', headers: from('203.0.113.20'), body: { mobile: user.mobile, mpin: code, password: NEW_PASSWORD } })).status).toBe(429)
    for (let attempt = 0; attempt < 5; attempt++) await call(recover, { method: 'POST', headers: from('203.0.113.21'), body: { mobile: user.mobile, mpin: wrong, password: NEW_PASSWORD } })
    const right = await call(recover, { method: 'POST', headers: from('198.51.100.20'), body: { mobile: user.mobile, mpin: code, password: NEW_PASSWORD } })
    expect(right.status).toBe(400)
  })

  it('verifies a never-verified account (the code proves the phone) and lifts a sign-in lock', async () => {
    const user = await ngoUser({ verified: false })
    for (let attempt = 0; attempt < 5; attempt++) {
      await call(login, { method: 'POST', body: { dao_registration_no: '42/078', mobile: user.mobile, password: 'wrong-password-0' } })
    }
    expect((await call(login, { method: 'POST', body: { dao_registration_no: '42/078', mobile: user.mobile, password: TEST_PASSWORD } })).status).toBe(429)
    const code = await resetCodeFor(user.mobile)
    expect((await call(recover, { method: 'POST', body: { mobile: user.mobile, mpin: code, password: NEW_PASSWORD } })).status).toBe(200)
    expect((await userByMobile(user.mobile))!.verified_at).toBeInstanceOf(Date)
    const signedIn = await call(login, { method: 'POST', body: { dao_registration_no: '42/078', mobile: user.mobile, password: NEW_PASSWORD } })
    expect(signedIn.status).toBe(200)
  })

  it('takes a clock: a reset code is good for exactly 10 minutes', async () => {
    const user = await ngoUser()
    const sentAt = new Date()
    await requestCode({ mobile: user.mobile, message: RESET }, { now: sentAt, clientAddress: TEST_ADDRESS })
    const code = lastCodeTo(user.mobile)
    await expect(recoverAccount({ mobile: user.mobile, mpin: code, password: NEW_PASSWORD }, { now: new Date(sentAt.getTime() + 10 * 60 * 1000), clientAddress: TEST_ADDRESS })).rejects.toMatchObject({ status: 400 })
    await recoverAccount({ mobile: user.mobile, mpin: code, password: NEW_PASSWORD }, { now: new Date(sentAt.getTime() + 10 * 60 * 1000 - 1), clientAddress: TEST_ADDRESS })
    expect(await verifyPassword((await userByMobile(user.mobile))!.password_hash, NEW_PASSWORD)).toBe(true)
  })
})
