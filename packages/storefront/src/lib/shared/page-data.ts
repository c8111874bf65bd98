import type { Resource } from 'i18next'
import type { PageContent } from '@storefront/content'
import type { AppId, FlatRoute, LaunchStage, Locale, Product, RegionConfig, RegionId } from '@storefront/region-config'
import type { HeadTags } from '@storefront/seo'
import type { ChatVendorClient } from '../../features/chat/chat-vendor'
import type { PagePreview } from '../../features/preview/page-preview'

export type { PagePreview }

/** What one app tells its pages about where things live (from its validated configuration). */
export interface AppInfo {
  app: AppId
  regions: RegionId[]
  origins: Record<RegionId, string>
  apiBase: Record<AppId, string>
  assetHost: string
  environment: string
  /** The app's chat vendor script and global, or null. */
  chat: ChatVendorClient | null
}

/** Everything a page renders, computed on the server (first render and client navigations alike). */
export interface PageData {
  region: RegionId
  language: Locale
  /** null on the not-found page. */
  route: FlatRoute | null
  config: RegionConfig
  /** The products the page shows (+data.ts), from its region's catalogue. */
  catalogue: readonly Product[]
  /** Every region's label (region chooser, country suggestion): the browser carries no other region's config. */
  regionLabels: Record<RegionId, string>
  /** The copy the page renders (the head's title, description and keywords are in `head`). */
  content: Pick<PageContent, 'hero' | 'sections'> | null
  resources: Resource
  /** Server time the page was computed at (epoch ms). */
  now: number
  launchStage: LaunchStage | null
  /** The document title (+title.ts). */
  title: string
  /** Head tags, for a client navigation only (the HTML has them: +Head.tsx); null on the not-found page. */
  head: HeadTags | null
  app: AppInfo
  /** Set when the page is a preview: the ribbon shows, and the browser keeps the page's clock. */
  preview: PagePreview | null
}
