export type { ContentLink, Locale, PageContent, PageLanguage, Section } from './types'
export { PageContentSchema, SectionSchema, ContentLinkSchema } from './schema'
export {
  baseLanguageOf,
  createContentLoader,
  DEFAULT_NAMESPACE,
  hasMessages,
  hasPageContent,
  loadMessages,
  loadPageContent,
  loadRouteContent,
  messageLocales,
  messageLocalesOf,
  pageBundleOf,
  pageSourceOf,
  requestedBundles,
  type ContentLoader,
  type ContentSources,
  type LazyModules,
  type Messages,
} from './loader'
export { createI18nInstance, loadResources, type CreateI18nOptions, type I18n } from './i18n'
export { PRODUCT_NAMES, localizeProducts, productNameIn } from './product-names'
export { normalizeRoutePath, routeMessageOf, routePathMatches, type RouteMessageEntry } from './route-messages'
