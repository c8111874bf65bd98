import { readdirSync, existsSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import type { PageContextServer } from 'vike/types'
import { resolvePath } from '@storefront/region-config'
import type * as Content from '@storefront/content'
import { loadAppConfig } from '../../app-config'

// A region's page whose content bundle is missing (every route has one today: content's pages.test.ts).
vi.mock('@storefront/content', async (original) => ({
  ...(await original<typeof Content>()),
  loadRouteContent: vi.fn(async () => null),
}))
const { onBeforeRender: contentPage } = await import('../../../pages/content/+onBeforeRender')
const { onBeforeRender: accountPage } = await import('../../../pages/account/+onBeforeRender')
const { onBeforeRender: notFoundPage } = await import('../../../pages/_error/+onBeforeRender')
type Hook = typeof contentPage
const data = async (hook: Hook, pageContext: PageContextServer) => (await hook(pageContext)).pageContext.storefront

const contextOf = (path: string) =>
  ({
    resolution: resolvePath(path, Date.parse('2026-11-22T12:00:00+08:00')),
    serverNow: Date.parse('2026-11-22T12:00:00+08:00'),
    appConfig: loadAppConfig('us', {}),
  }) as unknown as PageContextServer

describe('the page data hooks', () => {
  it('answer 404 for a page without a content bundle for its region (routing.md#pages-without-content)', async () => {
    const failure = await data(contentPage, contextOf('/us/faq')).catch((error: unknown) => error)
    // Vike's `throw render(404)`: an abort carrying the status (`isAbortError` is not public API).
    expect(failure).toMatchObject({ _pageContextAbort: { abortStatusCode: 404 } })
  })

  it('still render an account screen, which has no bundle', async () => {
    const page = await data(accountPage, contextOf('/us/login'))
    expect(page.route?.component).toBe('account')
    expect(page.content).toBeNull()
    expect(Object.keys(page.resources['en-US'] ?? {})).toEqual(['common', 'api', 'account'])
  })

  it("give the not-found page the region's chrome and its whole catalogue", async () => {
    const page = await data(notFoundPage, contextOf('/us/no-such-page'))
    expect(page).toMatchObject({ region: 'us', language: 'en-US', route: null, content: null })
    expect(page.catalogue.length).toBeGreaterThan(4)
  })

  it('belong to their page: every page folder has its own +onBeforeRender, and none applies to all', () => {
    const pages = new URL('../../../pages/', import.meta.url)
    expect(existsSync(new URL('+onBeforeRender.ts', pages))).toBe(false)
    const folders = readdirSync(pages, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    expect(folders.length).toBeGreaterThanOrEqual(7)
    for (const folder of folders) {
      const files = readdirSync(new URL(`${folder.name}/`, pages))
      if (files.includes('+Page.tsx')) expect(files, folder.name).toContain('+onBeforeRender.ts')
    }
  })
})
