import { hasPage } from './routes'
import type { RegionId } from './regions'
import type { RegionConfig } from './schema'

/** A navigation link that leads to no page of its region. */
export interface BrokenNavLink {
  /** Where the link sits: a top-level nav, a nav child, a footer column, the text banner. */
  where: 'nav' | 'child' | 'footer' | 'text-banner'
  label: string
  link: string
}

const isExternal = (link: string): boolean => /^https:\/\//.test(link)

/**
 * Every navigation link of a region (header navs and their children, footer navs, the text
 * banner and its stages) that is a page slug the region does not have. Outbound https links
 * are not pages and are skipped. Pure: an empty list means the navigation is intact.
 */
export function brokenNavLinks(
  region: RegionId,
  config: Pick<RegionConfig, 'navs' | 'footerNavs'> & Partial<Pick<RegionConfig, 'textBanner'>>,
): BrokenNavLink[] {
  const broken: BrokenNavLink[] = []
  const check = (where: BrokenNavLink['where'], label: string, link: string) => {
    if (!isExternal(link) && !hasPage(region, link)) broken.push({ where, label, link })
  }
  for (const nav of config.navs) {
    check('nav', nav.label ?? nav.identify, nav.link)
    for (const child of nav.children ?? []) check('child', child.label ?? child.identify, child.link)
  }
  for (const column of config.footerNavs) {
    for (const item of column.links) check('footer', item.label ?? item.link, item.link)
  }
  const banner = config.textBanner
  if (banner) {
    check('text-banner', 'text banner', banner.link)
    for (const stage of banner.stages)
      if (stage.link !== undefined) check('text-banner', `text banner stage ${stage.stage}`, stage.link)
  }
  return broken
}
