// The Nepali SMS gateways end to end: a person asks for a code through the
// API, the portal sends it through Sparrow SMS or Aakash SMS (local stand-ins
// that check the documented request), retries a failed send once, and when
// the second try fails too answers 503 in words the page translates, counts
// the failure in /metrics and records it for the super administrator.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { POST as verificationCode } from '@/app/api/auth/verification-code/route'
import { POST as verification } from '@/app/api/auth/verification/route'
import { resetEnvCache } from '@/lib/env'
import { listRecentSmsFailures } from '@/lib/sms'
import { renderMetrics } from '@/lib/system/metrics'
import { createUser } from '@/tests/factories'
import { viewerOf } from '@/tests/factories/profile'
import { call } from '@/tests/http'
import { startAakashStandIn, startSparrowStandIn, type StandIn } from '@/tests/stand-ins/sms-gateways'
import { codeRows } from './auth-support'

const saved = { ...process.env }
let sparrow: StandIn
let aakash: StandIn

beforeAll(async () => {
  sparrow = await startSparrowStandIn({ token: 'v2_portal-token', from: 'NGOPortal' })
  aakash = await startAakashStandIn({ authToken: 'aakash-portal-token' })
})

afterAll(async () => {
  await sparrow.close()
  await aakash.close()
})

afterEach(() => {
  process.env = { ...saved }
  resetEnvCache()
})

function useSparrow(settings: Record<string, string> = {}) {
  Object.assign(process.env, { SMS_PROVIDER: 'sparrow', SPARROW_TOKEN: 'v2_portal-token', SPARROW_FROM: 'NGOPortal', SPARROW_BASE_URL: sparrow.baseUrl, ...settings })
  resetEnvCache()
}

async function metricValue(provider: string, outcome: string): Promise<number> {
  const { text } = await renderMetrics()
  const line = text.split('\n').find((row) => row.startsWith(`portal_sms_messages_total{provider="${provider}",outcome="${outcome}"}`))
  return line ? Number(line.split(' ').at(-1)) : 0
}

const codeIn = (text: string) => text.match(/\b(\d{6})\b/)![1]

describe('Sparrow SMS', () => {
  it('delivers the code: the number as 10 digits, the portal text, and the code verifies', async () => {
    useSparrow()
    const user = await createUser({ verified: false })
    const sentBefore = await metricValue('sparrow', 'sent')
    const answer = await call(verificationCode, { method: 'POST', body: { mobile: user.mobile } })
    expect(answer.status).toBe(200)
    const request = sparrow.requests.at(-1)!
    expect(request.fields).toEqual({ token: 'v2_portal-token', from: 'NGOPortal', to: user.mobile, text: expect.stringMatching(/^एनजीओ प्रोफाइल: प्रमाणीकरण कोड \d{6} /) })
    expect(await metricValue('sparrow', 'sent')).toBe(sentBefore + 1)
    const verified = await call(verification, { method: 'POST', body: { mobile: user.mobile, mpin: codeIn(request.fields.text) } })
    expect(verified.status).toBe(200)
  })

  it('tries a failed send once more, and the person gets the code', async () => {
    useSparrow()
    const user = await createUser({ verified: false })
    const before = sparrow.requests.length
    sparrow.failNext({ status: 502, body: '<html>Bad Gateway</html>' })
    const answer = await call(verificationCode, { method: 'POST', body: { mobile: user.mobile } })
    expect(answer.status).toBe(200)
    expect(sparrow.requests.length - before).toBe(2)
    expect(await codeRows(user.mobile)).toHaveLength(1)
  })

  it('after a second failure answers 503 "try again in a minute", keeps no code, counts and records the failure', async () => {
    useSparrow()
    const user = await createUser({ verified: false })
    const admin = viewerOf(await createUser({ role: 'super_admin' }))
    const failedBefore = await metricValue('sparrow', 'failed')
    const before = sparrow.requests.length
    sparrow.failNext(
      { status: 403, body: { response_code: 1013, response: 'Insufficient Credits' } },
      { status: 403, body: { response_code: 1013, response: 'Insufficient Credits' } },
    )
    const answer = await call(verificationCode, { method: 'POST', body: { mobile: user.mobile } })
    expect(answer.status).toBe(503)
    expect(answer.json).toEqual({ message: 'The SMS could not be sent. Please try again in a minute.' })
    expect(answer.headers.get('retry-after')).toBe('60')
    expect(sparrow.requests.length - before).toBe(2)
    expect(await codeRows(user.mobile)).toHaveLength(0)
    expect(await metricValue('sparrow', 'failed')).toBe(failedBefore + 1)

    const { failures, total } = await listRecentSmsFailures(admin)
    expect(total).toBeGreaterThanOrEqual(1)
    expect(failures[0]).toMatchObject({ provider: 'sparrow', purpose: 'verify', mobile: user.mobile, reason: 'Sparrow SMS refused the message (HTTP 403, code 1013: Insufficient Credits)' })
    // The text (it holds the code) is kept nowhere.
    expect(JSON.stringify(failures)).not.toMatch(/प्रमाणीकरण/)

    // Once the gateway takes messages again, the next try works at once.
    expect((await call(verificationCode, { method: 'POST', body: { mobile: user.mobile } })).status).toBe(200)
  })

  it('does not retry, nor call the gateway, while its settings are missing', async () => {
    useSparrow({ SPARROW_FROM: '' })
    const user = await createUser({ verified: false })
    const before = sparrow.requests.length
    const answer = await call(verificationCode, { method: 'POST', body: { mobile: user.mobile } })
    expect(answer.status).toBe(503)
    expect(sparrow.requests.length).toBe(before)
    const { failures } = await listRecentSmsFailures(viewerOf(await createUser({ role: 'super_admin' })))
    expect(failures[0].reason).toBe('Sparrow SMS is not configured: set SPARROW_FROM.')
  })
})

describe('Aakash SMS', () => {
  it('delivers a password-reset code through its API', async () => {
    Object.assign(process.env, { SMS_PROVIDER: 'aakash', AAKASH_AUTH_TOKEN: 'aakash-portal-token', AAKASH_BASE_URL: aakash.baseUrl })
    resetEnvCache()
    const user = await createUser()
    const answer = await call(verificationCode, { method: 'POST', body: { mobile: user.mobile, message: 'Reset PIN : ' } })
    expect(answer.status).toBe(200)
    expect(aakash.requests.at(-1)!.fields).toEqual({ auth_token: 'aakash-portal-token', to: user.mobile, text: expect.stringContaining('पासवर्ड फेर्ने कोड') })
    expect(await metricValue('aakash', 'sent')).toBeGreaterThanOrEqual(1)
  })
})

describe('the failure list', () => {
  it('is for the super administrator only', async () => {
    const clerk = viewerOf(await createUser())
    await expect(listRecentSmsFailures(clerk)).rejects.toMatchObject({ status: 403 })
  })
})
