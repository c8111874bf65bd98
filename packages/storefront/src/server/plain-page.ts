import { REGION_LOCALE, type Locale, type RegionId } from '@storefront/region-config'
import { createI18nInstance, type I18n } from '@storefront/content/i18n-instance'
import { commonResourcesOf } from '@storefront/content/common-messages'

/** One instance per locale: the answers made here may come in floods. */
const instances = new Map<string, I18n>()
/**
 * The `common` messages of a region's language, or of `locale` where a page has its own (the Hong Kong page's
 * zh-HK), for the answers the server makes before any page renders.
 */
export function translatorOf(
  region: RegionId,
  locale: Locale = REGION_LOCALE[region],
): { locale: string; t: I18n['t'] } {
  let i18n = instances.get(locale)
  if (!i18n) instances.set(locale, (i18n = createI18nInstance(locale, commonResourcesOf(locale))))
  return { locale, t: i18n.t }
}

// Attributes here are double-quoted, so an apostrophe (French copy is full of them) stays as it is.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]!)

/** A small page of its own (no app chrome, never indexed): a title, a sentence and one link. */
export function plainPageHtml(
  locale: string,
  { title, body, href, link }: { title: string; body: string; href: string; link: string },
): string {
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" ` +
    `content="width=device-width,initial-scale=1"><meta name="robots" ` +
    `content="noindex"><title>${escapeHtml(title)}</title></head><body ` +
    `style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 ` +
    `1rem"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(href)}">` +
    `${escapeHtml(link)}</a></p></body></html>`
  )
}
