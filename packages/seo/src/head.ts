import {
  findProduct,
  pathOf,
  REGION_TIME_ZONE,
  ROUTES,
  type FlatRoute,
  type Locale,
  type Product,
  type RegionConfig,
} from '@storefront/region-config'
import { alternatesFor, clusterOf, type Alternate } from './alternates'
import { escapeHtmlAttr, escapeHtmlText, serializeJsonLd } from './escape'
import {
  currentOffer,
  itemListId,
  itemListJsonLd,
  organizationJsonLd,
  productId,
  productJsonLd,
  webPageJsonLd,
  type ItemListEntry,
  type JsonLd,
} from './jsonld'
import { absoluteUrl, type Origins } from './origins'

/** `<meta name content>` or `<meta property content>` (Open Graph uses `property`). */
export type MetaTag = { name: string; content: string } | { property: string; content: string }

/** `<link rel href [hreflang]>`. */
export interface LinkTag {
  rel: string
  href: string
  hreflang?: string
}

/** Everything the document head needs for SEO, as plain data (render it with renderHeadHtml). */
export interface HeadTags {
  /**
   * `<html lang>`: the page's language (en-EU for eu, zh-HK for Hong Kong; docs/rules/regions.md#locales-and-fallback).
   */
  htmlLang: Locale
  title: string
  meta: MetaTag[]
  links: LinkTag[]
  jsonLd: JsonLd[]
}

export interface BuildHeadInput {
  /** The route being rendered (from the route table). */
  route: FlatRoute
  origins: Origins
  /** Brand: 'Mechaform Robotics', or '机形科技' on cn. */
  siteName: string
  /** Page title from the content bundle, without the site name. */
  title: string
  description: string
  /** From the content bundle: a list, or one comma-separated string. */
  keywords?: readonly string[] | string | undefined
  /** Absolute URL of the page's share image (product illustration on product pages). */
  image?: string | undefined
  /** Alt text of the share image. */
  imageAlt?: string | undefined
  /** Absolute URL of the brand logo (Organization.logo). */
  logo: string
  /** Config of the route's region (`regionConfig(route.meta.region)`). */
  region: RegionConfig
  /**
   * The page's product. Omitted: looked up from `route.meta.product` in the region's catalogue.
   * `null`: no product markup even if the route names one.
   */
  product?: Product | null | undefined
  /** Server clock, epoch ms: promo prices and campaign windows. */
  now: number
  /** On a catalogue page: the robots it lists, for its ItemList node (absolute URLs). */
  itemList?: readonly ItemListEntry[] | undefined
  /** Route table for alternates (defaults to the site's). */
  routes?: readonly FlatRoute[] | undefined
}

/** Open Graph locale (`language_TERRITORY`). en-EU has no such territory: Irish English, as prices use. */
export function ogLocaleOf(language: Locale): string {
  if (language === 'en-EU') return 'en_IE'
  return language.replace('-', '_')
}

/** `${title} | ${siteName}`; on home `${siteName} – ${title}`; the site name alone when there is no title. */
export function formatTitle(route: FlatRoute, title: string, siteName: string): string {
  const t = title.trim()
  if (!t || t === siteName) return siteName
  return route.meta.slug === '' ? `${siteName} – ${t}` : `${t} | ${siteName}`
}

/** Canonical URL: the route's path on its own region's origin, never with a query string. */
export const canonicalUrl = (route: FlatRoute, origins: Origins): string =>
  absoluteUrl(origins, route.meta.region, route.path)

const normalizeKeywords = (keywords: BuildHeadInput['keywords']): string => {
  const list = typeof keywords === 'string' ? keywords.split(',') : (keywords ?? [])
  return [...new Set(list.map((k) => k.trim()).filter(Boolean))].join(', ')
}

/** A text as a search result or a shared link shows it: without the soft hyphens that mark where a long word may
 * break in the page's layout (docs/translating.md#long-german-words). */
const plainText = (text: string): string => text.replaceAll('\u00ad', '').trim()

/**
 * Head tags of one page: title, description, keywords, robots (noindex,follow on account
 * screens), canonical, hreflang alternates, Open Graph, Twitter card and JSON-LD
 * (Organization, WebPage and, on product pages, Product with its Offer and BuyAction).
 * Pure: the same input gives the same output.
 */
export function buildHead(input: BuildHeadInput): HeadTags {
  const { route, origins, siteName, region, now } = input
  if (region.id !== route.meta.region) {
    throw new TypeError(`buildHead: region config "${region.id}" does not match route region "${route.meta.region}"`)
  }
  const routes = input.routes ?? ROUTES
  const description = plainText(input.description)
  const pageTitle = plainText(input.title)
  const title = formatTitle(route, pageTitle, siteName)
  const canonical = canonicalUrl(route, origins)
  const homeUrl = absoluteUrl(origins, route.meta.region, pathOf(route.meta.region, ''))
  const noindex = !!route.meta.noindex
  const alternates: Alternate[] = noindex ? [] : alternatesFor(route, origins, now, routes)
  const product =
    input.product === null
      ? undefined
      : (input.product ?? (route.meta.product ? findProduct(route.meta.region, route.meta.product) : undefined))
  const language = route.meta.language
  const ogLocale = ogLocaleOf(language)
  const image = input.image
  const imageAlt = input.imageAlt?.trim() || (product ? product.alt : '')

  const meta: MetaTag[] = [{ name: 'description', content: description }]
  const keywords = normalizeKeywords(input.keywords)
  if (keywords) meta.push({ name: 'keywords', content: keywords })
  if (noindex) meta.push({ name: 'robots', content: 'noindex,follow' })

  meta.push(
    { property: 'og:type', content: product ? 'product' : 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: pageTitle || siteName },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: ogLocale },
  )
  const otherLocales = new Set(
    noindex
      ? []
      : clusterOf(route, now, routes)
          .map((r) => ogLocaleOf(r.meta.language))
          .filter((l) => l !== ogLocale),
  )
  for (const l of otherLocales) meta.push({ property: 'og:locale:alternate', content: l })
  if (image) {
    meta.push({ property: 'og:image', content: image })
    if (imageAlt) meta.push({ property: 'og:image:alt', content: imageAlt })
  }

  let productLd
  if (product) {
    productLd = productJsonLd({
      product,
      url: canonical,
      description,
      image,
      currency: region.currency,
      brand: siteName,
      now,
      timeZone: REGION_TIME_ZONE[region.id],
    })
    const offer = currentOffer(productLd)
    meta.push(
      { property: 'product:price:amount', content: String(offer.price) },
      { property: 'product:price:currency', content: offer.priceCurrency },
    )
  }

  meta.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: pageTitle || siteName },
    { name: 'twitter:description', content: description },
  )
  if (image) {
    meta.push({ name: 'twitter:image', content: image })
    if (imageAlt) meta.push({ name: 'twitter:image:alt', content: imageAlt })
  }

  const links: LinkTag[] = [{ rel: 'canonical', href: canonical }]
  for (const a of alternates) links.push({ rel: 'alternate', hreflang: a.hreflang, href: a.href })

  const jsonLd: JsonLd[] = [
    organizationJsonLd({ siteName, homeUrl, logo: input.logo, region }),
    webPageJsonLd({
      url: canonical,
      name: pageTitle || siteName,
      description,
      inLanguage: language,
      siteName,
      homeUrl,
      image,
      mainEntityId: productLd ? productId(canonical) : input.itemList ? itemListId(canonical) : undefined,
    }),
  ]
  if (productLd) jsonLd.push(productLd)
  if (input.itemList) jsonLd.push(itemListJsonLd(canonical, pageTitle || siteName, input.itemList))

  return { htmlLang: language, title, meta, links, jsonLd }
}

export interface RenderHeadOptions {
  /**
   * Adds `data-<name>` to every rendered tag so the client can find and replace them after
   * navigation (e.g. `'seo'` → `<meta data-seo name=…>`). Lower-case letters, digits and dashes.
   */
  dataAttribute?: string
}

const markerOf = (options: RenderHeadOptions): string => {
  const name = options.dataAttribute
  if (name === undefined) return ''
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new TypeError(`Invalid data attribute name "${name}"`)
  return ` data-${name}`
}

const scriptTags = (jsonLd: readonly object[], marker: string): string =>
  jsonLd.map((obj) => `<script type="application/ld+json"${marker}>${serializeJsonLd(obj)}</script>`).join('\n')

/** One `<script type="application/ld+json">` per object, serialised with serializeJsonLd. */
export function jsonLdScriptTags(jsonLd: readonly object[], options: RenderHeadOptions = {}): string {
  return scriptTags(jsonLd, markerOf(options))
}

/**
 * The HTML of the head tags for SSR: `<title>`, `<meta>`, `<link>` and JSON-LD scripts, one per
 * line. Text and attribute values are HTML-escaped; JSON-LD is escaped by serializeJsonLd.
 */
export function renderHeadHtml(tags: HeadTags, options: RenderHeadOptions = {}): string {
  const marker = markerOf(options)
  const lines = [`<title${marker}>${escapeHtmlText(tags.title)}</title>`]
  for (const m of tags.meta) {
    const key = 'property' in m ? `property="${escapeHtmlAttr(m.property)}"` : `name="${escapeHtmlAttr(m.name)}"`
    lines.push(`<meta${marker} ${key} content="${escapeHtmlAttr(m.content)}">`)
  }
  for (const l of tags.links) {
    const hreflang = l.hreflang !== undefined ? ` hreflang="${escapeHtmlAttr(l.hreflang)}"` : ''
    lines.push(`<link${marker} rel="${escapeHtmlAttr(l.rel)}"${hreflang} href="${escapeHtmlAttr(l.href)}">`)
  }
  if (tags.jsonLd.length) lines.push(scriptTags(tags.jsonLd, marker))
  return lines.join('\n')
}
