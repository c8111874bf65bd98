import { catalogueOf, type Locale, type Product, type RegionId } from '@storefront/region-config'
import { localizeProducts } from '@storefront/content'

/** A page's i18next instance, as far as this module needs it. */
type Translator = { t: (key: string, options: { name: string }) => string }

const memo = new WeakMap<Translator, Map<string, readonly Product[]>>()

/**
 * A region's catalogue as a page in `language` shows it (names and alt texts, `localizeProducts`),
 * built once per region, language and i18next instance. The server builds one instance per language
 * and messages object (translate.tsx), so each combination is localized once per process instead of
 * on every render (every product's alt text through i18next).
 */
export function localizedCatalogue(region: RegionId, language: Locale, i18n: Translator): readonly Product[] {
  let byRegion = memo.get(i18n)
  if (!byRegion) memo.set(i18n, (byRegion = new Map()))
  const key = `${region} ${language}`
  let products = byRegion.get(key)
  if (!products) byRegion.set(key, (products = localizeProducts(catalogueOf(region), language, i18n.t)))
  return products
}
