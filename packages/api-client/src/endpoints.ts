import { z } from 'zod/mini'
import type { RegionId } from '@storefront/region-config'
import type { CallOptions, RequestSpec } from './client'
import { SERVER_TIME_TIMEOUT } from './constants'
import type {
  CodeLoginInput,
  ForgotPasswordInput,
  PasswordLoginInput,
  RegisterByPasswordInput,
  RegisterOrLoginInput,
  ResetPasswordInput,
  SendCodeInput,
  SetPasswordInput,
  SubscribeInput,
  NotifyInput,
} from './contract/requests'
import {
  IsoAnswerSchema,
  ProfileSchema,
  ServerTimeSchema,
  SessionTokensSchema,
  type IsoAnswer,
  type Profile,
  type SessionTokens,
} from './contract/payloads'

/** Form fields are the service's design; the client passes them through. */
export type FormPayload = Record<string, unknown>

type Request = <T = unknown>(spec: RequestSpec, options?: CallOptions & { schema?: ZodLike<T> }) => Promise<T>
type ZodLike<T> = z.core.$ZodType<T>

export interface Endpoints {
  /** GET /ssr/iso (storefront origin): the visitor's country code as the CDN saw it. */
  getIso(options?: CallOptions): Promise<IsoAnswer>
  /** GET /ssr/timestamp (storefront origin, 10 s timeout): server time in epoch ms. */
  getServerTime(options?: CallOptions): Promise<number>
  /**
   * POST /account/user/subscribe/create. Errors are not toasted by default (docs/rules/accounts.md#error-messages): the
   * form shows them.
   */
  subscribe(input: SubscribeInput, options?: CallOptions): Promise<unknown>
  /**
   * POST /account/user/notify/create ("Notify me", docs/rules/notify.md): the same answer for a new and a repeated
   * request. Not toasted by default, like the newsletter: the form shows the error.
   */
  notify(input: NotifyInput, options?: CallOptions): Promise<unknown>
  /** POST /account/user/notify/confirm with the token of a notify-me confirmation link (docs/rules/notify.md). */
  confirmNotify(token: string, options?: CallOptions): Promise<unknown>
  /**
   * POST /account/user/notify/unsubscribe with the token of a notify-me mail's unsubscribe link: the same answer
   * when the request is gone already.
   */
  unsubscribeNotify(token: string, options?: CallOptions): Promise<unknown>
  /** POST /account/user/subscribe/confirm with the token of a double opt-in mail. */
  confirmSubscription(token: string, options?: CallOptions): Promise<unknown>
  /** POST /account/user/subscribe/unsubscribe with the token of a newsletter mail's unsubscribe link. */
  unsubscribe(token: string, options?: CallOptions): Promise<unknown>
  /** POST /account/user/code/send. */
  sendCode(input: SendCodeInput, options?: CallOptions): Promise<unknown>
  /** POST /account/user/login/code → session values. */
  loginByCode(input: CodeLoginInput, options?: CallOptions): Promise<SessionTokens>
  /**
   * POST /account/user/login/pwd → session values. Errors are not toasted by default
   * (docs/rules/accounts.md#error-messages).
   */
  loginByPassword(input: PasswordLoginInput, options?: CallOptions): Promise<SessionTokens>
  /** POST /account/user/register_or_login → session values. */
  registerOrLogin(input: RegisterOrLoginInput, options?: CallOptions): Promise<SessionTokens>
  /** POST /account/user/sign_in → session values. */
  signIn(input: PasswordLoginInput, options?: CallOptions): Promise<SessionTokens>
  /** GET /account/user/profile/new → the profile (null when the service has none). */
  getProfile(options?: CallOptions): Promise<Profile | null>
  /** POST /account/user/profile/new. Use `saveProfile(api, …)` to refetch and store it afterwards. */
  updateProfile(profile: Profile, options?: CallOptions): Promise<unknown>
  /** POST /account/user/register/pwd → session values. */
  registerByPassword(input: RegisterByPasswordInput, options?: CallOptions): Promise<SessionTokens>
  /** POST /account/user/password/set (logged in). */
  setPassword(input: SetPasswordInput, options?: CallOptions): Promise<unknown>
  /** POST /account/user/password/forgot: sends the secure link. */
  forgotPassword(input: ForgotPasswordInput, options?: CallOptions): Promise<unknown>
  /** POST /account/user/password/reset with the secure link's token. */
  resetPassword(input: ResetPasswordInput, options?: CallOptions): Promise<unknown>
  /** GET /account/user/verify?token= (account verification link). */
  verify(token: string, options?: CallOptions): Promise<unknown>
  /** POST /account/user/logout. No refresh on 4003: the session ends anyway. Use `logout(api)` to also clear it. */
  logout(options?: CallOptions): Promise<unknown>
  /** POST /forms/product-registration. */
  submitProductRegistration(form: FormPayload, options?: CallOptions): Promise<unknown>
  /** POST /forms/return-manufacturer. */
  submitReturnManufacturer(form: FormPayload, options?: CallOptions): Promise<unknown>
  /** POST /forms/wholesale-application. */
  submitWholesaleApplication(form: FormPayload, options?: CallOptions): Promise<unknown>
}

const NullableProfile = z.pipe(
  z.nullish(ProfileSchema),
  z.transform((p) => p ?? null),
)

export function createEndpoints({ region, request }: { region: RegionId; request: Request }): Endpoints {
  const post = (
    path: string,
    body: unknown,
    options?: CallOptions,
    defaults: Partial<RequestSpec> = {},
  ): Promise<unknown> => request({ method: 'POST', path, body, ...defaults }, options)
  const session = (
    path: string,
    body: unknown,
    options?: CallOptions,
    defaults: Partial<RequestSpec> = {},
  ): Promise<SessionTokens> =>
    request({ method: 'POST', path, body, ...defaults }, { ...options, schema: SessionTokensSchema })

  return {
    getIso: (options) =>
      request({ method: 'GET', path: '/ssr/iso', site: true }, { ...options, schema: IsoAnswerSchema }),
    getServerTime: async (options) =>
      (
        await request(
          { method: 'GET', path: '/ssr/timestamp', site: true, timeout: SERVER_TIME_TIMEOUT },
          { ...options, schema: ServerTimeSchema },
        )
      ).now,
    subscribe: (input, options) =>
      post('/account/user/subscribe/create', { ...input, region: input.region ?? region }, options, {
        display: false,
        headers: { region: input.region ?? region },
      }),
    notify: (input, options) =>
      post('/account/user/notify/create', { ...input, region: input.region ?? region }, options, {
        display: false,
        headers: { region: input.region ?? region },
      }),
    confirmNotify: (token, options) => post('/account/user/notify/confirm', { token }, options),
    unsubscribeNotify: (token, options) => post('/account/user/notify/unsubscribe', { token }, options),
    confirmSubscription: (token, options) => post('/account/user/subscribe/confirm', { token }, options),
    unsubscribe: (token, options) => post('/account/user/subscribe/unsubscribe', { token }, options),
    sendCode: (input, options) => post('/account/user/code/send', input, options),
    loginByCode: (input, options) => session('/account/user/login/code', input, options),
    loginByPassword: (input, options) => session('/account/user/login/pwd', input, options, { display: false }),
    registerOrLogin: (input, options) => session('/account/user/register_or_login', input, options),
    signIn: (input, options) => session('/account/user/sign_in', input, options),
    getProfile: (options) =>
      request({ method: 'GET', path: '/account/user/profile/new' }, { ...options, schema: NullableProfile }),
    updateProfile: (profile, options) => post('/account/user/profile/new', profile, options),
    registerByPassword: (input, options) => session('/account/user/register/pwd', input, options),
    setPassword: (input, options) => post('/account/user/password/set', input, options),
    forgotPassword: (input, options) =>
      post('/account/user/password/forgot', { ...input, region: input.region ?? region }, options),
    resetPassword: (input, options) => post('/account/user/password/reset', input, options),
    verify: (token, options) => request({ method: 'GET', path: '/account/user/verify', params: { token } }, options),
    logout: (options) => post('/account/user/logout', {}, options, { refresh: false }),
    submitProductRegistration: (form, options) => post('/forms/product-registration', form, options),
    submitReturnManufacturer: (form, options) => post('/forms/return-manufacturer', form, options),
    submitWholesaleApplication: (form, options) => post('/forms/wholesale-application', form, options),
  }
}
