export type { ContentLink, PageContent, PageLanguage, Section } from './types'
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
export {
  changeLanguage,
  createI18n,
  createI18nInstance,
  createI18nWithMessages,
  getResources,
  loadNamespaces,
  loadResources,
  type CreateI18nOptions,
  type I18n,
} from './i18n'
export { matchRouteMessage, normalizeRoutePath, routeMessageText, type RouteMessage } from './route-messages'
export { PRODUCT_NAMES, localizeProducts, productNameIn } from './product-names'
