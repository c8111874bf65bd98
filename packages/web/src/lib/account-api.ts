import { useMemo } from 'react'
import { defaultSessionStore, type AccountApi, type ApiClient, type Endpoints } from '@storefront/api-client'
import { adoptSessionStore, useLazyApi } from './lazy-api'

/** Every endpoint by name; the type keeps it complete (a new endpoint fails the build until listed). */
const ENDPOINTS: Record<keyof Endpoints, true> = {
  getIso: true,
  getServerTime: true,
  subscribe: true,
  confirmSubscription: true,
  unsubscribe: true,
  sendCode: true,
  loginByCode: true,
  loginByPassword: true,
  registerOrLogin: true,
  signIn: true,
  getProfile: true,
  updateProfile: true,
  registerByPassword: true,
  setPassword: true,
  forgotPassword: true,
  resetPassword: true,
  verify: true,
  logout: true,
  submitProductRegistration: true,
  submitReturnManufacturer: true,
  submitWholesaleApplication: true,
}

type AnyEndpoint = (...args: unknown[]) => Promise<unknown>

/**
 * A client whose endpoints load the real one on their first call, and the session store now: the
 * account flows (`login`, `loadProfile`, …) take it like a client. Used by the account screens and
 * the forms, which call nothing before the shopper submits (or a signed-in profile loads), so
 * their pages do not ship axios with the page.
 */
export function deferredClient(load: () => Promise<ApiClient>): AccountApi {
  const session = defaultSessionStore()
  // The header follows this page's sign-in and sign-out from the same store.
  adoptSessionStore(session)
  const api: Record<string, unknown> = { session }
  for (const name of Object.keys(ENDPOINTS) as (keyof Endpoints)[]) {
    api[name] = async (...args: unknown[]) => ((await load())[name] as AnyEndpoint)(...args)
  }
  return api as unknown as AccountApi
}

/** The region's API client for the account screens and forms (see `deferredClient`). */
export function useApi(): AccountApi {
  const withApi = useLazyApi()
  return useMemo(() => deferredClient(() => withApi(async (client) => client)), [withApi])
}
