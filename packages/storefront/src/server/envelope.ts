import { API_CODE, type Envelope } from '@storefront/api-client/contract'

/** The storefront's own endpoints answer in the account service's envelope, so one client reads both. */
export const ok = <T>(data: T): Envelope<T> => ({ code: API_CODE.SUCCESS, msg: 'success', data })
