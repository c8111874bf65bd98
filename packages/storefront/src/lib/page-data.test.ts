import { describe, expect, it, vi } from 'vitest'
import type { PageContextServer } from 'vike/types'
import { resolvePath } from '@storefront/region-config'
import type * as Content from '@storefront/content'
import { loadAppConfig } from '../app-config'

// A region's page whose content bundle is missing (every route has one today: content's pages.test.ts).
vi.mock('@storefront/content', async (original) => ({
  ...(await original<typeof Content>()),
  loadRouteContent: vi.fn(async () => null),
}))
const { onBeforeRender } = await import('../../pages/+onBeforeRender')
const data = async (pageContext: PageContextServer) => (await onBeforeRender(pageContext)).pageContext.storefront

const contextOf = (path: string) =>
  ({
    resolution: resolvePath(path, Date.parse('2026-11-22T12:00:00+08:00')),
    serverNow: Date.parse('2026-11-22T12:00:00+08:00'),
    appConfig: loadAppConfig('us', {}),
  }) as unknown as PageContextServer

describe('the page data hook', () => {
  it('answers 404 for a page without a content bundle for its region (routing.md#pages-without-content)', async () => {
    const failure = await data(contextOf('/us/faq')).catch((error: unknown) => error)
    // Vike's `throw render(404)`: an abort carrying the status (`isAbortError` is not public API).
    expect(failure).toMatchObject({ _pageContextAbort: { abortStatusCode: 404 } })
  })

  it('still renders an account screen, which has no bundle', async () => {
    const page = await data(contextOf('/us/login'))
    expect(page.route?.component).toBe('account')
    expect(page.content).toBeNull()
  })
})
