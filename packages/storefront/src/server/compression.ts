import { promisify } from 'node:util'
import zlib from 'node:zlib'
import negotiate from '@fastify/accept-negotiator'

/** Encodings the storefront answers pages in, the server's preference first. */
export type Encoding = 'br' | 'gzip'
const ENCODINGS: Encoding[] = ['br', 'gzip']

/** The encoding to answer with for a request's `Accept-Encoding` (q-values honoured), null: identity. */
export function acceptedEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  return acceptEncoding ? negotiate(acceptEncoding, ENCODINGS) : null
}

/** Pages and their client-navigation data; everything else is a static file (precompressed at build time). */
export const isCompressible = (contentType: string | null | undefined): boolean =>
  /^(text\/html|application\/json)\b/i.test(contentType ?? '')

/**
 * Brotli 5 and gzip 6: a 70 kB page in about a millisecond, within a few per cent of the best ratio
 * of each format for HTML (brotli 11 takes ~100 ms, which only build-time files can afford).
 */
const brotliOptions = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
})
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 }

/** Compressed on the calling thread: for a cached page, once (render-cache.ts). */
export function compressSync(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, brotliOptions(body.length))
    : zlib.gzipSync(body, GZIP_OPTIONS)
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Compressed on libuv's thread pool: for a fresh render, while the event loop serves other requests. */
export function compressAsync(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, brotliOptions(body.length)) : gzip(body, GZIP_OPTIONS)
}
