import type { Resolution } from '@storefront/region-config'

declare global {
  namespace Vike {
    interface PageContext {
      resolution?: Resolution
      serverNow?: number
      storefront?: unknown
    }
  }
}
export {}
