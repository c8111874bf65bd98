// Public API of @storefront/api-client. Importing it is safe during SSR: nothing touches `window` at load.
export { createApiClient } from './client'
export type { ApiClient, ApiClientOptions, CallOptions, LockManagerLike, RequestSpec } from './client'
export { DEFAULT_TIMEOUT, LOGIN_REDIRECT_DELAY, SERVER_TIME_TIMEOUT } from './constants'
export { requestHeaders } from './headers'
export { API_ENVIRONMENTS, DEFAULT_API_BASES, apiBaseURL, isApiEnvironment } from './base-url'
export type { ApiBaseOptions, ApiEnvironment, BaseURLOption } from './base-url'
export { ApiError, GENERIC_ERROR_KEY, errorMessageOf, isApiError, retryAfterOf } from './errors'
export type { ApiErrorInit, ApiErrorKind, Translate } from './errors'
export * from './contract'
export type { Endpoints, FormPayload } from './endpoints'
export { createSessionStore, defaultSessionStore, hasSession } from './session'
export type { SessionActions, SessionData, SessionState, SessionStore, SessionStoreOptions } from './session'
export { completeLogin, loadProfile, login, logout, saveProfile } from './account'
export type { AccountApi, LoginCredentials, LoginResult } from './account'
export {
  browserStorage,
  countryStorageKey,
  defaultStorage,
  memoryStorage,
  sessionStorageKey,
  storagePathOf,
} from './storage'
export type { KeyValueStorage } from './storage'
export { safeFromPath } from './safe-from-path'
