// The SMS of sign-up and recovery speaks the language of the page that asked
// for it (decision 077); the legacy API, which names none, stays Nepali.
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { POST as register } from '@/app/api/auth/register/route'
import { POST as verification } from '@/app/api/auth/verification/route'
import { POST as verificationCode } from '@/app/api/auth/verification-code/route'
import { smsCodes, users } from '@/db/schema'
import { RESET_PIN_PREFIX } from '@/lib/auth/schemas'
import { db } from '@/lib/db'
import { uniqueMobile } from '@/tests/factories'
import { call } from '@/tests/http'
import { ageCodes, lastCodeTo, lastMessageTo, messagesTo } from './auth-support'

const DEVANAGARI = /[\u0900-\u097F]/

function registration(overrides: Record<string, unknown> = {}) {
  return { dao_registration_no: '4321/080', name: 'Godawari Women Group', mobile: uniqueMobile(), email: 'group@example.org', password: 'bagmati-river-clean-2081', ...overrides }
}

describe('the language of an SMS', () => {
  it('is English for a sign-up from an English page, for the code and a resent one', async () => {
    const mobile = uniqueMobile()
    expect((await call(register, { method: 'POST', body: registration({ mobile, lang: 'en' }) })).status).toBe(201)
    expect(lastMessageTo(mobile)!.body).toMatch(/^NGO Profile: verification code \d{6} /)
    expect(lastMessageTo(mobile)!.body).not.toMatch(DEVANAGARI)

    await ageCodes(mobile, 61)
    expect((await call(verificationCode, { method: 'POST', body: { mobile, lang: 'en' } })).status).toBe(200)
    expect(messagesTo(mobile)).toHaveLength(2)
    expect(lastMessageTo(mobile)!.body).toMatch(/^NGO Profile: verification code \d{6} /)
  })

  it('is English for a reset code and for the notice to a verified number', async () => {
    const mobile = uniqueMobile()
    await call(register, { method: 'POST', body: registration({ mobile }) })
    await call(verification, { method: 'POST', body: { mobile, mpin: lastCodeTo(mobile) } })
    await ageCodes(mobile, 3600)
    await call(register, { method: 'POST', body: registration({ mobile, lang: 'en' }) })
    expect(lastMessageTo(mobile)!.body).toContain('this number has an account')

    await ageCodes(mobile, 3600)
    expect((await call(verificationCode, { method: 'POST', body: { mobile, message: `${RESET_PIN_PREFIX} please`, lang: 'en' } })).status).toBe(200)
    expect(lastMessageTo(mobile)!.body).toMatch(/password reset code \d{6}/)
  })

  it('stays Nepali when the request names no language, or names Nepali', async () => {
    const mobile = uniqueMobile()
    await call(register, { method: 'POST', body: registration({ mobile }) })
    expect(lastMessageTo(mobile)!.body).toMatch(/प्रमाणीकरण कोड \d{6} /)
    await ageCodes(mobile, 61)
    await call(verificationCode, { method: 'POST', body: { mobile, lang: 'ne' } })
    expect(lastMessageTo(mobile)!.body).toMatch(/प्रमाणीकरण कोड \d{6} /)
  })

  it('refuses a language it does not speak, with a clear error, and sends and stores nothing', async () => {
    const mobile = uniqueMobile()
    const response = await call(register, { method: 'POST', body: registration({ mobile, lang: 'fr' }) })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.json)).toContain('lang must be ne or en')
    expect(messagesTo(mobile)).toHaveLength(0)
    const [account] = await db.select({ value: count() }).from(users).where(eq(users.mobile, mobile))
    expect(account!.value).toBe(0)

    const resend = await call(verificationCode, { method: 'POST', body: { mobile, lang: 'hi' } })
    expect(resend.status).toBe(400)
    const [codes] = await db.select({ value: count() }).from(smsCodes).where(eq(smsCodes.mobile, mobile))
    expect(codes!.value).toBe(0)
  })
})
