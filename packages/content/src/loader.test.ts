import { describe, expect, it, vi } from 'vitest'
import {
  createContentLoader,
  hasPageContent,
  loadMessages,
  loadPageContent,
  pageBundleOf,
  pageSourceOf,
  requestedBundles,
} from './loader'

const page = (title: string) => ({
  title,
  description: 'd',
  keywords: ['k'],
  hero: { heading: 'h', lead: 'l' },
  sections: [],
})

function fixture() {
  const importers = {
    '/src/messages/en-US/common.json': vi.fn(async () => ({ buy: { buyNow: 'Buy now' } })),
    '/src/messages/zh-CN/common.json': vi.fn(async () => ({ buy: { buyNow: '立即购买' } })),
    '/src/messages/en-US/account.json': vi.fn(async () => ({ title: 'My account' })),
    '/src/pages/en/intl.json': vi.fn(async () => page('shared')),
    '/src/pages/en-GB/home.json': vi.fn(async () => page('uk home')),
    '/src/pages/en/home.json': vi.fn(async () => page('shared home')),
  }
  const {
    '/src/pages/en/intl.json': a,
    '/src/pages/en-GB/home.json': b,
    '/src/pages/en/home.json': c,
    ...messages
  } = importers
  const loader = createContentLoader({
    messages,
    pages: { '/src/pages/en/intl.json': a, '/src/pages/en-GB/home.json': b, '/src/pages/en/home.json': c },
  })
  return { loader, importers }
}

describe('content loader', () => {
  it('loads nothing until a bundle is asked for, then only that bundle', async () => {
    const { loader, importers } = fixture()
    for (const fn of Object.values(importers)) expect(fn).not.toHaveBeenCalled()
    expect(await loader.loadMessages('en-US')).toEqual({ buy: { buyNow: 'Buy now' } })
    expect(importers['/src/messages/en-US/common.json']).toHaveBeenCalledTimes(1)
    expect(importers['/src/messages/zh-CN/common.json']).not.toHaveBeenCalled()
    expect(importers['/src/messages/en-US/account.json']).not.toHaveBeenCalled()
    expect(loader.requested()).toEqual(['messages/en-US/common'])
  })

  it('caches: the same promise and object on every call, one import', async () => {
    const { loader, importers } = fixture()
    const first = loader.loadMessages('zh-CN')
    const second = loader.loadMessages('zh-CN', 'common')
    expect(second).toBe(first)
    expect(await second).toBe(await first)
    const p1 = loader.loadPageContent('en-GB', 'home')
    expect(loader.loadPageContent('en-GB', 'home')).toBe(p1)
    expect(await p1).toBe(await loader.loadPageContent('en-GB', 'home'))
    expect(importers['/src/messages/zh-CN/common.json']).toHaveBeenCalledTimes(1)
    expect(importers['/src/pages/en-GB/home.json']).toHaveBeenCalledTimes(1)
  })

  it('is namespace-generic', async () => {
    const { loader } = fixture()
    expect(await loader.loadMessages('en-US', 'account')).toEqual({ title: 'My account' })
    expect(loader.hasMessages('en-US', 'account')).toBe(true)
    expect(loader.hasMessages('zh-CN', 'account')).toBe(false)
    expect(loader.messageLocales().sort()).toEqual(['en-US', 'zh-CN'])
  })

  it('answers {} / null silently for unknown locales, namespaces and bundles', async () => {
    const { loader } = fixture()
    expect(await loader.loadMessages('xx-XX')).toEqual({})
    expect(await loader.loadMessages('en-US', 'nope')).toEqual({})
    expect(await loader.loadPageContent('en-US', 'nope')).toBeNull()
    expect(await loader.loadPageContent('fr-FR', 'intl')).toBeNull()
    expect(await loader.loadPageContent('../messages/en-US', 'common')).toBeNull()
  })

  it('reads the shared English folder when the locale has no bundle of its own', async () => {
    const { loader, importers } = fixture()
    expect((await loader.loadPageContent('en-US', 'intl'))?.title).toBe('shared')
    expect((await loader.loadPageContent('en-EU', 'intl'))?.title).toBe('shared')
    expect(importers['/src/pages/en/intl.json']).toHaveBeenCalledTimes(1)
    expect((await loader.loadPageContent('en-GB', 'home'))?.title).toBe('uk home')
    expect((await loader.loadPageContent('en-US', 'home'))?.title).toBe('shared home')
    expect(loader.pageSourceOf('en-GB', 'home')).toBe('en-GB')
    expect(loader.pageSourceOf('en-EU', 'home')).toBe('en')
    expect(loader.hasPageContent('zh-CN', 'home')).toBe(false)
  })

  it('retries a bundle whose chunk failed to load', async () => {
    let calls = 0
    const loader = createContentLoader({
      messages: {
        './messages/de-DE/common.json': async () => {
          calls += 1
          if (calls === 1) throw new Error('network')
          return { ok: 'ja' }
        },
      },
      pages: {},
    })
    expect(await loader.loadMessages('de-DE')).toEqual({})
    expect(await loader.loadMessages('de-DE')).toEqual({ ok: 'ja' })
  })
})

describe('the package bundles', () => {
  it('are lazy: only what was asked for has been imported', async () => {
    const before = requestedBundles()
    expect(before).not.toContain('messages/ko-KR/common')
    const messages = await loadMessages('ko-KR')
    expect(requestedBundles()).toContain('messages/ko-KR/common')
    expect(requestedBundles()).not.toContain('messages/ja-JP/common')
    expect(await loadMessages('ko-KR')).toBe(messages)
  })

  it('load page copy by route meta', async () => {
    expect(pageBundleOf({ slug: '' })).toBe('home')
    expect(pageBundleOf({ slug: 'choose-your-region', bundle: 'intl' })).toBe('intl')
    expect(pageSourceOf('en-GB', 'intl')).toBe('en')
    expect(hasPageContent('zh-CN', 'home')).toBe(true)
    expect((await loadPageContent('zh-HK', 'hongkong-macao'))?.hero.heading).toBeTruthy()
    expect(await loadPageContent('zh-CN', 'black-friday')).toBeNull()
  })
})
