/**
 * The pages navigation names by key: a header or footer entry with one of these links to that slug and
 * is named by content's `nav.<key>` message in the page's language.
 */
export const LABEL_KEYS = [
  'products',
  'mini-robot',
  'support',
  'manuals',
  'faq',
  'technical-support',
  'download-center',
  'product-registration',
  'return-manufacturer',
  'after-sale-service',
  'warranty-information',
  'where-to-buy',
  'about-us',
  'news',
  'company',
  'choose-your-region',
  'privacy-policy',
  'terms-use',
  'cookies-policy',
  'impressum',
  'mentions-legales',
  'legal',
  'apply-wholesale-account',
  'account',
  'follow-us',
  'all-products',
  'help-center',
  'legal',
] as const
export type LabelKey = (typeof LABEL_KEYS)[number]
