import type { SmsPurpose } from './templates'

export type SmsMessage = { to: string; body: string; purpose: SmsPurpose }

export const SMS_PROVIDER_NAMES = ['console', 'twilio', 'sparrow', 'aakash'] as const
export type SmsProviderName = (typeof SMS_PROVIDER_NAMES)[number]

export interface SmsProvider {
  readonly name: SmsProviderName
  /** The settings this provider still needs before it can send (empty when it is ready). */
  missingSettings(): string[]
  send(message: SmsMessage): Promise<void>
}

/** The message could not be handed to the provider; `cause` holds the provider's own error. */
export class SmsSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'SmsSendError'
  }
}
