// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { resolvePath, routeByPath } from '@storefront/region-config'
import { endedRedirectAt, endedRedirectOf, rememberEndedRoutes } from './ended-routes'

const OPEN = Date.parse('2026-11-22T12:00:00+08:00') // Black Friday runs until 2 Dec
const AFTER = Date.parse('2026-12-03T00:00:00+08:00')

afterEach(() => window.localStorage.clear())

describe('ended campaigns, remembered in the browser', () => {
  it('sends a page the visitor saw end to the region home, even while the clock says it is open', () => {
    expect(endedRedirectOf(resolvePath('/fr/black-friday', OPEN))).toBeNull()
    rememberEndedRoutes('fr', AFTER)
    expect(endedRedirectOf(resolvePath('/fr/black-friday', OPEN))).toBe('/fr')
    // Only that region's routes, and only the ones that ended.
    expect(endedRedirectOf(resolvePath('/de/black-friday', OPEN))).toBeNull()
    expect(endedRedirectOf(resolvePath('/fr/christmas-sale', Date.parse('2026-12-10T00:00:00+08:00')))).toBeNull()
    expect(endedRedirectOf(resolvePath('/fr/faq', OPEN))).toBeNull()
  })

  it('remembers nothing before the end, and never a route without one', () => {
    rememberEndedRoutes('fr', OPEN)
    expect(window.localStorage.getItem('storefront:ended-routes')).toBeNull()
    rememberEndedRoutes('us', AFTER)
    const stored = JSON.parse(window.localStorage.getItem('storefront:ended-routes')!) as string[]
    expect(stored).toEqual(['/us/black-friday'])
    expect(stored.every((p) => routeByPath(p)?.end)).toBe(true)
  })

  it('survives a damaged or foreign value in storage', () => {
    window.localStorage.setItem('storefront:ended-routes', '{oops')
    expect(endedRedirectOf(resolvePath('/fr/black-friday', OPEN))).toBeNull()
    window.localStorage.setItem('storefront:ended-routes', JSON.stringify([42, '/fr/black-friday']))
    expect(endedRedirectOf(resolvePath('/fr/black-friday', OPEN))).toBe('/fr')
  })

  it('sends the rendered page home as endedRedirectOf does, by the remembered path', async () => {
    expect(await endedRedirectAt('/fr/black-friday', OPEN)).toBeNull()
    rememberEndedRoutes('fr', AFTER)
    expect(await endedRedirectAt('/fr/black-friday', OPEN)).toBe('/fr')
    expect(await endedRedirectAt('/fr/black%2Dfriday', OPEN)).toBe('/fr')
    expect(await endedRedirectAt('/fr/faq', OPEN)).toBeNull()
  })
})
