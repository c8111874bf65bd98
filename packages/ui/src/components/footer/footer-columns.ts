import type { FooterNav, Nav, Translate } from '@storefront/region-config'
import type { FooterColumn } from './footer'

/**
 * The footer's link columns (docs/rules/regions.md#navigation-and-footer: navs carry a `footerLabel` and may be hidden
 * in the header or the footer): the site navigation's top-level entries that are not `hidden.footer` and not already in
 * the region's `footerNavs` (one link per page in the footer), under their `footerLabel` when they have one, as a
 * column titled `footer.explore`; then the `footerNavs`. `navLabel` names a navigation entry in the page's language,
 * `href` makes a link an address in the region. The storefront's footer and the stories build it here.
 */
export function footerColumnsOf(
  navs: readonly Nav[],
  footerNavs: readonly FooterNav[],
  { navLabel, href, t }: { navLabel: (nav: Nav) => string; href: (link: string) => string; t: Translate },
): FooterColumn[] {
  const columns = footerNavs.map((col) => ({
    title: t(`nav.${col.title}`),
    links: col.links.map((l) => ({ label: l.label ?? t(`nav.${l.identify ?? l.link}`), href: href(l.link) })),
  }))
  const inFooter = new Set(columns.flatMap((col) => col.links.map((l) => l.href)))
  const siteLinks = navs
    .filter((nav) => !nav.hidden?.footer)
    .map((nav) => ({ label: nav.footerLabel ?? navLabel(nav), href: href(nav.link) }))
    .filter((link) => !inFooter.has(link.href))
  return siteLinks.length ? [{ title: t('footer.explore'), links: siteLinks }, ...columns] : columns
}
