// No password, session or device token, or SMS code ever reaches the log.
//
// What is asserted: everything written to process.stdout, process.stderr and
// console.* while an account registers, verifies, signs in and out, fails to
// sign in, recovers its password and hits the 500 path is captured. The
// development SMS provider (SMS_PROVIDER=console) prints each SMS as a line
// starting with `[sms] `: that line IS the outbox, so it may hold the code
// (and nothing else secret). Every other line, in particular every line of the
// logger (lib/log.ts, JSON lines), must contain none of: the planted
// passwords, the session tokens (API token and cookie), the device tokens, the
// SMS codes.
// The logger runs at its most verbose level (debug) for this file.
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { POST as login } from '@/app/api/auth/login/route'
import { GET as logout } from '@/app/api/auth/logout/route'
import { GET as me } from '@/app/api/auth/me/route'
import { POST as recover } from '@/app/api/auth/recover/route'
import { POST as register } from '@/app/api/auth/register/route'
import { POST as verification } from '@/app/api/auth/verification/route'
import { POST as verificationCode } from '@/app/api/auth/verification-code/route'
import { db } from '@/lib/db'
import { uniqueMobile } from '@/tests/factories'
import { call } from '@/tests/http'
import { ageCodes, lastCodeTo, sessionCookieFrom } from './auth-support'

// Distinctive values: a match anywhere in the output is a leak.
const PLANTED_PASSWORD = 'Planted-Secret-Zq7xW-9081'
const PLANTED_NEW_PASSWORD = 'Planted-Renewed-Kv3pL-4417'
const PLANTED_WRONG_PASSWORD = 'Planted-Wrong-Hj8nM-2265'
const DAO = '७७७/०८१'

const captured: string[] = []
const secrets = new Set<string>([PLANTED_PASSWORD, PLANTED_NEW_PASSWORD, PLANTED_WRONG_PASSWORD])
let restoreLogLevel: string | undefined

function chunkText(chunk: unknown): string {
  return typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) || chunk instanceof Uint8Array ? Buffer.from(chunk).toString('utf8') : String(chunk)
}

beforeAll(() => {
  restoreLogLevel = process.env.LOG_LEVEL
  process.env.LOG_LEVEL = 'debug'
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown) => {
      captured.push(chunkText(chunk))
      return true
    }) as typeof stream.write)
  }
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      captured.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg) ?? String(arg))).join(' ') + '\n')
    })
  }
})

afterAll(() => {
  vi.restoreAllMocks()
  if (restoreLogLevel === undefined) delete process.env.LOG_LEVEL
  else process.env.LOG_LEVEL = restoreLogLevel
})

/** Captured output as lines; the console SMS provider's outbox lines apart. */
function outputLines() {
  const lines = captured.join('').split('\n').filter(Boolean)
  return { sms: lines.filter((line) => line.startsWith('[sms] ')), other: lines.filter((line) => !line.startsWith('[sms] ')) }
}

function remember(...values: (string | undefined)[]) {
  for (const value of values) if (value) secrets.add(value)
}

afterEach(() => {
  const { sms, other } = outputLines()
  for (const secret of secrets) {
    for (const line of other) expect(line.includes(secret), `log line leaks a secret: ${line}`).toBe(false)
    // Also the URL-encoded form a cookie header would carry.
    for (const line of other) expect(line.includes(encodeURIComponent(secret))).toBe(false)
  }
  for (const line of sms) {
    for (const secret of [PLANTED_PASSWORD, PLANTED_NEW_PASSWORD, PLANTED_WRONG_PASSWORD]) expect(line).not.toContain(secret)
  }
})

const mobile = uniqueMobile()
let token = ''

describe('secrets never reach the log', () => {
  it('registers and verifies without logging the password or the code', async () => {
    const registered = await call(register, { method: 'POST', body: { dao_registration_no: DAO, name: 'Planted Secrets Club', mobile, email: 'planted@example.org', password: PLANTED_PASSWORD } })
    expect(registered.status).toBe(201)
    const code = lastCodeTo(mobile)
    remember(code)
    // The outbox did get the code: the capture works and sees the SMS line.
    expect(outputLines().sms.some((line) => line.includes(code))).toBe(true)

    const wrongCode = await call(verification, { method: 'POST', body: { mobile, mpin: code === '000000' ? '111111' : '000000' } })
    expect(wrongCode.status).toBe(400)
    const resent = await call(verificationCode, { method: 'POST', body: { mobile } })
    expect(resent.status).toBeLessThan(500)
    const current = lastCodeTo(mobile)
    remember(current)
    const verified = await call(verification, { method: 'POST', body: { mobile, mpin: current } })
    expect(verified.status, verified.text).toBe(200)
  })

  it('signs in, fails to sign in and signs out without logging the password or the token', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const failed = await call(login, { method: 'POST', body: { dao_registration_no: DAO, mobile, password: PLANTED_WRONG_PASSWORD } })
      expect(failed.status).toBe(401)
    }
    const signedIn = await call(login, { method: 'POST', headers: { 'x-forwarded-proto': 'https' }, body: { dao_registration_no: DAO, mobile, password: PLANTED_PASSWORD } })
    expect(signedIn.status, signedIn.text).toBe(200)
    token = signedIn.json.data.access_token
    remember(token, sessionCookieFrom(signedIn.headers), signedIn.json.data.device_token)
    // A wrong password from the known device (its token in the header) and a forged device token are not logged either.
    const forged = 'F'.repeat(43)
    remember(forged)
    for (const deviceToken of [signedIn.json.data.device_token, forged]) {
      expect((await call(login, { method: 'POST', headers: { 'device-token': deviceToken }, body: { dao_registration_no: DAO, mobile, password: PLANTED_WRONG_PASSWORD } })).status).toBe(401)
    }
    expect((await call(me, { headers: { token } })).status).toBe(200)
    // A tampered token is refused, and the refusal does not log it either.
    const tampered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA')
    remember(tampered)
    expect((await call(me, { headers: { token: tampered } })).status).toBe(401)
    expect((await call(logout, { headers: { token } })).status).toBe(200)
    expect((await call(me, { headers: { token } })).status).toBe(401)
  })

  it('recovers the password without logging the code or the new password', async () => {
    await ageCodes(mobile, 3600) // past the wait between two codes
    const requested = await call(verificationCode, { method: 'POST', body: { mobile, message: 'Reset PIN : ' } })
    expect(requested.status, requested.text).toBe(200)
    const code = lastCodeTo(mobile)
    remember(code)
    const recovered = await call(recover, { method: 'POST', body: { mobile, mpin: code, password: PLANTED_NEW_PASSWORD } })
    expect(recovered.status, recovered.text).toBe(200)
    const signedIn = await call(login, { method: 'POST', body: { dao_registration_no: DAO, mobile, password: PLANTED_NEW_PASSWORD } })
    expect(signedIn.status).toBe(200)
    remember(signedIn.json.data.access_token, sessionCookieFrom(signedIn.headers), signedIn.json.data.device_token)
  })

  it('hits the 500 path of sign-in without logging the password, the token or the query parameters', async () => {
    // A real database failure after the password was checked: the sessions table is gone for a moment.
    await db.execute(sql`alter table sessions rename to sessions_away`)
    try {
      const failed = await call(login, { method: 'POST', body: { dao_registration_no: DAO, mobile, password: PLANTED_NEW_PASSWORD } })
      expect(failed.status).toBe(500)
      expect(failed.json).toEqual({ message: 'Internal Server Error' })
    } finally {
      await db.execute(sql`alter table sessions_away rename to sessions`)
    }
    // The failure was logged (so the check below looked at something).
    expect(outputLines().other.some((line) => line.includes('unhandled error'))).toBe(true)
  })
})

describe('the session cookie', () => {
  async function signInCookie(headers: Record<string, string> = {}) {
    const response = await call(login, { method: 'POST', headers, body: { dao_registration_no: DAO, mobile, password: PLANTED_NEW_PASSWORD } })
    expect(response.status).toBe(200)
    remember(response.json.data.access_token, sessionCookieFrom(response.headers), response.json.data.device_token)
    return response.headers.get('set-cookie') ?? ''
  }

  it('is HttpOnly and SameSite=Lax, and Secure behind https', async () => {
    const plain = await signInCookie()
    expect(plain).toMatch(/^ngo_session=[^;]+;/)
    expect(plain).toMatch(/; HttpOnly(;|$)/)
    expect(plain).toMatch(/; SameSite=Lax(;|$)/)
    expect(plain).not.toMatch(/; Secure(;|$)/)

    const behindProxy = await signInCookie({ 'x-forwarded-proto': 'https' })
    expect(behindProxy).toMatch(/; HttpOnly(;|$)/)
    expect(behindProxy).toMatch(/; SameSite=Lax(;|$)/)
    expect(behindProxy).toMatch(/; Secure(;|$)/)

    const cleared = (await call(logout, { headers: { 'x-forwarded-proto': 'https', cookie: `ngo_session=x`, 'sec-fetch-site': 'same-origin' } })).headers.get('set-cookie') ?? ''
    expect(cleared).toMatch(/; HttpOnly(;|$)/)
    expect(cleared).toMatch(/; Secure(;|$)/)
  })
})
