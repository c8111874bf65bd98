import { describe, expect, it } from 'vitest'
import { normalizeRoutePath, routeMessageOf, routePathMatches, type RouteMessageEntry } from './route-messages'

const entries: RouteMessageEntry<Record<string, string>>[] = [
  { path: '/us/faq', content: { title: 'FAQ' } },
  { path: /^\/(uk|eu|fr|de)\/manuals$/, content: { title: 'Manuals (Europe)' } },
  { path: '/', content: { title: '首页' } },
  { path: /^\/us\/.+$/, content: { title: 'Any us page' } },
]

describe('route messages (docs/rules/regions.md#route-messages)', () => {
  it('normalise repeated and trailing slashes, keeping the root', () => {
    expect(normalizeRoutePath('//us///faq/')).toBe('/us/faq')
    expect(normalizeRoutePath('/us/faq')).toBe('/us/faq')
    expect(normalizeRoutePath('///')).toBe('/')
    expect(normalizeRoutePath('')).toBe('/')
  })

  it('match a text path ignoring repeated and trailing slashes, on both sides', () => {
    for (const path of ['/us/faq', '/us/faq/', '//us//faq', '/us///faq//']) {
      expect(routeMessageOf(entries, path, {}), path).toEqual({ title: 'FAQ' })
    }
    expect(routePathMatches('/us/faq/', '/us/faq')).toBe(true)
    expect(routePathMatches('/us/faq', '/us/faqs')).toBe(false)
  })

  it('match a pattern path against the normalised path', () => {
    expect(routeMessageOf(entries, '/fr/manuals/', {})).toEqual({ title: 'Manuals (Europe)' })
    expect(routeMessageOf(entries, '//de//manuals', {})).toEqual({ title: 'Manuals (Europe)' })
    expect(routeMessageOf(entries, '/jp/manuals', {})).toEqual({})
  })

  it('take the first entry that matches, in order', () => {
    expect(routeMessageOf(entries, '/us/faq', {})).toEqual({ title: 'FAQ' })
    expect(routeMessageOf(entries, '/us/support/', {})).toEqual({ title: 'Any us page' })
    expect(routeMessageOf(entries, '//', {})).toEqual({ title: '首页' })
  })

  it('give the empty content, silently, for a path no entry has', () => {
    expect(routeMessageOf(entries, '/kr/news', {})).toEqual({})
    expect(routeMessageOf([], '/us/faq', '')).toBe('')
  })

  it('match the same way every time with a global pattern', () => {
    const global: RouteMessageEntry<string>[] = [{ path: /\/news$/g, content: 'news' }]
    expect(routeMessageOf(global, '/us/news', '')).toBe('news')
    expect(routeMessageOf(global, '/us/news', '')).toBe('news')
  })
})
