// Local stand-ins for the Nepali SMS gateways: real HTTP servers on the
// loopback that check each request the way the provider's documentation
// describes it and answer as the provider does, errors included.
//   Sparrow SMS: POST /v2/sms/ {token, from, to, text} (docs.sparrowsms.com, "Send SMS / Outgoing").
//   Aakash SMS:  POST /sms/v3/send {auth_token, to, text} (Aakash SMS API manual v3).
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type ReceivedRequest = { method: string; path: string; contentType: string; fields: Record<string, string> }

type Answer = { status: number; body: unknown }

export type StandIn = {
  /** The base URL to configure (SPARROW_BASE_URL or AAKASH_BASE_URL). */
  baseUrl: string
  requests: ReceivedRequest[]
  /** The next answers to give whatever the request, before the documented checks (a gateway that is down, out of credit...). */
  failNext(...answers: Answer[]): void
  close(): Promise<void>
}

async function startStandIn(prefix: string, answer: (request: ReceivedRequest) => Answer): Promise<StandIn> {
  const requests: ReceivedRequest[] = []
  const scripted: Answer[] = []
  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const contentType = incoming.headers['content-type'] ?? ''
      const fields = contentType.startsWith('application/x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(body)) : {}
      const request = { method: incoming.method ?? '', path: incoming.url ?? '', contentType, fields }
      requests.push(request)
      const { status, body: reply } = scripted.shift() ?? answer(request)
      outgoing.writeHead(status, { 'content-type': typeof reply === 'string' ? 'text/html' : 'application/json' })
      outgoing.end(typeof reply === 'string' ? reply : JSON.stringify(reply))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}${prefix}`,
    requests,
    failNext: (...answers) => scripted.push(...answers),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

const TEN_DIGIT_MOBILE = /^9[678][0-9]{8}$/

/** Sparrow SMS: 200 {"count","response_code":200,"response"} or 403 {"response_code":10xx,"response"}. */
export function startSparrowStandIn(account: { token: string; from: string }) {
  const refuse = (response_code: number, response: string): Answer => ({ status: 403, body: { response_code, response } })
  return startStandIn('/v2', (request) => {
    if (request.method !== 'POST' && request.method !== 'GET') return { status: 405, body: 'Method Not Allowed' }
    if (request.path !== '/v2/sms/') return { status: 404, body: 'Not Found' }
    const { token, from, to, text } = request.fields
    if (token === undefined || from === undefined || to === undefined || text === undefined) return refuse(1000, 'A required field is missing')
    if (token !== account.token) return refuse(1002, 'Invalid Token')
    if (from !== account.from) return refuse(1008, 'Invalid Sender')
    if (text.trim() === '') return refuse(1010, 'Text cannot be empty')
    const receivers = to.split(',')
    if (!receivers.every((number) => TEN_DIGIT_MOBILE.test(number))) return refuse(1011, 'No valid receiver')
    return { status: 200, body: { count: receivers.length, response_code: 200, response: `${receivers.length} mesages has been queued for delivery` } }
  })
}

/** Aakash SMS: {"error": false, "message", "data": {"valid", "invalid"}} or {"error": true, "message", "data": []}. */
export function startAakashStandIn(account: { authToken: string }) {
  const refuse = (message: string): Answer => ({ status: 200, body: { error: true, message, data: [] } })
  return startStandIn('/sms/v3', (request) => {
    if (request.method !== 'POST') return { status: 405, body: 'Method Not Allowed' }
    if (request.path !== '/sms/v3/send') return { status: 404, body: 'Not Found' }
    const { auth_token, to, text } = request.fields
    for (const [field, value] of Object.entries({ auth_token, to, text })) if (!value) return refuse(`The ${field} field is required.`)
    if (auth_token !== account.authToken) return refuse('The provided Auth Token is not valid.')
    const numbers = to.split(',')
    const valid = numbers.filter((number) => TEN_DIGIT_MOBILE.test(number))
    const invalid = numbers.filter((number) => !TEN_DIGIT_MOBILE.test(number))
    return {
      status: 200,
      body: {
        error: false,
        message: `${valid.length} messages has been queued for delivery.`,
        data: {
          valid: valid.map((mobile, index) => ({ id: 2673160 + index, mobile: `977${mobile.slice(0, 3)}*******`, text, credit: 1, network: mobile.startsWith('98') ? 'ntc' : 'ncell', status: 'queued' })),
          invalid: invalid.map((mobile) => ({ mobile, text, credit: 0, network: 'N/A', status: 'aborted' })),
        },
      },
    }
  })
}
