import type { FooterNav, Nav, PageLanguage, RegionId } from '@storefront/region-config'
import { productNameIn } from '@storefront/content'
import type { HeaderNavItem } from '@storefront/ui'
import { hrefOf } from './links'

export interface LinkColumn {
  title: string
  links: { label: string; href: string }[]
}

/** A navigation item's label in the page's language: product entries take the product's name there. */
export const navLabelOf = (nav: Pick<Nav, 'label' | 'identify'>, language: PageLanguage): string =>
  productNameIn(language, { key: nav.identify, name: nav.label })

/**
 * The footer's link columns (spec §3: navs carry a `footerLabel` and may be hidden in the header or the
 * footer): the site navigation's top-level entries that are not `hidden.footer` and not already in the
 * region's `footerNavs` (one link per page in the footer), under their `footerLabel` when they have one,
 * as a column titled `navTitle`; then the `footerNavs`.
 */
export function footerColumnsOf(
  region: RegionId,
  language: PageLanguage,
  navs: readonly Nav[],
  footerNavs: readonly FooterNav[],
  navTitle: string,
): LinkColumn[] {
  const columns = footerNavs.map((col) => ({ title: col.title, links: col.links.map((l) => ({ label: l.label, href: hrefOf(region, l.link) })) }))
  const inFooter = new Set(columns.flatMap((col) => col.links.map((l) => l.href)))
  const siteLinks = navs
    .filter((nav) => !nav.hidden?.footer)
    .map((nav) => ({ label: nav.footerLabel ?? navLabelOf(nav, language), href: hrefOf(region, nav.link) }))
    .filter((link) => !inFooter.has(link.href))
  return siteLinks.length ? [{ title: navTitle, links: siteLinks }, ...columns] : columns
}

/**
 * The header's navigation (spec §3): the region's navs and their children that are not `hidden.header`,
 * named in the page's language, the current page's entry marked.
 */
export function headerItemsOf(region: RegionId, language: PageLanguage, navs: readonly Nav[], currentPath: string): HeaderNavItem[] {
  return navs
    .filter((nav) => !nav.hidden?.header)
    .map((nav) => {
      const href = hrefOf(region, nav.link)
      return {
        id: nav.identify,
        label: navLabelOf(nav, language),
        href,
        current: href === currentPath,
        ...(nav.tag ? { tag: nav.tag } : {}),
        ...(nav.children ? { children: headerItemsOf(region, language, nav.children, currentPath) } : {}),
      }
    })
}
