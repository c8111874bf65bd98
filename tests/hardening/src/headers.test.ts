import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRequest, startAccountApi, startApp, type Running } from './servers'

/** Security headers on every kind of storefront and API answer (production settings: HSTS on). */
describe('security headers', () => {
  let app: Running
  let api: Running
  beforeAll(async () => {
    ;[app, api] = await Promise.all([
      startApp('us', { STOREFRONT_ENV: 'production', PUBLIC_ORIGIN: 'https://us.example.com' }),
      startAccountApi(),
    ])
  })
  afterAll(async () => {
    await Promise.all([app?.stop(), api?.stop()])
  })

  const common = (headers: Record<string, string | string[] | undefined>, what: string) => {
    expect(headers['content-security-policy'], what).toBeTruthy()
    expect(headers['x-content-type-options'], what).toBe('nosniff')
    expect(headers['referrer-policy'], what).toBeTruthy()
    expect(headers['permissions-policy'], what).toContain('camera=()')
    expect(headers['set-cookie'], what).toBeUndefined()
  }

  it.each(['/us', '/us', '/us/flagship-megatron', '/us/login', '/us/no-such-page', '/us/%zz'])(
    'page %s: a CSP that allows exactly its own inline scripts and styles by hash, HSTS',
    async (path) => {
      const res = await rawRequest(app.base, { path })
      common(res.headers, path)
      const csp = String(res.headers['content-security-policy'])
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
      expect(scriptSrc).not.toContain('unsafe-inline')
      expect(csp).not.toContain('nonce-')
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
      ])
        expect(csp).toContain(directive)
      expect(res.headers['strict-transport-security']).toContain('max-age=')
      // Every executable inline script is allowed by its hash (JSON-LD and page data are not executed), and nothing
      // else is: the page is the same bytes for every shopper.
      const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
      const scripts = new Set<string>()
      for (const [, attributes, text] of res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/type="application\/(ld\+)?json"/.test(attributes!) || /\ssrc=/.test(attributes!)) continue
        scripts.add(hashOf(text!))
      }
      expect(scriptSrc.split(' ').sort(), path).toEqual(["'self'", ...scripts].sort())
      // The page's CSS is inline (inline-styles.ts): allowed by its hash, never by 'unsafe-inline'.
      const styles = new Set([...res.body.matchAll(/<style>([^<]*)<\/style>/g)].map(([, css]) => hashOf(css!)))
      expect(/style-src ([^;]*)/.exec(csp)?.[1]?.split(' ').sort(), path).toEqual(["'self'", ...styles].sort())
      expect(
        [...res.body.matchAll(/<style\b[^>]*>/g)].every(([tag]) => tag === '<style>'),
        path,
      ).toBe(true)
    },
  )

  it.each([
    '/ssr/timestamp',
    '/ssr/iso',
    '/sitemap.xml',
    '/robots.txt',
    '/favicon.svg',
    '/uk',
    '/health',
    '/ready',
    '/version',
  ])('resource %s: locked-down CSP', async (path) => {
    const res = await rawRequest(app.base, { path })
    common(res.headers, path)
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    expect(res.headers['strict-transport-security']).toContain('max-age=')
  })

  it.each([
    ['GET', '/health'],
    ['GET', '/api/us/account/user/profile/new'],
    ['POST', '/api/us/account/user/login/pwd'],
    ['GET', '/api/nope'],
  ])('account service %s %s', async (method, path) => {
    const res = await rawRequest(api.base, {
      method,
      path,
      headers: { 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: '{}' } : {}),
    })
    common(res.headers, path)
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    expect(res.headers['cache-control']).toBe('no-store')
  })
})
