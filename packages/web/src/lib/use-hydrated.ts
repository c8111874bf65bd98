import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}
/** false during SSR and hydration, true after: browser-only state renders after hydration, never before. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
