import { describe, expect, it } from 'vitest'
import { ApiError, errorMessageOf, retryAfterOf } from '../src'
import { fail, harness, ok } from './helpers'

const MESSAGES: Record<string, string> = {
  'api:code.4010': 'Incorrect email or password. Please try again.',
  'api.message.error': 'Something went wrong.',
}
const t = (key: string): string => MESSAGES[key] ?? key // i18next answers the key when a message is missing

describe('error message precedence (docs/rules/accounts.md#error-messages)', () => {
  it("server msg first, then the code's message key (api:code.{code}), then api.message.error", () => {
    expect(errorMessageOf(4010, 'Mot de passe incorrect', t)).toBe('Mot de passe incorrect')
    expect(errorMessageOf(4010, '', t)).toBe('Incorrect email or password. Please try again.')
    expect(errorMessageOf(4010, null, t)).toBe('Incorrect email or password. Please try again.')
    expect(errorMessageOf(4999, '', t)).toBe('Something went wrong.')
    expect(errorMessageOf(4010, '  ', () => '')).toBe('')
    expect(errorMessageOf(4010, '', undefined)).toBe('')
  })

  it('the toast shows the server msg', async () => {
    const h = harness(() => fail(4021, 'No account found with this email.', 404), { t })
    const error = await h.api.sendCode({ email: 'a@b.co', purpose: 'login' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 4021, msg: 'No account found with this email.', status: 404, kind: 'business' })
    expect(h.notify.mock.calls).toEqual([['No account found with this email.']])
  })

  it('without a msg the toast falls back to api:code.{code}, then api.message.error', async () => {
    const h = harness((r) => (r.path.endsWith('/sign_in') ? fail(4010, '', 401) : fail(4999, '', 400)), { t })
    await expect(h.api.signIn({ email: 'a@b.co', password: 'x' })).rejects.toBeInstanceOf(ApiError)
    await expect(h.api.setPassword({ password: 'x' })).rejects.toBeInstanceOf(ApiError)
    expect(h.notify.mock.calls).toEqual([['Incorrect email or password. Please try again.'], ['Something went wrong.']])
  })

  it('an envelope with HTTP 200 and a non-2000 code is an error too; data is kept (retryAfter)', async () => {
    const h = harness(() => fail(4011, 'Too many attempts, try again in 30 seconds.', 200, { retryAfter: 30 }))
    const error = await h.api.signIn({ email: 'a@b.co', password: 'x' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 4011, status: 200, data: { retryAfter: 30 } })
    expect(retryAfterOf(error)).toBe(30)
    expect(retryAfterOf(new Error('x'))).toBeUndefined()
  })

  it('display:false suppresses the toast but still rejects with the message', async () => {
    const h = harness(() => fail(4020, 'Email already in use, log in.', 409))
    await expect(h.api.sendCode({ email: 'a@b.co', purpose: 'register' }, { display: false })).rejects.toMatchObject({
      code: 4020,
      msg: 'Email already in use, log in.',
    })
    expect(h.notify).not.toHaveBeenCalled()
  })

  it('login, subscribe, notify do not toast unless display:true (docs/rules/accounts.md#error-messages)', async () => {
    const h = harness(() => fail(4010, 'Incorrect email or password. Please try again.', 401))
    await expect(h.api.loginByPassword({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({ code: 4010 })
    await expect(h.api.subscribe({ email: 'a@b.co' })).rejects.toMatchObject({ code: 4010 })
    await expect(h.api.notify({ email: 'a@b.co', path: '/us/christmas-sale' })).rejects.toMatchObject({ code: 4010 })
    expect(h.notify).not.toHaveBeenCalled()
    await expect(h.api.subscribe({ email: 'a@b.co' }, { display: true })).rejects.toMatchObject({ code: 4010 })
    expect(h.notify).toHaveBeenCalledOnce()
  })

  it('network errors reject with code 0 and no toast', async () => {
    const h = harness(() => ({ networkError: true }), { t })
    await expect(h.api.getProfile()).rejects.toMatchObject({ code: 0, status: 0, kind: 'network', msg: '' })
    expect(h.notify).not.toHaveBeenCalled()
  })

  it('HTTP errors without an envelope reject with code 0 and no toast', async () => {
    const h = harness(() => ({ status: 502, body: '<html>Bad gateway</html>' }), { t })
    await expect(h.api.getProfile()).rejects.toMatchObject({ code: 0, status: 502, kind: 'http' })
    const h2 = harness(() => ({ status: 500, body: { error: 'boom' } }), { t })
    await expect(h2.api.getProfile()).rejects.toMatchObject({ code: 0, status: 500, kind: 'http' })
    expect(h.notify).not.toHaveBeenCalled()
    expect(h2.notify).not.toHaveBeenCalled()
  })

  it('success resolves with data', async () => {
    const h = harness(() => ok({ nickname: 'Ada' }))
    expect(await h.api.getProfile()).toEqual({ nickname: 'Ada' })
    const empty = harness(() => ok(null))
    expect(await empty.api.getProfile()).toBeNull()
  })
})
