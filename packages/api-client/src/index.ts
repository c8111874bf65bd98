// Public API of @storefront/api-client. Importing it is safe during SSR: nothing touches `window` at load.
export { createApiClient } from './client'
export type { ApiClient, ApiClientOptions, CallOptions, LockManagerLike, RequestSpec } from './client'
export { API_CODE, DEFAULT_TIMEOUT, LOGIN_REDIRECT_DELAY, SERVER_TIME_TIMEOUT } from './constants'
export { requestHeaders } from './headers'
export type { ApiCode } from './constants'
export { API_ENVIRONMENTS, DEFAULT_API_BASES, apiBaseURL, isApiEnvironment } from './base-url'
export type { ApiBaseOptions, ApiEnvironment, BaseURLOption } from './base-url'
export { ApiError, EnvelopeSchema, errorMessageOf, isApiError, retryAfterOf } from './errors'
export type { ApiErrorInit, ApiErrorKind, Envelope, Translate } from './errors'
export { IsoAnswerSchema, ServerTimeSchema } from './endpoints'
export type {
  CodeLoginInput,
  Endpoints,
  FormPayload,
  ForgotPasswordInput,
  HumanProof,
  IsoAnswer,
  PasswordLoginInput,
  RegisterByPasswordInput,
  RegisterOrLoginInput,
  ResetPasswordInput,
  SendCodeInput,
  SetPasswordInput,
  SubscribeInput,
} from './endpoints'
export {
  ProfileSchema,
  RefreshAnswerSchema,
  SessionTokensSchema,
  createSessionStore,
  defaultSessionStore,
  hasSession,
} from './session'
export type { Profile, RefreshAnswer, SessionActions, SessionData, SessionState, SessionStore, SessionStoreOptions, SessionTokens } from './session'
export { completeLogin, loadProfile, login, logout, saveProfile } from './account'
export type { AccountApi, LoginCredentials, LoginResult } from './account'
export { createRegionContextStore, regionLabelOf } from './region-context'
export type { RegionContextActions, RegionContextData, RegionContextOptions, RegionContextState, RegionContextStore } from './region-context'
export { browserStorage, countryStorageKey, defaultStorage, memoryStorage, sessionStorageKey, storagePathOf } from './storage'
export type { KeyValueStorage } from './storage'
export { safeFromPath } from './safe-from-path'
