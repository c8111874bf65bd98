import { pathOf, type RegionId } from '@storefront/region-config'
import { plainPageHtml, translatorOf } from './plain-page'

/** Each region's page, made once: it is the same for every malformed URL. */
const pages = new Map<RegionId, string>()

/** A plain page for a malformed URL, answered before any page renders, in the region's language. */
export function badRequestHtml(region: RegionId): string {
  let html = pages.get(region)
  if (!html) pages.set(region, (html = pageOf(region)))
  return html
}

function pageOf(region: RegionId): string {
  const { locale, t } = translatorOf(region)
  return plainPageHtml(locale, {
    title: t('badRequest.title'),
    body: t('badRequest.body'),
    href: pathOf(region, ''),
    link: t('badRequest.home'),
  })
}
