import { CAMPAIGN_SLUGS, type CampaignSlug } from './campaigns'
import { catalogueOf } from './catalogue'
import { instantOf } from './instants'
import type { ProductKey } from './products'
import { REGION_DATA } from './region-data'
import { pathOf, type RegionId } from './regions'
import { routeByPath, ROUTES } from './routes'

/**
 * What a region's calendar lists (docs/releasing.md#a-regions-calendar):
 * - `campaign`: a campaign page's window (CAMPAIGN_WINDOWS, through the route table);
 * - `deal`: a product's price inside a campaign's window;
 * - `promo`: a product's activity price from its start on, with no end;
 * - `list-price`: a product's list price from a change on, until the next change;
 * - `launch-stage`: a launch banner stage, up to the next launch instant (docs/rules/time.md#launch-stages);
 * - `page`: any other page of the route table with a window.
 */
export type CalendarKind = 'campaign' | 'deal' | 'promo' | 'list-price' | 'launch-stage' | 'page'

export interface CalendarEntry {
  kind: CalendarKind
  /** Epoch ms it starts (inclusive). */
  start: number
  /** Epoch ms it ends (exclusive); absent when nothing ends it. */
  end?: number
  /** The page it is about, when it has one. */
  path?: string
  /** The product it prices. */
  product?: ProductKey
  /** The price it sets, in the region's currency. */
  price?: number
  /** The campaign a deal belongs to. */
  campaign?: CampaignSlug
  /** The launch stage, 1 to 4. */
  stage?: number
}

/** Whether an entry is in effect at `now`. */
export const isLiveAt = (entry: CalendarEntry, now: number): boolean =>
  entry.start <= now && (entry.end === undefined || now < entry.end)

/** Whether an entry is in effect at any instant of [from, to). */
const overlaps = (entry: CalendarEntry, from: number, to: number): boolean =>
  entry.start < to && (entry.end === undefined || entry.end > from)

const span = (start: string, end: string | undefined) =>
  end === undefined ? { start: instantOf(start) } : { start: instantOf(start), end: instantOf(end) }

function campaignsOf(region: RegionId): CalendarEntry[] {
  return CAMPAIGN_SLUGS.flatMap((campaign): CalendarEntry[] => {
    // The window the server routes by: the campaign page's in the route table (pages.ts spreads CAMPAIGN_WINDOWS).
    const route = routeByPath(pathOf(region, campaign))
    if (route?.component !== 'campaign' || route.meta.region !== region || !route.start) return []
    return [{ kind: 'campaign', campaign, path: route.path, ...span(route.start, route.end) }]
  })
}

function pricesOf(region: RegionId): CalendarEntry[] {
  return catalogueOf(region).flatMap((product): CalendarEntry[] => {
    const page = pathOf(region, product.link)
    const on = { product: product.key, ...(routeByPath(page)?.component ? { path: page } : {}) }
    const history = product.priceHistory ?? []
    const changes = history.slice(1).map((point, i): CalendarEntry => ({
      kind: 'list-price',
      ...on,
      price: point.price,
      ...span(point.from, history[i + 2]?.from),
    }))
    const deals = (product.deals ?? []).map((deal): CalendarEntry => ({
      kind: 'deal',
      ...on,
      price: deal.price,
      campaign: deal.campaign as CampaignSlug,
      ...span(deal.start, deal.end),
    }))
    const promo: CalendarEntry[] =
      product.activityPrice !== undefined && product.activityTime
        ? [{ kind: 'promo', ...on, price: product.activityPrice, start: instantOf(product.activityTime.startTime) }]
        : []
    return [...changes, ...promo, ...deals]
  })
}

function launchStagesOf(region: RegionId): CalendarEntry[] {
  const launch = REGION_DATA[region].launch
  return launch
    .slice(0, -1)
    .map((start, i): CalendarEntry => ({ kind: 'launch-stage', stage: i + 1, ...span(start, launch[i + 1]) }))
}

function pageWindowsOf(region: RegionId): CalendarEntry[] {
  return ROUTES.filter(
    (route) => route.meta.region === region && (route.start || route.end) && route.component !== 'campaign',
  ).map((route) => ({
    kind: 'page',
    path: route.path,
    start: route.start ? instantOf(route.start) : -Infinity,
    ...(route.end ? { end: instantOf(route.end) } : {}),
  }))
}

/**
 * Everything scheduled for a region, by start: its campaigns, deals, promos, list price changes, launch stages
 * and page windows, all read from the catalogue, the campaigns and the route table. With `from` and `to`, only
 * what is in effect at some instant of [from, to).
 */
export function calendarOf(region: RegionId, range: { from?: number; to?: number } = {}): CalendarEntry[] {
  const from = range.from ?? -Infinity
  const to = range.to ?? Infinity
  return [...campaignsOf(region), ...pricesOf(region), ...launchStagesOf(region), ...pageWindowsOf(region)]
    .filter((entry) => overlaps(entry, from, to))
    .sort((a, b) => a.start - b.start || (a.end ?? Infinity) - (b.end ?? Infinity))
}
