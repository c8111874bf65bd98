import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type * as i18nInstance from '@storefront/content/i18n-instance'
import { createI18nInstance } from '@storefront/content/i18n-instance'
import type { PageData } from '../lib/shared/page-data'
import PageIsland, { prepare, type PageIslandProps } from './page-island'

vi.mock('@storefront/content/i18n-instance', async (importOriginal) => {
  const real = await importOriginal<typeof i18nInstance>()
  return { ...real, createI18nInstance: vi.fn(real.createI18nInstance) }
})

const props = (): PageIslandProps => ({
  page: {
    language: 'en-US',
    resources: { 'en-US': { common: { api: { network: 'No connection' } } } },
    route: null,
  } as unknown as PageData,
  pathname: '/us/login',
  search: {},
})

describe('the page island', () => {
  it("prepare builds the page's i18next instance, and the first render uses it instead of building one", () => {
    const built = vi.mocked(createI18nInstance)
    built.mockClear()
    const island = props()
    prepare(island)
    expect(built).toHaveBeenCalledTimes(1)
    expect(built).toHaveBeenCalledWith('en-US', island.page.resources)
    renderToString(<PageIsland {...island} />)
    expect(built).toHaveBeenCalledTimes(1)
  })

  it('without prepare, the render builds it (the server, and any caller that skips the step)', () => {
    const built = vi.mocked(createI18nInstance)
    built.mockClear()
    renderToString(<PageIsland {...props()} />)
    expect(built).toHaveBeenCalledTimes(1)
  })
})
