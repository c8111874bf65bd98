import { useStore } from 'zustand'
import { defaultSessionStore, type SessionState } from '@storefront/api-client'
import { useHydrated } from './use-hydrated'

const EMPTY = { user_id: null, profile: null } as const

/** The signed-in state, read only after hydration so the server's logged-out HTML always matches. */
export function useSession(): Pick<SessionState, 'user_id' | 'profile'> {
  const hydrated = useHydrated()
  const user = useStore(defaultSessionStore(), (s) => s.user_id)
  const profile = useStore(defaultSessionStore(), (s) => s.profile)
  return hydrated ? { user_id: user, profile } : (EMPTY as unknown as Pick<SessionState, 'user_id' | 'profile'>)
}
