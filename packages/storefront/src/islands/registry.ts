import type { ComponentType } from 'react'

/**
 * An island's module: its default export is the component the server rendered. `prepare`, where there
 * is one, does the work the component's first render would otherwise do (building its i18next instance),
 * in a task of its own before hydration: React can split a hydration between components, not a
 * component's own render.
 */
export interface IslandModule {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the server wrote these props for this component
  default: ComponentType<any>
  prepare?: (props: never) => void
}

/** Lets the browser run what is waiting (input, paint) before the next step. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The islands a page may carry, each loaded on its own when the page has one (browser side of
 * island.tsx).
 */
export const ISLANDS: Record<string, () => Promise<IslandModule>> = {
  header: () => import('./header-island'),
  buy: () => import('./buy-island'),
  newsletter: () => import('./newsletter-island'),
  cookies: () => import('../features/consent/cookie-settings-island'),
  consent: () => import('../features/consent/consent-island'),
  suggestion: () => import('./country-suggestion-island'),
  chat: () => import('../features/chat/chat-island'),
  toasts: () => import('./toasts-island'),
  effects: () => import('./effects-island'),
  banner: () => import('./banner-island'),
  faq: () => import('./faq-island'),
  // Only on the pages that show it (docs/rules/notify.md): a chunk of its own, out of the islands every page loads.
  notify: () => import('../features/notify/notify-island'),
  // i18next is evaluated first, in a task of its own: with the account screens it made one long task.
  page: () => import('@storefront/content/i18n-instance').then(nextTask).then(() => import('./page-island')),
}

export type IslandName = keyof typeof ISLANDS
