import { CAMPAIGN_WINDOWS } from './campaigns'
import type { PageDef } from './pages'
import { pathOf, type RegionId } from './regions'

/** The regions the campaigns so far run in: all but kr, jp and cn. */
const NOT_KR_JP_CN: readonly RegionId[] = ['us', 'uk', 'eu', 'fr', 'de']

/**
 * The campaign pages, rows of PAGES and the only ones with a window (docs/rules/time.md#campaign-windows), each in the
 * regions it runs in. A module of their own: the browser remembers ended campaigns from them without loading the
 * route table and the catalogue the rest of PAGES is built from.
 */
export const CAMPAIGN_PAGES: readonly PageDef[] = [
  {
    slug: 'black-friday',
    type: 'campaign',
    regions: NOT_KR_JP_CN,
    anchor: 'section-banner',
    ...CAMPAIGN_WINDOWS['black-friday'],
  },
  {
    slug: 'christmas-sale',
    type: 'campaign',
    regions: NOT_KR_JP_CN,
    anchor: 'section-banner',
    ...CAMPAIGN_WINDOWS['christmas-sale'],
  },
]

/** The path and end of each of a region's routes that has an end: its campaign pages. */
export const campaignRoutesOf = (region: RegionId): { path: string; end: string }[] =>
  CAMPAIGN_PAGES.flatMap((page) =>
    page.end && page.regions.includes(region) ? [{ path: pathOf(region, page.slug), end: page.end }] : [],
  )
