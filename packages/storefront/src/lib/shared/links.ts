import { pathOf, REGION_APP, type AppId, type RegionId } from '@storefront/region-config'

/** href of a content or navigation link: page slugs stay in the region; https URLs pass through. */
export function hrefOf(region: RegionId, link: string): string {
  if (/^https?:\/\//.test(link)) return link
  return pathOf(region, link)
}

/** A link to a region another app serves needs a full page load (and its sister origin). */
export function regionHref(
  target: RegionId,
  slug: string,
  currentApp: AppId,
  origins: Record<RegionId, string>,
): { href: string; external: boolean } {
  const external = REGION_APP[target] !== currentApp
  const path = pathOf(target, slug)
  return { href: external ? new URL(path, origins[target]).href : path, external }
}
