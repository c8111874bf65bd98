import { createHmac, timingSafeEqual } from 'node:crypto'
import { PREVIEW_PARAM } from './preview-link-param'

/**
 * Preview links (docs/rules/time.md#preview-links): a page rendered at a chosen instant, for a regional team
 * to see a launch or a campaign before it happens. The link carries the instant and an expiry, signed with
 * the app's preview secret, so nobody can make one without the secret or keep one past its expiry.
 */
export { PREVIEW_PARAM }
export const DEFAULT_PREVIEW_HOURS = 72
/** Any development or test server accepts links signed with this; production needs its own secret. */
export const DEVELOPMENT_PREVIEW_SECRET = 'development-preview-secret-not-for-production'

export interface Preview {
  /** The instant the page is rendered at (epoch ms). */
  at: number
  /** When the link stops working (epoch ms, real time). */
  expires: number
}

export type PreviewCheck = ({ ok: true } & Preview) | { ok: false; reason: 'malformed' | 'signature' | 'expired' }

const signatureOf = (at: number, expires: number, secret: string): string =>
  createHmac('sha256', secret).update(`storefront-preview:v1:${at}:${expires}`).digest('base64url')

/** The `preview` query value for an instant, valid until `expires`: `<at>.<expires>.<signature>` (base 36 ms). */
export function signPreview({ at, expires }: Preview, secret: string): string {
  return `${at.toString(36)}.${expires.toString(36)}.${signatureOf(at, expires, secret)}`
}

const BASE36 = /^[0-9a-z]{1,12}$/

/** Whether a `preview` value is one this server signed and has not expired at the real time `now`. */
export function checkPreview(token: string, secret: string, now: number): PreviewCheck {
  const [at36, expires36, signature, ...rest] = token.split('.')
  if (rest.length || !at36 || !expires36 || !signature || !BASE36.test(at36) || !BASE36.test(expires36))
    return { ok: false, reason: 'malformed' }
  const at = parseInt(at36, 36)
  const expires = parseInt(expires36, 36)
  const expected = Buffer.from(signatureOf(at, expires, secret))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' }
  if (now >= expires) return { ok: false, reason: 'expired' }
  return { ok: true, at, expires }
}

/** `path` (which may carry a query) with the preview token added: the link a team shares. */
export function withPreview(path: string, token: string): string {
  const url = new URL(path, 'http://preview.invalid')
  url.searchParams.set(PREVIEW_PARAM, token)
  return url.pathname + url.search + url.hash
}

/** `path` without the preview token: where "leave preview" goes. */
export function withoutPreview(path: string): string {
  const url = new URL(path, 'http://preview.invalid')
  url.searchParams.delete(PREVIEW_PARAM)
  return url.pathname + url.search + url.hash
}

export interface PreviewLinkRequest {
  /** A page path such as `/uk/flagship-megatron` (a query is kept). */
  path: string
  /** The instant to preview (epoch ms). */
  at: number
  /** How long the link works, from `now`. */
  hours?: number
  now: number
  secret: string
  /** The app's public origin when configured: the link is then absolute. */
  origin?: string
}

/** The link a regional team shares: the path with a signed preview token, absolute when the origin is known. */
export function previewLink({
  path,
  at,
  hours = DEFAULT_PREVIEW_HOURS,
  now,
  secret,
  origin,
}: PreviewLinkRequest): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`"${path}" is not a page path (it starts with /)`)
  if (!(hours > 0 && hours <= 24 * 90)) throw new Error(`--hours must be between 0 and ${24 * 90}, got ${hours}`)
  const token = signPreview({ at, expires: now + Math.round(hours * 3600_000) }, secret)
  return `${origin ?? ''}${withPreview(path, token)}`
}
