import { pathOf, type RegionId } from '@storefront/region-config'
import { plainPageHtml, translatorOf } from './plain-page'

type Kind = 'badRequest' | 'error'

/** Each region's pages, made once: they are the same for every malformed URL and every failed render. */
const pages = new Map<string, string>()

/** A plain page for a malformed URL, answered before any page renders, in the region's language. */
export function badRequestHtml(region: RegionId): string {
  return plainAnswer(region, 'badRequest')
}

/** A plain page for a render that failed (a 500), in the language of the region the shopper asked for. */
export function serverErrorHtml(region: RegionId): string {
  return plainAnswer(region, 'error')
}

function plainAnswer(region: RegionId, kind: Kind): string {
  const key = `${kind}:${region}`
  let html = pages.get(key)
  if (!html) pages.set(key, (html = pageOf(region, kind)))
  return html
}

function pageOf(region: RegionId, kind: Kind): string {
  const { locale, t } = translatorOf(region)
  return plainPageHtml(locale, {
    title: t(`${kind}.title`),
    body: t(`${kind}.body`),
    href: pathOf(region, ''),
    link: t('badRequest.home'),
  })
}
