/**
 * @storefront/seo: pure functions from the route table, a region and the catalogue to
 * head tags (title, meta, canonical, hreflang alternates, Open Graph, Twitter card),
 * JSON-LD (Organization, WebPage, Product/Offer/BuyAction), sitemap.xml and robots.txt.
 * No I/O, no clock: pass `now` (epoch ms) from the server's clock.
 */
export {
  PRODUCTION_APP_ORIGINS,
  PRODUCTION_ORIGINS,
  absoluteUrl,
  defineOrigins,
  normalizeOrigin,
  originsFromApps,
  singleOrigin,
  stripQuery,
  type Origins,
} from './origins'
export {
  X_DEFAULT_PREFERENCE,
  alternatesFor,
  clusterOf,
  hreflangOf,
  isIndexable,
  xDefaultOf,
  type Alternate,
} from './alternates'
export {
  buildHead,
  canonicalUrl,
  formatTitle,
  jsonLdScriptTags,
  ogLocaleOf,
  renderHeadHtml,
  type BuildHeadInput,
  type HeadTags,
  type LinkTag,
  type MetaTag,
  type RenderHeadOptions,
} from './head'
export {
  AVAILABILITY,
  SCHEMA_ORG,
  organizationJsonLd,
  productId,
  productJsonLd,
  currentOffer,
  webPageJsonLd,
  type AvailabilityUrl,
  type BuyActionLd,
  type JsonLd,
  type OfferLd,
  type OrganizationInput,
  type OrganizationLd,
  type ProductInput,
  type ProductLd,
  type SellerLd,
  type WebPageInput,
  type WebPageLd,
  type WebSiteLd,
} from './jsonld'
export { postalAddressOf, type PostalAddressLd } from './address'
export { escapeHtmlAttr, escapeHtmlText, escapeXml, serializeJsonLd } from './escape'
export {
  defaultDisallow,
  robotsTxt,
  sitemapEntries,
  sitemapXml,
  type RobotsInput,
  type SitemapEntry,
  type SitemapInput,
} from './sitemap'
