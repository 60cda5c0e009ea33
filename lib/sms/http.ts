// The one HTTP call the Nepali gateways need: a form POST with a time limit,
// its answer read as JSON when it is JSON. The credentials travel in the body,
// never in the address (addresses end up in proxies' and providers' logs).
import { SmsSendError } from './types'

const TIMEOUT_MS = 10_000

export type GatewayAnswer = { status: number; json: Record<string, unknown> | null; text: string }

export async function postForm(provider: string, url: string, fields: Record<string, string>): Promise<GatewayAnswer> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', accept: 'application/json' },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    })
  } catch (error) {
    const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${TIMEOUT_MS / 1000} s` : ((error as Error & { cause?: Error }).cause?.message ?? (error as Error).message)
    throw new SmsSendError(`${provider} could not be reached: ${reason}`, { cause: error })
  }
  const text = await response.text().catch(() => '')
  let json: Record<string, unknown> | null = null
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) json = parsed as Record<string, unknown>
  } catch {
    json = null
  }
  return { status: response.status, json, text }
}

/** A short, single-line excerpt of an unexpected answer for the failure report. */
export function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > 120 ? `${line.slice(0, 117)}...` : line || '(empty answer)'
}
