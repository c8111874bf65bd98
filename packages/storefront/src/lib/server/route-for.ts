import type { PageContext } from 'vike/types'
import type { PageType } from '@storefront/region-config'

/** The Vike pages (`pages/<name>`) that render the route table's pages. */
export type VikePageId =
  | '/pages/account'
  | '/pages/campaign'
  | '/pages/catalogue'
  | '/pages/choose-region'
  | '/pages/content'
  | '/pages/form'
  | '/pages/product'

/**
 * The Vike page of each page type. The content page renders every type that is hero and content sections only. The one
 * place both the routes (`routeFor`) and `+onBeforeRoute` read, so they cannot disagree.
 */
export const VIKE_PAGE_OF: Readonly<Record<PageType, VikePageId>> = {
  home: '/pages/content',
  catalogue: '/pages/catalogue',
  product: '/pages/product',
  'mini-robot': '/pages/content',
  campaign: '/pages/campaign',
  'choose-region': '/pages/choose-region',
  'where-to-buy': '/pages/content',
  manuals: '/pages/content',
  faq: '/pages/content',
  article: '/pages/content',
  form: '/pages/form',
  account: '/pages/account',
}

/** Vike route function of a Vike page: the route table's resolution (made by `+onBeforeRoute`) decides. */
export const routeFor = (page: VikePageId) => (pageContext: PageContext) =>
  pageContext.resolution?.kind === 'page' && VIKE_PAGE_OF[pageContext.resolution.route.component as PageType] === page
