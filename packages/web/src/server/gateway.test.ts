import { describe, expect, it } from 'vitest'
import { REGION_APP, REGION_IDS, ROUTES } from '@storefront/region-config'
import { appForPath } from './gateway'

describe('appForPath (local all-in-one gateway)', () => {
  it.each([
    ['/', 'cn'],
    ['/mini-robot', 'cn'],
    ['/where-to-buy/hongkong-macao', 'cn'],
    ['/hk', 'cn'],
    ['/new-release', 'cn'],
    ['/us', 'us'],
    ['/US/faq', 'us'],
    ['/jp/where-to-buy', 'us'],
    ['/kr', 'us'],
    ['/uk/flagship-megatron', 'eu'],
    ['/eu', 'eu'],
    ['/FR/manuals', 'eu'],
    ['//de//manuals', 'eu'],
    ['/xx/anything', 'cn'],
    ['/usa', 'cn'],
  ] as const)('%s → %s', (path, app) => {
    expect(appForPath(path)).toBe(app)
  })

  it('sends /api and everything under it to the account service', () => {
    expect(appForPath('/api')).toBe('api')
    expect(appForPath('/api/us/account/user/login/pwd')).toBe('api')
    expect(appForPath('/apiary')).toBe('cn')
  })

  it('routes each app\'s built assets and sitemap by their prefix', () => {
    expect(appForPath('/_us/assets/entry-abc.js')).toBe('us')
    expect(appForPath('/_eu/assets/x.css')).toBe('eu')
    expect(appForPath('/_cn/img/a.webp')).toBe('cn')
    expect(appForPath('/sitemap-eu.xml')).toBe('eu')
    expect(appForPath('/sitemap-us.xml')).toBe('us')
    expect(appForPath('/sitemap-cn.xml')).toBe('cn')
    expect(appForPath('/_xx/assets/a.js')).toBe('cn')
  })

  it('sends every page of the route table to the app that serves its region', () => {
    for (const route of ROUTES) expect(appForPath(route.path), route.path).toBe(REGION_APP[route.meta.region])
    for (const region of REGION_IDS) expect(appForPath(region === 'cn' ? '/' : `/${region}`)).toBe(REGION_APP[region])
  })
})
