import { REGION_LOCALE, pathOf, type RegionId } from '@storefront/region-config'
import { createI18nInstance, type I18n } from '@storefront/content/i18n-instance'
import { commonResourcesOf } from '@storefront/content/common-messages'

/** One instance per locale. */
const instances = new Map<string, I18n>()
const i18nOf = (locale: string): I18n => {
  let i18n = instances.get(locale)
  if (!i18n) instances.set(locale, (i18n = createI18nInstance(locale, commonResourcesOf(locale))))
  return i18n
}

/** Each region's page, made once: it is the same for every malformed URL. */
const pages = new Map<RegionId, string>()

/** A plain page for a malformed URL, answered before any page renders, in the region's language. */
export function badRequestHtml(region: RegionId): string {
  let html = pages.get(region)
  if (!html) pages.set(region, (html = pageOf(region)))
  return html
}

function pageOf(region: RegionId): string {
  const locale = REGION_LOCALE[region]
  const { t } = i18nOf(locale)
  const [title, body, home] = [t('badRequest.title'), t('badRequest.body'), t('badRequest.home')]
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" ` +
    `content="width=device-width,initial-scale=1"><meta name="robots" ` +
    `content="noindex"><title>${title}</title></head><body ` +
    `style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 ` +
    `1rem"><h1>${title}</h1><p>${body}</p><p><a href="${pathOf(region, '')}">${home}</a></p></body></html>`
  )
}
