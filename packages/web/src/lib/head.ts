import { buildHead, type HeadTags } from '@storefront/seo'
import type { PageData } from './page-data'
import { accountTextOf, accountTitleOf } from '../account/titles'
import { productOfPage } from './use-page'

const SITE_NAME: Record<string, string> = { 'zh-CN': '机形科技', 'zh-HK': '機形科技' }
export const siteNameOf = (language: string): string => SITE_NAME[language] ?? 'Mechaform Robotics'

/** Head tags of a page (spec §2): null for the not-found page, which only sets a title. */
export function headFor(page: PageData): HeadTags | null {
  const { route, content, config, app } = page
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
