import { describe, expect, it } from 'vitest'
import { clientAddress, clientKey } from './client-ip'

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever the client writes', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', 0)).toBe('203.0.113.9')
    expect(clientAddress('203.0.113.9', '1.2.3.4', [])).toBe('203.0.113.9')
    expect(clientAddress(undefined, '1.2.3.4', 0)).toBe('unknown')
  })

  it('reads X-Forwarded-For from the right, past the trusted hops only', () => {
    // nginx on 10.0.0.2 appended the client it saw (198.51.100.7); the client forged the left part.
    const forged = '6.6.6.6, 7.7.7.7, 198.51.100.7'
    expect(clientAddress('10.0.0.2', forged, 1)).toBe('198.51.100.7')
    // A CDN (appends the visitor) then a load balancer (appends the CDN edge): two hops.
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7, 203.0.113.50', 2)).toBe('198.51.100.7')
    // More hops trusted than there are entries: the leftmost, never beyond.
    expect(clientAddress('10.0.0.2', '198.51.100.7', 3)).toBe('198.51.100.7')
  })

  it('trusts a list of proxy addresses only when the request comes from one of them', () => {
    const trust = ['10.0.0.0/8', 'loopback']
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7', trust)).toBe('198.51.100.7')
    // Through two trusted proxies (the header's right end is another of ours).
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.2.3', trust)).toBe('198.51.100.7')
    // Straight from the internet: the header is the client's own word, ignored.
    expect(clientAddress('198.51.100.7', '10.0.0.5', trust)).toBe('198.51.100.7')
    expect(clientAddress(undefined, '198.51.100.7', trust)).toBe('unknown')
  })

  it('keeps a garbage entry as the (harmless) bucket name, bounded in length', () => {
    expect(clientAddress('10.0.0.2', `x${'y'.repeat(200)}`, 1)).toHaveLength(64)
  })
})

describe('clientKey', () => {
  it('names an IPv6 client by its /64, whatever its address in it', () => {
    expect(clientKey('2001:db8:7:9::1')).toBe('2001:db8:7:9::/64')
    expect(clientKey('2001:0db8:0007:0009:ffff:1:2:3')).toBe('2001:db8:7:9::/64')
    expect(clientKey('fe80::1%eth0')).toBe('fe80::/64')
    expect(clientKey('2001:db8:7:a::1')).not.toBe(clientKey('2001:db8:7:9::1'))
  })

  it('keeps an IPv4 client by its address, written either way', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7')
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(clientKey('198.51.100.8')).not.toBe(clientKey('198.51.100.7'))
  })

  it('keeps what is not an address as it came', () => {
    expect(clientKey('unknown')).toBe('unknown')
  })
})
