// The origin rule (decision 021): a request that changes
// something and rides on the browser's session cookie must come from the
// portal's own pages. A browser names the page that sent a request in
// `Origin` (every non-GET request) or, failing that, says `Sec-Fetch-Site`;
// neither can be set by another site's page. The token header cannot be sent
// across sites without the portal's consent (no CORS is granted), so token
// clients are not asked.
import { ApiError } from '@/lib/api/errors'
import { hasSessionCookie } from '@/lib/auth/cookie-session'
import { getEnv } from '@/lib/env'

export const CROSS_ORIGIN_MESSAGE = 'Refused: this request did not come from the portal’s own pages.'

const firstValue = (header: string | null) => header?.split(',')[0]?.trim() || null

/**
 * The portal's own origins: the public address (SITE_URL) and the address
 * this request was sent to. A page of another site (or port, or a sibling
 * subdomain) can make a browser send the cookie, but not change the Host.
 */
function ownOrigins(request: Request): string[] {
  const url = new URL(request.url)
  const protocol = firstValue(request.headers.get('x-forwarded-proto')) ?? url.protocol.replace(/:$/, '')
  const host = firstValue(request.headers.get('x-forwarded-host')) ?? request.headers.get('host') ?? url.host
  return [new URL(getEnv().SITE_URL).origin, `${protocol}://${host}`.toLowerCase()]
}

export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (origin !== null) return ownOrigins(request).includes(origin.toLowerCase())
  return request.headers.get('sec-fetch-site') === 'same-origin'
}

/** Throws 403 when a cookie-authenticated request that changes something comes from anywhere else. */
export function assertOriginForCookieWrite(request: Request, changesState: boolean) {
  if (!changesState || request.headers.get('token')?.trim() || !hasSessionCookie(request)) return
  if (!isSameOrigin(request)) throw new ApiError(403, CROSS_ORIGIN_MESSAGE)
}
