import { describe, expect, it } from 'vitest'
import { API_CODE, API_CONTRACT } from '@storefront/api-client/contract'
import { t, type MessageKey, type ServiceLocale } from '../i18n'
import {
  authHeaders,
  describeOnPglite,
  expectOk,
  firstIssue,
  latestCode,
  latestLink,
  outboxFor,
  PASSWORD,
  registerByCode,
  registerByPassword,
  refusal,
  TestClient,
  uniqueEmail,
  type Tokens,
} from '../test/harness'
import { REGION_IDS } from '@storefront/region-config'

// Every region, in the table's order: a later region changes the list, not this test.
const en = (key: MessageKey) => t('en-US', key)
const REGION_CHOICES = refusal('region', 'oneOf', { options: REGION_IDS.join(', ') })

const PROFILE_KEYS = [
  'user_id',
  'email',
  'firstName',
  'lastName',
  'nickname',
  'birthday',
  'country',
  'optIn',
  'emailVerified',
  'hasPassword',
  'credits',
  'region',
  'createdAt',
].sort()

const PASSWORD_RULE = refusal('password', 'passwordRule')

describeOnPglite('account endpoints', (s) => {
  const profileOf = (tokens: Pick<Tokens, 'apptoken'>) =>
    s.api.get('/account/user/profile/new', undefined, authHeaders(tokens))

  describe('POST /account/user/subscribe/create', () => {
    it('stores the subscription with its region and is idempotent per (email, region)', async () => {
      const email = uniqueEmail('news')
      const first = expectOk(await s.api.post('/account/user/subscribe/create', { email, region: 'jp', optIn: true }))
      expect(first.data).toEqual({ created: true, confirmationRequired: false })
      // A repeat gets the same answer: it does not tell whether the address was subscribed.
      const again = expectOk(
        await s.api.post('/account/user/subscribe/create', { email: email.toUpperCase(), region: 'jp', optIn: true }),
      )
      expect(again.data).toEqual(first.data)
      const otherRegion = expectOk(
        await s.api.post('/account/user/subscribe/create', { email, region: 'kr', optIn: true }),
      )
      expect(otherRegion.data).toEqual({ created: true, confirmationRequired: false })

      const { rows } = await s.db.storage.query<{ region: string; api_set: string; opt_in: boolean }>(
        'SELECT region, api_set, opt_in FROM subscriptions WHERE email = $1 ORDER BY region',
        [email],
      )
      expect(rows).toEqual([
        { region: 'jp', api_set: 'us', opt_in: true },
        { region: 'kr', api_set: 'us', opt_in: true },
      ])
      // One confirmation per new subscription, none for the repeat.
      expect((await outboxFor(s.api, email)).filter((m) => m.kind === 'subscribe')).toHaveLength(2)
    })

    it('takes the region from the region header, else from the API prefix', async () => {
      const email = uniqueEmail('news')
      const eu = new TestClient(s.app, { set: 'eu' })
      expectOk(await eu.post('/account/user/subscribe/create', { email, optIn: true }, { region: 'DE' }))
      expectOk(await eu.post('/account/user/subscribe/create', { email, optIn: true }))
      const { rows } = await s.db.storage.query<{ region: string; api_set: string; opt_in: boolean }>(
        'SELECT region, api_set, opt_in FROM subscriptions WHERE email = $1 ORDER BY region',
        [email],
      )
      expect(rows).toEqual([
        { region: 'de', api_set: 'eu', opt_in: true },
        { region: 'eu', api_set: 'eu', opt_in: true },
      ])
    })

    it('rejects a bad address, region or region header with 4000 naming the field', async () => {
      const bad = await s.api.post('/account/user/subscribe/create', { email: 'not-an-email' })
      // The field's message names it: the shopper's text is that message, with no field path in it.
      expect(bad).toMatchObject({ status: 400, ...refusal('email', 'invalidEmail') })
      expect(bad.msg).toBe(en('api:field.invalidEmail'))
      const region = await s.api.post('/account/user/subscribe/create', { email: uniqueEmail(), region: 'mars' })
      expect(region).toMatchObject(REGION_CHOICES)
      // A message that does not say which field it is about leaves the shopper's text to the code's.
      expect(region.msg).toBe(en(API_CONTRACT[API_CODE.INVALID_INPUT].message))
      expect(firstIssue(region)?.path).toBe('region')
      const header = await s.api.post('/account/user/subscribe/create', { email: uniqueEmail() }, { region: 'mars' })
      expect(header).toMatchObject(REGION_CHOICES)
      const missing = await s.api.post('/account/user/subscribe/create', {})
      expect(missing).toMatchObject(refusal('email', 'required'))
    })

    it('answers in the language of Accept-Language, with no field path in the message', async () => {
      const expected: Record<string, ServiceLocale> = {
        cn: 'zh-CN',
        en: 'en-US',
        fr: 'fr-FR',
        de: 'de-DE',
        jp: 'ja-JP',
        kr: 'ko-KR',
        'zh-HK': 'zh-HK',
      }
      for (const [lang, locale] of Object.entries(expected)) {
        const client = new TestClient(s.app, { lang })
        const answer = await client.post('/account/user/subscribe/create', { email: 'x' })
        expect(answer.msg).toBe(t(locale, 'api:field.invalidEmail'))
        expect(answer.msg).not.toMatch(/[a-z]+:/)
      }
    })
  })

  describe('POST /account/user/code/send', () => {
    it('writes a 6-digit code to the outbox and keeps only its hash', async () => {
      const email = uniqueEmail()
      const sent = expectOk(await s.api.post('/account/user/code/send', { email, purpose: 'register' }))
      expect(sent.data).toEqual({ sent: true, expiresIn: 600 })
      const [mail] = await outboxFor(s.api, email)
      expect(mail).toMatchObject({ to: email, kind: 'register_code', subject: 'Your sign-up code' })
      const code = mail?.meta['code'] ?? ''
      expect(code).toMatch(/^\d{6}$/)
      expect(mail?.body).toContain(code)
      const { rows } = await s.db.storage.query<{ code_hash: string }>(
        'SELECT code_hash FROM verification_codes WHERE email = $1',
        [email],
      )
      expect(rows).toHaveLength(1)
      expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/)
      expect(rows[0]?.code_hash).not.toContain(code)
    })

    it('writes the mail in the caller language', async () => {
      const email = uniqueEmail()
      expectOk(
        await new TestClient(s.app, { lang: 'de' }).post('/account/user/code/send', { email, purpose: 'register' }),
      )
      expect((await outboxFor(s.api, email))[0]?.subject).toBe('Ihr Registrierungscode')
    })

    it('answers 4021 for a login code to an unknown address', async () => {
      const answer = await s.api.post('/account/user/code/send', { email: uniqueEmail(), purpose: 'login' })
      expect(answer).toMatchObject({ status: 404, code: API_CODE.NO_ACCOUNT, msg: 'No account found with this email.' })
    })

    it('answers 4020 for a sign-up code to an account that has a password', async () => {
      const user = await registerByPassword(s.api)
      const answer = await s.api.post('/account/user/code/send', { email: user.email, purpose: 'register' })
      expect(answer).toMatchObject({ status: 409, code: API_CODE.EMAIL_IN_USE, msg: 'Email already in use, log in.' })
      // A login code is fine.
      expectOk(await s.api.post('/account/user/code/send', { email: user.email, purpose: 'login' }))
    })

    it('rejects an unknown purpose', async () => {
      const answer = await s.api.post('/account/user/code/send', { email: uniqueEmail(), purpose: 'spam' })
      expect(answer).toMatchObject(refusal('purpose', 'oneOf', { options: 'login, register' }))
    })

    it('limits the mails one address receives (4012)', async () => {
      const email = uniqueEmail()
      for (let i = 0; i < 5; i++) expectOk(await s.api.post('/account/user/code/send', { email, purpose: 'register' }))
      const sixth = await s.api.post('/account/user/code/send', { email, purpose: 'register' })
      expect(sixth).toMatchObject({
        status: 429,
        code: API_CODE.TOO_MANY_REQUESTS,
        msg: 'Too many requests, please wait a moment.',
      })
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
      s.clock.advance(600)
      expectOk(await s.api.post('/account/user/code/send', { email, purpose: 'register' }))
    })
  })

  describe('POST /account/user/register_or_login', () => {
    it('creates a verified account with 200 credits, then logs the same account in', async () => {
      const email = uniqueEmail()
      expectOk(await s.api.post('/account/user/code/send', { email, purpose: 'register' }))
      const created = expectOk(
        await s.api.post<Tokens & { isNew: boolean }>('/account/user/register_or_login', {
          email,
          code: await latestCode(s.api, email),
          optIn: true,
        }),
      )
      expect(created.data.isNew).toBe(true)
      expect(created.data.apptoken).toMatch(/^[\w-]{43}$/)
      expect(created.data.reftoken).toMatch(/^[\w-]{43}$/)
      const profile = expectOk(await profileOf(created.data)).data
      expect(Object.keys(profile).sort()).toEqual(PROFILE_KEYS)
      expect(profile).toMatchObject({
        user_id: created.data.user_id,
        email,
        credits: 200,
        emailVerified: true,
        hasPassword: false,
        optIn: true,
        region: 'us',
        firstName: null,
      })

      expectOk(await s.api.post('/account/user/code/send', { email, purpose: 'login' }))
      const again = expectOk(
        await s.api.post<Tokens & { isNew: boolean }>('/account/user/register_or_login', {
          email,
          code: await latestCode(s.api, email),
        }),
      )
      expect(again.data.isNew).toBe(false)
      expect(again.data.user_id).toBe(created.data.user_id)
      expect(again.data.apptoken).not.toBe(created.data.apptoken)
    })

    it('answers 4031 for a wrong code and 4000 for a malformed one', async () => {
      const email = uniqueEmail()
      expectOk(await s.api.post('/account/user/code/send', { email, purpose: 'register' }))
      const code = await latestCode(s.api, email)
      const wrong = code === '000000' ? '111111' : '000000'
      const answer = await s.api.post('/account/user/register_or_login', { email, code: wrong })
      expect(answer).toMatchObject({ status: 400, code: API_CODE.INVALID_CODE, msg: 'Invalid code. Please try again.' })
      const malformed = await s.api.post('/account/user/register_or_login', { email, code: '12a' })
      expect(malformed).toMatchObject(refusal('code', 'codeFormat'))
    })
  })

  describe('POST /account/user/login/code', () => {
    it('logs in with the newest code, once, within 10 minutes', async () => {
      const user = await registerByCode(s.api)
      expectOk(await s.api.post('/account/user/code/send', { email: user.email, purpose: 'login' }))
      const older = await latestCode(s.api, user.email)
      expectOk(await s.api.post('/account/user/code/send', { email: user.email, purpose: 'login' }))
      const newest = await latestCode(s.api, user.email)
      if (older !== newest) {
        expect(await s.api.post('/account/user/login/code', { email: user.email, code: older })).toMatchObject({
          code: API_CODE.INVALID_CODE,
        })
      }
      const login = expectOk(await s.api.post<Tokens>('/account/user/login/code', { email: user.email, code: newest }))
      expect(login.data.user_id).toBe(user.user_id)
      expect(Object.keys(login.data).sort()).toEqual(['apptoken', 'reftoken', 'user_id'])
      // Single use.
      expect(await s.api.post('/account/user/login/code', { email: user.email, code: newest })).toMatchObject({
        code: API_CODE.INVALID_CODE,
      })

      expectOk(await s.api.post('/account/user/code/send', { email: user.email, purpose: 'login' }))
      const late = await latestCode(s.api, user.email)
      s.clock.advance(601)
      expect(await s.api.post('/account/user/login/code', { email: user.email, code: late })).toMatchObject({
        code: API_CODE.INVALID_CODE,
      })
    })

    it('answers 4021 when there is no account', async () => {
      const answer = await s.api.post('/account/user/login/code', { email: uniqueEmail(), code: '123456' })
      expect(answer).toMatchObject({ status: 404, code: API_CODE.NO_ACCOUNT })
    })
  })

  describe.each(['/account/user/login/pwd', '/account/user/sign_in'])('POST %s', (route) => {
    it('logs in with e-mail (any case) and password', async () => {
      const user = await registerByPassword(s.api)
      const login = expectOk(
        await s.api.post<Tokens>(route, { email: ` ${user.email.toUpperCase()} `, password: user.password }),
      )
      expect(login.data.user_id).toBe(user.user_id)
      expectOk(await profileOf(login.data))
    })

    it('answers 4010 for a wrong password, an unknown address and a code-only account alike', async () => {
      const user = await registerByPassword(s.api)
      const codeOnly = await registerByCode(s.api)
      for (const body of [
        { email: user.email, password: 'wrong-password-1' },
        { email: uniqueEmail(), password: PASSWORD },
        { email: codeOnly.email, password: PASSWORD },
      ]) {
        const answer = await s.api.post(route, body)
        expect(answer).toMatchObject({
          status: 401,
          code: API_CODE.WRONG_CREDENTIALS,
          msg: 'Incorrect email or password. Please try again.',
        })
      }
      const empty = await s.api.post(route, { email: user.email, password: '' })
      expect(empty).toMatchObject(refusal('password', 'required'))
    })

    it('localises the message', async () => {
      const answer = await new TestClient(s.app, { lang: 'jp' }).post(route, {
        email: uniqueEmail(),
        password: PASSWORD,
      })
      expect(answer.msg).toBe('メールアドレスまたはパスワードが正しくありません。もう一度お試しください。')
    })
  })

  describe('POST /account/user/register/pwd', () => {
    it('creates an account with a password and logs it in', async () => {
      const user = await registerByPassword(s.api)
      const profile = expectOk(await profileOf(user)).data
      expect(profile).toMatchObject({ email: user.email, hasPassword: true, emailVerified: true, credits: 200 })
      const { rows } = await s.db.storage.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE email = $1',
        [user.email],
      )
      expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/)
      expect(rows[0]?.password_hash).not.toContain(user.password)
    })

    it.each([
      ['short1', 'too short'],
      ['abcdefghij', 'no digit'],
      ['1234567890', 'no letter'],
    ])('enforces the password rule of docs/rules/accounts.md#passwords-and-codes: %s (%s)', async (password) => {
      const answer = await s.api.post('/account/user/register/pwd', { email: uniqueEmail(), password, code: '123456' })
      expect(answer).toMatchObject({ status: 400, ...PASSWORD_RULE })
    })

    it('answers 4020 when the address already has a password', async () => {
      const user = await registerByPassword(s.api)
      const answer = await s.api.post('/account/user/register/pwd', {
        email: user.email,
        password: PASSWORD,
        code: '123456',
      })
      expect(answer).toMatchObject({ status: 409, code: API_CODE.EMAIL_IN_USE })
    })

    it('answers 4031 for a wrong code', async () => {
      const email = uniqueEmail()
      expectOk(await s.api.post('/account/user/code/send', { email, purpose: 'register' }))
      const code = await latestCode(s.api, email)
      const answer = await s.api.post('/account/user/register/pwd', {
        email,
        password: PASSWORD,
        code: code === '999999' ? '999998' : '999999',
      })
      expect(answer).toMatchObject({ code: API_CODE.INVALID_CODE })
    })

    it('gives a code-made account its password', async () => {
      const user = await registerByCode(s.api)
      expectOk(await s.api.post('/account/user/code/send', { email: user.email, purpose: 'register' }))
      const answer = expectOk(
        await s.api.post<Tokens & { isNew: boolean }>('/account/user/register/pwd', {
          email: user.email,
          password: PASSWORD,
          code: await latestCode(s.api, user.email),
        }),
      )
      expect(answer.data).toMatchObject({ user_id: user.user_id, isNew: false })
      expectOk(await s.api.post('/account/user/login/pwd', { email: user.email, password: PASSWORD }))
    })
  })

  describe('/account/user/profile/new', () => {
    it('needs a login: 4001 without or with an unknown token', async () => {
      expect(await s.api.get('/account/user/profile/new')).toMatchObject({
        status: 401,
        code: API_CODE.LOGIN_REQUIRED,
        msg: 'Please log in.',
      })
      expect(await profileOf({ apptoken: 'nope' })).toMatchObject({ status: 401, code: API_CODE.LOGIN_REQUIRED })
      expect(await s.api.post('/account/user/profile/new', { firstName: 'A' })).toMatchObject({
        code: API_CODE.LOGIN_REQUIRED,
      })
    })

    it('updates only the fields sent, and clears with null or an empty string', async () => {
      const user = await registerByCode(s.api)
      const headers = authHeaders(user)
      const saved = expectOk(
        await s.api.post(
          '/account/user/profile/new',
          {
            firstName: ' Ada ',
            lastName: 'Lovelace',
            nickname: '机器人',
            birthday: '1990-12-10',
            country: 'CA',
            optIn: true,
            email: 'other@example.com',
            credits: 9999,
          },
          headers,
        ),
      )
      expect(saved.data).toMatchObject({
        email: user.email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        nickname: '机器人',
        birthday: '1990-12-10',
        country: 'CA',
        optIn: true,
        credits: 200,
      })
      const partial = expectOk(await s.api.post('/account/user/profile/new', { nickname: null, birthday: '' }, headers))
      expect(partial.data).toMatchObject({ firstName: 'Ada', nickname: null, birthday: null, country: 'CA' })
      expect(expectOk(await profileOf(user)).data).toEqual(partial.data)
    })

    it.each([
      [{ birthday: '2020-02-30' }, refusal('birthday', 'invalidDate')],
      [{ birthday: '12/10/1990' }, refusal('birthday', 'invalidDate')],
      [{ birthday: '2999-01-01' }, refusal('birthday', 'dateInFuture')],
      [{ firstName: 'x'.repeat(51) }, refusal('firstName', 'tooLong', { max: 50 })],
      [{ firstName: 'a\u0000b' }, refusal('firstName', 'invalidCharacters')],
      [{ lastName: '\ud800' }, refusal('lastName', 'invalidCharacters')],
      [{ optIn: 'yes' }, refusal('optIn', 'invalidType', { expected: 'boolean' })],
      [{ country: 42 }, refusal('country', 'invalidType', { expected: 'string' })],
    ])('rejects %j with 4000', async (body, refused) => {
      const user = await registerByCode(s.api)
      const answer = await s.api.post('/account/user/profile/new', body, authHeaders(user))
      expect(answer).toMatchObject({ status: 400, ...refused })
    })
  })

  describe('POST /account/user/password/set', () => {
    it('lets a session started with a code set the first password within 10 minutes, once', async () => {
      const user = await registerByCode(s.api)
      s.clock.advance(9 * 60)
      // The sign-up code was the fresh proof: the password step of the sign-up needs nothing more.
      expectOk(await s.api.post('/account/user/password/set', { password: PASSWORD }, authHeaders(user)))
      expectOk(await s.api.post('/account/user/login/pwd', { email: user.email, password: PASSWORD }))
    })

    it('gives a code-made account a password, with a fresh e-mail code only', async () => {
      const user = await registerByCode(s.api)
      s.clock.advance(10 * 60 + 1)
      // An access token alone is not enough once the sign-up code is older than 10 minutes.
      expect(await s.api.post('/account/user/password/set', { password: PASSWORD }, authHeaders(user))).toMatchObject(
        refusal('code', 'required'),
      )
      // The code that made the account was used up.
      const used = await latestCode(s.api, user.email)
      expect(
        await s.api.post('/account/user/password/set', { password: PASSWORD, code: used }, authHeaders(user)),
      ).toMatchObject({
        code: API_CODE.INVALID_CODE,
      })
      expectOk(await s.api.post('/account/user/code/send', { email: user.email, purpose: 'login' }))
      const code = await latestCode(s.api, user.email)
      const answer = expectOk(
        await s.api.post('/account/user/password/set', { password: PASSWORD, code }, authHeaders(user)),
      )
      expect(answer.data).toEqual({ hasPassword: true })
      expect(expectOk(await profileOf(user)).data).toMatchObject({ hasPassword: true })
      expectOk(await s.api.post('/account/user/login/pwd', { email: user.email, password: PASSWORD }))
    })

    it('changing a password needs the current one and ends the other sessions', async () => {
      const user = await registerByPassword(s.api)
      const other = expectOk(
        await s.api.post<Tokens>('/account/user/login/pwd', { email: user.email, password: user.password }),
      ).data
      const headers = authHeaders(user)
      expect(await s.api.post('/account/user/password/set', { password: 'newpass123' }, headers)).toMatchObject(
        refusal('currentPassword', 'required'),
      )
      expect(
        await s.api.post(
          '/account/user/password/set',
          { password: 'newpass123', currentPassword: 'wrongpass1' },
          headers,
        ),
      ).toMatchObject({ code: API_CODE.WRONG_CREDENTIALS })
      expect(await s.api.post('/account/user/password/set', { password: 'weak' }, headers)).toMatchObject(PASSWORD_RULE)
      expectOk(
        await s.api.post(
          '/account/user/password/set',
          { password: 'newpass123', currentPassword: user.password },
          headers,
        ),
      )
      expectOk(await profileOf(user))
      expect(await profileOf(other)).toMatchObject({ code: API_CODE.LOGIN_REQUIRED })
      expectOk(await s.api.post('/account/user/login/pwd', { email: user.email, password: 'newpass123' }))
    })

    it('needs a login', async () => {
      expect(await s.api.post('/account/user/password/set', { password: PASSWORD })).toMatchObject({
        code: API_CODE.LOGIN_REQUIRED,
      })
    })
  })

  describe('password/forgot and password/reset', () => {
    it('mails a single-use secure link to the region; reset ends every session', async () => {
      const user = await registerByPassword(s.api)
      const forgot = expectOk(await s.api.post('/account/user/password/forgot', { email: user.email, region: 'fr' }))
      expect(forgot.data).toEqual({ sent: true })
      const link = await latestLink(s.api, user.email, 'reset_password')
      expect(link.origin + link.pathname).toBe('http://localhost:3000/fr/reset-password')
      const token = link.searchParams.get('token') ?? ''
      expect(token).toMatch(/^[\w-]{43}$/)

      expect(await s.api.post('/account/user/password/reset', { token, password: 'weak' })).toMatchObject(PASSWORD_RULE)
      expectOk(await s.api.post('/account/user/password/reset', { token, password: 'brandnew42' }))
      expect(await profileOf(user)).toMatchObject({ code: API_CODE.LOGIN_REQUIRED })
      expect(await s.api.post('/account/user/login/pwd', { email: user.email, password: user.password })).toMatchObject(
        {
          code: API_CODE.WRONG_CREDENTIALS,
        },
      )
      expectOk(await s.api.post('/account/user/login/pwd', { email: user.email, password: 'brandnew42' }))

      const reused = await s.api.post('/account/user/password/reset', { token, password: 'another42' })
      expect(reused).toMatchObject({
        status: 400,
        code: API_CODE.VERIFICATION_FAILED,
        msg: 'Verification Unsuccessful',
      })
    })

    it('links cn without a prefix and expires links after 30 minutes', async () => {
      const user = await registerByPassword(s.api)
      expectOk(await s.api.post('/account/user/password/forgot', { email: user.email, region: 'cn' }))
      const link = await latestLink(s.api, user.email, 'reset_password')
      expect(link.pathname).toBe('/reset-password')
      s.clock.advance(30 * 60 + 1)
      const token = link.searchParams.get('token') ?? ''
      expect(await s.api.post('/account/user/password/reset', { token, password: 'brandnew42' })).toMatchObject({
        code: API_CODE.VERIFICATION_FAILED,
      })
    })

    it('answers the same for an unknown address and mails nothing', async () => {
      const email = uniqueEmail()
      const answer = expectOk(await s.api.post('/account/user/password/forgot', { email, region: 'us' }))
      expect(answer.data).toEqual({ sent: true })
      expect(await outboxFor(s.api, email)).toEqual([])
    })

    it('validates its input', async () => {
      expect(await s.api.post('/account/user/password/forgot', { email: uniqueEmail() })).toMatchObject(
        refusal('region', 'required'),
      )
      expect(await s.api.post('/account/user/password/reset', { token: 'garbage', password: PASSWORD })).toMatchObject({
        code: API_CODE.VERIFICATION_FAILED,
      })
      expect(await s.api.post('/account/user/password/reset', { password: PASSWORD })).toMatchObject(
        refusal('token', 'required'),
      )
    })
  })

  describe('verify/send and verify', () => {
    it('mails a verification link that works once', async () => {
      const user = await registerByCode(s.api)
      // Accounts made by code or link are verified; an unverified one (e.g. imported) needs the link.
      expect(expectOk(await s.api.post('/account/user/verify/send', undefined, authHeaders(user))).data).toEqual({
        sent: false,
        emailVerified: true,
      })
      await s.db.storage.query('UPDATE users SET email_verified_at = NULL WHERE id = $1', [user.user_id])

      const sent = expectOk(
        await s.api.post('/account/user/verify/send', undefined, { ...authHeaders(user), region: 'jp' }),
      )
      expect(sent.data).toEqual({ sent: true, emailVerified: false })
      const link = await latestLink(s.api, user.email, 'verify_email')
      expect(link.pathname).toBe('/jp/verify-email')
      const token = link.searchParams.get('token') ?? ''

      expect(expectOk(await s.api.get('/account/user/verify', { token })).data).toEqual({ emailVerified: true })
      expect(expectOk(await profileOf(user)).data).toMatchObject({ emailVerified: true })
      expect(await s.api.get('/account/user/verify', { token })).toMatchObject({
        status: 400,
        code: API_CODE.VERIFICATION_FAILED,
      })
      expect(await s.api.get('/account/user/verify', { token: 'x'.repeat(43) })).toMatchObject({
        code: API_CODE.VERIFICATION_FAILED,
      })
      expect(await s.api.get('/account/user/verify')).toMatchObject(refusal('token', 'required'))
    })

    it('verify/send needs a login', async () => {
      expect(await s.api.post('/account/user/verify/send')).toMatchObject({ code: API_CODE.LOGIN_REQUIRED })
    })
  })

  describe('POST /account/user/logout', () => {
    it('revokes the session tokens', async () => {
      const user = await registerByCode(s.api)
      expectOk(await s.api.post('/account/user/logout', {}, authHeaders(user)))
      expect(await profileOf(user)).toMatchObject({ code: API_CODE.LOGIN_REQUIRED })
      const refresh = await s.api.get('/account/user/sign_in/refresh', { user_id: user.user_id }, authHeaders(user))
      expect(refresh).toMatchObject({ code: API_CODE.REFRESH_REJECTED })
      expect(await s.api.post('/account/user/logout', {}, authHeaders(user))).toMatchObject({
        code: API_CODE.LOGIN_REQUIRED,
      })
      expect(await s.api.post('/account/user/logout')).toMatchObject({ code: API_CODE.LOGIN_REQUIRED })
    })

    it('works with an expired access token, so the refresh token dies too', async () => {
      const user = await registerByCode(s.api)
      s.clock.advance(901)
      expect(await profileOf(user)).toMatchObject({ code: API_CODE.LOGIN_EXPIRED })
      expectOk(await s.api.post('/account/user/logout', {}, authHeaders(user)))
      const refresh = await s.api.get('/account/user/sign_in/refresh', { user_id: user.user_id }, authHeaders(user))
      expect(refresh).toMatchObject({ code: API_CODE.REFRESH_REJECTED })
    })
  })
})
