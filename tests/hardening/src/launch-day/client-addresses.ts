// Client addresses for the launch-day suite. Every request goes to loopback; who sent it is told by an
// X-Forwarded-For from the trusted proxy (TRUST_PROXY=loopback), as the ingress tells the service in production
// (docs/security.md#account-service, "Client IP"). Documentation ranges only (RFC 5737, RFC 3849).

/** The three IPv4 documentation networks: one per party of the suite. */
export type Ipv4Network = '192.0.2' | '198.51.100' | '203.0.113'

/** `count` (at most 254) addresses of one IPv4 /24: that many clients. */
export function ipv4Clients(network: Ipv4Network, count: number): string[] {
  if (count > 254) throw new RangeError(`a /24 has 254 host addresses, not ${count}`)
  return Array.from({ length: count }, (_, i) => `${network}.${i + 1}`)
}

/**
 * `count` addresses of one IPv6 /64 (`prefix` is its first four groups, e.g. `2001:db8:64:1`), each with an
 * interface id of its own, as one household or one attacker's machine is given (one client: docs/security.md).
 */
export function ipv6Clients(prefix: string, count: number): string[] {
  const group = (n: number) => (n & 0xffff).toString(16)
  return Array.from(
    { length: count },
    (_, i) => `${prefix}:${group(0x1000 + i * 7)}:${group(i * 263 + 17)}:${group(i * 4099 + 5)}:${group(i + 1)}`,
  )
}

/** The header that names the client to the account service behind the trusted proxy. */
export const forwardedFor = (address: string): Record<string, string> => ({ 'x-forwarded-for': address })
