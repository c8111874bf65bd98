import { CAMPAIGN_DEALS, ROUTES, type CampaignSlug } from '@storefront/region-config'
import { describe, expect, it } from 'vitest'
import { loadRouteContent } from './loader'

describe('campaign pages name exactly the products with deals (docs/rules/prices.md#campaign-deals)', () => {
  for (const route of ROUTES.filter((r) => r.component === 'campaign')) {
    it(route.path, async () => {
      const slug = route.meta.slug as CampaignSlug
      const content = (await loadRouteContent(route))!
      const listed = content.sections.flatMap((s) => (s.kind === 'products' ? s.keys : []))
      const deals = Object.keys(CAMPAIGN_DEALS[slug][route.meta.region] ?? {})
      expect(new Set(listed)).toEqual(new Set(deals))
    })
  }
})
