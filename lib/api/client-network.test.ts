import { describe, expect, it } from 'vitest'
import { addressKey } from '@/lib/api/client-address'
import { clientNetwork } from '@/lib/api/client-network'

describe('clientNetwork', () => {
  it('puts IPv4 addresses of one /24 together and those of another apart', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.0/24')
    expect(clientNetwork('203.0.113.250')).toBe('203.0.113.0/24')
    expect(clientNetwork('203.0.114.7')).toBe('203.0.114.0/24')
  })

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.0/24')
    expect(clientNetwork(addressKey('::ffff:203.0.113.9'))).toBe('203.0.113.0/24')
  })

  it('puts IPv6 addresses of one /64 together, also when given as the /64 key of addressKey', () => {
    expect(clientNetwork('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(clientNetwork('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(clientNetwork(addressKey('2001:db8:1:2::abcd'))).toBe('2001:db8:1:2::/64')
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
  })

  it('leaves what is no address as it is', () => {
    expect(clientNetwork('unknown')).toBe('unknown')
    expect(clientNetwork('')).toBe('unknown')
  })
})
