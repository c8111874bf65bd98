import { beforeAll, describe, expect, it, vi } from 'vitest'
import { API_CODE } from '@storefront/api-client/contract'
import { createApp } from './app'
import { t } from './i18n'
import type { Storage } from './db/storage'
import { withCallDeadlines } from './db/deadline'
import {
  authHeaders,
  describeOnPglite,
  expectOk,
  firstIssue,
  outboxFor,
  PASSWORD,
  refusal,
  registerByPassword,
  TEST_CONFIG,
  TestClient,
  uniqueEmail,
} from './test/harness'

const JSON_CSP = "default-src 'none'; frame-ancestors 'none'"

/** Every POST route with a body that passes validation (for fuzzing one field at a time). */
const POST_ROUTES: Record<string, { auth?: boolean; body: Record<string, unknown> }> = {
  '/account/user/subscribe/create': { body: { email: 'fuzz@example.com', region: 'us', optIn: true } },
  '/account/user/code/send': { body: { email: 'fuzz@example.com', purpose: 'register' } },
  '/account/user/login/code': { body: { email: 'fuzz@example.com', code: '123456' } },
  '/account/user/login/pwd': { body: { email: 'fuzz@example.com', password: PASSWORD } },
  '/account/user/sign_in': { body: { email: 'fuzz@example.com', password: PASSWORD } },
  '/account/user/register_or_login': { body: { email: 'fuzz@example.com', code: '123456', optIn: false } },
  '/account/user/register/pwd': { body: { email: 'fuzz@example.com', password: PASSWORD, code: '123456' } },
  '/account/user/profile/new': { auth: true, body: { firstName: 'A', birthday: '2000-01-01', optIn: true } },
  '/account/user/password/set': { auth: true, body: { password: PASSWORD, currentPassword: PASSWORD } },
  '/account/user/password/forgot': { body: { email: 'fuzz@example.com', region: 'us' } },
  '/account/user/password/reset': { body: { token: 'abc', password: PASSWORD } },
  '/account/user/verify/send': { auth: true, body: {} },
  '/forms/product-registration': {
    body: {
      firstName: 'A',
      lastName: 'B',
      email: 'fuzz@example.com',
      country: 'US',
      productKey: 'miniRobot',
      serialNumber: 'SN-1234',
      purchaseDate: '2024-01-01',
    },
  },
  '/forms/return-manufacturer': {
    body: {
      firstName: 'A',
      lastName: 'B',
      email: 'fuzz@example.com',
      country: 'US',
      productKey: 'miniRobot',
      serialNumber: 'SN-1234',
      purchaseDate: '2024-01-01',
      orderNumber: 'O-1',
      reason: 'defective',
      message: 'It stopped transforming.',
    },
  },
  '/forms/wholesale-application': {
    body: {
      firstName: 'A',
      lastName: 'B',
      email: 'fuzz@example.com',
      country: 'US',
      company: 'Toys Inc',
      businessType: 'retailer',
    },
  },
}

const RAW_BODIES: string[] = [
  '',
  ' ',
  'null',
  'true',
  '0',
  '"a string"',
  '[]',
  '[{}]',
  '{',
  '{"email":',
  '{"email": "a@b.co"',
  '\u0000',
  '{"email":"a\\u0000@b.co","password":"x\\u0000y12345678"}',
  '{"email":"\\ud800@example.com","firstName":"\\udfff"}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
  '{"__proto__":{"admin":true},"email":"x@example.com"}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `{"email":"${'a'.repeat(30_000)}@example.com"}`,
  '{"email":1e999,"password":-0,"code":123456,"optIn":"false"}',
  '{"email":["a@b.co"],"password":{"$gt":""},"code":{"length":6}}',
  '{"code":"１２３４５６","email":"ａ@example.com"}',
  '{"email":"💥@💥.com","firstName":"🤖".repeat(10)}',
]

const WEIRD_VALUES: unknown[] = [
  null,
  0,
  -1.5,
  1e308,
  true,
  [],
  {},
  [null],
  '',
  ' ',
  'x'.repeat(20_000),
  '\u0000',
  '\ud800',
  'a\u202eb',
  '🤖'.repeat(200),
  '<script>alert(1)</script>',
  "' OR 1=1; DROP TABLE users; --",
  '2024-13-45',
  '../../etc/passwd',
  { $gt: '' },
]

describeOnPglite('HTTP behaviour', (s) => {
  describe('health and prefixes', () => {
    it.each(['/health', '/api/health', '/api/cn/health', '/api/us/health', '/api/eu/health'])(
      'GET %s',
      async (route) => {
        const answer = expectOk(await s.api.get(route))
        expect(answer.data).toEqual({ status: 'ok' })
      },
    )

    it('serves every route under /api/cn, /api/us and /api/eu and records the set', async () => {
      for (const set of ['cn', 'us', 'eu'] as const) {
        const client = new TestClient(s.app, { set })
        const user = await registerByPassword(client)
        const { rows } = await s.db.storage.query<{ api_set: string; region: string }>(
          'SELECT api_set, region FROM users WHERE id = $1',
          [user.user_id],
        )
        expect(rows[0]).toEqual({ api_set: set, region: set })
        expectOk(await client.get('/account/user/profile/new', undefined, authHeaders(user)))
      }
    })
  })

  describe('envelope errors', () => {
    it.each([
      ['GET', '/'],
      ['GET', '/nope'],
      ['GET', '/api/us/nope'],
      ['POST', '/api/xx/account/user/login/pwd'],
      ['GET', '/api/us/ssr/iso'],
      ['GET', '/api/us/ssr/timestamp'],
      ['POST', '/api/us/account/user/login/pwd/'],
    ])('%s %s → 4040', async (method, route) => {
      const answer = await s.api.request(method, route)
      expect(answer).toMatchObject({ status: 404, code: API_CODE.NOT_FOUND, data: null })
    })

    it.each([
      ['GET', '/api/us/account/user/login/pwd', 'POST'],
      ['DELETE', '/api/eu/account/user/profile/new', 'GET, HEAD, POST'],
      ['PUT', '/api/cn/forms/product-registration', 'POST'],
      ['POST', '/health', 'GET, HEAD'],
    ])('%s %s → 4050 with Allow', async (method, route, allow) => {
      const answer = await s.api.request(method, route)
      expect(answer).toMatchObject({ status: 405, code: API_CODE.METHOD_NOT_ALLOWED })
      expect(answer.headers.get('allow')?.split(', ').sort()).toEqual(allow.split(', ').sort())
    })

    it('refuses bodies over 32 kB with 4130, with or without Content-Length', async () => {
      const big = JSON.stringify({ email: 'a@example.com', filler: 'x'.repeat(33 * 1024) })
      const answer = await s.api.request('POST', '/account/user/subscribe/create', {
        body: big,
        headers: { 'content-type': 'application/json' },
      })
      expect(answer).toMatchObject({ status: 413, code: API_CODE.BODY_TOO_LARGE, msg: 'Request body is too large.' })

      const bytes = new TextEncoder().encode(big)
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096))
          controller.close()
        },
      })
      const response = await s.app.request('/api/us/account/user/subscribe/create', {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit)
      expect(response.status).toBe(413)
      expect(await response.json()).toMatchObject({ code: API_CODE.BODY_TOO_LARGE })
    })

    it.each([
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
    ])('refuses content type %s with 4150', async (type) => {
      const answer = await s.api.request('POST', '/account/user/subscribe/create', {
        body: '{"email":"a@example.com"}',
        headers: type ? { 'content-type': type } : {},
      })
      expect(answer).toMatchObject({ status: 415, code: API_CODE.NOT_JSON })
    })

    it('accepts application/json with a charset and +json types', async () => {
      for (const type of ['application/json; charset=utf-8', 'application/vnd.api+json']) {
        const answer = await s.api.request('POST', '/account/user/subscribe/create', {
          body: JSON.stringify({ email: uniqueEmail(), altcha: await s.api.altcha() }),
          headers: { 'content-type': type },
        })
        expectOk(answer)
      }
    })

    it('answers malformed JSON and non-objects with 4000', async () => {
      const bad = await s.api.request('POST', '/account/user/login/pwd', {
        body: '{"email":',
        headers: { 'content-type': 'application/json' },
      })
      expect(bad).toMatchObject({ status: 400, ...refusal('body', 'malformedJson') })
      const array = await s.api.post('/account/user/login/pwd', [])
      expect(array).toMatchObject(refusal('body', 'expectedObject'))
    })

    it('lists every bad field in data.issues', async () => {
      const answer = await s.api.post('/account/user/register/pwd', { email: 'x', password: 'short' })
      expect(answer.data).toEqual({
        issues: [
          { path: 'email', message: 'Please enter a valid email address' },
          { path: 'password', message: 'Password must be at least 8 characters and contain letters and numbers' },
          { path: 'code', message: 'This field is required' },
        ],
      })
    })

    it('localises envelope messages in all six languages', async () => {
      const expected = {
        en: 'No account found with this email.',
        cn: '未找到使用该邮箱的账户。',
        fr: "Aucun compte n'est associé à cette adresse e-mail.",
        de: 'Es wurde kein Konto mit dieser E-Mail-Adresse gefunden.',
        jp: 'このメールアドレスのアカウントが見つかりません。',
        kr: '이 이메일로 등록된 계정이 없습니다.',
      }
      for (const [lang, msg] of Object.entries(expected)) {
        const answer = await new TestClient(s.app, { lang }).post('/account/user/code/send', {
          email: uniqueEmail(),
          purpose: 'login',
        })
        expect(answer).toMatchObject({ code: API_CODE.NO_ACCOUNT, msg })
      }
      // No header: the language of the API prefix.
      const cn = await new TestClient(s.app, { set: 'cn', lang: '' }).get('/nope-at-all')
      expect(cn.msg).toBe('接口不存在。')
    })

    it('answers 5000 only for real faults, and reports them', async () => {
      const broken: Storage = {
        ...s.db.storage,
        query: () => Promise.reject(new Error('database is on fire')),
        transaction: () => Promise.reject(new Error('database is on fire')),
      }
      const onError = vi.fn()
      const faulty = createApp({ storage: broken, config: TEST_CONFIG, onError })
      const client = new TestClient(faulty)
      // (No ALTCHA solution: fetching a challenge would need the database too.)
      expect(
        await client.post('/account/user/login/pwd', { email: uniqueEmail(), password: PASSWORD, altcha: '' }),
      ).toMatchObject({
        status: 500,
        code: API_CODE.SERVER_ERROR,
        msg: 'Server error, please try again later',
        data: null,
      })
      expect(onError).toHaveBeenCalledTimes(1)
      // Liveness asks nothing of the database.
      expect(await client.get('/health')).toMatchObject({ status: 200, code: API_CODE.SUCCESS })
      // What needs no database is still answered as usual.
      expect(await client.get('/nope')).toMatchObject({ code: API_CODE.NOT_FOUND })
      expect(await client.request('PUT', '/account/user/login/pwd')).toMatchObject({
        code: API_CODE.METHOD_NOT_ALLOWED,
      })
    })
    it('answers 5030 while the database is out of reach or too slow, and /health stays 200', async () => {
      const unreachable: Storage = {
        ...s.db.storage,
        query: () =>
          Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })),
        transaction: () => Promise.reject(new Error('Connection terminated unexpectedly')),
      }
      const hung: Storage = {
        ...s.db.storage,
        query: () => new Promise(() => undefined),
        transaction: () => new Promise(() => undefined),
      }
      for (const storage of [unreachable, withCallDeadlines(hung, 200)]) {
        const client = new TestClient(createApp({ storage, config: TEST_CONFIG, onError: () => undefined }))
        expect(
          await client.post('/account/user/login/pwd', { email: uniqueEmail(), password: PASSWORD, altcha: '' }),
        ).toMatchObject({
          status: 503,
          code: API_CODE.SERVICE_UNAVAILABLE,
          msg: 'Server error, please try again later',
          data: null,
        })
        expect(await client.get('/health')).toMatchObject({ status: 200, code: API_CODE.SUCCESS })
      }
    })
  })

  describe('security headers', () => {
    it('are on every JSON answer, errors included', async () => {
      for (const answer of [
        await s.api.get('/health'),
        await s.api.get('/nope'),
        await s.api.post('/account/user/login/pwd', {}),
      ]) {
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
        expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
        expect(answer.headers.get('content-security-policy')).toBe(JSON_CSP)
        expect(answer.headers.get('x-frame-options')).toBe('DENY')
        expect(answer.headers.get('cache-control')).toBe('no-store')
        expect(answer.headers.get('strict-transport-security')).toBeNull()
      }
    })

    it('add HSTS in production, where the dev outbox is gone unless OUTBOX_PUBLIC=1', async () => {
      const prod = new TestClient(
        createApp({ storage: s.db.storage, config: { ...TEST_CONFIG, nodeEnv: 'production' } }),
      )
      const health = await prod.get('/health')
      expect(health.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
      expect(await prod.get('/api/dev/outbox.json')).toMatchObject({ code: API_CODE.NOT_FOUND })
      const open = createApp({
        storage: s.db.storage,
        config: { ...TEST_CONFIG, nodeEnv: 'production', outboxPublic: true },
      })
      expectOk(await new TestClient(open).get('/api/dev/outbox.json'))
    })

    it('allow configured origins through CORS with the request headers', async () => {
      const origin = 'https://us.example.com'
      const corsApp = createApp({ storage: s.db.storage, config: { ...TEST_CONFIG, corsOrigins: [origin] } })
      const preflight = await corsApp.request('/api/us/account/user/login/pwd', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'apptoken,content-type',
        },
      })
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin)
      expect(preflight.headers.get('access-control-allow-headers')).toContain('apptoken')
      const other = await corsApp.request('/api/us/health', { headers: { origin: 'https://evil.example' } })
      expect(other.headers.get('access-control-allow-origin')).toBeNull()
    })
  })

  describe('dev outbox', () => {
    it('lists the newest messages as HTML with the code, escaped', async () => {
      const email = uniqueEmail('outbox')
      expectOk(await s.api.post('/account/user/code/send', { email, purpose: 'register' }))
      const [mail] = await outboxFor(s.api, email)
      await s.db.storage.query(
        `INSERT INTO outbox (id, to_email, subject, body, kind, created_at) VALUES ($1, $2, $3, $4, 'form', now())`,
        ['evil-' + email, email, '<script>alert(1)</script>', 'see https://example.com/a?b=1&c=2'],
      )
      const response = await s.app.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      )
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      const html = await response.text()
      expect(html).toContain(mail?.meta['code'])
      expect(html).toContain('Your sign-up code')
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
      expect(html).not.toContain('<script>')
      expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2">')
      expect(html.indexOf('&lt;script&gt;')).toBeLessThan(html.indexOf('Your sign-up code'))
      // No delivery worker here (SMTP_URL unset): both wait in the outbox.
      expect(html.match(/<span class="status queued">queued<\/span>/g)).toHaveLength(2)
      expect(mail).toMatchObject({ status: 'queued', attempts: 0, sentAt: null, lastError: null, lang: 'en-US' })
    })

    it('validates its query', async () => {
      expect(await s.api.get('/api/dev/outbox.json', { limit: '0' })).toMatchObject({ code: API_CODE.INVALID_INPUT })
      expect(await s.api.get('/api/dev/outbox.json', { to: 'nope' })).toMatchObject({ code: API_CODE.INVALID_INPUT })
      const answer = expectOk(await s.api.get<{ messages: unknown[] }>('/api/dev/outbox.json', { limit: '1' }))
      expect(answer.data.messages.length).toBeLessThanOrEqual(1)
    })
  })

  describe('forms', () => {
    it('stores a product registration and mails a confirmation', async () => {
      const email = uniqueEmail('form')
      const body = {
        ...POST_ROUTES['/forms/product-registration']?.body,
        email,
        serialNumber: 'sn-00042',
        region: 'uk',
      }
      const answer = expectOk(
        await new TestClient(s.app, { set: 'eu' }).post<{ id: string }>('/forms/product-registration', body),
      )
      expect(answer.data.id).toMatch(/^[0-9a-f-]{36}$/)
      const { rows } = await s.db.storage.query<{
        form: string
        region: string
        api_set: string
        payload: Record<string, unknown>
      }>('SELECT form, region, api_set, payload FROM form_submissions WHERE id = $1', [answer.data.id])
      expect(rows[0]).toMatchObject({ form: 'product-registration', region: 'uk', api_set: 'eu' })
      expect(rows[0]?.payload).toMatchObject({ email, serialNumber: 'SN-00042', productKey: 'miniRobot' })
      const [mail] = await outboxFor(s.api, email)
      expect(mail).toMatchObject({ kind: 'form', subject: 'We received your product registration' })
      expect(mail?.body).toContain(answer.data.id)
    })

    it('stores a return request and a wholesale application, confirmation in the caller language', async () => {
      const email = uniqueEmail('form')
      const fr = new TestClient(s.app, { set: 'eu', lang: 'fr' })
      expectOk(
        await fr.post('/forms/return-manufacturer', { ...POST_ROUTES['/forms/return-manufacturer']?.body, email }),
      )
      expectOk(
        await fr.post('/forms/wholesale-application', {
          ...POST_ROUTES['/forms/wholesale-application']?.body,
          email,
          website: 'https://toys.example.com',
          taxId: 'FR123',
          message: 'Line one\nLine two',
        }),
      )
      const subjects = (await outboxFor(s.api, email)).map((m) => m.subject).sort()
      expect(subjects).toEqual([
        'Nous avons bien reçu votre demande de compte grossiste',
        'Nous avons bien reçu votre demande de retour',
      ])
    })

    it.each([
      ['/forms/product-registration', { productKey: 'toaster' }, 'productKey', 'oneOf'],
      ['/forms/product-registration', { serialNumber: 'a' }, 'serialNumber', 'invalidFormat'],
      ['/forms/product-registration', { purchaseDate: '2999-01-01' }, 'purchaseDate', 'dateInFuture'],
      ['/forms/product-registration', { firstName: undefined }, 'firstName', 'required'],
      ['/forms/product-registration', { firstName: '   ' }, 'firstName', 'required'],
      ['/forms/return-manufacturer', { reason: 'bored' }, 'reason', 'oneOf'],
      ['/forms/return-manufacturer', { message: undefined }, 'message', 'required'],
      ['/forms/return-manufacturer', { phone: 'call me' }, 'phone', 'invalidFormat'],
      ['/forms/wholesale-application', { website: 'javascript:alert(1)' }, 'website', 'invalidUrl'],
      ['/forms/wholesale-application', { company: 'x'.repeat(101) }, 'company', 'tooLong'],
    ] as const)('%s rejects %j', async (route, patch, path, key) => {
      const answer = await s.api.post(route, { ...POST_ROUTES[route]?.body, email: uniqueEmail(), ...patch })
      expect(answer.msg).toBe(refusal(path, key).msg)
      expect(firstIssue(answer)?.path).toBe(path)
      // The problem's message, its parameters (a length, the choices) filled in.
      const [before] = t('en-US', `api:field.${key}`).split('{{')
      expect(firstIssue(answer)?.message.startsWith(before!)).toBe(true)
    })
  })

  describe('fuzz: bad input never gives a 5xx', () => {
    let tokens: Awaited<ReturnType<typeof registerByPassword>>
    beforeAll(async () => {
      tokens = await registerByPassword(s.api)
    })

    const expect4xx = (label: string, status: number, code: number) => {
      expect(status, label).toBeLessThan(500)
      expect(code, label).toBeGreaterThanOrEqual(2000)
      expect(code, label).toBeLessThan(5000)
    }

    it('raw bodies on every POST route', async () => {
      for (const [route, spec] of Object.entries(POST_ROUTES)) {
        for (const body of [...RAW_BODIES, new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d])]) {
          const answer = await s.api.request('POST', route, {
            body,
            headers: { 'content-type': 'application/json', ...(spec.auth ? authHeaders(tokens) : {}) },
          })
          expect4xx(`${route} ${String(body).slice(0, 40)}`, answer.status, answer.code)
        }
      }
    })

    // A challenge is fetched and solved for each valid body of a protected call: slow on a loaded machine.
    it('weird values in every field of every POST route', async () => {
      for (const [route, spec] of Object.entries(POST_ROUTES)) {
        const headers = spec.auth ? authHeaders(tokens) : {}
        const fields = [...Object.keys(spec.body), 'region', 'unknownField']
        // Every field weird at once, with each value…
        for (const value of WEIRD_VALUES) {
          const body = Object.fromEntries(fields.map((field) => [field, value]))
          const answer = await s.api.post(route, body, headers)
          expect4xx(`${route} all=${JSON.stringify(value).slice(0, 40)}`, answer.status, answer.code)
        }
        // …and one field at a time among valid ones, with a rotating share of the values.
        for (const [i, field] of fields.entries()) {
          for (let k = 0; k < 7; k++) {
            const value = WEIRD_VALUES[(i * 7 + k) % WEIRD_VALUES.length]
            const answer = await s.api.post(route, { ...spec.body, [field]: value }, headers)
            expect4xx(`${route} ${field}=${JSON.stringify(value).slice(0, 40)}`, answer.status, answer.code)
          }
        }
      }
    })

    it('weird headers and query strings', async () => {
      const headerValues = ['', 'x'.repeat(4000), '%00', 'Bearer abc', '\u00ff\u00fe', 'en;q=abc,,,', 'zh-Hant-TW']
      for (const value of headerValues) {
        for (const name of ['apptoken', 'reftoken', 'region', 'accept-language', 'x-forwarded-for']) {
          for (const [method, route] of [
            ['GET', '/account/user/profile/new'],
            ['GET', '/account/user/sign_in/refresh'],
            ['POST', '/account/user/logout'],
          ] as const) {
            const answer = await s.api.request(method, route, { headers: { [name]: value }, query: { user_id: value } })
            expect4xx(`${method} ${route} ${name}=${value.slice(0, 20)}`, answer.status, answer.code)
          }
        }
      }
      for (const query of [
        'token=%ZZ',
        'token=%00',
        'token=' + 'a'.repeat(5000),
        'token[]=1&token[]=2',
        'user_id=%F0%9F',
      ]) {
        for (const route of [
          '/api/us/account/user/verify',
          '/api/us/account/user/sign_in/refresh',
          '/api/dev/outbox.json',
        ]) {
          const response = await s.app.request(`${route}?${query}&limit=%ZZ&to=%00`, { headers: authHeaders(tokens) })
          expect(response.status, `${route}?${query}`).toBeLessThan(500)
          expect((await response.json()) as { code: number }).toHaveProperty('code')
        }
      }
      for (const path of ['/api/us/%ZZ', '/api/us/..%2F..%2Fetc%2Fpasswd', '/api/us/' + 'a/'.repeat(2000), '/%00']) {
        const response = await s.app.request(path)
        expect(response.status, path).toBe(404)
      }
    })

    it('the session still works afterwards', async () => {
      expectOk(await s.api.get('/account/user/profile/new', undefined, authHeaders(tokens)))
    })
  })
})
