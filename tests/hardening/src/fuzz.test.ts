import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pool, random, rawRequest, startAccountApi, startApp, type RawResponse, type Running } from './servers'

/**
 * Bounded fuzz: a few thousand generated malformed paths, query strings, percent-encodings and
 * headers against the three built storefront apps, and malformed bodies against the account
 * service. Every answer must be below 500, no body may carry an injected payload unescaped, the
 * servers must log no unhandled rejection and still be up at the end.
 */
const PAYLOADS = ['<script>alert(1)</script>', '"><svg onload=alert(1)>']
const STOREFRONT_REQUESTS = 2400
const API_REQUESTS = 1200
const rand = random(20260922)
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!

const PREFIXES = [
  '',
  '/us',
  '/uk',
  '/eu',
  '/fr',
  '/de',
  '/jp',
  '/kr',
  '/cn',
  '/hk',
  '/US',
  '/De',
  '/xx',
  '/api',
  '/_us/assets',
  '/_eu/assets',
  '/ssr',
]
const SEGMENTS = [
  'flagship-megatron',
  'flagship-bumblebee',
  'mini-robot',
  'faq',
  'login',
  'black-friday',
  'where-to-buy',
  'hongkong-macao',
  '..',
  '.',
  '%2e%2e',
  '%2E%2e%2f',
  '%zz',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '%0d%0a',
  '%ff',
  '%25',
  '%2F',
  '%5C',
  ';x=1',
  '~',
  '%C3%BC',
  '%F0%9F%A4%96',
  'index.pageContext.json',
  '__proto__',
  'constructor',
  'prototype',
  '%3Cscript%3E',
  '*',
  '@',
  '$',
  "'",
  encodeURIComponent(PAYLOADS[0]!),
  encodeURIComponent(PAYLOADS[1]!),
  PAYLOADS[0]!.replace(/ /g, '%20'),
  PAYLOADS[1]!.replace(/ /g, '%20'),
  'a'.repeat(300),
  'iso',
  'timestamp',
  'sitemap.xml',
  'robots.txt',
  'favicon.svg',
  'img',
  'manuals',
]
const QUERIES = [
  '',
  '',
  '?',
  '?a',
  '?a=%zz',
  '?%',
  '?fromPath=' + encodeURIComponent(PAYLOADS[0]!),
  '?q=' + PAYLOADS[1]!.replace(/ /g, '+'),
  '?utm_source=' + 'x'.repeat(2000),
  '?__proto__[polluted]=1',
  '?constructor[prototype][x]=1',
  '?a=1&a=2&a[]=3',
  '?&&&==&',
  '?fromPath=//evil.example',
  '?fromPath=https://evil.example/',
  '?token=' + encodeURIComponent(PAYLOADS[1]!),
  '?%00=%00',
  '?a=%E0%A4%A',
]
const HEADER_SETS: Record<string, string>[] = [
  {},
  { 'accept-language': PAYLOADS[0]! },
  { 'accept-language': 'xx-YY;q=abc, *;q=-1, ' + 'de-DE,'.repeat(100) },
  { 'cf-ipcountry': PAYLOADS[1]! },
  { 'cf-ipcountry': 'CA' },
  { cookie: 'a=' + PAYLOADS[0]! + '; session=%zz; ' + 'x'.repeat(4000) },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' },
  { referer: PAYLOADS[1]! },
  { range: 'bytes=abc-def' },
  { 'if-none-match': '"' + 'x'.repeat(500) },
  { 'if-modified-since': 'not a date' },
  { accept: 'application/json' },
  { 'accept-encoding': 'br, gzip, *;q=0' },
  { host: 'localhost:1' },
  { host: 'evil.example' },
  { 'content-type': 'text/html', 'content-length': '0' },
]
const METHODS = ['GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'DELETE', 'PATCH']

function storefrontPath(): string {
  const depth = Math.floor(rand() * 4)
  let p = pick(PREFIXES)
  for (let i = 0; i < depth; i++) p += '/' + pick(SEGMENTS)
  if (rand() < 0.1) p += '/'
  if (rand() < 0.03) p = '//' + p.replace(/^\/+/, '')
  if (rand() < 0.02) p += '/' + 'b'.repeat(2100)
  return (p || '/') + pick(QUERIES)
}

const API_PATHS = [
  '/api/us/account/user/subscribe/create',
  '/api/eu/account/user/code/send',
  '/api/cn/account/user/login/code',
  '/api/us/account/user/login/pwd',
  '/api/us/account/user/sign_in',
  '/api/eu/account/user/register_or_login',
  '/api/us/account/user/register/pwd',
  '/api/us/account/user/profile/new',
  '/api/us/account/user/password/set',
  '/api/us/account/user/password/forgot',
  '/api/us/account/user/password/reset',
  '/api/us/account/user/verify/send',
  '/api/us/account/user/logout',
  '/api/us/forms/product-registration',
  '/api/eu/forms/return-manufacturer',
  '/api/xx/account/user/login/pwd',
  '/api/us/nope',
]
const API_GET_PATHS = [
  '/api/us/account/user/sign_in/refresh',
  '/api/us/account/user/verify',
  '/api/us/account/user/profile/new',
  '/api/dev/outbox.json',
  '/api/dev/outbox',
  '/api/us/health',
]

function apiBody(): { body: string; type: string } {
  const value = (): unknown =>
    pick<unknown>([
      PAYLOADS[0],
      PAYLOADS[1],
      '',
      ' ',
      'a@b',
      'not-an-email',
      'x'.repeat(5000),
      0,
      -1,
      1e308,
      NaN,
      true,
      null,
      [],
      {},
      [PAYLOADS[0]],
      { $gt: '' },
      '%zz',
      '\u0000',
      '\ud800',
      'user@example.com',
      'ÄÖÜ@例え.jp',
      123456,
      '123456',
      '2025-13-45',
      'us',
      'zz',
    ])
  const fields = [
    'email',
    'password',
    'code',
    'region',
    'optIn',
    'purpose',
    'token',
    'user_id',
    'first_name',
    'birthday',
    '__proto__',
    'constructor',
    'serial',
  ]
  const object: Record<string, unknown> = {}
  for (let i = Math.floor(rand() * 5); i > 0; i--) object[pick(fields)] = value()
  return pick([
    { body: JSON.stringify(object), type: 'application/json' },
    { body: JSON.stringify(object), type: 'application/json' },
    { body: JSON.stringify(value()), type: 'application/json' },
    { body: '{"email": "a@b.c", ', type: 'application/json' },
    { body: '{"__proto__": {"polluted": true}, "email": "x@y.z"}', type: 'application/json' },
    { body: '['.repeat(5000) + ']'.repeat(5000), type: 'application/json' },
    { body: JSON.stringify({ email: 'a'.repeat(40_000) + '@x.y' }), type: 'application/json' },
    { body: 'email=a%40b.c&password=x', type: 'application/x-www-form-urlencoded' },
    {
      body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n' + PAYLOADS[0] + '\r\n--x--',
      type: 'multipart/form-data; boundary=x',
    },
    { body: PAYLOADS[1]!, type: 'text/plain' },
    { body: '\u0000\u0001\u0002', type: 'application/octet-stream' },
    { body: JSON.stringify(object), type: 'application/json; charset=utf-16' },
  ])
}

const apiHeaders = (): Record<string, string> =>
  pick([
    {},
    { region: pick(['us', 'zz', PAYLOADS[0]!, '', 'US ']) },
    { apptoken: pick(['x', PAYLOADS[1]!, 'a'.repeat(5000)]), reftoken: '%zz' },
    { 'accept-language': pick([PAYLOADS[0]!, 'ja-JP', '*;q=abc']) },
    { 'x-forwarded-for': pick(['1.2.3.4', PAYLOADS[0]!, 'not-an-ip, 5.6.7.8']) },
  ])

function check(res: RawResponse, what: string, failures: string[]) {
  if (res.status >= 500) failures.push(`${res.status} ${what}`)
  for (const payload of PAYLOADS)
    if (res.body.includes(payload)) failures.push(`reflected ${JSON.stringify(payload)}: ${what}`)
}

describe('bad input', () => {
  let apps: Running[] = []
  let api: Running
  const rejections: unknown[] = []
  const onRejection = (reason: unknown) => rejections.push(reason)

  beforeAll(async () => {
    process.on('unhandledRejection', onRejection)
    ;[apps, api] = await Promise.all([
      Promise.all((['cn', 'us', 'eu'] as const).map((a) => startApp(a))),
      startAccountApi(),
    ])
  })
  afterAll(async () => {
    process.off('unhandledRejection', onRejection)
    await Promise.all([...apps.map((a) => a.stop()), api?.stop()])
  })

  it(`storefronts: ${STOREFRONT_REQUESTS} bad paths, queries, encodings, headers: no 5xx, no reflection`, async () => {
    const failures: string[] = []
    const transport: string[] = []
    const tasks = Array.from({ length: STOREFRONT_REQUESTS }, () => {
      const app = pick(apps)
      const path = storefrontPath()
      const headers = pick(HEADER_SETS)
      const method = pick(METHODS)
      return async () => {
        const what = `${method} ${path.slice(0, 200)} ${JSON.stringify(headers).slice(0, 120)}`
        try {
          check(await rawRequest(app.base, { method, path, headers }), what, failures)
        } catch (error) {
          // The client refusing to send a path (Node validates it) is not a server failure; a reset connection is.
          if ((error as NodeJS.ErrnoException).code !== 'ERR_UNESCAPED_CHARACTERS')
            transport.push(`${(error as Error).message}: ${what}`)
        }
      }
    })
    await pool(tasks, 12)
    expect(failures.slice(0, 20)).toEqual([])
    expect(transport.slice(0, 20)).toEqual([])
  })

  it(`account service: ${API_REQUESTS} malformed bodies, headers and queries — no 5xx, nothing reflected`, async () => {
    const failures: string[] = []
    const tasks = Array.from({ length: API_REQUESTS }, (_, i) => async () => {
      if (i % 5 === 0) {
        const path = pick(API_GET_PATHS) + pick(QUERIES)
        check(await rawRequest(api.base, { path, headers: apiHeaders() }), `GET ${path.slice(0, 200)}`, failures)
        return
      }
      const path = pick(API_PATHS)
      const { body, type } = apiBody()
      const headers = { 'content-type': type, ...apiHeaders() }
      check(
        await rawRequest(api.base, { method: 'POST', path, headers, body }),
        `POST ${path} ${type} ${body.slice(0, 120)}`,
        failures,
      )
    })
    await pool(tasks, 12)
    expect(failures.slice(0, 20)).toEqual([])
  })

  it('left no unhandled rejection, no crash, and every server still answers', async () => {
    expect(rejections).toEqual([])
    for (const server of [...apps, api]) {
      expect(server.child.exitCode, server.stderr()).toBeNull()
      expect((await fetch(`${server.base}/health`)).status).toBe(200)
      expect(server.stderr()).not.toMatch(/unhandled|uncaught|ERR_UNHANDLED_REJECTION/i)
    }
  })
})
