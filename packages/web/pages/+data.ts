// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { catalogueOf, launchStageAt, REGION_IDS, REGION_LOCALE, regionConfig, type RegionId } from '@storefront/region-config'
import { loadResources, loadRouteContent, localizeProducts } from '@storefront/content'
import type { PageData } from '../src/lib/page-data'
import { headFor } from '../src/lib/head'

export type Data = PageData

const REGION_LABELS = Object.fromEntries(REGION_IDS.map((id) => [id, regionConfig(id).region.label])) as Record<RegionId, string>

/** One data hook for every page: region chrome, catalogue, copy, messages and the server clock. */
export async function data(pageContext: PageContextServer): Promise<PageData> {
  const resolution = pageContext.resolution
  const region: RegionId = resolution?.region ?? 'cn'
  const route = resolution?.kind === 'page' ? resolution.route : null
  const language = route?.meta.language ?? REGION_LOCALE[region]
  const now = pageContext.serverNow ?? Date.now()
  const appConfig = pageContext.appConfig!
  const [resources, content] = await Promise.all([
    loadResources(language, ['common', 'account']),
    route && route.component !== 'account' ? loadRouteContent(route) : Promise.resolve(null),
  ])
  // spec §2: "Where a page has no content for a region: not shown".
  if (route && route.component !== 'account' && !content) throw render(404)
  const config = regionConfig(region)
  const page: PageData = {
    region,
    language,
    route,
    config,
    // Product names in the page's language where its copy uses them (the cn pages: 威震天旗舰版).
    catalogue: localizeProducts(catalogueOf(region), language),
    regionLabels: REGION_LABELS,
    content,
    resources,
    now,
    launchStage: launchStageAt(config.launch, now),
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
  }
  page.head = headFor(page)
  return page
}
