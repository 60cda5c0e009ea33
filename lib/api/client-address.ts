// The address of the client behind a request, for the limits that count per
// client (sign-in, codes, SMS). Decision 022: Next hands route handlers a web
// Request without the socket, and fills X-Forwarded-For from the socket only
// when the client did not send one, so that header proves nothing. The
// production entry (scripts/portal-server.cjs) therefore writes the socket's
// address into PEER_ADDRESS_HEADER on every request, replacing whatever a
// client sent under that name. X-Forwarded-For is believed only hop by hop
// from that address through the proxies listed in TRUSTED_PROXIES.
import ipaddr from 'ipaddr.js'
import proxyaddr from 'proxy-addr'
import { getEnv } from '@/lib/env'

export const PEER_ADDRESS_HEADER = 'x-portal-peer-address'
/** What a request that did not come through the production entry (a test calling a handler) counts as. */
export const UNKNOWN_ADDRESS = 'unknown'

let compiled: { entries: string[]; trust: (address: string, index: number) => boolean } | undefined

function trust() {
  const entries = getEnv().TRUSTED_PROXIES
  if (compiled?.entries !== entries) compiled = { entries, trust: proxyaddr.compile(entries) }
  return compiled.trust
}

/**
 * One key per client: an IPv4 address (also when it arrives IPv4-mapped), or
 * the /64 network of an IPv6 address, since one IPv6 subscriber holds a whole
 * /64 and could otherwise take a fresh address for every try.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address.slice(0, 64) || UNKNOWN_ADDRESS
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16))
  return `${parts.join(':')}::/64`
}

export function clientAddress(request: Request): string {
  const peer = request.headers.get(PEER_ADDRESS_HEADER)?.trim()
  if (!peer) return UNKNOWN_ADDRESS
  const forwardedFor = request.headers.get('x-forwarded-for') ?? undefined
  const fakeRequest = { socket: { remoteAddress: peer }, connection: { remoteAddress: peer }, headers: { 'x-forwarded-for': forwardedFor } }
  return addressKey(proxyaddr(fakeRequest as unknown as Parameters<typeof proxyaddr>[0], trust()))
}
