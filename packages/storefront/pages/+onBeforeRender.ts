// https://vike.dev/onBeforeRender
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import {
  launchStageAt,
  REGION_LOCALE,
  regionConfig,
  type FlatRoute,
  type Product,
  type RegionId,
} from '@storefront/region-config'
import { loadRouteContent, type PageContent } from '@storefront/content'
import { REGION_LABEL } from '@storefront/content/region-words'
import type { PageData } from '../src/lib/page-data'
import { headFor, rememberHead } from '../src/lib/head'
import { pageResources } from '../src/lib/page-resources'
import { instanceFor } from '../src/lib/translate'
import { localizedCatalogue } from '../src/lib/localized-catalogue'

/** Messages only the service forms render (their fields and options): left out of the other pages' data. */
const FORM_ONLY = ['common.form']

/**
 * The products a page shows: a product page's own and those its content lists; every one on a form
 * (its product picker), the catalogue page and the not-found page.
 */
function productsShown(
  route: FlatRoute | null,
  content: PageContent | null,
  catalogue: readonly Product[],
): readonly Product[] {
  if (!route || route.component === 'form' || route.component === 'catalogue') return catalogue
  const keys = new Set<string>(
    content?.sections.flatMap((section) => (section.kind === 'products' ? section.keys : [])),
  )
  if (route.meta.product) keys.add(route.meta.product)
  return catalogue.filter((product) => keys.has(product.key))
}

/**
 * One data hook for every page: region chrome, catalogue, copy, messages and the server clock.
 * Only what the page renders travels: the `account` messages on account screens only, the fallback
 * locale's messages only where the page's language lacks them (page-resources.ts), the products it
 * shows, its copy without the head's (title, description, keywords); the head tags go to +Head.tsx.
 * As `pageContext.page`, not `data`: Vike would serialise `data` into the HTML, and the browser needs
 * only what the page's islands receive as props (docs/browser-weight.md).
 */
export async function onBeforeRender(
  pageContext: PageContextServer,
): Promise<{ pageContext: { storefront: PageData } }> {
  const resolution = pageContext.resolution
  const region: RegionId = resolution?.region ?? 'cn'
  const route = resolution?.kind === 'page' ? resolution.route : null
  const language = route?.meta.language ?? REGION_LOCALE[region]
  const now = pageContext.serverNow ?? Date.now()
  const appConfig = pageContext.appConfig!
  const account = route?.component === 'account'
  const [resources, content] = await Promise.all([
    account
      ? pageResources(language, ['common', 'account'])
      : pageResources(language, ['common'], route?.component === 'form' ? [] : FORM_ONLY),
    route && !account ? loadRouteContent(route) : Promise.resolve(null),
  ])
  // docs/rules/routing.md#pages-without-content: "Where a page has no content for a region: not shown".
  if (route && !account && !content) throw render(404)
  const config = regionConfig(region)
  const page: PageData = {
    region,
    language,
    route,
    config,
    // Product names in the page's language where its copy uses them (the cn pages: 威震天旗舰版).
    catalogue: productsShown(route, content, localizedCatalogue(region, language, instanceFor(language, resources))),
    regionLabels: REGION_LABEL,
    content: content && { hero: content.hero, sections: content.sections },
    resources,
    launchStage: launchStageAt(config.launch, now),
    title: '',
    head: null,
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
