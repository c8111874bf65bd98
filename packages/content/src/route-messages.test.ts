import { describe, expect, it } from 'vitest'
import { matchRouteMessage, normalizeRoutePath, routeMessageText } from './route-messages'

describe('route messages', () => {
  const entries = [
    { path: '/us/faq', content: 'FAQ' },
    { path: /^\/(uk|eu)\/black-friday$/, content: 'Black Friday' },
    { path: '/', content: 'Home' },
  ]

  it('normalises repeated and trailing slashes', () => {
    expect(normalizeRoutePath('//us///faq/')).toBe('/us/faq')
    expect(normalizeRoutePath('us/faq')).toBe('/us/faq')
    expect(normalizeRoutePath('/us/faq?x=1#top')).toBe('/us/faq')
    expect(normalizeRoutePath('')).toBe('/')
    expect(normalizeRoutePath('///')).toBe('/')
  })

  it('matches text and pattern entries on the normalised path', () => {
    expect(matchRouteMessage(entries, '//us///faq/')).toBe('FAQ')
    expect(matchRouteMessage(entries, '/us/faq')).toBe('FAQ')
    expect(matchRouteMessage(entries, '/uk//black-friday/')).toBe('Black Friday')
    expect(matchRouteMessage(entries, '//')).toBe('Home')
    expect(matchRouteMessage([{ path: '/us/faq/', content: 1 }], '/us//faq')).toBe(1)
  })

  it('is not fooled by a global pattern used twice', () => {
    const global = [{ path: /faq/g, content: 'x' }]
    expect(matchRouteMessage(global, '/us/faq')).toBe('x')
    expect(matchRouteMessage(global, '/us/faq')).toBe('x')
  })

  it('gives empty text for a path with no entry', () => {
    expect(matchRouteMessage(entries, '/us/nothing')).toBeUndefined()
    expect(routeMessageText(entries, '/us/nothing')).toBe('')
    expect(routeMessageText([], '/')).toBe('')
  })
})
