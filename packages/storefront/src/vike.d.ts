import type { Resolution } from '@storefront/region-config'
import type { AppConfig } from './app-config'
import type { PageData, PagePreview } from './lib/shared/page-data'

declare global {
  namespace Vike {
    interface PageContext {
      resolution?: Resolution
      /**
       * The request's path, read once by +onBeforeRoute: each read of Vike's `urlPathname` or `urlParsed` parses the
       * URL again. Absent on the error pages Vike renders from the context before routing (usePagePath).
       */
      pagePath?: string
      serverNow?: number
      /** A preview link's instant and the live page's path (features/preview/server.ts); absent on other requests. */
      preview?: PagePreview
      appConfig?: AppConfig
      /** The page's data (its page type's +onBeforeRender.ts), server side: never serialised into the HTML. */
      storefront?: PageData
    }
  }
}
export {}
