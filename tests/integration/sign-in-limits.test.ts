// Sign-in limits under concurrency and against the account holder: however
// many tries arrive at once, at most 5 passwords per account and client
// address are checked in 15 minutes; a stranger's tries from one address never
// lock the holder out from another address (the super administrator included);
// a short, growing block per account across addresses slows distributed
// guessing (sign-in-devices.test.ts has the rest); and the client address
// is the socket's, X-Forwarded-For counting only through TRUSTED_PROXIES.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { POST as login } from '@/app/api/auth/login/route'
import { POST as recover } from '@/app/api/auth/recover/route'
import { POST as verificationCode } from '@/app/api/auth/verification-code/route'
import { PEER_ADDRESS_HEADER } from '@/lib/api/client-address'
import { takeAttempt } from '@/lib/attempts'
import { SIGN_IN_RULES } from '@/lib/auth/sign-in-limit'
import * as password from '@/lib/auth/password'
import { resetEnvCache } from '@/lib/env'
import { createUser, TEST_PASSWORD } from '@/tests/factories'
import { call } from '@/tests/http'
import { lastCodeTo } from './auth-support'

const LOCKED = 'Too many failed sign-in attempts. Please try again later.'
const DAO = '321/080'

const ngoUser = () => createUser({ dao_registration_no: DAO })
const attempt = (mobile: string, secret: string, headers: Record<string, string> = {}) =>
  call(login, { method: 'POST', headers, body: { dao_registration_no: DAO, mobile, password: secret } })
const from = (address: string, forwardedFor?: string) => ({ [PEER_ADDRESS_HEADER]: address, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) })

afterEach(() => {
  vi.restoreAllMocks()
  delete process.env.TRUSTED_PROXIES
  resetEnvCache()
})

describe('simultaneous sign-ins to one account', () => {
  it('checks at most 5 passwords of 40 at once, 39 wrong and the right one last', async () => {
    const user = await ngoUser()
    const checks = vi.spyOn(password, 'verifyPassword')
    const secrets = [...Array.from({ length: 39 }, (_, index) => `wrong-password-${index}`), TEST_PASSWORD]
    const responses = await Promise.all(secrets.map((secret) => attempt(user.mobile, secret)))
    const statuses = responses.map((response) => response.status)
    expect(checks.mock.calls.length).toBeGreaterThan(0)
    expect(checks.mock.calls.length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(35)
    // The right password, last of the burst, found the account already closed to this address.
    expect(statuses.at(-1)).toBe(429)
    expect(responses.find((response) => response.status === 429)!.json.message).toBe(LOCKED)
  })

  it('checks at most 5 passwords of 100 at once', async () => {
    const user = await ngoUser()
    const checks = vi.spyOn(password, 'verifyPassword')
    const responses = await Promise.all(Array.from({ length: 100 }, (_, index) => attempt(user.mobile, `wrong-password-${index}`)))
    expect(checks.mock.calls.length).toBeGreaterThan(0)
    expect(checks.mock.calls.length).toBeLessThanOrEqual(5)
    expect(responses.filter((response) => response.status === 401).length).toBeLessThanOrEqual(5)
    expect(responses.filter((response) => response.status === 429)).toHaveLength(95)
  })
})

describe('the account holder', () => {
  it('signs in from their own address while a stranger is locked out of the account', async () => {
    const user = await ngoUser()
    for (let index = 0; index < 12; index++) await attempt(user.mobile, `guess-${index}`, from('203.0.113.50'))
    expect((await attempt(user.mobile, TEST_PASSWORD, from('203.0.113.50'))).status).toBe(429)
    expect((await attempt(user.mobile, TEST_PASSWORD, from('198.51.100.50'))).status).toBe(200)
  })

  it('the super administrator too: five requests from one address cannot lock the account', async () => {
    const admin = await createUser({ role: 'super_admin' })
    const signIn = (secret: string, headers: Record<string, string>) => call(login, { method: 'POST', headers, body: { super_admin: true, mobile: admin.mobile, password: secret } })
    for (let index = 0; index < 5; index++) expect((await signIn(`guess-${index}`, from('203.0.113.51'))).status).toBe(401)
    expect((await signIn(TEST_PASSWORD, from('203.0.113.51'))).status).toBe(429)
    expect((await signIn(TEST_PASSWORD, from('198.51.100.51'))).status).toBe(200)
  })
})

describe('tries that arrive together', () => {
  it('are not refused below the free tries when one that arrived later was counted first', async () => {
    // Requests take their time on arrival but the lock in any order: a later
    // try counted first must not close the account to an earlier one.
    const subject = `order-${Date.now()}`
    const arrived = new Date()
    await takeAttempt('sign-in', subject, '198.51.100.7', SIGN_IN_RULES, 'refused', new Date(arrived.getTime() + 500))
    await expect(takeAttempt('sign-in', subject, '198.51.100.7', SIGN_IN_RULES, 'refused', arrived)).resolves.toBeUndefined()
  })
})

describe('distributed guessing', () => {
  it('closes the account to unknown devices for a minute once 10 tries from all addresses are counted, until a password reset', async () => {
    const user = await ngoUser()
    // One address gets only 5 tries in 15 minutes, however often it tries.
    for (let index = 0; index < 20; index++) await attempt(user.mobile, `one-address-${index}`, from('203.0.113.60'))
    for (let index = 0; index < 4; index++) await attempt(user.mobile, `spread-${index}`, from('192.0.2.101'))
    expect((await attempt(user.mobile, TEST_PASSWORD, from('198.51.100.60'))).status).toBe(200)
    // A second address brings the count to 10 (the holder's success forgot only the holder's own address).
    await attempt(user.mobile, 'spread-4', from('192.0.2.101'))
    const closed = await attempt(user.mobile, TEST_PASSWORD, from('198.51.100.61'))
    expect(closed.status).toBe(429)
    // Minutes, not the day it used to be (a device that signed in before is not closed out at all: sign-in-devices.test.ts).
    expect(Number(closed.headers.get('retry-after'))).toBeLessThanOrEqual(60)

    // The phone's holder resets the password, and signs in again.
    await call(verificationCode, { method: 'POST', body: { mobile: user.mobile, message: 'Reset PIN : ' } })
    const reset = await call(recover, { method: 'POST', body: { mobile: user.mobile, mpin: lastCodeTo(user.mobile), password: 'a-new-password-2082' } })
    expect(reset.status, reset.text).toBe(200)
    expect((await attempt(user.mobile, 'a-new-password-2082', from('198.51.100.61'))).status).toBe(200)
  })
})

describe('the client address', () => {
  it('is the connection’s: X-Forwarded-For from a client not listed in TRUSTED_PROXIES changes nothing', async () => {
    const user = await ngoUser()
    const statuses = []
    for (let index = 0; index < 6; index++) statuses.push((await attempt(user.mobile, `guess-${index}`, from('203.0.113.70', `10.9.0.${index}`))).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })

  it('is read from X-Forwarded-For hop by hop through the proxies TRUSTED_PROXIES lists', async () => {
    process.env.TRUSTED_PROXIES = '127.0.0.1, 10.0.0.0/8'
    resetEnvCache()
    const user = await ngoUser()
    // Through the proxy (127.0.0.1), each client address counts on its own
    // (nine tries in all, one short of the account's block for unknown devices).
    for (let index = 0; index < 5; index++) expect((await attempt(user.mobile, `guess-${index}`, from('127.0.0.1', '203.0.113.80'))).status).toBe(401)
    for (let index = 0; index < 4; index++) expect((await attempt(user.mobile, `guess-${index}`, from('127.0.0.1', '203.0.113.81'))).status).toBe(401)
    // A client's own X-Forwarded-For entry in front of the proxy's does not make it someone else:
    // the refusal is the address's 15 minutes, not the account's block.
    const spoofed = await attempt(user.mobile, TEST_PASSWORD, from('127.0.0.1', `198.51.100.99, 10.1.2.3, 203.0.113.80`))
    expect(spoofed.status).toBe(429)
    expect(Number(spoofed.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    // IPv4 written IPv6-mapped is the same client.
    expect((await attempt(user.mobile, TEST_PASSWORD, from('::ffff:127.0.0.1', '203.0.113.80'))).status).toBe(429)
    expect((await attempt(user.mobile, TEST_PASSWORD, from('127.0.0.1', '198.51.100.82'))).status).toBe(200)
  })

  it('counts an IPv6 client by its /64, so a fresh address per try does not escape the limit', async () => {
    const user = await ngoUser()
    for (let index = 0; index < 5; index++) await attempt(user.mobile, `guess-${index}`, from(`2001:db8:1:2::${index + 1}`))
    expect((await attempt(user.mobile, TEST_PASSWORD, from('2001:db8:1:2:ffff::9'))).status).toBe(429)
    expect((await attempt(user.mobile, TEST_PASSWORD, from('2001:db8:1:3::1'))).status).toBe(200)
  })
})
