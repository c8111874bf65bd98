import { describe, expect, it } from 'vitest'
import { loadResources } from '@storefront/content'
import { missingFrom, pageResources } from './page-resources'

describe('page messages', () => {
  it('keeps only the fallback keys a language lacks, deeply', () => {
    const fallback = { a: 'A', nested: { b: 'B', c: 'C' }, d: { e: 'E' } }
    expect(missingFrom(fallback, { a: 'x', nested: { b: 'y', c: 'z' }, d: { e: '' } })).toBeUndefined()
    expect(missingFrom(fallback, { a: 'x', nested: { b: 'y' } })).toEqual({ nested: { c: 'C' }, d: { e: 'E' } })
    expect(missingFrom(fallback, undefined)).toEqual(fallback)
  })

  it('carries no fallback bundle for a complete language, and no namespace it was not asked for', async () => {
    const resources = await pageResources('en-US', ['common'])
    expect(Object.keys(resources)).toEqual(['en-US'])
    expect(Object.keys(resources['en-US']!)).toEqual(['common'])
    // Every key the fallback has, the page still resolves (its own language has it).
    const loaded = await loadResources('en-US', ['common'])
    expect(missingFrom(loaded['zh-CN']!['common']!, resources['en-US']!['common'])).toBeUndefined()
  })

  it('keeps the fallback for the groups the language lacks messages of (zh-HK), and is built once', async () => {
    const resources = await pageResources('zh-HK', ['common', 'account'])
    // zh-HK has every message of the chrome but of the account screens only its newsletter screen's: the rest fall
    // back to zh-CN.
    expect(Object.keys(resources['zh-CN'] ?? {}).sort()).toEqual(['account'])
    expect(await pageResources('zh-HK', ['common', 'account'])).toBe(resources)
  })
})

describe('message groups a page never renders', () => {
  it('are left out of its messages, in every locale, and the loaded bundles keep them', async () => {
    const page = await pageResources('de-DE', ['common'], ['common.form'])
    for (const byNamespace of Object.values(page)) expect(byNamespace['common']).not.toHaveProperty('form')
    expect((await pageResources('de-DE', ['common']))['de-DE']!['common']).toHaveProperty('form')
    expect((await loadResources('de-DE', ['common']))['de-DE']!['common']).toHaveProperty('form')
  })
})
