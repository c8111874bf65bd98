import type { IncomingMessage } from 'node:http'
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
