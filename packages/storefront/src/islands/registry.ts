import type { ComponentType } from 'react'

/**
 * The islands a page may carry, each loaded on its own when the page has one (browser side of
 * island.tsx). Every module's default export is the component the server rendered.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the server wrote these props for this component
export const ISLANDS: Record<string, () => Promise<{ default: ComponentType<any> }>> = {
  header: () => import('./header-island'),
  buy: () => import('./buy-island'),
  newsletter: () => import('./newsletter-island'),
  cookies: () => import('./cookie-settings-island'),
  consent: () => import('./consent-island'),
  suggestion: () => import('./country-suggestion-island'),
  chat: () => import('./chat-island'),
  toasts: () => import('./toasts-island'),
  effects: () => import('./effects-island'),
  banner: () => import('./banner-island'),
  faq: () => import('./faq-island'),
  page: () => import('./page-island'),
}

export type IslandName = keyof typeof ISLANDS
