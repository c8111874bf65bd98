import { describe, expect, it } from 'vitest'
import { API_CONTRACT } from '@storefront/api-client/contract'
import type { PageData } from '../lib/shared/page-data'
import type { Translate } from '../lib/shared/translate'
import { apiContextOf } from './server-props'

const resources = {
  'en-US': { common: { api: { network: 'No connection', errors: { 4012: 'Too many codes' } } } },
}
const page = (region: string, apiBase = '/api/us') =>
  ({ region, resources, app: { apiBase, environment: 'production' } }) as unknown as PageData
/** A translator as translate.tsx hands out: one function per language and namespace. */
const translator =
  (prefix: string): Translate =>
  (key) =>
    `${prefix}:${key}`

describe('apiContextOf', () => {
  it("translates common's api messages and every error code's, with the region and the app's API base", () => {
    const context = apiContextOf(page('us'), translator('en'))
    expect(context).toMatchObject({
      region: 'us',
      app: { apiBase: '/api/us', environment: 'production' },
      messages: {
        'api.network': 'en:api.network',
        'api.errors.4012': 'en:api.errors.4012',
        'api:code.4011': 'en:api:code.4011',
      },
    })
    const codes = Object.keys(API_CONTRACT).filter((code) => code !== '2000')
    expect(Object.keys(context.messages).sort()).toEqual(
      ['api.network', 'api.errors.4012', ...codes.map((code) => `api:code.${code}`)].sort(),
    )
  })

  it('is built once per translator and app and shared by the requests that ask again', () => {
    const t = translator('en')
    const first = apiContextOf(page('us'), t)
    expect(apiContextOf(page('us'), t)).toBe(first)
    expect(apiContextOf(page('uk', '/api/eu'), t)).toMatchObject({ region: 'uk', app: { apiBase: '/api/eu' } })
    expect(apiContextOf(page('us'), translator('de')).messages['api.network']).toBe('de:api.network')
  })
})
