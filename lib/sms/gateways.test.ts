// The Nepali gateways' adapters against local stand-ins that check the exact
// request each provider documents and answer as it does (tests/stand-ins).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAakashStandIn, startSparrowStandIn, type StandIn } from '@/tests/stand-ins/sms-gateways'
import { createAakashProvider } from './aakash'
import { createSparrowProvider } from './sparrow'
import { SmsSendError } from './types'

const TEXT = 'एनजीओ प्रोफाइल: प्रमाणीकरण कोड 123456'
let sparrow: StandIn
let aakash: StandIn

beforeAll(async () => {
  sparrow = await startSparrowStandIn({ token: 'v2_sparrow-token', from: 'NGOPortal' })
  aakash = await startAakashStandIn({ authToken: 'aakash-auth-token-0123456789' })
})

afterAll(async () => {
  await sparrow.close()
  await aakash.close()
})

describe('Sparrow SMS', () => {
  const provider = () => createSparrowProvider({ token: 'v2_sparrow-token', from: 'NGOPortal', baseUrl: sparrow.baseUrl })

  it('posts token, from, the 10-digit number and the text as a form to /sms/', async () => {
    await provider().send({ to: '9841234567', body: TEXT, purpose: 'verify' })
    expect(sparrow.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/v2/sms/',
      contentType: 'application/x-www-form-urlencoded; charset=utf-8',
      fields: { token: 'v2_sparrow-token', from: 'NGOPortal', to: '9841234567', text: TEXT },
    })
  })

  it('reports each documented refusal with its code', async () => {
    const wrongToken = createSparrowProvider({ token: 'v2_wrong', from: 'NGOPortal', baseUrl: sparrow.baseUrl })
    await expect(wrongToken.send({ to: '9841234567', body: TEXT, purpose: 'verify' })).rejects.toThrow('Sparrow SMS refused the message (HTTP 403, code 1002: Invalid Token)')
    const wrongSender = createSparrowProvider({ token: 'v2_sparrow-token', from: 'Other', baseUrl: sparrow.baseUrl })
    await expect(wrongSender.send({ to: '9841234567', body: TEXT, purpose: 'verify' })).rejects.toThrow(/code 1008: Invalid Sender/)
    await expect(provider().send({ to: '015550123', body: TEXT, purpose: 'verify' })).rejects.toThrow(/code 1011: No valid receiver/)
    sparrow.failNext({ status: 403, body: { response_code: 1013, response: 'Insufficient Credits' } })
    await expect(provider().send({ to: '9841234567', body: TEXT, purpose: 'verify' })).rejects.toThrow(/code 1013: Insufficient Credits/)
  })

  it('turns a gateway that is down or answers HTML into a clear SmsSendError', async () => {
    sparrow.failNext({ status: 502, body: '<html><body>Bad Gateway</body></html>' })
    const failure = provider().send({ to: '9841234567', body: TEXT, purpose: 'verify' })
    await expect(failure).rejects.toBeInstanceOf(SmsSendError)
    await expect(failure).rejects.toThrow('Sparrow SMS refused the message (HTTP 502: <html><body>Bad Gateway</body></html>)')
    const unreachable = createSparrowProvider({ token: 't', from: 'f', baseUrl: 'http://127.0.0.1:9/v2' })
    await expect(unreachable.send({ to: '9841234567', body: TEXT, purpose: 'verify' })).rejects.toThrow(/^Sparrow SMS could not be reached: /)
  })

  it('sends nothing without its token and sender, and names what is missing', async () => {
    const before = sparrow.requests.length
    const unconfigured = createSparrowProvider({ baseUrl: sparrow.baseUrl })
    expect(unconfigured.missingSettings()).toEqual(['SPARROW_TOKEN', 'SPARROW_FROM'])
    await expect(unconfigured.send({ to: '9841234567', body: TEXT, purpose: 'verify' })).rejects.toThrow('Sparrow SMS is not configured: set SPARROW_TOKEN, SPARROW_FROM.')
    expect(sparrow.requests.length).toBe(before)
    expect(provider().missingSettings()).toEqual([])
  })
})

describe('Aakash SMS', () => {
  const provider = () => createAakashProvider({ authToken: 'aakash-auth-token-0123456789', baseUrl: aakash.baseUrl })

  it('posts auth_token, the 10-digit number and the text as a form to /send', async () => {
    await provider().send({ to: '+9779801234567', body: TEXT, purpose: 'reset' })
    expect(aakash.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/sms/v3/send',
      contentType: 'application/x-www-form-urlencoded; charset=utf-8',
      fields: { auth_token: 'aakash-auth-token-0123456789', to: '9801234567', text: TEXT },
    })
  })

  it('reports a refused token, a number it cannot deliver to, and an empty balance', async () => {
    const wrong = createAakashProvider({ authToken: 'not-the-token', baseUrl: aakash.baseUrl })
    await expect(wrong.send({ to: '9841234567', body: TEXT, purpose: 'verify' })).rejects.toThrow('Aakash SMS refused the message (HTTP 200: The provided Auth Token is not valid.)')
    await expect(provider().send({ to: '015550123', body: TEXT, purpose: 'verify' })).rejects.toThrow('Aakash SMS did not accept the number (0 messages has been queued for delivery.)')
    aakash.failNext({ status: 200, body: { error: true, message: 'Not enough balance.', data: [] } })
    await expect(provider().send({ to: '9841234567', body: TEXT, purpose: 'verify' })).rejects.toThrow(/Not enough balance\./)
    aakash.failNext({ status: 500, body: 'Server Error' })
    await expect(provider().send({ to: '9841234567', body: TEXT, purpose: 'verify' })).rejects.toThrow('Aakash SMS refused the message (HTTP 500: Server Error)')
  })

  it('sends nothing without its auth token', async () => {
    const before = aakash.requests.length
    const unconfigured = createAakashProvider({ baseUrl: aakash.baseUrl })
    expect(unconfigured.missingSettings()).toEqual(['AAKASH_AUTH_TOKEN'])
    await expect(unconfigured.send({ to: '9841234567', body: TEXT, purpose: 'verify' })).rejects.toThrow(/set AAKASH_AUTH_TOKEN/)
    expect(aakash.requests.length).toBe(before)
  })
})
