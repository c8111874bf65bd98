import type { IncomingMessage } from 'node:http'
import ipaddr from 'ipaddr.js'
import proxyaddr from 'proxy-addr'

/**
 * Which proxies in front of the service may be believed about the client's address:
 * a number of hops (0: none, the socket address is the client), or the proxies' addresses
 * (IPs, CIDR ranges, or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = number | readonly string[]

/** Checks a TRUST_PROXY list; throws a TypeError naming a bad entry. */
export const validateProxyList = (list: readonly string[]): void => {
  proxyaddr.compile([...list])
}

const trustFunction = (trust: TrustProxy): ((addr: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_addr, hop) => hop < trust : proxyaddr.compile([...trust])

/**
 * The client's address. Proxies append the address they received the request from to the right
 * of `X-Forwarded-For`, and anything to the left was written by the client, so the header is read
 * from the right (proxy-addr): past the trusted hops, and no further.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  const noProxy = typeof trust === 'number' ? trust === 0 : trust.length === 0
  if (noProxy || forwardedFor === undefined) return socketAddress ?? 'unknown'
  // Tests call the app without a socket: an address list then trusts nothing.
  if (socketAddress === undefined && typeof trust !== 'number') return 'unknown'
  const request = {
    headers: { 'x-forwarded-for': forwardedFor },
    connection: { remoteAddress: socketAddress },
    socket: { remoteAddress: socketAddress },
  } as unknown as IncomingMessage
  return (proxyaddr(request, trustFunction(trust)) || 'unknown').slice(0, 64)
}

/** Leading 16-bit groups of an IPv6 address that name its network: a /64, what one subscriber is given. */
const IPV6_NETWORK_GROUPS = 4

/**
 * The client as every per-client allowance counts it: an IPv4 address as it is (an IPv4-mapped IPv6
 * address too), an IPv6 address by its /64, since one subscriber line or host is given a whole /64 and
 * can use any address in it (docs/security.md#account-service). Anything else is kept as it came.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, IPV6_NETWORK_GROUPS)
  const network = new ipaddr.IPv6([...groups, ...Array<number>(8 - IPV6_NETWORK_GROUPS).fill(0)])
  return `${network.toString()}/${IPV6_NETWORK_GROUPS * 16}`
}
