import { describe, expect, it } from 'vitest'
import { cacheablePage } from './page-request'

const NOW = Date.parse('2025-09-01T00:00:00Z')
const pageOf = (path: string, now = NOW) => cacheablePage('eu', new URL(path, 'http://localhost'), now)

describe('cacheablePage', () => {
  it('caches route-table pages and their .pageContext.json, not account screens, redirects or unknown paths', () => {
    const regionOf = (path: string, now = NOW) => pageOf(path, now)?.region ?? null
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
    expect(bare).toEqual({ key: 'eu /uk/flagship-megatron', urlOriginal: '/uk/flagship-megatron', region: 'uk' })
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
