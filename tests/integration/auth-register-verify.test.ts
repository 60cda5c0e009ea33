import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { POST as register } from '@/app/api/auth/register/route'
import { POST as verification } from '@/app/api/auth/verification/route'
import { POST as verificationCode } from '@/app/api/auth/verification-code/route'
import { auditLog, smsCodes, users } from '@/db/schema'
import { PEER_ADDRESS_HEADER } from '@/lib/api/client-address'
import { verifyPassword } from '@/lib/auth/password'
import { db } from '@/lib/db'
import { uniqueMobile } from '@/tests/factories'
import { call } from '@/tests/http'
import { ageCodes, codeRows, lastCodeTo, lastMessageTo, messagesTo, userByMobile } from './auth-support'

const PASSWORD = 'bagmati-river-clean-2081'

function registration(overrides: Record<string, unknown> = {}) {
  return {
    dao_registration_no: '१२३४/०८०',
    name: 'Lalitpur Youth Club',
    mobile: uniqueMobile(),
    email: 'Office@Example.org',
    password: PASSWORD,
    ...overrides,
  }
}

async function userCount() {
  const [row] = await db.select({ value: count() }).from(users)
  return row!.value
}

describe('POST /api/auth/register', () => {
  it('creates an unverified user with an argon2id hash and sends a Nepali SMS with a 6-digit code', async () => {
    const body = registration({ mobile: '+9779841000001' })
    const response = await call(register, { method: 'POST', body })
    expect(response.status).toBe(201)
    expect(response.json).toEqual({ message: 'Registration Success !', data: { mobile: '9841000001', possible_duplicates: [] } })

    const user = await userByMobile('9841000001')
    expect(user).toMatchObject({ name: 'Lalitpur Youth Club', email: 'office@example.org', dao_registration_no: '1234/080', role: 'user', verified_at: null })
    expect(user!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(user!.password_hash, PASSWORD)).toBe(true)

    const sms = lastMessageTo('9841000001')!
    expect(sms.purpose).toBe('verify')
    expect(sms.body).toMatch(/प्रमाणीकरण कोड \d{6} /)
    expect(new Date(sms.at).getTime()).toBeGreaterThan(Date.now() - 60_000)

    const [row] = await codeRows('9841000001')
    expect(row!.purpose).toBe('verify')
    expect(row!.code_hash).not.toContain(lastCodeTo('9841000001'))
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/)
    const lifetime = row!.expires_at.getTime() - row!.created_at.getTime()
    expect(lifetime).toBe(10 * 60 * 1000)

    const audit = await db.select().from(auditLog).where(eq(auditLog.entity_id, String(user!.id)))
    expect(audit.map((entry) => entry.action)).toContain('register')
    expect(JSON.stringify(audit)).not.toContain(PASSWORD)
    expect(JSON.stringify(audit)).not.toContain('argon2')
  })

  it.each([
    ['dao_registration_no', { dao_registration_no: '' }, 'DAO Registration No. is required'],
    ['name', { name: '   ' }, 'Full Name is required'],
    ['mobile', { mobile: undefined }, 'Mobile Number is Required!'],
    ['mobile', { mobile: '12345' }, 'Please enter Valid Mobile Number !'],
    ['mobile', { mobile: '9512345678' }, 'Please enter Valid Mobile Number !'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['email', { email: undefined }, 'Email is required'],
    ['password', { password: 'short' }, 'Password must be at least 8 characters'],
    ['password', { password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    ['password', { password: undefined }, 'Password is required'],
    ['password', { password: 'password123' }, 'This password is too common. Please choose another one.'],
    ['password', { password: 'Qwertyuiop' }, 'This password is too common. Please choose another one.'],
  ])('refuses a bad %s (%j) with 400 and changes nothing', async (field, overrides, message) => {
    const before = await userCount()
    const body = registration(overrides)
    const response = await call(register, { method: 'POST', body })
    expect(response.status).toBe(400)
    expect(response.json.errors[field]).toBe(message)
    expect(await userCount()).toBe(before)
    if (typeof body.mobile === 'string') expect(await codeRows(body.mobile)).toHaveLength(0)
  })

  it('never takes role or verification from the body', async () => {
    const body = registration({ role: 'super_admin', verified_at: '2024-01-01T00:00:00Z', is_verified: true })
    const response = await call(register, { method: 'POST', body })
    expect(response.status).toBe(201)
    const user = await userByMobile(body.mobile as string)
    expect(user).toMatchObject({ role: 'user', verified_at: null })
  })

  it('refuses a malformed JSON body', async () => {
    const response = await call(register, { method: 'POST', body: '{"mobile": ', headers: { 'content-type': 'application/json' } })
    expect(response.status).toBe(400)
    expect(response.json.message).toBe('Invalid JSON body')
  })

  it('answers a verified number exactly like a new one, changes nothing, and tells the owner by SMS', async () => {
    const mobile = uniqueMobile()
    await call(register, { method: 'POST', body: registration({ mobile }) })
    await call(verification, { method: 'POST', body: { mobile, mpin: lastCodeTo(mobile) } })
    const before = await userByMobile(mobile)
    await ageCodes(mobile, 3600)

    const again = await call(register, { method: 'POST', body: registration({ mobile, name: 'Someone Else', password: 'another-long-password-1' }) })
    const fresh = await call(register, { method: 'POST', body: registration() })
    expect(again.status).toBe(fresh.status)
    expect(Object.keys(again.json.data)).toEqual(Object.keys(fresh.json.data))
    expect(again.json.message).toBe(fresh.json.message)

    const after = await userByMobile(mobile)
    expect(after).toEqual(before)
    const notice = lastMessageTo(mobile)!
    expect(notice.purpose).toBe('notice')
    expect(notice.body).toContain('यो नम्बरमा खाता छ')
    expect(notice.body).not.toMatch(/\d{6}/)
  })

  it('lets a later registration of a never-verified number replace the pending details', async () => {
    const mobile = uniqueMobile()
    await call(register, { method: 'POST', body: registration({ mobile, name: 'First Try' }) })
    await ageCodes(mobile, 120)
    const response = await call(register, { method: 'POST', body: registration({ mobile, name: 'Second Try', password: 'second-long-password-9' }) })
    expect(response.status).toBe(201)
    const user = await userByMobile(mobile)
    expect(user!.name).toBe('Second Try')
    expect(await verifyPassword(user!.password_hash, 'second-long-password-9')).toBe(true)
    // Only the newest code is good.
    const rows = await codeRows(mobile)
    expect(rows).toHaveLength(2)
    expect(rows[0]!.expires_at.getTime()).toBeLessThanOrEqual(Date.now())
  })
})

describe('POST /api/auth/verification', () => {
  async function registered() {
    const mobile = uniqueMobile()
    const response = await call(register, { method: 'POST', body: registration({ mobile }) })
    expect(response.status).toBe(201)
    return { mobile, code: lastCodeTo(mobile) }
  }

  it('verifies the mobile with the right code, once', async () => {
    const { mobile, code } = await registered()
    const response = await call(verification, { method: 'POST', body: { mobile, mpin: code } })
    expect(response.status).toBe(200)
    expect(response.json.message).toBe('Verification Success')
    expect((await userByMobile(mobile))!.verified_at).toBeInstanceOf(Date)

    const reuse = await call(verification, { method: 'POST', body: { mobile, mpin: code } })
    expect(reuse.status).toBe(400)
    expect(reuse.json.message).toBe('Invalid or expired verification code')
  })

  it('accepts the mobile with +977 and the code in Nepali digits', async () => {
    const { mobile, code } = await registered()
    const nepali = code.replace(/\d/g, (digit) => '०१२३४५६७८९'[Number(digit)]!)
    const response = await call(verification, { method: 'POST', body: { mobile: `+977${mobile}`, mpin: nepali } })
    expect(response.status).toBe(200)
  })

  it.each([
    [{ mpin: '12345' }, 'mpin', 'Code must be exactly 6 digits'],
    [{ mpin: '1234567' }, 'mpin', 'Code must be exactly 6 digits'],
    [{ mpin: '12a456' }, 'mpin', 'Code must be exactly 6 digits'],
    [{ mpin: undefined }, 'mpin', 'Code is required'],
    [{ mobile: 'abc' }, 'mobile', 'Please enter Valid Mobile Number !'],
  ])('refuses %j with 400 without counting a try', async (overrides, field, message) => {
    const { mobile, code } = await registered()
    const response = await call(verification, { method: 'POST', body: { mobile, mpin: code, ...overrides } })
    expect(response.status).toBe(400)
    expect(response.json.errors[field]).toBe(message)
    const [row] = await codeRows(mobile)
    expect(row!.attempts).toBe(0)
    expect(row!.used_at).toBeNull()
    expect((await userByMobile(mobile))!.verified_at).toBeNull()
  })

  it('stops one address after 5 wrong codes, keeps the code good for the holder elsewhere, and burns it after 10 wrong tries in all', async () => {
    const { mobile, code } = await registered()
    const wrong = code === '000000' ? '111111' : '000000'
    const from = (address: string) => ({ [PEER_ADDRESS_HEADER]: address })
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await call(verification, { method: 'POST', headers: from('203.0.113.7'), body: { mobile, mpin: wrong } })
      expect(response.status).toBe(400)
      expect(response.json.message).toBe('Invalid or expired verification code')
    }
    const stopped = await call(verification, { method: 'POST', headers: from('203.0.113.7'), body: { mobile, mpin: code } })
    expect(stopped.status).toBe(429)
    expect(stopped.json.message).toBe('Too many wrong codes. Please try again later.')
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    // Five more wrong tries from a second address burn the code for everyone.
    for (let attempt = 1; attempt <= 5; attempt++) await call(verification, { method: 'POST', headers: from('203.0.113.8'), body: { mobile, mpin: wrong } })
    const burnt = await call(verification, { method: 'POST', headers: from('198.51.100.2'), body: { mobile, mpin: code } })
    expect(burnt.status).toBe(400)
    expect((await userByMobile(mobile))!.verified_at).toBeNull()
  })

  it('lets the holder verify from their own address after a stranger used up theirs', async () => {
    const { mobile, code } = await registered()
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 6; attempt++) await call(verification, { method: 'POST', headers: { [PEER_ADDRESS_HEADER]: '203.0.113.9' }, body: { mobile, mpin: wrong } })
    const holder = await call(verification, { method: 'POST', headers: { [PEER_ADDRESS_HEADER]: '198.51.100.3' }, body: { mobile, mpin: code } })
    expect(holder.status).toBe(200)
  })

  it('still accepts the right code after 4 wrong tries', async () => {
    const { mobile, code } = await registered()
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 4; attempt++) await call(verification, { method: 'POST', body: { mobile, mpin: wrong } })
    const response = await call(verification, { method: 'POST', body: { mobile, mpin: code } })
    expect(response.status).toBe(200)
  })

  it('refuses a code after its 10 minutes', async () => {
    const { mobile, code } = await registered()
    await ageCodes(mobile, 10 * 60 + 1)
    const response = await call(verification, { method: 'POST', body: { mobile, mpin: code } })
    expect(response.status).toBe(400)
    expect((await userByMobile(mobile))!.verified_at).toBeNull()
  })

  it('accepts a code just inside its 10 minutes', async () => {
    const { mobile, code } = await registered()
    await ageCodes(mobile, 10 * 60 - 5)
    const response = await call(verification, { method: 'POST', body: { mobile, mpin: code } })
    expect(response.status).toBe(200)
  })

  it('does not accept a reset code for verification', async () => {
    const { mobile } = await registered()
    await ageCodes(mobile, 120)
    await call(verificationCode, { method: 'POST', body: { mobile, message: 'Reset PIN : ' } })
    const response = await call(verification, { method: 'POST', body: { mobile, mpin: lastCodeTo(mobile) } })
    expect(response.status).toBe(400)
  })

  it('answers an unknown mobile like a wrong code', async () => {
    const response = await call(verification, { method: 'POST', body: { mobile: uniqueMobile(), mpin: '123456' } })
    expect(response.status).toBe(400)
    expect(response.json.message).toBe('Invalid or expired verification code')
  })

  it('gives exactly one success to 50 simultaneous submissions of the right code', async () => {
    const { mobile, code } = await registered()
    // From 50 addresses, so the per-address limit does not stand in the way of the race.
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => call(verification, { method: 'POST', headers: { [PEER_ADDRESS_HEADER]: `198.51.100.${index + 10}` }, body: { mobile, mpin: code } })),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 400)).toHaveLength(49)
    const [row] = await codeRows(mobile)
    expect(row!.used_at).toBeInstanceOf(Date)
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'verify_mobile'))
    const user = await userByMobile(mobile)
    expect(audits.filter((entry) => entry.entity_id === String(user!.id))).toHaveLength(1)
  })
})

describe('POST /api/auth/verification-code', () => {
  it('sends a new code to an unverified account; only the newest code is good', async () => {
    const mobile = uniqueMobile()
    await call(register, { method: 'POST', body: registration({ mobile }) })
    const first = lastCodeTo(mobile)
    await ageCodes(mobile, 61)
    const response = await call(verificationCode, { method: 'POST', body: { mobile } })
    expect(response.status).toBe(200)
    expect(response.json.message).toBe('Verification code sent to your mobile number.')
    const second = lastCodeTo(mobile)
    expect(messagesTo(mobile)).toHaveLength(2)
    if (first !== second) {
      const old = await call(verification, { method: 'POST', body: { mobile, mpin: first } })
      expect(old.status).toBe(400)
    }
    const fresh = await call(verification, { method: 'POST', body: { mobile, mpin: second } })
    expect(fresh.status).toBe(200)
  })

  it('allows at most one code a minute per mobile, with Retry-After', async () => {
    const mobile = uniqueMobile()
    await call(register, { method: 'POST', body: registration({ mobile }) })
    const tooSoon = await call(verificationCode, { method: 'POST', body: { mobile } })
    expect(tooSoon.status).toBe(429)
    expect(tooSoon.json.message).toBe('Please wait before requesting another code.')
    const retryAfter = Number(tooSoon.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(50)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(messagesTo(mobile)).toHaveLength(1)
    expect(await codeRows(mobile)).toHaveLength(1)
    // Another purpose counts too: the limit protects the phone.
    const reset = await call(verificationCode, { method: 'POST', body: { mobile, message: 'Reset PIN : ' } })
    expect(reset.status).toBe(429)
  })

  it('allows at most five codes an hour per mobile', async () => {
    const mobile = uniqueMobile()
    await call(register, { method: 'POST', body: registration({ mobile }) })
    for (let send = 2; send <= 5; send++) {
      await ageCodes(mobile, 61)
      const response = await call(verificationCode, { method: 'POST', body: { mobile } })
      expect(response.status).toBe(200)
    }
    await ageCodes(mobile, 61)
    const sixth = await call(verificationCode, { method: 'POST', body: { mobile } })
    expect(sixth.status).toBe(429)
    // The oldest of the five was sent 5 x 61 s ago: the next slot opens when it is an hour old.
    expect(Number(sixth.headers.get('retry-after'))).toBe(3600 - 5 * 61)
    expect(messagesTo(mobile)).toHaveLength(5)
    await ageCodes(mobile, 3600 - 5 * 61 + 1)
    const later = await call(verificationCode, { method: 'POST', body: { mobile } })
    expect(later.status).toBe(200)
  })

  it('answers an unknown or verified mobile the same as an unverified one, without sending anything', async () => {
    const verifiedMobile = uniqueMobile()
    await call(register, { method: 'POST', body: registration({ mobile: verifiedMobile }) })
    await call(verification, { method: 'POST', body: { mobile: verifiedMobile, mpin: lastCodeTo(verifiedMobile) } })
    await ageCodes(verifiedMobile, 3600)
    const unknownMobile = uniqueMobile()
    const unverifiedMobile = uniqueMobile()
    await call(register, { method: 'POST', body: registration({ mobile: unverifiedMobile }) })
    await ageCodes(unverifiedMobile, 3600)

    const answers = []
    for (const mobile of [unknownMobile, verifiedMobile, unverifiedMobile]) {
      const first = await call(verificationCode, { method: 'POST', body: { mobile } })
      const second = await call(verificationCode, { method: 'POST', body: { mobile } })
      answers.push([first.status, first.json.message, Object.keys(first.json.data), second.status, second.json.message])
    }
    expect(answers[0]).toEqual(answers[2])
    expect(answers[1]).toEqual(answers[2])
    expect(messagesTo(unknownMobile)).toHaveLength(0)
    expect(messagesTo(verifiedMobile)).toHaveLength(1)
    expect(messagesTo(unverifiedMobile)).toHaveLength(2)
  })

  it('never sends text from the request', async () => {
    const mobile = uniqueMobile()
    await call(register, { method: 'POST', body: registration({ mobile }) })
    await ageCodes(mobile, 61)
    const response = await call(verificationCode, { method: 'POST', body: { mobile, message: 'Reset PIN : visit evil.example now' } })
    expect(response.status).toBe(200)
    expect(lastMessageTo(mobile)!.body).not.toContain('evil')
  })

  it('refuses a bad mobile or message with 400', async () => {
    for (const body of [{}, { mobile: '' }, { mobile: '98412' }, { mobile: 9841000002 }, { mobile: uniqueMobile(), message: 'x'.repeat(201) }]) {
      const response = await call(verificationCode, { method: 'POST', body })
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    const [row] = await db.select({ value: count() }).from(smsCodes).where(eq(smsCodes.mobile, '98412'))
    expect(row!.value).toBe(0)
  })
})
