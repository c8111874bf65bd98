import { describe, expect, it } from 'vitest'
import { cacheablePage, notFoundPage } from './page-request'

const NOW = Date.parse('2025-09-01T00:00:00Z')
const pageOf = (path: string, now = NOW) => cacheablePage('eu', new URL(path, 'http://localhost'), now)

describe('cacheablePage', () => {
  it('caches route-table pages and their .pageContext.json, not account screens or redirects', () => {
    const regionOf = (path: string, now = NOW) => {
      const page = pageOf(path, now)
      return page?.lane === 'page' ? page.region : null
    }
    expect(regionOf('/uk/flagship-megatron')).toBe('uk')
    expect(regionOf('/uk/flagship-megatron/index.pageContext.json')).toBe('uk')
    expect(regionOf('/index.pageContext.json')).toBe('cn')
    expect(regionOf('/')).toBe('cn')
    expect(regionOf('/uk/login')).toBeNull()
    expect(regionOf('/uk/no-such-page')).toBeNull()
    expect(regionOf('/UK/flagship-megatron')).toBeNull() // canonical redirect
    expect(regionOf('/uk/black-friday')).toBeNull() // outside its window: redirect
    expect(regionOf('/uk/black-friday', Date.parse('2026-11-20T00:00:00Z'))).toBe('uk')
  })

  it('gives an ad click the bare page: tracking and unknown parameters neither key nor reach the render', () => {
    const bare = pageOf('/uk/flagship-megatron')!
    expect(bare).toEqual({
      key: 'eu /uk/flagship-megatron',
      urlOriginal: '/uk/flagship-megatron',
      region: 'uk',
      lane: 'page',
    })
    const tracking = [
      'utm_source=news&utm_medium=cpc&utm_campaign=launch&utm_term=robot&utm_content=a',
      'gclid=Cj0KCQ&gbraid=1&wbraid=2&fbclid=IwAR&msclkid=3&dclid=4&yclid=5&ttclid=6&twclid=7',
      'li_fat_id=8&mc_cid=9&mc_eid=10&_ga=2.1&_gl=1*abc&ref=newsletter&anything=else',
    ]
    for (const query of tracking) expect(pageOf(`/uk/flagship-megatron?${query}`)).toEqual(bare)
    expect(pageOf('/uk/flagship-megatron/index.pageContext.json?gclid=1&_vike=%7B%7D')?.key).toBe(
      'eu /uk/flagship-megatron/index.pageContext.json',
    )
  })
})

describe("the catalogue's choices", () => {
  it('keys a known choice once, in one order, and the default for a value nobody chose', () => {
    const keyOf = (query: string) => pageOf(`/uk/products${query}`)?.key
    expect(keyOf('?sort=price-desc&availability=pre-order')).toBe(
      'eu /uk/products?availability=pre-order&sort=price-desc',
    )
    expect(keyOf('?availability=pre-order&sort=price-desc&utm_source=x')).toBe(
      'eu /uk/products?availability=pre-order&sort=price-desc',
    )
    for (const junk of [
      '?sort=zz1',
      '?availability=zz2',
      '?sort=featured&availability=all',
      '?sort=PRICE-ASC',
      '?sort=',
    ])
      expect(keyOf(junk), junk).toBe('eu /uk/products')
    expect(pageOf('/uk/products?sort=zz1')?.urlOriginal).toBe('/uk/products')
  })
})

describe('notFoundPage', () => {
  const ofApp = (app: string, path: string) => cacheablePage(app, new URL(path, 'http://localhost'), NOW)

  it('answers every unknown path of a region from one entry, rendered for a stand-in path', () => {
    const uk = ofApp('eu', '/uk/no-such-page')
    expect(uk).toEqual({ key: 'eu 404 uk', urlOriginal: '/uk/__not-found', region: 'uk', lane: 'not-found' })
    for (const path of ['/uk/a', '/uk/a/b/c?gclid=1', '/uk/<script>', '/uk/' + 'x'.repeat(500)])
      expect(ofApp('eu', path)).toEqual(uk)
    expect(ofApp('eu', '/fr/nope')?.key).toBe('eu 404 fr')
    expect(ofApp('cn', '/nope')?.key).toBe('cn 404 cn')
  })

  it('renders the stand-in of its region with the chat button exactly where the path would have it', () => {
    const us = ofApp('us', '/us/nope')!
    expect(us).toMatchObject({ key: 'us 404 us chat', urlOriginal: '/us/__not-found' })
    expect(ofApp('us', '/jp/nope')).toMatchObject({ key: 'us 404 jp', urlOriginal: '/jp/__not-found' })
    expect(ofApp('us', '/jp/us-edition')).toMatchObject({ key: 'us 404 jp chat', urlOriginal: '/jp/__not-found/us' })
    expect(ofApp('cn', '/usa')).toMatchObject({ key: 'cn 404 cn chat', urlOriginal: '/__not-found/us' })
    for (const page of [ofApp('us', '/jp/nope')!, ofApp('us', '/jp/us-edition')!, ofApp('cn', '/usa')!]) {
      const standIn = ofApp(page.key.split(' ')[0]!, page.urlOriginal)
      expect(standIn?.key, page.urlOriginal).toBe(page.key)
    }
  })

  it("leaves another app's regions (their sister redirect) and not-found page data alone", () => {
    expect(ofApp('eu', '/us/nope')).toBeNull()
    expect(ofApp('us', '/uk/nope')).toBeNull()
    expect(notFoundPage('us', 'cn', '/nope')).toBeNull()
    expect(ofApp('eu', '/uk/nope/index.pageContext.json')).toBeNull()
  })
})
