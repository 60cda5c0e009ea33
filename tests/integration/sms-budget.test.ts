// SMS pumping: registration and code requests send SMS to any new number, and
// the municipality pays for each (decision 024). One client address gets 10
// an hour (SMS_ADDRESS_HOURLY_LIMIT), one client network (/24, /64) 30
// (SMS_NETWORK_HOURLY_LIMIT); the day's SMS come out of separate budgets for
// registrations, verification resends and password resets, the last reserved
// out of SMS_DAILY_LIMIT, so a flood of sign-ups never stops a password
// reset; past a rate of sign-ups, a sign-up needs a proof of work.
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { like } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as registerChallenge } from '@/app/api/auth/register/challenge/route'
import { POST as register } from '@/app/api/auth/register/route'
import { POST as verificationCode } from '@/app/api/auth/verification-code/route'
import { rateLimitCounters } from '@/db/schema'
import { PEER_ADDRESS_HEADER } from '@/lib/api/client-address'
import { createProofOfWorkChallenge } from '@/lib/auth/proof-of-work'
import { db } from '@/lib/db'
import { resetEnvCache } from '@/lib/env'
import { getSmsBudgetReport, getSmsBudgetStatus, nepalDay } from '@/lib/sms/budget'
import { createUser, uniqueMobile } from '@/tests/factories'
import { viewerOf } from '@/tests/factories/profile'
import { call } from '@/tests/http'
import { ageCodes, messagesTo, outbox, userByMobile } from './auth-support'

const SETTINGS = [
  'SMS_ADDRESS_HOURLY_LIMIT',
  'SMS_NETWORK_HOURLY_LIMIT',
  'SMS_DAILY_LIMIT',
  'SMS_REGISTRATION_DAILY_LIMIT',
  'SMS_RESEND_DAILY_LIMIT',
  'SMS_RESET_DAILY_LIMIT',
  'SMS_PROOF_OF_WORK_AFTER',
  'SMS_OUTBOX_FILE',
] as const
const saved = Object.fromEntries(SETTINGS.map((key) => [key, process.env[key]]))

function configure(settings: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  resetEnvCache()
}

/** A fresh day and a quiet portal: the earlier tests of this file spent some of today's budgets and registrations. */
async function freshDay() {
  await db.delete(rateLimitCounters).where(like(rateLimitCounters.key, 'sms-daily:%'))
  await db.delete(rateLimitCounters).where(like(rateLimitCounters.key, 'registrations-%'))
}

const registration = (mobile: string, extra: Record<string, string> = {}) => ({
  dao_registration_no: '77/080',
  name: 'Sita Sharma',
  mobile,
  email: 'sita@example.org',
  password: 'kathmandu-valley-2081',
  ...extra,
})
const from = (address: string) => ({ [PEER_ADDRESS_HEADER]: address })
const resetCode = (mobile: string) => ({ mobile, message: 'Reset PIN : ' })
const DAILY_LIMIT_MESSAGE = 'The portal has sent all the SMS it may send today. Please try again tomorrow.'
const NETWORK_MESSAGE = 'Too many codes were asked for from your network. Please try again later.'

afterEach(() => {
  configure(saved)
  vi.restoreAllMocks()
})

describe('per client address', () => {
  beforeEach(() => configure({ SMS_ADDRESS_HOURLY_LIMIT: undefined, SMS_NETWORK_HOURLY_LIMIT: undefined, SMS_DAILY_LIMIT: '500' }))

  it('sends 10 of a burst of 30 registrations from one address, refuses the rest, and serves another address', async () => {
    const sentBefore = outbox().length
    const mobiles = Array.from({ length: 30 }, () => uniqueMobile())
    const responses = await Promise.all(mobiles.map((mobile) => call(register, { method: 'POST', headers: from('203.0.113.90'), body: registration(mobile) })))
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
    const refused = responses.find((response) => response.status === 429)!
    expect(refused.json.message).toBe(NETWORK_MESSAGE)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50 * 60)
    expect(outbox().length - sentBefore).toBe(10)

    expect((await call(register, { method: 'POST', headers: from('198.51.100.90'), body: registration(uniqueMobile()) })).status).toBe(201)
  })

  it('counts code requests with registrations', async () => {
    for (let index = 0; index < 10; index++) {
      expect((await call(verificationCode, { method: 'POST', headers: from('203.0.113.91'), body: { mobile: uniqueMobile() } })).status).toBe(200)
    }
    expect((await call(register, { method: 'POST', headers: from('203.0.113.91'), body: registration(uniqueMobile()) })).status).toBe(429)
  })
})

describe('per client network', () => {
  beforeEach(async () => {
    configure({ SMS_ADDRESS_HOURLY_LIMIT: '3', SMS_NETWORK_HOURLY_LIMIT: '5', SMS_DAILY_LIMIT: '500' })
    await freshDay()
  })

  /** Code requests for numbers without an account: counted like registrations, and cheap. */
  const ask = (address: string) => call(verificationCode, { method: 'POST', headers: from(address), body: { mobile: uniqueMobile() } })

  it('lets the addresses of one IPv4 /24 share one limit, and another /24 its own', async () => {
    for (let index = 0; index < 3; index++) expect((await ask('100.64.7.10')).status).toBe(200)
    expect((await ask('100.64.7.10')).status).toBe(429)
    // A neighbour of the same /24 has its own address limit but only what is left of the network's.
    expect((await ask('100.64.7.200')).status).toBe(200)
    expect((await ask('100.64.7.201')).status).toBe(200)
    const refused = await ask('100.64.7.202')
    expect(refused.status).toBe(429)
    expect(refused.json.message).toBe(NETWORK_MESSAGE)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50 * 60)
    // An IPv4-mapped IPv6 address is the IPv4 address: the same network.
    expect((await ask('::ffff:100.64.7.203')).status).toBe(429)
    // The next /24 is another network.
    expect((await ask('100.64.8.10')).status).toBe(200)
  })

  it('lets the addresses of one IPv6 /64 share one limit, and another /64 its own', async () => {
    for (let index = 0; index < 3; index++) expect((await ask(`2001:db8:7:1::${index + 1}`)).status).toBe(200)
    expect((await ask('2001:db8:7:1:ffff:ffff:ffff:ffff')).status).toBe(429)
    expect((await ask('2001:db8:7:2::1')).status).toBe(200)
  })

  it('refuses a registration past the network limit and sends nothing for it', async () => {
    for (let index = 0; index < 5; index++) expect((await ask(`100.64.9.${index + 1}`)).status).toBe(200)
    const mobile = uniqueMobile()
    const refused = await call(register, { method: 'POST', headers: from('100.64.9.99'), body: registration(mobile) })
    expect(refused.status).toBe(429)
    expect(messagesTo(mobile)).toHaveLength(0)
    expect(await userByMobile(mobile)).toBeUndefined()
  })
})

describe('the daily budgets', () => {
  beforeEach(async () => {
    configure({ SMS_ADDRESS_HOURLY_LIMIT: '1000', SMS_NETWORK_HOURLY_LIMIT: '1000' })
    await freshDay()
  })

  it('sixty addresses sending ten registrations each stop registrations only: password resets of verified accounts still go out', async () => {
    // The outside test's burst, against small budgets so it runs quickly.
    configure({ SMS_DAILY_LIMIT: '60', SMS_REGISTRATION_DAILY_LIMIT: '40', SMS_RESEND_DAILY_LIMIT: '10', SMS_RESET_DAILY_LIMIT: '10', SMS_ADDRESS_HOURLY_LIMIT: '10', SMS_NETWORK_HOURLY_LIMIT: '30' })
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const sentBefore = outbox().length
    const addresses = Array.from({ length: 60 }, (_, index) => `10.${index}.1.1`)
    const statuses: number[] = []
    for (let round = 0; round < 10; round++) {
      const responses = await Promise.all(addresses.map((address) => call(register, { method: 'POST', headers: from(address), body: registration(uniqueMobile()) })))
      statuses.push(...responses.map((response) => response.status))
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(40)
    expect(statuses.filter((status) => status === 429)).toHaveLength(560)
    expect(outbox().length - sentBefore).toBe(40)

    // Registrations are closed for the day, for anyone.
    const closed = await call(register, { method: 'POST', headers: from('10.200.1.1'), body: registration(uniqueMobile()) })
    expect(closed.status).toBe(429)
    expect(closed.json.message).toBe(DAILY_LIMIT_MESSAGE)

    // Verified clerks who lost their passwords still get their reset codes.
    for (const address of ['10.201.1.1', '10.202.1.1']) {
      const clerk = await createUser({ verified: true })
      const reset = await call(verificationCode, { method: 'POST', headers: from(address), body: resetCode(clerk.mobile) })
      expect(reset.status).toBe(200)
      expect(messagesTo(clerk.mobile)).toHaveLength(1)
    }
    const status = await getSmsBudgetStatus()
    expect(status.budgets.find((line) => line.budget === 'registration')).toMatchObject({ sent: 40, limit: 40, left: 0, exhausted: true })
    expect(status.budgets.find((line) => line.budget === 'reset')).toMatchObject({ sent: 2, limit: 10, left: 8, exhausted: false })
  }, 120_000)

  it('refuses each budget on its own: registrations, resends and resets', async () => {
    configure({ SMS_DAILY_LIMIT: '100', SMS_REGISTRATION_DAILY_LIMIT: '2', SMS_RESEND_DAILY_LIMIT: '1', SMS_RESET_DAILY_LIMIT: '1' })
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const [first, second] = [uniqueMobile(), uniqueMobile()]
    expect((await call(register, { method: 'POST', body: registration(first) })).status).toBe(201)
    expect((await call(register, { method: 'POST', body: registration(second) })).status).toBe(201)
    expect((await call(register, { method: 'POST', body: registration(uniqueMobile()) })).status).toBe(429)

    // Registrations spent: a resend to an unverified account still goes out, once.
    await ageCodes(first, 120)
    await ageCodes(second, 120)
    expect((await call(verificationCode, { method: 'POST', body: { mobile: first } })).status).toBe(200)
    expect(messagesTo(first)).toHaveLength(2)
    const noResend = await call(verificationCode, { method: 'POST', body: { mobile: second } })
    expect(noResend.status).toBe(429)
    expect(noResend.json.message).toBe(DAILY_LIMIT_MESSAGE)
    expect(messagesTo(second)).toHaveLength(1)

    // Registrations and resends spent: a reset of a verified account still goes out, once.
    const [clerk, other] = [await createUser({ verified: true }), await createUser({ verified: true })]
    expect((await call(verificationCode, { method: 'POST', body: resetCode(clerk.mobile) })).status).toBe(200)
    expect(messagesTo(clerk.mobile)).toHaveLength(1)
    const noReset = await call(verificationCode, { method: 'POST', body: resetCode(other.mobile) })
    expect(noReset.status).toBe(429)
    expect(messagesTo(other.mobile)).toHaveLength(0)

    const status = await getSmsBudgetStatus()
    expect(status.budgets.map(({ budget, sent, left }) => ({ budget, sent, left }))).toEqual([
      { budget: 'registration', sent: 2, left: 0 },
      { budget: 'resend', sent: 1, left: 0 },
      { budget: 'reset', sent: 1, left: 0 },
    ])
    expect(status).toMatchObject({ sentToday: 4, limit: 100, exhausted: true })
  })

  it('keeps the reset reserve out of the total for registrations and resends together', async () => {
    configure({ SMS_DAILY_LIMIT: '4', SMS_REGISTRATION_DAILY_LIMIT: '10', SMS_RESEND_DAILY_LIMIT: '10', SMS_RESET_DAILY_LIMIT: '2' })
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    expect((await call(register, { method: 'POST', body: registration(uniqueMobile()) })).status).toBe(201)
    expect((await call(register, { method: 'POST', body: registration(uniqueMobile()) })).status).toBe(201)
    expect((await call(register, { method: 'POST', body: registration(uniqueMobile()) })).status).toBe(429)
    const clerk = await createUser({ verified: true })
    expect((await call(verificationCode, { method: 'POST', body: resetCode(clerk.mobile) })).status).toBe(200)
    expect(messagesTo(clerk.mobile)).toHaveLength(1)
  })

  it('sends a reset code of a never-verified account out of the resends, and when they are spent answers alike and sends nothing', async () => {
    configure({ SMS_DAILY_LIMIT: '100', SMS_RESEND_DAILY_LIMIT: '1', SMS_RESET_DAILY_LIMIT: '5' })
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const [pending, waiting] = [await createUser({ verified: false }), await createUser({ verified: false })]
    expect((await call(verificationCode, { method: 'POST', body: resetCode(pending.mobile) })).status).toBe(200)
    expect(messagesTo(pending.mobile)).toHaveLength(1)
    const quiet = await call(verificationCode, { method: 'POST', body: resetCode(waiting.mobile) })
    expect(quiet.status).toBe(200)
    expect(messagesTo(waiting.mobile)).toHaveLength(0)
    const status = await getSmsBudgetStatus()
    expect(status.budgets.find((line) => line.budget === 'reset')).toMatchObject({ sent: 0 })
    expect(status.budgets.find((line) => line.budget === 'resend')).toMatchObject({ sent: 1, left: 0 })
  })

  it('stops registrations once their budget is spent, for every address and every number, and says so once', async () => {
    configure({ SMS_DAILY_LIMIT: '500', SMS_REGISTRATION_DAILY_LIMIT: '3' })
    const errors: string[] = []
    vi.spyOn(process.stderr, 'write').mockImplementation((line) => (errors.push(String(line)), true))
    for (let index = 0; index < 3; index++) {
      expect((await call(register, { method: 'POST', headers: from(`192.0.2.${10 + index}`), body: registration(uniqueMobile()) })).status).toBe(201)
    }
    const status = await getSmsBudgetStatus()
    expect(status.budgets.find((line) => line.budget === 'registration')).toMatchObject({ sent: 3, limit: 3, left: 0, exhausted: true })
    expect(status.resetsAt).toEqual(nepalDay(new Date()).end)

    const mobile = uniqueMobile()
    const refused = await call(register, { method: 'POST', headers: from('198.51.100.92'), body: registration(mobile) })
    expect(refused.status).toBe(429)
    expect(refused.json.message).toBe(DAILY_LIMIT_MESSAGE)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60)
    expect(messagesTo(mobile)).toHaveLength(0)
    // A number that has an account gets the same answer: the refusal tells nothing about accounts.
    const clerk = await createUser({ verified: true })
    const known = await call(register, { method: 'POST', headers: from('198.51.100.93'), body: registration(clerk.mobile) })
    expect(known.status).toBe(429)
    expect(known.json.message).toBe(refused.json.message)

    const reached = errors.filter((line) => line.includes('"level":"error"') && line.includes('SMS daily limit reached'))
    expect(reached).toHaveLength(1)
    expect(reached[0]).toContain('"budget":"registration"')
  })

  it('gives an SMS that could not leave its place back', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const before = await getSmsBudgetStatus()
    // A real failure: the console provider's outbox sits under a regular file (ENOTDIR).
    configure({ SMS_OUTBOX_FILE: '/etc/hostname/sms-outbox.jsonl' })
    const response = await call(register, { method: 'POST', headers: from('198.51.100.94'), body: registration(uniqueMobile()) })
    expect(response.status).toBe(503)
    expect((await getSmsBudgetStatus()).budgets).toEqual(before.budgets)
  })
})

type Payload = { challenge: Challenge; solution: { counter: number; derivedKey: string } }
const encode = (payload: Payload) => Buffer.from(JSON.stringify(payload)).toString('base64')

/** What the widget sends once it solved a challenge (altcha-lib's own solver, as the widget's workers run it). */
async function solvedPayload(challenge: Challenge): Promise<Payload> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the challenge was not solved')
  return { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }
}

async function fetchChallenge() {
  const response = await call(registerChallenge, { method: 'GET' })
  expect(response.status).toBe(200)
  return response.json.data as { required: boolean; challenge: Challenge }
}

describe('the proof of work while many sign-ups arrive', () => {
  beforeEach(async () => {
    configure({ SMS_PROOF_OF_WORK_AFTER: '2', SMS_ADDRESS_HOURLY_LIMIT: '1000', SMS_NETWORK_HOURLY_LIMIT: '1000', SMS_DAILY_LIMIT: '500' })
    await freshDay()
  })

  it('asks nothing below the rate, then refuses a sign-up without a solution and sends nothing', async () => {
    expect((await fetchChallenge()).required).toBe(false)
    for (let index = 0; index < 2; index++) expect((await call(register, { method: 'POST', body: registration(uniqueMobile()) })).status).toBe(201)
    expect((await fetchChallenge()).required).toBe(true)

    const mobile = uniqueMobile()
    const refused = await call(register, { method: 'POST', body: registration(mobile) })
    expect(refused.status).toBe(428)
    expect(refused.json.message).toBe('Many sign-ups are arriving just now. Please let the check below finish, then sign up again.')
    expect(messagesTo(mobile)).toHaveLength(0)
    expect(await userByMobile(mobile)).toBeUndefined()
  })

  it('accepts a solved challenge once, and refuses a wrong, a foreign, an expired or a replayed one', async () => {
    for (let index = 0; index < 2; index++) expect((await call(register, { method: 'POST', body: registration(uniqueMobile()) })).status).toBe(201)
    const invalidMessage = 'The check was not accepted or has expired. Please let it run again, then sign up again.'
    const refusedWith = async (altcha: string) => {
      const mobile = uniqueMobile()
      const response = await call(register, { method: 'POST', body: registration(mobile, { altcha }) })
      expect(response.status).toBe(400)
      expect(response.json.message).toBe(invalidMessage)
      expect(messagesTo(mobile)).toHaveLength(0)
      expect(await userByMobile(mobile)).toBeUndefined()
    }

    await refusedWith('not a payload')
    await refusedWith(Buffer.from('{"challenge":{}}').toString('base64'))
    const { challenge } = await fetchChallenge()
    const solved = await solvedPayload(challenge)
    // A wrong answer.
    const wrongKey = solved.solution.derivedKey.replace(/^./, (digit) => (digit === '0' ? '1' : '0'))
    await refusedWith(encode({ ...solved, solution: { ...solved.solution, derivedKey: wrongKey } }))
    // A challenge the portal did not sign as it is (its time stretched).
    const stretched = { ...solved.challenge.parameters, expiresAt: solved.challenge.parameters.expiresAt! + 3600 }
    await refusedWith(encode({ ...solved, challenge: { ...solved.challenge, parameters: stretched } }))
    // An expired one.
    await refusedWith(encode(await solvedPayload(await createProofOfWorkChallenge(new Date(Date.now() - 11 * 60 * 1000)))))

    const payload = encode(solved)
    const mobile = uniqueMobile()
    const accepted = await call(register, { method: 'POST', body: registration(mobile, { altcha: payload }) })
    expect(accepted.status).toBe(201)
    expect(messagesTo(mobile)).toHaveLength(1)

    // The same solution again, for another number.
    await refusedWith(payload)
  })
})

describe('the super administrator’s report', () => {
  beforeEach(async () => {
    configure({ SMS_ADDRESS_HOURLY_LIMIT: '1000', SMS_NETWORK_HOURLY_LIMIT: '1000', SMS_DAILY_LIMIT: '500', SMS_REGISTRATION_DAILY_LIMIT: '300' })
    await freshDay()
  })

  it('tells what each budget has left and which networks asked for the most SMS today', async () => {
    for (let index = 0; index < 4; index++) await call(verificationCode, { method: 'POST', headers: from(`100.72.5.${index + 1}`), body: { mobile: uniqueMobile() } })
    for (let index = 0; index < 2; index++) await call(register, { method: 'POST', headers: from('100.72.6.1'), body: registration(uniqueMobile()) })
    const admin = viewerOf(await createUser({ role: 'super_admin' }))
    // Earlier tests of this file asked from many networks today: look beyond the top five.
    const report = await getSmsBudgetReport(admin, { top: 500 })
    expect(report.budgets.find((line) => line.budget === 'registration')).toMatchObject({ sent: 2, limit: 300, left: 298 })
    expect(report.budgets.map((line) => line.budget)).toEqual(['registration', 'resend', 'reset'])
    const spenders = report.spenders.filter((spender) => spender.network.startsWith('100.72.'))
    expect(spenders).toEqual([
      { network: '100.72.5.0/24', requests: 4, addresses: 4 },
      { network: '100.72.6.0/24', requests: 2, addresses: 1 },
    ])
    expect(report.requestsToday).toBeGreaterThanOrEqual(6)
    expect(JSON.stringify(report)).not.toMatch(/98\d{8}/)
  })

  it('is for the super administrator only', async () => {
    const clerk = viewerOf(await createUser())
    await expect(getSmsBudgetReport(clerk)).rejects.toMatchObject({ status: 403 })
  })
})

describe('nepalDay', () => {
  it('runs from midnight to midnight in Kathmandu (UTC+5:45)', () => {
    const day = nepalDay(new Date('2026-11-24T18:14:59Z'))
    expect(day.start.toISOString()).toBe('2026-11-23T18:15:00.000Z')
    expect(day.end.toISOString()).toBe('2026-11-24T18:15:00.000Z')
    expect(nepalDay(new Date('2026-11-24T18:15:00Z')).start.toISOString()).toBe('2026-11-24T18:15:00.000Z')
  })
})
