import http from 'node:http'
import zlib from 'node:zlib'

/** The stack's one public port: nginx (deploy/proxy/nginx.conf). */
export const PROXY = 3850

export interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  /** The body as sent (still compressed when the answer is). */
  bytes: Buffer
  /** The body as text, decompressed. */
  body: string
}

/**
 * One request through the proxy, as a shopper's browser on its own connection (no keep-alive: each shopper is
 * a new client to the cache). `host` is the app's host name without `.localhost`.
 */
export function request(
  host: string,
  route: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PROXY,
        path: route,
        method: options.method ?? (body ? 'POST' : 'GET'),
        agent: false,
        headers: {
          host: `${host}.localhost:${PROXY}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const bytes = Buffer.concat(chunks)
          const encoding = res.headers['content-encoding']
          const text =
            encoding === 'gzip' ? zlib.gunzipSync(bytes) : encoding === 'br' ? zlib.brotliDecompressSync(bytes) : bytes
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, body: text.toString() })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')))
    req.end(body)
  })
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
