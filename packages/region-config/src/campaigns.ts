import type { ProductKey } from './products'
import type { RegionId } from './regions'

/** The campaign pages (docs/rules/time.md#campaign-windows): each a page of the route table with a window. */
export const CAMPAIGN_SLUGS = ['black-friday', 'christmas-sale'] as const
export type CampaignSlug = (typeof CAMPAIGN_SLUGS)[number]

export interface CampaignWindow {
  /** ISO instants with their offset: the campaign runs in [start, end). */
  start: string
  end: string
}

/** Each campaign's window; the route table gives its page this window (pages.ts). */
export const CAMPAIGN_WINDOWS: Record<CampaignSlug, CampaignWindow> = {
  'black-friday': { start: '2026-11-16T00:00:00+08:00', end: '2026-12-02T00:00:00+08:00' },
  'christmas-sale': { start: '2026-12-08T00:00:00+08:00', end: '2026-12-27T00:00:00+08:00' },
}

/**
 * The deal prices of each campaign, per region and product, in the region's currency
 * (docs/rules/prices.md#campaign-deals). A campaign page names exactly these products.
 */
export const CAMPAIGN_DEALS: Record<CampaignSlug, Partial<Record<RegionId, Partial<Record<ProductKey, number>>>>> = {
  'black-friday': {
    us: {
      flagshipMegatron: 1299,
      flagshipBumblebee: 1099,
      flagshipOptimusPrime: 1099,
      eliteOptimusPrimeAiBase: 899,
      interstellarScoutK1pro: 329,
      interstellarAgentT9: 379,
    },
    uk: {
      flagshipMegatron: 1099,
      flagshipBumblebee: 1099,
      toyStoryBuzzLightyear: 549,
      interstellarScoutK1pro: 289,
      interstellarScoutK1: 209,
    },
    ...europe({
      flagshipMegatron: 1299,
      flagshipBumblebee: 1349,
      toyStoryBuzzLightyear: 629,
      interstellarScoutK1pro: 319,
      interstellarScoutK1: 239,
    }),
  },
  'christmas-sale': {
    us: {
      interstellarScoutK1: 259,
      interstellarScoutK1pro: 349,
      interstellarAgentT9: 399,
      toyStoryBuzzLightyear: 599,
      buzzLightyearSpaceRangerAlpha: 799,
      flagshipBumblebee: 1149,
    },
    uk: {
      interstellarScoutK1: 219,
      interstellarScoutK1pro: 299,
      toyStoryBuzzLightyear: 579,
      flagshipBumblebee: 1149,
      flagshipMegatron: 1119,
    },
    ...europe({
      interstellarScoutK1: 249,
      interstellarScoutK1pro: 339,
      toyStoryBuzzLightyear: 669,
      flagshipBumblebee: 1449,
      flagshipMegatron: 1369,
    }),
  },
}

/** eu, fr and de sell at the same euro prices. */
function europe(
  deals: Partial<Record<ProductKey, number>>,
): Partial<Record<RegionId, Partial<Record<ProductKey, number>>>> {
  return { eu: deals, fr: deals, de: deals }
}

/** A campaign's deal on one product in one region: its price inside the campaign's window. */
export interface Deal extends CampaignWindow {
  campaign: CampaignSlug
  price: number
}

/** The deals a product has in a region, in campaign order. */
export function dealsOf(region: RegionId, key: ProductKey): Deal[] {
  return CAMPAIGN_SLUGS.flatMap((campaign) => {
    const price = CAMPAIGN_DEALS[campaign][region]?.[key]
    return price === undefined ? [] : [{ campaign, price, ...CAMPAIGN_WINDOWS[campaign] }]
  })
}
