// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { login, type ApiClient, type Endpoints } from '@storefront/api-client'
import { lazyClient } from './account'

const tokens = { user_id: 'u1', apptoken: 'a', reftoken: 'r' }

function fakeClient(): ApiClient {
  return {
    loginByPassword: vi.fn(async () => tokens),
    getProfile: vi.fn(async () => ({ email: 'a@example.com' })),
    sendCode: vi.fn(async (input: unknown) => ({ sent: input })),
  } as unknown as ApiClient
}

describe('the account screens’ client, loaded on first call', () => {
  it('loads nothing until an endpoint is called, then forwards arguments and answers', async () => {
    const client = fakeClient()
    const load = vi.fn(async () => client)
    const api = lazyClient(load)
    expect(load).not.toHaveBeenCalled()
    await expect(api.sendCode({ email: 'a@example.com', purpose: 'login' }, { display: false })).resolves.toEqual({
      sent: { email: 'a@example.com', purpose: 'login' },
    })
    expect(client.sendCode).toHaveBeenCalledWith({ email: 'a@example.com', purpose: 'login' }, { display: false })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('offers every endpoint of the client, and is no thenable', () => {
    const api = lazyClient(async () => fakeClient())
    const names: (keyof Endpoints)[] = [
      'getIso',
      'subscribe',
      'loginByCode',
      'registerByPassword',
      'resetPassword',
      'verify',
      'logout',
      'submitWholesaleApplication',
    ]
    for (const name of names) expect(typeof api[name]).toBe('function')
    expect((api as unknown as { then?: unknown }).then).toBeUndefined()
  })

  it('runs the account flows: a login stores the session and the profile in its store', async () => {
    const api = lazyClient(async () => fakeClient())
    api.session.getState().clear()
    const result = await login(api, { method: 'password', email: 'a@example.com', password: 'pw' })
    expect(result.session).toEqual(tokens)
    expect(api.session.getState()).toMatchObject({ user_id: 'u1', apptoken: 'a', profile: { email: 'a@example.com' } })
  })

  it('passes a failed load on to the caller', async () => {
    const api = lazyClient(async () => Promise.reject(new Error('chunk missing')))
    await expect(api.getProfile()).rejects.toThrow('chunk missing')
  })
})
