import { pathIn, pathOf, REGION_APP, type AppId, type Locale, type RegionId } from '@storefront/region-config'

/** href of a content or navigation link: page slugs stay in the region; https URLs pass through. */
export function hrefOf(region: RegionId, link: string): string {
  if (/^https?:\/\//.test(link)) return link
  return pathOf(region, link)
}

/**
 * href of a region's page as a page in `language` links it: the language's own copy where it has one (zh-HK's
 * privacy notice, docs/translating.md#traditional-chinese), else the region's page; https URLs pass through.
 */
export const hrefIn = (region: RegionId, language: Locale, slug: string): string =>
  /^https?:\/\//.test(slug) ? slug : pathIn(region, language, slug)

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
