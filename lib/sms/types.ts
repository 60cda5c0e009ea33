import type { SmsPurpose } from './templates'

export type SmsMessage = { to: string; body: string; purpose: SmsPurpose }

export interface SmsProvider {
  readonly name: 'console' | 'twilio'
  send(message: SmsMessage): Promise<void>
}

/** The message could not be handed to the provider; `cause` holds the provider's own error. */
export class SmsSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'SmsSendError'
  }
}
