import { describe, expect, it } from 'vitest'
import type { PageData } from '../lib/page-data'
import type { Translate } from '../lib/translate'
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
  it("translates every message under common's api, with the region and the app's API base", () => {
    expect(apiContextOf(page('us'), translator('en'))).toEqual({
      region: 'us',
      app: { apiBase: '/api/us', environment: 'production' },
      messages: { 'api.network': 'en:api.network', 'api.errors.4012': 'en:api.errors.4012' },
    })
  })

  it('is built once per translator and app and shared, frozen, by the requests that ask again', () => {
    const t = translator('en')
    const first = apiContextOf(page('us'), t)
    expect(apiContextOf(page('us'), t)).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(apiContextOf(page('uk', '/api/eu'), t)).toMatchObject({ region: 'uk', app: { apiBase: '/api/eu' } })
    expect(apiContextOf(page('us'), translator('de')).messages['api.network']).toBe('de:api.network')
  })
})
