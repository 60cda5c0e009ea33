// sendSms picks the provider from the settings (decision 031):
// SMS_PROVIDER=console (default), twilio, sparrow or aakash, each with its own
// settings. A send that fails is tried once more; a second failure is
// counted, recorded for the super administrator's dashboard and thrown.
import { setTimeout as sleep } from 'node:timers/promises'
import { getEnv } from '@/lib/env'
import { logger } from '@/lib/log'
import { countSms } from '@/lib/system/metrics'
import { createAakashProvider } from './aakash'
import { createConsoleProvider } from './console'
import { recordSmsFailure } from './failures'
import { createSparrowProvider } from './sparrow'
import { createTwilioProvider } from './twilio'
import { SmsSendError, type SmsMessage, type SmsProvider } from './types'

export { SmsSendError }
export type { SmsMessage, SmsProvider }
export type { SmsPurpose } from './templates'
export { alreadyRegisteredSms, claimApprovedSms, claimPendingSms, claimRefusedSms, resetSms, verificationSms } from './templates'
export { listRecentSmsFailures, type SmsFailure } from './failures'

/** Pause before the one retry: long enough for a passing network fault, short for the person waiting. */
const RETRY_DELAY_MS = 1_000

let cached: { key: string; provider: SmsProvider } | undefined

function createProvider(): SmsProvider {
  const env = getEnv()
  switch (env.SMS_PROVIDER) {
    case 'twilio':
      return createTwilioProvider({
        accountSid: env.TWILIO_ACCOUNT_SID,
        authToken: env.TWILIO_AUTH_TOKEN,
        fromNumber: env.TWILIO_FROM_NUMBER,
        messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
      })
    case 'sparrow':
      return createSparrowProvider({ token: env.SPARROW_TOKEN, from: env.SPARROW_FROM, baseUrl: env.SPARROW_BASE_URL })
    case 'aakash':
      return createAakashProvider({ authToken: env.AAKASH_AUTH_TOKEN, baseUrl: env.AAKASH_BASE_URL })
    default:
      return createConsoleProvider(env.SMS_OUTBOX_FILE)
  }
}

export function getSmsProvider(): SmsProvider {
  const env = getEnv()
  const key = [
    env.SMS_PROVIDER,
    env.SMS_OUTBOX_FILE,
    env.TWILIO_ACCOUNT_SID,
    env.TWILIO_AUTH_TOKEN,
    env.TWILIO_FROM_NUMBER,
    env.TWILIO_MESSAGING_SERVICE_SID,
    env.SPARROW_TOKEN,
    env.SPARROW_FROM,
    env.SPARROW_BASE_URL,
    env.AAKASH_AUTH_TOKEN,
    env.AAKASH_BASE_URL,
  ].join('|')
  if (cached?.key === key) return cached.provider
  const provider = createProvider()
  cached = { key, provider }
  return provider
}

const asSendError = (error: unknown) => (error instanceof SmsSendError ? error : new SmsSendError((error as Error)?.message ?? String(error), { cause: error }))

/**
 * Sends one message, trying once more when the first try fails. Any failure
 * becomes an SmsSendError; the text is never logged or recorded (it may hold a code).
 */
export async function sendSms(message: SmsMessage): Promise<void> {
  const provider = getSmsProvider()
  let failure: SmsSendError | undefined
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      await provider.send(message)
      countSms(provider.name, 'sent')
      return
    } catch (error) {
      failure = asSendError(error)
      // Settings that are missing stay missing: no point in trying again.
      if (attempt === 1 && provider.missingSettings().length === 0) {
        logger.warn('SMS not sent, trying once more', { provider: provider.name, purpose: message.purpose, reason: failure.message })
        await sleep(RETRY_DELAY_MS)
      } else break
    }
  }
  countSms(provider.name, 'failed')
  logger.error('SMS not sent', { provider: provider.name, purpose: message.purpose, reason: failure!.message })
  await recordSmsFailure(provider.name, message, failure!.message)
  throw failure
}
