/**
 * The traffic of a launch day (docs/releasing.md#launch-rehearsal): what a region's shoppers, ads and bots send,
 * weighted like a campaign day and read from the route table and the catalogue, so a new campaign or robot shows up
 * in the rehearsal by its own row. Pure: the runner (cli.ts) sends what `nextRequest` draws.
 */
import {
  availabilityOf,
  catalogueOf,
  isLiveAt,
  calendarOf,
  pathOf,
  ROUTES,
  type RegionId,
} from '@storefront/region-config'

/** Every kind of request the rehearsal sends; each is one endpoint of the SLO table. */
export const ENDPOINTS = [
  'page',
  'ad-click',
  'not-found',
  'junk-query',
  'login',
  'attack-login',
  'sign-up',
  'newsletter',
  'notify-me',
] as const
export type Endpoint = (typeof ENDPOINTS)[number]

/** The share of each kind in a campaign day's traffic (sums to 1): mostly page views, a little of everything else. */
export const KIND_SHARES: Readonly<Record<Endpoint, number>> = {
  page: 0.62,
  'ad-click': 0.14,
  'not-found': 0.05,
  'junk-query': 0.04,
  login: 0.04,
  'attack-login': 0.04,
  'sign-up': 0.02,
  newsletter: 0.02,
  'notify-me': 0.03,
}

export interface WeightedPage {
  path: string
  weight: number
}

/**
 * The region's pages with how often a shopper opens each at `now`: a campaign page live then weighs most (the ads
 * send there), then the home page, the product pages with a deal or promo running, the catalogue, and every other
 * page of the route table a little. Pages outside their window at `now` are left out (they redirect).
 */
export function pagesOf(region: RegionId, now: number): WeightedPage[] {
  const live = calendarOf(region).filter((e) => isLiveAt(e, now))
  const campaigns = new Set(live.flatMap((e) => (e.kind === 'campaign' && e.path ? [e.path] : [])))
  const priced = new Set(live.flatMap((e) => ((e.kind === 'deal' || e.kind === 'promo') && e.path ? [e.path] : [])))
  const products = new Set(catalogueOf(region).map((p) => pathOf(region, p.link)))
  const home = pathOf(region, '')
  return ROUTES.filter(
    (r) =>
      r.meta.region === region &&
      r.component !== undefined &&
      r.component !== 'account' &&
      !r.meta.noindex &&
      (r.start === undefined || Date.parse(r.start) <= now) &&
      (r.end === undefined || now < Date.parse(r.end)),
  ).map((r) => {
    const weight = campaigns.has(r.path)
      ? 30
      : r.path === home
        ? 20
        : priced.has(r.path)
          ? 8
          : products.has(r.path)
            ? 4
            : r.component === 'catalogue'
              ? 6
              : 1
    return { path: r.path, weight }
  })
}

/** The campaign pages live at `now` (where ad clicks land), else the home page. */
export function landingPagesOf(region: RegionId, now: number): string[] {
  const campaigns = calendarOf(region)
    .filter((e) => e.kind === 'campaign' && isLiveAt(e, now))
    .flatMap((e) => (e.path ? [e.path] : []))
  return campaigns.length ? campaigns : [pathOf(region, '')]
}

/** What a notify-me form asks to be told about: a robot, or a page not yet live. */
export type NotifyTarget = { productKey: string } | { path: string }

/**
 * What a shopper can ask to be told about at `now`: the robots that are sold out or on pre-order (one that can be
 * bought is answered 4090) and the region's pages that open later (one already live is answered 4091).
 */
export const notifyTargetsOf = (region: RegionId, now: number): NotifyTarget[] => [
  ...catalogueOf(region)
    .filter((p) => availabilityOf(p) !== 'in-stock')
    .map((p) => ({ productKey: p.key })),
  ...calendarOf(region)
    .filter((e) => (e.kind === 'page' || e.kind === 'campaign') && e.path !== undefined && e.start > now)
    .map((e) => ({ path: e.path! })),
]

/** A small deterministic random source (mulberry32), so a rehearsal's mix can be replayed and tested. */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** One of `items` drawn by weight. */
export function pick<T>(items: readonly T[], weightOf: (item: T) => number, random: () => number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0)
  let r = random() * total
  for (const item of items) {
    r -= weightOf(item)
    if (r < 0) return item
  }
  return items[items.length - 1]!
}

/** What to send next: its endpoint and, for the page kinds, the URL path with its query. */
export type PlannedRequest =
  | { endpoint: 'page' | 'ad-click' | 'not-found' | 'junk-query'; path: string }
  | { endpoint: 'login' | 'attack-login' | 'sign-up' | 'newsletter' | 'notify-me' }

export interface Mix {
  region: RegionId
  pages: WeightedPage[]
  landing: string[]
  random: () => number
  /** A counter that makes each ad click's tracking parameters and each junk value unique. */
  serial: number
}

export const mixOf = (region: RegionId, now: number, seed = 1): Mix => ({
  region,
  pages: pagesOf(region, now),
  landing: landingPagesOf(region, now),
  random: randomSource(seed),
  serial: 0,
})

const JUNK = ['%27%20OR%201%3D1--', '..%2F..%2Fetc%2Fpasswd', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'A'.repeat(600)]

/** Draws the next request of the mix. */
export function nextRequest(mix: Mix): PlannedRequest {
  const endpoint = pick(ENDPOINTS, (e) => KIND_SHARES[e], mix.random)
  const n = ++mix.serial
  switch (endpoint) {
    case 'page':
      return { endpoint, path: pick(mix.pages, (p) => p.weight, mix.random).path }
    case 'ad-click': {
      const landing = mix.landing[n % mix.landing.length]!
      const source = ['google', 'meta', 'newsletter', 'tiktok'][n % 4]!
      return { endpoint, path: `${landing}?utm_source=${source}&utm_medium=cpc&utm_campaign=launch&gclid=r${n}` }
    }
    case 'not-found':
      return { endpoint, path: `${pathOf(mix.region, '')}/no-such-page-${n}`.replace('//', '/') }
    case 'junk-query': {
      const page = pick(mix.pages, (p) => p.weight, mix.random).path
      return { endpoint, path: `${page}?q=${JUNK[n % JUNK.length]}&sort=${n}&page=-${n}` }
    }
    default:
      return { endpoint }
  }
}
