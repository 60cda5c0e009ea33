// Production provider: Twilio's Programmable Messaging through its SDK. The
// sender is a Messaging Service (preferred: Twilio picks the number) or a number.
import { toE164 } from './numbers'
import type { SmsMessage, SmsProvider } from './types'
import { SmsSendError } from './types'

export type TwilioSettings = {
  accountSid?: string
  authToken?: string
  fromNumber?: string
  messagingServiceSid?: string
}

/** Twilio's request client, replaceable so the adapter can be tested without the network. */
export type TwilioHttpClient = { request: (options: never) => Promise<unknown> }

export function missingTwilioSettings(settings: TwilioSettings): string[] {
  const missing: string[] = []
  if (!settings.accountSid) missing.push('TWILIO_ACCOUNT_SID')
  if (!settings.authToken) missing.push('TWILIO_AUTH_TOKEN')
  if (!settings.fromNumber && !settings.messagingServiceSid) missing.push('TWILIO_FROM_NUMBER or TWILIO_MESSAGING_SERVICE_SID')
  return missing
}

export function createTwilioProvider(settings: TwilioSettings, options: { httpClient?: TwilioHttpClient } = {}): SmsProvider {
  let client: Promise<import('twilio').Twilio> | undefined
  const getClient = () => {
    client ??= import('twilio').then(({ default: twilio }) =>
      twilio(settings.accountSid, settings.authToken, {
        timeout: 10_000,
        autoRetry: true,
        maxRetries: 2,
        ...(options.httpClient ? { httpClient: options.httpClient as never } : {}),
      }),
    )
    return client
  }
  return {
    name: 'twilio',
    missingSettings: () => missingTwilioSettings(settings),
    async send(message: SmsMessage) {
      const missing = missingTwilioSettings(settings)
      if (missing.length > 0) throw new SmsSendError(`Twilio is not configured: set ${missing.join(', ')}.`)
      const sender = settings.messagingServiceSid ? { messagingServiceSid: settings.messagingServiceSid } : { from: settings.fromNumber! }
      try {
        const twilio = await getClient()
        const sent = await twilio.messages.create({ to: toE164(message.to), body: message.body, ...sender })
        if (sent.status === 'failed' || sent.status === 'undelivered') {
          throw new SmsSendError(`Twilio refused the message (${sent.errorCode ?? 'no code'}: ${sent.errorMessage ?? sent.status}).`)
        }
      } catch (error) {
        if (error instanceof SmsSendError) throw error
        const detail = error as { status?: number; code?: number; message?: string }
        throw new SmsSendError(`Twilio request failed${detail.status ? ` (HTTP ${detail.status}${detail.code ? `, code ${detail.code}` : ''})` : ''}: ${detail.message ?? String(error)}`, {
          cause: error,
        })
      }
    },
  }
}
