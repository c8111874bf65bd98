import type { ApiClient, CallOptions } from './client'
import type { Endpoints } from './endpoints'
import type { Profile, SessionTokens } from './contract/payloads'

/**
 * What the account flows need of a client: its endpoints and its session store. An `ApiClient` is
 * one; so is a stand-in that loads the client on its first call (the storefront's account screens).
 */
export type AccountApi = Endpoints & Pick<ApiClient, 'session'>

/** Every way to obtain a session (docs/rules/accounts.md#calls): each answers user_id, apptoken and reftoken. */
export type LoginCredentials =
  | { method: 'password'; email: string; password: string; altcha?: string }
  | { method: 'code'; email: string; code: string; altcha?: string }
  | { method: 'sign-in'; email: string; password: string }
  | { method: 'register-or-login'; email: string; code: string; optIn?: boolean }
  | { method: 'register-password'; email: string; password: string; code: string; optIn?: boolean; altcha?: string }

export interface LoginResult {
  session: SessionTokens
  /** null when the service has no profile or fetching it failed (the session is kept either way). */
  profile: Profile | null
}

function obtain(api: AccountApi, c: LoginCredentials, options?: CallOptions): Promise<SessionTokens> {
  switch (c.method) {
    case 'password':
      return api.loginByPassword(
        { email: c.email, password: c.password, ...(c.altcha ? { altcha: c.altcha } : {}) },
        options,
      )
    case 'code':
      return api.loginByCode({ email: c.email, code: c.code, ...(c.altcha ? { altcha: c.altcha } : {}) }, options)
    case 'sign-in':
      return api.signIn({ email: c.email, password: c.password }, options)
    case 'register-or-login':
      return api.registerOrLogin(
        { email: c.email, code: c.code, ...(c.optIn !== undefined ? { optIn: c.optIn } : {}) },
        options,
      )
    case 'register-password':
      return api.registerByPassword(
        {
          email: c.email,
          password: c.password,
          code: c.code,
          ...(c.optIn !== undefined ? { optIn: c.optIn } : {}),
          ...(c.altcha ? { altcha: c.altcha } : {}),
        },
        options,
      )
  }
}

/** Fetches the profile and stores it. A failed fetch (already shown as a toast) resolves with null. */
export async function loadProfile(api: AccountApi, options?: CallOptions): Promise<Profile | null> {
  try {
    const profile = await api.getProfile(options)
    api.session.getState().setProfile(profile)
    return profile
  } catch {
    return null
  }
}

/** Stores the three session values, then fetches the profile (docs/rules/accounts.md#session). */
export async function completeLogin(api: AccountApi, session: SessionTokens): Promise<LoginResult> {
  api.session.getState().setSession(session)
  return { session, profile: await loadProfile(api) }
}

/**
 * Logs in or registers with any of the login calls (docs/rules/accounts.md#calls), stores the session, then fetches the
 * profile.
 * Rejects with the call's ApiError when the login itself fails (password login: not toasted).
 */
export async function login(
  api: AccountApi,
  credentials: LoginCredentials,
  options?: CallOptions,
): Promise<LoginResult> {
  return completeLogin(api, await obtain(api, credentials, options))
}

/**
 * Saves the profile, then fetches and stores it again (docs/rules/accounts.md#session). Rejects when the save fails.
 */
export async function saveProfile(api: AccountApi, profile: Profile, options?: CallOptions): Promise<Profile | null> {
  await api.updateProfile(profile, options)
  return loadProfile(api)
}

/** Tells the service, then clears all four session values whatever it answered (docs/rules/accounts.md#session). */
export async function logout(api: AccountApi): Promise<void> {
  try {
    await api.logout({ display: false })
  } catch {
    // the local session ends anyway
  } finally {
    api.session.getState().clear()
  }
}
