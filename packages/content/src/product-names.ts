import type { Locale, Product, ProductKey } from '@storefront/region-config'

/**
 * Product names in the languages whose copy names the products in that language (the Chinese pages:
 * "威震天旗舰版"). The other languages' copy keeps the brand's English names ("Flagship Megatron,
 * robot transformable en char", "Flagship Bumblebee 完全自動変形ロボット"), so the catalogue's name stays.
 */
export const PRODUCT_NAMES: Partial<Record<Locale, Partial<Record<ProductKey, string>>>> = {
  'zh-CN': {
    miniRobot: '星际迷你机器人',
    flagshipBumblebee: '大黄蜂旗舰版',
    toyStoryBuzzLightyear: '玩具总动员巴斯光年',
    flagshipMegatron: '威震天旗舰版',
    optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: '擎天柱《超能勇士崛起》签名限量版',
    interstellarScoutK1: '星际侦察兵 K1',
    interstellarScoutK1pro: '星际侦察兵 K1 Pro',
    interstellarAgentT9: '星际特工 T9',
  },
  'zh-HK': {
    miniRobot: '星際迷你機械人',
    flagshipBumblebee: '大黃蜂旗艦版',
    toyStoryBuzzLightyear: '反斗奇兵巴斯光年',
    flagshipMegatron: '威震天旗艦版',
    optimusPrimeRiseOfTheBeastsSignatureLimitedEdition: '柯柏文《狂獸崛起》簽名限量版',
    interstellarScoutK1: '星際偵察兵 K1',
    interstellarScoutK1pro: '星際偵察兵 K1 Pro',
    interstellarAgentT9: '星際特工 T9',
  },
}

/**
 * A product's name in a page language: its own name there, else the catalogue's. Takes any key, so that
 * a navigation entry (whose `identify` is the product key) can ask too.
 */
export const productNameIn = (language: Locale, product: { key: string; name: string }): string =>
  (PRODUCT_NAMES[language] as Readonly<Record<string, string>> | undefined)?.[product.key] ?? product.name

/** The `t` of an i18next instance, as far as this module needs it. */
type Translate = (key: string, options: { name: string }) => string

/**
 * A region's catalogue as a page in `language` shows it: each product's name in that language and, given
 * the page's `t`, its alt text (the `product.alt` message written around the name). Without `t`, the same
 * objects when no name changes.
 */
export function localizeProducts(products: readonly Product[], language: Locale, t?: Translate): readonly Product[] {
  if (!PRODUCT_NAMES[language] && !t) return products
  return products.map((product) => {
    const name = productNameIn(language, product)
    const alt = t ? t('product.alt', { name }) || name : product.alt.replace(product.name, name)
    return name === product.name && alt === product.alt ? product : { ...product, name, alt }
  })
}
