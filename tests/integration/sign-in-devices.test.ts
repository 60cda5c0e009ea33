// Guessing is slowed without locking the owner out (decision 023): eleven
// client addresses × five wrong passwords once closed an account for a day,
// the super administrator's too. Now a client that signed in before holds a
// device token and is never kept out by others' failures; everyone else meets
// a block of minutes that grows with each try; the holder can always ask for a
// reset code; and a token that is forged, another account's, replaced or used
// up gives nothing.
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { POST as login } from '@/app/api/auth/login/route'
import { POST as recover } from '@/app/api/auth/recover/route'
import { POST as verificationCode } from '@/app/api/auth/verification-code/route'
import { signInDevices, users } from '@/db/schema'
import { PEER_ADDRESS_HEADER } from '@/lib/api/client-address'
import { DEVICE_HEADER, DEVICE_MAX_FAILURES, DEVICES_PER_ACCOUNT } from '@/lib/auth/devices'
import * as password from '@/lib/auth/password'
import { db } from '@/lib/db'
import { resetEnvCache } from '@/lib/env'
import { createUser, TEST_PASSWORD } from '@/tests/factories'
import { call } from '@/tests/http'
import { ageSignInCounters, lastCodeTo, messagesTo } from './auth-support'

const LOCKED = 'Too many failed sign-in attempts. Please try again later.'
const INVALID = 'Invalid credentials. Please check and try again.'
const DAO = '654/081'
const HOLDER = '198.51.100.7'

type Account = { mobile: string; superAdmin: boolean }
type Client = { address: string; cookie?: string; header?: string }

const superAdmin = async (): Promise<Account> => ({ mobile: (await createUser({ role: 'super_admin' })).mobile, superAdmin: true })
const ngo = async (): Promise<Account> => ({ mobile: (await createUser({ dao_registration_no: DAO })).mobile, superAdmin: false })

function headersOf(client: Client, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = { [PEER_ADDRESS_HEADER]: client.address, ...extra }
  if (client.cookie) headers.cookie = `ngo_device=${client.cookie}`
  if (client.header) headers[DEVICE_HEADER] = client.header
  return headers
}

function signIn(account: Account, secret: string, client: Client, extra: Record<string, string> = {}) {
  const body = account.superAdmin ? { super_admin: true, mobile: account.mobile, password: secret } : { dao_registration_no: DAO, mobile: account.mobile, password: secret }
  return call(login, { method: 'POST', headers: headersOf(client, extra), body })
}

function askResetCode(mobile: string, client: Client) {
  return call(verificationCode, { method: 'POST', headers: headersOf(client), body: { mobile, message: 'Reset PIN : ' } })
}

function deviceCookieOf(headers: Headers): string | undefined {
  return headers.getSetCookie().find((cookie) => cookie.startsWith('ngo_device='))
}

/** Signs in with the right password and returns the device token the response holds. */
async function knownDevice(account: Account, client: Client = { address: HOLDER }) {
  const response = await signIn(account, TEST_PASSWORD, client)
  expect(response.status, response.text).toBe(200)
  return response.json.data.device_token as string
}

/** The attack of the report: eleven addresses, five wrong passwords each. */
async function attack(account: Account) {
  const statuses: number[] = []
  for (let address = 1; address <= 11; address++) {
    for (let index = 0; index < 5; index++) statuses.push((await signIn(account, `guess-${address}-${index}`, { address: `203.0.113.${address}` })).status)
  }
  return statuses
}

const retryAfter = (response: { headers: Headers }) => Number(response.headers.get('retry-after'))

afterEach(() => {
  vi.restoreAllMocks()
  delete process.env.SMS_ADDRESS_HOURLY_LIMIT
  resetEnvCache()
})

describe('a successful sign-in', () => {
  it('gives the client a device token: an httpOnly, SameSite=Lax cookie for a year on the auth routes, and data.device_token', async () => {
    const account = await ngo()
    const response = await signIn(account, TEST_PASSWORD, { address: HOLDER })
    expect(response.status).toBe(200)
    const token = response.json.data.device_token
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const cookie = deviceCookieOf(response.headers)!
    expect(cookie).toBe(`ngo_device=${token}; Path=/api/auth; HttpOnly; SameSite=Lax; Max-Age=31536000`)
    // The session cookie is still set beside it, and the spec's fields are all there.
    expect(response.headers.getSetCookie().some((line) => line.startsWith('ngo_session='))).toBe(true)
    expect(Object.keys(response.json.data).sort()).toEqual(['access_token', 'device_token', 'expires_in', 'user'])
    // Over https the cookie is Secure; only a hash of the token is stored.
    const secure = await signIn(account, TEST_PASSWORD, { address: HOLDER }, { 'x-forwarded-proto': 'https' })
    expect(deviceCookieOf(secure.headers)).toMatch(/; Secure$/)
    const stored = await db.select({ hash: signInDevices.token_hash }).from(signInDevices)
    expect(stored.map((row) => row.hash)).not.toContain(token)
  })

  it('with a device token replaces it: the old token is no longer known', async () => {
    const account = await ngo()
    const first = await knownDevice(account)
    const again = await signIn(account, TEST_PASSWORD, { address: HOLDER, cookie: first })
    const second = again.json.data.device_token
    expect(second).not.toBe(first)
    expect(deviceCookieOf(again.headers)).toContain(`ngo_device=${second};`)
    await attack(account)
    expect((await signIn(account, TEST_PASSWORD, { address: HOLDER, cookie: first })).status).toBe(429)
    expect((await signIn(account, TEST_PASSWORD, { address: HOLDER, cookie: second })).status).toBe(200)
  })

  it('keeps the 10 newest device tokens of an account', async () => {
    const account = await ngo()
    const tokens = []
    for (let index = 0; index < 12; index++) tokens.push(await knownDevice(account))
    const kept = await db.select({ id: signInDevices.id }).from(signInDevices).innerJoin(users, eq(users.id, signInDevices.user_id)).where(eq(users.mobile, account.mobile))
    expect(kept).toHaveLength(DEVICES_PER_ACCOUNT)
    await attack(account)
    expect((await signIn(account, TEST_PASSWORD, { address: HOLDER, cookie: tokens[0] })).status).toBe(429)
    expect((await signIn(account, TEST_PASSWORD, { address: HOLDER, cookie: tokens[2] })).status).toBe(200)
  })
})

describe('eleven addresses × five wrong passwords', () => {
  it('against the super administrator: a known device still signs in, unknown ones wait minutes, and a reset code can be asked for', async () => {
    const account = await superAdmin()
    const device = await knownDevice(account)
    const statuses = await attack(account)
    // Ten tries got through in all (five per address, ten per account); the rest were refused unchecked.
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(45)

    // An unknown device: a short block, not a day.
    const unknown = await signIn(account, TEST_PASSWORD, { address: HOLDER })
    expect(unknown.status).toBe(429)
    expect(unknown.json.message).toBe(LOCKED)
    expect(retryAfter(unknown)).toBeGreaterThan(0)
    expect(retryAfter(unknown)).toBeLessThanOrEqual(60)

    // The known device, from its own address and (with the token that sign-in gave it) from one of the attacker's.
    const known = await signIn(account, TEST_PASSWORD, { address: HOLDER, cookie: device })
    expect(known.status, known.text).toBe(200)
    const fromAttackerAddress = await signIn(account, TEST_PASSWORD, { address: '203.0.113.1', cookie: known.json.data.device_token })
    expect(fromAttackerAddress.status, fromAttackerAddress.text).toBe(200)

    // The holder asks for a reset code while the attack goes on, and uses it.
    const code = await askResetCode(account.mobile, { address: HOLDER })
    expect(code.status, code.text).toBe(200)
    const reset = await call(recover, {
      method: 'POST',
      headers: { [PEER_ADDRESS_HEADER]: HOLDER },
      body: { mobile: account.mobile, mpin: lastCodeTo(account.mobile), password: 'a-new-password-2082' },
    })
    expect(reset.status, reset.text).toBe(200)
  })

  it('against an NGO account: the same, with the token sent in the device-token header by an API client', async () => {
    const account = await ngo()
    const device = await knownDevice(account)
    await attack(account)
    const unknown = await signIn(account, TEST_PASSWORD, { address: HOLDER })
    expect(unknown.status).toBe(429)
    expect(retryAfter(unknown)).toBeLessThanOrEqual(60)
    const known = await signIn(account, TEST_PASSWORD, { address: '203.0.113.5', header: device })
    expect(known.status, known.text).toBe(200)
    expect(known.json.data.device_token).not.toBe(device)
    expect((await askResetCode(account.mobile, { address: HOLDER })).status).toBe(200)
  })

  it('closes the account to unknown devices for longer with each further try, up to 15 minutes', async () => {
    const account = await ngo()
    await attack(account)
    const waits: number[] = []
    for (let step = 0; step < 7; step++) {
      const refused = await signIn(account, TEST_PASSWORD, { address: HOLDER })
      expect(refused.status).toBe(429)
      waits.push(retryAfter(refused))
      // The block passes: one more try gets through, from a fresh address, and is wrong.
      await ageSignInCounters(account.mobile, retryAfter(refused) + 1)
      expect((await signIn(account, `later-guess-${step}`, { address: `192.0.2.${50 + step}` })).status).toBe(401)
    }
    // 1, 2, 4, 8 minutes, then 15 at most.
    expect(waits.map((wait) => Math.ceil(wait / 60))).toEqual([1, 2, 4, 8, 15, 15, 15])
    // Once a block has passed, the holder on an unknown device signs in.
    const last = await signIn(account, TEST_PASSWORD, { address: HOLDER })
    await ageSignInCounters(account.mobile, retryAfter(last) + 1)
    expect((await signIn(account, TEST_PASSWORD, { address: HOLDER })).status).toBe(200)
  })

  it('still holds the per-address limit for an unknown device while the account is open', async () => {
    const account = await ngo()
    for (let index = 0; index < 5; index++) expect((await signIn(account, `guess-${index}`, { address: '203.0.113.90' })).status).toBe(401)
    const refused = await signIn(account, TEST_PASSWORD, { address: '203.0.113.90' })
    expect(refused.status).toBe(429)
    expect(retryAfter(refused)).toBeGreaterThan(14 * 60)
    expect((await signIn(account, TEST_PASSWORD, { address: HOLDER })).status).toBe(200)
  })
})

describe('a device token gives no privilege', () => {
  it('when forged, malformed, expired or another account’s: the client counts as unknown', async () => {
    const account = await ngo()
    const other = await ngo()
    const othersToken = await knownDevice(other)
    const expired = await knownDevice(account)
    await db.update(signInDevices).set({ expires_at: new Date(Date.now() - 1000) })
    await attack(account)
    for (const client of [
      { address: HOLDER, cookie: 'A'.repeat(43) },
      { address: HOLDER, header: 'not a token' },
      { address: HOLDER, header: othersToken },
      { address: HOLDER, cookie: expired },
    ]) {
      const response = await signIn(account, TEST_PASSWORD, client)
      expect(response.status, JSON.stringify(client)).toBe(429)
      expect(response.json.message).toBe(LOCKED)
    }
  })

  it('beyond five wrong passwords: the token then counts as unknown, until a successful sign-in replaces it', async () => {
    const account = await superAdmin()
    const device = await knownDevice(account)
    await attack(account)
    for (let index = 0; index < DEVICE_MAX_FAILURES; index++) {
      const wrong = await signIn(account, `stolen-guess-${index}`, { address: '203.0.113.66', cookie: device })
      expect(wrong.status).toBe(401)
      expect(wrong.json.message).toBe(INVALID)
    }
    expect((await signIn(account, TEST_PASSWORD, { address: HOLDER, cookie: device })).status).toBe(429)
  })

  it('at once: of 30 wrong passwords sent together with one token during an attack, at most five are checked', async () => {
    const account = await ngo()
    const device = await knownDevice(account)
    await attack(account)
    const checks = vi.spyOn(password, 'verifyPassword')
    const responses = await Promise.all(Array.from({ length: 30 }, (_, index) => signIn(account, `burst-${index}`, { address: `192.0.2.${index + 10}`, cookie: device })))
    expect(checks.mock.calls.length).toBeLessThanOrEqual(DEVICE_MAX_FAILURES)
    expect(responses.filter((response) => response.status === 401).length).toBeLessThanOrEqual(DEVICE_MAX_FAILURES)
    expect(responses.filter((response) => response.status === 429).length).toBeGreaterThanOrEqual(30 - DEVICE_MAX_FAILURES)
    const [row] = await db.select({ failures: signInDevices.failures }).from(signInDevices).where(eq(signInDevices.failures, DEVICE_MAX_FAILURES))
    expect(row).toBeDefined()
  })

  it('after a password reset: every device of the account is unknown again', async () => {
    const account = await ngo()
    const device = await knownDevice(account)
    await askResetCode(account.mobile, { address: HOLDER })
    const reset = await call(recover, { method: 'POST', body: { mobile: account.mobile, mpin: lastCodeTo(account.mobile), password: 'a-new-password-2082' } })
    expect(reset.status).toBe(200)
    await attack(account)
    expect((await signIn(account, 'a-new-password-2082', { address: HOLDER, cookie: device })).status).toBe(429)
  })
})

describe('many tries at once', () => {
  it('the attack sent all together checks at most ten passwords, and the known device still signs in', async () => {
    const account = await superAdmin()
    const device = await knownDevice(account)
    const checks = vi.spyOn(password, 'verifyPassword')
    const tries = Array.from({ length: 55 }, (_, index) => signIn(account, `guess-${index}`, { address: `203.0.113.${(index % 11) + 1}` }))
    const statuses = (await Promise.all(tries)).map((response) => response.status)
    expect(checks.mock.calls.length).toBeLessThanOrEqual(10)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(45)
    expect((await signIn(account, TEST_PASSWORD, { address: '203.0.113.1', cookie: device })).status).toBe(200)
  })
})

describe('a reset code', () => {
  it('is not refused because strangers used up their addresses’ SMS limit', async () => {
    process.env.SMS_ADDRESS_HOURLY_LIMIT = '2'
    resetEnvCache()
    const account = await ngo()
    await attack(account)
    // Each attacking address spends its hourly SMS requests on other numbers.
    for (let address = 1; address <= 3; address++) {
      const statuses = []
      for (let index = 0; index < 3; index++) statuses.push((await askResetCode(`98410000${address}${index}`, { address: `203.0.113.${address}` })).status)
      expect(statuses).toEqual([200, 200, 429])
    }
    // The holder's own address has its own count (a fresh one: earlier tests of this file used HOLDER's).
    expect((await askResetCode(account.mobile, { address: '198.51.100.77' })).status).toBe(200)
    expect(messagesTo(account.mobile)).toHaveLength(1)
  })

  it('asked for from a known device is not refused because strangers asked for codes to the number', async () => {
    const account = await superAdmin()
    const device = await knownDevice(account)
    await attack(account)
    expect((await askResetCode(account.mobile, { address: '203.0.113.20' })).status).toBe(200)
    const stranger = await askResetCode(account.mobile, { address: '203.0.113.21' })
    expect(stranger.status).toBe(429)
    // An unknown device waits for the number's limits, the known device has its own.
    expect((await askResetCode(account.mobile, { address: HOLDER })).status).toBe(429)
    expect((await askResetCode(account.mobile, { address: HOLDER, cookie: device })).status).toBe(200)
    expect(messagesTo(account.mobile)).toHaveLength(2)
    // Its own limits hold too: one a minute.
    expect((await askResetCode(account.mobile, { address: HOLDER, cookie: device })).status).toBe(429)
    // A forged token is nobody's device.
    expect((await askResetCode(account.mobile, { address: HOLDER, cookie: 'B'.repeat(43) })).status).toBe(429)
  })
})
