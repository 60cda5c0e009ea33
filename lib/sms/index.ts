// sendSms picks the provider from the settings (DESIGN.md section 5):
// SMS_PROVIDER=console (default) or twilio with the TWILIO_* settings.
import { getEnv } from '@/lib/env'
import { logger } from '@/lib/log'
import { createConsoleProvider } from './console'
import { createTwilioProvider } from './twilio'
import { SmsSendError, type SmsMessage, type SmsProvider } from './types'

export { SmsSendError }
export type { SmsMessage, SmsProvider }
export type { SmsPurpose } from './templates'
export { alreadyRegisteredSms, claimApprovedSms, claimPendingSms, claimRefusedSms, resetSms, verificationSms } from './templates'

let cached: { key: string; provider: SmsProvider } | undefined

export function getSmsProvider(): SmsProvider {
  const env = getEnv()
  const key = [env.SMS_PROVIDER, env.SMS_OUTBOX_FILE, env.TWILIO_ACCOUNT_SID, env.TWILIO_FROM_NUMBER, env.TWILIO_MESSAGING_SERVICE_SID].join('|')
  if (cached?.key === key) return cached.provider
  const provider =
    env.SMS_PROVIDER === 'twilio'
      ? createTwilioProvider({
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          fromNumber: env.TWILIO_FROM_NUMBER,
          messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
        })
      : createConsoleProvider(env.SMS_OUTBOX_FILE)
  cached = { key, provider }
  return provider
}

/** Sends one message; any failure becomes an SmsSendError (logged without the text, which may hold a code). */
export async function sendSms(message: SmsMessage): Promise<void> {
  const provider = getSmsProvider()
  try {
    await provider.send(message)
  } catch (error) {
    const failure = error instanceof SmsSendError ? error : new SmsSendError((error as Error)?.message ?? String(error), { cause: error })
    logger.error('SMS not sent', { provider: provider.name, purpose: message.purpose, reason: failure.message })
    throw failure
  }
}
