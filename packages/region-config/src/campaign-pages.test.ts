import { describe, expect, it } from 'vitest'
import { campaignRoutesOf } from './campaign-pages'
import { REGION_IDS } from './regions'
import { ROUTES } from './routes'

describe('campaignRoutesOf', () => {
  it("names every route of the region's with an end, and only those", () => {
    for (const region of REGION_IDS) {
      const windowed = ROUTES.filter((route) => route.meta.region === region && route.end)
      expect(campaignRoutesOf(region), region).toEqual(windowed.map((route) => ({ path: route.path, end: route.end })))
    }
  })
})
