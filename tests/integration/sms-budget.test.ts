// SMS pumping: registration and code requests send SMS to any new number, and
// the municipality pays for each. One client address gets 10 an hour (the
// default of SMS_ADDRESS_HOURLY_LIMIT); the portal sends SMS_DAILY_LIMIT a day
// (Nepal time) and then refuses everyone with a clear 429, logs it once at
// error level, and tells the super administrator.
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as register } from '@/app/api/auth/register/route'
import { POST as verificationCode } from '@/app/api/auth/verification-code/route'
import { rateLimitCounters } from '@/db/schema'
import { PEER_ADDRESS_HEADER } from '@/lib/api/client-address'
import { db } from '@/lib/db'
import { resetEnvCache } from '@/lib/env'
import { getSmsBudgetStatus, nepalDay } from '@/lib/sms/budget'
import { uniqueMobile } from '@/tests/factories'
import { call } from '@/tests/http'
import { messagesTo, outbox } from './auth-support'

const saved = { SMS_ADDRESS_HOURLY_LIMIT: process.env.SMS_ADDRESS_HOURLY_LIMIT, SMS_DAILY_LIMIT: process.env.SMS_DAILY_LIMIT, SMS_OUTBOX_FILE: process.env.SMS_OUTBOX_FILE }

function configure(settings: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(settings)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
  resetEnvCache()
}

const registration = (mobile: string) => ({ dao_registration_no: '77/080', name: 'Sita Sharma', mobile, email: 'sita@example.org', password: 'kathmandu-valley-2081' })
const from = (address: string) => ({ [PEER_ADDRESS_HEADER]: address })

afterEach(() => {
  configure(saved)
  vi.restoreAllMocks()
})

describe('per client address', () => {
  beforeEach(() => configure({ SMS_ADDRESS_HOURLY_LIMIT: undefined, SMS_DAILY_LIMIT: '500' }))

  it('sends 10 of a burst of 30 registrations from one address, refuses the rest, and serves another address', async () => {
    const sentBefore = outbox().length
    const mobiles = Array.from({ length: 30 }, () => uniqueMobile())
    const responses = await Promise.all(mobiles.map((mobile) => call(register, { method: 'POST', headers: from('203.0.113.90'), body: registration(mobile) })))
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
    const refused = responses.find((response) => response.status === 429)!
    expect(refused.json.message).toBe('Too many codes were asked for from your network. Please try again later.')
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

describe('the daily budget', () => {
  beforeEach(async () => {
    configure({ SMS_ADDRESS_HOURLY_LIMIT: '1000', SMS_DAILY_LIMIT: '3' })
    // A fresh day: the earlier tests of this file spent some of today's.
    await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, 'sms-daily'))
  })

  it('stops sending once the day’s SMS are spent, for every address and every number, and says so', async () => {
    const errors: string[] = []
    vi.spyOn(process.stderr, 'write').mockImplementation((line) => (errors.push(String(line)), true))
    for (let index = 0; index < 3; index++) {
      expect((await call(register, { method: 'POST', headers: from(`192.0.2.${10 + index}`), body: registration(uniqueMobile()) })).status).toBe(201)
    }
    const status = await getSmsBudgetStatus()
    expect(status).toMatchObject({ sentToday: 3, limit: 3, exhausted: true })
    expect(status.resetsAt).toEqual(nepalDay(new Date()).end)

    const mobile = uniqueMobile()
    const refused = await call(register, { method: 'POST', headers: from('198.51.100.92'), body: registration(mobile) })
    expect(refused.status).toBe(429)
    expect(refused.json.message).toBe('The portal has sent all the SMS it may send today. Please try again tomorrow.')
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60)
    expect(messagesTo(mobile)).toHaveLength(0)
    // A number without an account gets the same answer: the refusal tells nothing about accounts.
    const unknown = await call(verificationCode, { method: 'POST', headers: from('198.51.100.93'), body: { mobile: uniqueMobile() } })
    expect(unknown.status).toBe(429)
    expect(unknown.json.message).toBe(refused.json.message)

    const reached = errors.filter((line) => line.includes('"level":"error"') && line.includes('SMS daily limit reached'))
    expect(reached).toHaveLength(1)
  })

  it('gives an SMS that could not leave its place back', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const before = (await getSmsBudgetStatus()).sentToday
    // A real failure: the console provider's outbox sits under a regular file (ENOTDIR).
    configure({ SMS_DAILY_LIMIT: '1000', SMS_OUTBOX_FILE: '/etc/hostname/sms-outbox.jsonl' })
    const response = await call(register, { method: 'POST', headers: from('198.51.100.94'), body: registration(uniqueMobile()) })
    expect(response.status).toBe(503)
    expect((await getSmsBudgetStatus()).sentToday).toBe(before)
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
