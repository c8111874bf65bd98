import {
  pathOf,
  REGION_APP,
  REGION_LOCALE,
  ROUTES,
  type AppId,
  type Locale,
  type RegionId,
} from '@storefront/region-config'

/** href of a content or navigation link: page slugs stay in the region; https URLs pass through. */
export function hrefOf(region: RegionId, link: string): string {
  if (/^https?:\/\//.test(link)) return link
  return pathOf(region, link)
}

/** Pages a language other than its region's has of its own (the Hong Kong/Macao privacy notice), by region,
 * language and content bundle. */
const OWN_PAGES = new Map(
  ROUTES.filter((r) => r.component && r.meta.bundle && r.meta.language !== REGION_LOCALE[r.meta.region]).map((r) => [
    `${r.meta.region} ${r.meta.language} ${r.meta.bundle}`,
    r.path,
  ]),
)

/**
 * href of a region's page as a page in `language` links it: the language's own copy where it has one (zh-HK's
 * privacy notice, docs/translating.md#traditional-chinese), else the region's page.
 */
export const hrefIn = (region: RegionId, language: Locale, slug: string): string =>
  OWN_PAGES.get(`${region} ${language} ${slug}`) ?? hrefOf(region, slug)

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
