// Aakash SMS (aakashsms.com), Nepal. Follows Aakash SMS's API manual, version 3
// (the "API Service > API Manual" of sms.aakashsms.com): POST {base}/send with
// the fields `auth_token`, `to` (10-digit mobile numbers, comma separated)
// and `text`. The sender is the account's own. The answer is JSON
// {"error": false, "message", "data": {"valid": [...], "invalid": [...]}}: a
// number Aakash cannot deliver to is listed under `invalid` while `error` is
// false; a refused request is {"error": true, "message": "The provided Auth
// Token is not valid." ...}.
import { excerpt, postForm } from './http'
import { toNepaliMobile } from './numbers'
import type { SmsMessage, SmsProvider } from './types'
import { SmsSendError } from './types'

export type AakashSettings = { authToken?: string; baseUrl: string }

export function createAakashProvider(settings: AakashSettings): SmsProvider {
  const missingSettings = () => (settings.authToken ? [] : ['AAKASH_AUTH_TOKEN'])
  return {
    name: 'aakash',
    missingSettings,
    async send(message: SmsMessage) {
      if (missingSettings().length > 0) throw new SmsSendError('Aakash SMS is not configured: set AAKASH_AUTH_TOKEN.')
      const answer = await postForm('Aakash SMS', `${settings.baseUrl.replace(/\/+$/, '')}/send`, {
        auth_token: settings.authToken!,
        to: toNepaliMobile(message.to),
        text: message.body,
      })
      const said = typeof answer.json?.message === 'string' ? answer.json.message : excerpt(answer.text)
      if (answer.status < 200 || answer.status > 299 || answer.json === null || answer.json.error !== false) {
        throw new SmsSendError(`Aakash SMS refused the message (HTTP ${answer.status}: ${said})`)
      }
      const data = answer.json.data as { valid?: unknown[]; invalid?: unknown[] } | undefined
      if (!Array.isArray(data?.valid) || data.valid.length === 0) {
        throw new SmsSendError(`Aakash SMS did not accept the number (${said})`)
      }
    },
  }
}
