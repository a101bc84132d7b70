/** The network a client address counts as for the known networks of an account (ADR 0019). */
import { describe, expect, it } from 'vitest'
import { networkOf } from '#server/accounts/known-networks.ts'

describe('networkOf', () => {
  it('is the IPv4 address itself, however it is written', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.9')
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(networkOf('::FFFF:cb00:7109')).toBe('203.0.113.9')
  })

  it('is the /64 of an IPv6 address, in one spelling', () => {
    const network = '2001:db8:0:a::/64'
    for (const address of [
      '2001:db8:0:a::1',
      '2001:0DB8:0000:000A:ffff:ffff:ffff:ffff',
      '2001:db8::a:1:2:3:4',
      '2001:db8:0:a::9%eth0',
    ]) {
      expect(networkOf(address), address).toBe(network)
    }
    expect(networkOf('::1')).toBe('0:0:0:0::/64')
    expect(networkOf('2001:db8:0:b::1')).not.toBe(network)
  })

  it('is nothing for what is not an address: such a client is never known', () => {
    for (const value of ['unknown', '', '203.0.113', '2001:db8:::1', '1.2.3.4.5', 'localhost', ' 1.2.3.4']) {
      expect(networkOf(value), value).toBeUndefined()
    }
  })
})
