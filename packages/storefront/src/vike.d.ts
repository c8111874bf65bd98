import type { Resolution } from '@storefront/region-config'
import type { AppConfig } from './app-config'
import type { PageData } from './lib/page-data'

declare global {
  namespace Vike {
    interface PageContext {
      resolution?: Resolution
      serverNow?: number
      appConfig?: AppConfig
      /** The page's data (its page type's +onBeforeRender.ts), server side: never serialised into the HTML. */
      storefront?: PageData
    }
  }
}
export {}
