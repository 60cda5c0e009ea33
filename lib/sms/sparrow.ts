// Sparrow SMS (sparrowsms.com), Nepal. Follows "Send SMS / Outgoing / Push / MT"
// of docs.sparrowsms.com (API v2): POST {base}/sms/ with the fields `token`
// (generated on Sparrow's website), `from` (the sender identity Sparrow
// assigned to the account), `to` (10-digit mobile numbers) and `text`.
// Queued: HTTP 200 {"count", "response_code": 200, "response"}. Refused:
// HTTP 403 {"response_code": 1000-1013, "response": "Invalid Token" ...}.
import { excerpt, postForm } from './http'
import { toNepaliMobile } from './numbers'
import type { SmsMessage, SmsProvider } from './types'
import { SmsSendError } from './types'

export type SparrowSettings = { token?: string; from?: string; baseUrl: string }

export function createSparrowProvider(settings: SparrowSettings): SmsProvider {
  const missingSettings = () => [...(settings.token ? [] : ['SPARROW_TOKEN']), ...(settings.from ? [] : ['SPARROW_FROM'])]
  return {
    name: 'sparrow',
    missingSettings,
    async send(message: SmsMessage) {
      const missing = missingSettings()
      if (missing.length > 0) throw new SmsSendError(`Sparrow SMS is not configured: set ${missing.join(', ')}.`)
      const answer = await postForm('Sparrow SMS', `${settings.baseUrl.replace(/\/+$/, '')}/sms/`, {
        token: settings.token!,
        from: settings.from!,
        to: toNepaliMobile(message.to),
        text: message.body,
      })
      const code = answer.json?.response_code
      if (answer.status === 200 && code === 200) return
      const said = typeof answer.json?.response === 'string' ? answer.json.response : excerpt(answer.text)
      throw new SmsSendError(`Sparrow SMS refused the message (HTTP ${answer.status}${code !== undefined ? `, code ${String(code)}` : ''}: ${said})`)
    },
  }
}
