// The wire contract between the account service, its client and the storefront's own `/ssr/*` endpoints:
// `@storefront/api-client/contract`. Nothing here needs axios or a browser, so the service imports it too.
export { API_CODE, API_CONTRACT, API_HTTP_STATUS, messageKeyOf } from './codes'
export type { ApiCode, ApiCodeContract, ApiContract, ApiErrorCode, ApiMessageKey, ApiMessageParams } from './codes'
export { EnvelopeSchema } from './envelope'
export type { Envelope, ReceivedEnvelope } from './envelope'
export { IsoAnswerSchema, ProfileSchema, RefreshAnswerSchema, ServerTimeSchema, SessionTokensSchema } from './payloads'
export type { IsoAnswer, Profile, RefreshAnswer, ServerTime, SessionTokens } from './payloads'
export type * from './requests'
