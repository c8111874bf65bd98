import { nextBoundaryAfter, productPathOf, type FlatRoute } from '@storefront/region-config'
import { buildHead, serializeJsonLd, type HeadTags } from '@storefront/seo'
import type { PageContent } from '@storefront/content'
import type { PageData } from '../shared/page-data'
import { accountMetaOf, accountTitleOf } from '../../account/titles'
import { productOfPage } from '../shared/use-page'
import { siteNameOf } from './site-name'
import { boundariesOf } from '../../server/time-boundaries'
import { catalogueOrderOf } from '../../../pages/catalogue/catalogue-data'

const serverHeads = new WeakMap<PageData, HeadTags | null>()

/** Keeps the head tags of a page the server renders as HTML, for +Head.tsx, out of the serialised data. */
export const rememberHead = (page: PageData, head: HeadTags | null): void => void serverHeads.set(page, head)

/** The head tags of a page: its data's (client navigation) or the ones +data kept for its HTML. */
export const headOf = (page: PageData): HeadTags | null => page.head ?? serverHeads.get(page) ?? null

const jsonLdTexts = new WeakMap<HeadTags, string[]>()

/**
 * The head's JSON-LD as the bodies of its scripts, written once per head: the server keeps a route's head for its
 * time window (`headFor`), and every render of it wrote the same 2.4 kB of JSON again (docs/performance.md).
 */
export function jsonLdTextsOf(head: HeadTags): string[] {
  let texts = jsonLdTexts.get(head)
  if (!texts) {
    texts = head.jsonLd.map(serializeJsonLd)
    jsonLdTexts.set(head, texts)
  }
  return texts
}

interface KeptHead {
  content: PageContent | null
  origins: PageData['app']['origins']
  assetHost: string
  resources: PageData['resources']
  from: number
  until: number
  head: HeadTags
}
const keptHeads = new WeakMap<FlatRoute, KeptHead>()

/**
 * Head tags of a page (docs/rules/seo.md#head-tags): null for the not-found page, which only has a title (+title.ts).
 * Kept per route until the clock crosses one of its region's time boundaries (time-boundaries.ts:
 * every instant a page's prices, offers or hreflang cluster can change at): a route's head depends
 * only on its copy, the app's origins, its messages and those instants, so the server builds it once per
 * route and window instead of on every render. Callers must not change the tags they get.
 */
export function headFor(page: PageData, content: PageContent | null): HeadTags | null {
  const { route, app } = page
  if (!route || (!content && route.component !== 'account')) return null
  const kept = keptHeads.get(route)
  if (
    kept &&
    kept.content === content &&
    kept.origins === app.origins &&
    kept.assetHost === app.assetHost &&
    kept.resources === page.resources &&
    kept.from <= page.now &&
    page.now < kept.until
  ) {
    return kept.head
  }
  const head = buildHeadOf(page, route, content)
  const instants = boundariesOf(route.meta.region)
  let from = -Infinity
  for (const iso of instants) {
    const t = Date.parse(iso)
    if (t <= page.now && t > from) from = t
  }
  keptHeads.set(route, {
    content,
    origins: app.origins,
    assetHost: app.assetHost,
    resources: page.resources,
    from,
    until: nextBoundaryAfter(instants, page.now) ?? Infinity,
    head,
  })
  return head
}

function buildHeadOf(page: PageData, route: FlatRoute, content: PageContent | null): HeadTags {
  const { config, app } = page
  const origin = app.origins[page.region]
  const assets = app.assetHost || origin
  const image = content?.hero.image ? `${assets}/img/${content.hero.image}.jpg` : `${assets}/img/hero-home.jpg`
  const product = productOfPage(page) ?? null
  return buildHead({
    route,
    origins: app.origins,
    siteName: siteNameOf(page.language, page.resources),
    title:
      content?.title ??
      ((route.component === 'account' && accountTitleOf(page.resources, page.language, route.meta.screen)) ||
        route.meta.slug),
    // An account screen has no copy: its messages give its description and keywords.
    ...(content
      ? { description: content.description, keywords: content.keywords }
      : accountMetaOf(page.resources, page.language, route.meta.screen)),
    image,
    imageAlt: content?.hero.imageAlt ?? content?.hero.heading ?? '',
    logo: `${assets}/logo.png`,
    region: config,
    product,
    now: page.now,
    // The catalogue page lists the region's robots, in the order its canonical address shows them
    // (docs/rules/seo.md#json-ld).
    itemList:
      route.component === 'catalogue'
        ? catalogueOrderOf(page.catalogue, page.now).map((p) => ({
            url: new URL(productPathOf(page.region, p), origin).href,
            name: p.name,
            image: `${assets}/img/${p.image}.jpg`,
          }))
        : undefined,
  })
}
