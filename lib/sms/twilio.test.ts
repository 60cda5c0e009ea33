// The Twilio adapter against Twilio's own SDK, with the SDK's HTTP client
// replaced by one that answers like Twilio's API (no network here).
import { describe, expect, it } from 'vitest'
import { toE164 } from './numbers'
import { createTwilioProvider, missingTwilioSettings } from './twilio'
import { SmsSendError } from './types'

type Sent = { method: string; uri: string; username?: string; password?: string; data?: Record<string, string> }

function fakeTwilioApi(answer: { statusCode: number; body: Record<string, unknown> }) {
  const requests: Sent[] = []
  return {
    requests,
    httpClient: {
      async request(options: never) {
        requests.push(options as Sent)
        return { statusCode: answer.statusCode, body: JSON.stringify(answer.body), headers: {} }
      },
    },
  }
}

const settings = { accountSid: 'AC00000000000000000000000000000000', authToken: 'test-auth-token', fromNumber: '+15005550006' }

describe('Twilio SMS provider', () => {
  it('posts the message to the Messages resource with the sender number and the number in E.164', async () => {
    const api = fakeTwilioApi({ statusCode: 201, body: { sid: 'SM1', status: 'queued' } })
    const provider = createTwilioProvider(settings, { httpClient: api.httpClient })
    await provider.send({ to: '9841234567', body: 'कोड 123456', purpose: 'verify' })
    expect(api.requests).toHaveLength(1)
    const [request] = api.requests
    expect(request!.method.toLowerCase()).toBe('post')
    expect(request!.uri).toBe(`https://api.twilio.com/2010-04-01/Accounts/${settings.accountSid}/Messages.json`)
    expect(request!.username).toBe(settings.accountSid)
    expect(request!.password).toBe(settings.authToken)
    expect(request!.data).toMatchObject({ To: '+9779841234567', From: '+15005550006', Body: 'कोड 123456' })
  })

  it('prefers a Messaging Service when one is set', async () => {
    const api = fakeTwilioApi({ statusCode: 201, body: { sid: 'SM2', status: 'accepted' } })
    const provider = createTwilioProvider({ ...settings, messagingServiceSid: 'MG00000000000000000000000000000000' }, { httpClient: api.httpClient })
    await provider.send({ to: '9801234567', body: 'x', purpose: 'reset' })
    expect(api.requests[0]!.data).toMatchObject({ MessagingServiceSid: 'MG00000000000000000000000000000000' })
    expect(api.requests[0]!.data).not.toHaveProperty('From')
  })

  it('turns an API error into an SmsSendError naming the status and code', async () => {
    const api = fakeTwilioApi({ statusCode: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } })
    const provider = createTwilioProvider(settings, { httpClient: api.httpClient })
    const failure = provider.send({ to: '9841234567', body: 'x', purpose: 'verify' })
    await expect(failure).rejects.toBeInstanceOf(SmsSendError)
    await expect(failure).rejects.toThrow(/HTTP 400, code 21211/)
  })

  it('refuses to send without complete settings', async () => {
    const api = fakeTwilioApi({ statusCode: 201, body: {} })
    const provider = createTwilioProvider({ accountSid: settings.accountSid }, { httpClient: api.httpClient })
    await expect(provider.send({ to: '9841234567', body: 'x', purpose: 'verify' })).rejects.toThrow(/TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID/)
    expect(api.requests).toHaveLength(0)
    expect(missingTwilioSettings(settings)).toEqual([])
  })

  it('writes portal numbers in E.164', () => {
    expect(toE164('9841234567')).toBe('+9779841234567')
    expect(toE164('015550123')).toBe('+97715550123')
    expect(toE164('+9779841234567')).toBe('+9779841234567')
  })
})
