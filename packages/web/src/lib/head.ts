import { buildHead, type HeadTags } from '@storefront/seo'
import type { PageContent } from '@storefront/content'
import type { PageData } from './page-data'
import { accountTextOf, accountTitleOf } from '../account/titles'
import { productOfPage } from './use-page'
import { siteNameOf } from './site-name'

const serverHeads = new WeakMap<PageData, HeadTags | null>()

/** Keeps the head tags of a page the server renders as HTML, for +Head.tsx, out of the serialised data. */
export const rememberHead = (page: PageData, head: HeadTags | null): void => void serverHeads.set(page, head)

/** The head tags of a page: its data's (client navigation) or the ones +data kept for its HTML. */
export const headOf = (page: PageData): HeadTags | null => page.head ?? serverHeads.get(page) ?? null

/** Head tags of a page (spec §2): null for the not-found page, which only has a title (+title.ts). */
export function headFor(page: PageData, content: PageContent | null): HeadTags | null {
  const { route, config, app } = page
  if (!route || !content && route.component !== 'account') return null
  const origin = app.origins[page.region]
  const assets = app.assetHost || origin
  const image = content?.hero.image ? `${assets}/img/${content.hero.image}.jpg` : `${assets}/img/hero-home.jpg`
  const product = productOfPage(page) ?? null
  return buildHead({
    route,
    origins: app.origins,
    siteName: siteNameOf(page.language),
    title: content?.title ?? ((route.component === 'account' && accountTitleOf(page.resources, page.language, route.meta.screen)) || route.meta.slug),
    // An account screen's introduction is its description (the sign-in page is indexable).
    description: content?.description ?? (route.component === 'account' ? accountTextOf(page.resources, page.language, route.meta.screen, 'intro') : ''),
    keywords: content?.keywords ?? [],
    image,
    imageAlt: content?.hero.imageAlt ?? content?.hero.heading ?? '',
    logo: `${assets}/logo.png`,
    region: config,
    product,
    now: page.now,
  })
}
