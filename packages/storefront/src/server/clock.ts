import type { AppConfig } from '../app-config'

/** The server owns the clock (docs/rules/time.md#server-clock); STOREFRONT_NOW freezes it for previews and tests. */
export const serverNow = (config: Pick<AppConfig, 'fixedNow'>): number => config.fixedNow ?? Date.now()
