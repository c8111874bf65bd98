import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { launchStageAt, REGION_LOCALE, regionConfigIn, type FlatRoute, type RegionId } from '@storefront/region-config'
import { loadRouteContent } from '@storefront/content'
import { REGION_LABEL } from '@storefront/content/region-words'
import type { PageData } from '../shared/page-data'
import { headFor, rememberHead } from './head'
import { pageResources } from './page-resources'
import { instanceFor } from '../shared/translate'
import { localizedCatalogue } from './localized-catalogue'
import type { PageMessages } from './page-messages'
import type { ProductsShown } from './products-shown'

/** What a page type decides about its data, in its own `+onBeforeRender.ts` (docs/architecture.md#pages). */
export interface PageDataPlan {
  /** The messages its components render. */
  messages: PageMessages
  /**
   * Whether it shows the route's copy (content bundle). A page with copy whose bundle does not exist for the
   * region is not shown: 404 (docs/rules/routing.md#pages-without-content).
   */
  copy: boolean
  /** Which of the region's robots it shows. */
  products: ProductsShown
}

export type PageDataHook = (pageContext: PageContextServer) => Promise<{ pageContext: { storefront: PageData } }>

const routeOf = (pageContext: PageContextServer): FlatRoute | null =>
  pageContext.resolution?.kind === 'page' ? pageContext.resolution.route : null

/**
 * A page type's data hook, `+onBeforeRender` (https://vike.dev/onBeforeRender): what every page shares (region
 * chrome, the server clock, the app, the head) around what its plan picks (messages, copy, robots). Only what the
 * page renders travels: the fallback locale's messages only where the page's language lacks them
 * (page-resources.ts), the products it shows, its copy without the head's (title, description, keywords); the head
 * tags go to +Head.tsx. As `pageContext.storefront`, not `data`: Vike would serialise `data` into the HTML, and the
 * browser needs only what the page's islands receive as props (docs/browser-weight.md).
 */
export const pageDataHook =
  (plan: PageDataPlan): PageDataHook =>
  async (pageContext) => {
    const resolution = pageContext.resolution
    const region: RegionId = resolution?.region ?? 'cn'
    const route = routeOf(pageContext)
    const language = route?.meta.language ?? REGION_LOCALE[region]
    const now = pageContext.serverNow ?? Date.now()
    const appConfig = pageContext.appConfig!
    let [resources, content] = await Promise.all([
      pageResources(language, plan.messages.namespaces, plan.messages.without),
      route && plan.copy ? loadRouteContent(route) : Promise.resolve(null),
    ])
    // docs/rules/routing.md#pages-without-content: "Where a page has no content for a region: not shown".
    if (route && plan.copy && !content) throw render(404)
    // The pseudo-locale (docs/translating.md#pseudo-locale), on the dev server only: a build replaces
    // `import.meta.env.DEV` with false and leaves out this branch, the switch and the module with it.
    if (import.meta.env.DEV && process.env.STOREFRONT_PSEUDO_LOCALE === '1') {
      const pseudo = await import('@storefront/content/pseudo-locale')
      resources = pseudo.pseudoLocalizeResources(resources)
      if (content) content = pseudo.pseudoLocalizePage(content)
    }
    // The region's facts as the page's language writes them (zh-HK: the company and channels in Traditional).
    const config = regionConfigIn(region, language)
    const page: PageData = {
      region,
      language,
      route,
      config,
      // Product names in the page's language where its copy uses them (the cn pages: 威震天旗舰版).
      catalogue: plan.products(route, content, localizedCatalogue(region, language, instanceFor(language, resources))),
      regionLabels: REGION_LABEL,
      content: content && { hero: content.hero, sections: content.sections },
      resources,
      launchStage: launchStageAt(config.launch, now),
      title: '',
      head: null,
      preview: pageContext.preview ?? null,
      app: {
        app: appConfig.app,
        regions: appConfig.regions,
        origins: appConfig.origins,
        apiBase: appConfig.apiBase,
        assetHost: appConfig.assetHost,
        environment: appConfig.environment,
        chat: appConfig.chat && { scriptUrl: appConfig.chat.scriptUrl, globalName: appConfig.chat.globalName },
      },
      // Last: the cached HTML's clock is swapped per response (render-cache.ts).
      now,
    }
    const head = headFor(page, content)
    page.title = head?.title ?? ''
    rememberHead(page, head)
    return { pageContext: { storefront: page } }
  }
