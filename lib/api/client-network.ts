// The network a client address belongs to, for the SMS limits that count per
// network as well as per address (decision 024): one IPv4 subscriber or
// office often holds several addresses of one /24, and one IPv6 subscriber a
// whole /64, so a limit per address alone is a limit per address the sender
// chose to use. An IPv4-mapped IPv6 address (::ffff:192.0.2.1) is the IPv4
// address it carries.
import ipaddr from 'ipaddr.js'
import { UNKNOWN_ADDRESS } from '@/lib/api/client-address'

/**
 * `192.0.2.0/24` for any IPv4 address of that /24, `2001:db8:1:2::/64` for any
 * IPv6 address of that /64 (also when given as addressKey's `…::/64` key).
 * Anything that is no IP address (a test calling a handler directly) is its
 * own network.
 */
export function clientNetwork(address: string): string {
  const bare = address.endsWith('::/64') ? address.slice(0, -3) : address
  if (!ipaddr.isValid(bare)) return address.slice(0, 64) || UNKNOWN_ADDRESS
  const parsed = ipaddr.process(bare)
  if (parsed.kind() === 'ipv4') {
    const [a, b, c] = (parsed as ipaddr.IPv4).octets
    return `${a}.${b}.${c}.0/24`
  }
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16))
  return `${parts.join(':')}::/64`
}
