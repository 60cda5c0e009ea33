// Who may read /metrics: a scraper that presents METRICS_TOKEN as a bearer
// token. Everyone else, and everyone while no token is set, gets the same 404
// as any unknown address: the figures (routes, volumes) are not public.
import { createHash, timingSafeEqual } from 'node:crypto'
import { getEnv } from '@/lib/env'

const digest = (text: string) => createHash('sha256').update(text).digest()

export function isMetricsScraper(authorization: string | null): boolean {
  const expected = getEnv().METRICS_TOKEN
  const presented = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1]
  if (!expected || !presented) return false
  return timingSafeEqual(digest(presented), digest(expected))
}
