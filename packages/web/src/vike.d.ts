import type { Resolution } from '@storefront/region-config'
import type { AppConfig } from './app-config'

declare global {
  namespace Vike {
    interface PageContext {
      resolution?: Resolution
      serverNow?: number
      appConfig?: AppConfig
    }
  }
}
export {}
