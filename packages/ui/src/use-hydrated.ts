import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * false while the server renders and React hydrates, true after. A form's submit waits for it: clicked
 * before its handler is attached, the browser would send the form itself (a GET with the fields, an
 * e-mail address among them, in the URL).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
