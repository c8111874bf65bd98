import { useSyncExternalStore } from 'react'

/**
 * The sign-up / reset flow between screens: which address a code or link went to, the opt-in.
 * Kept in sessionStorage (this tab only, gone when it closes), read only after hydration.
 */
export interface AccountFlow {
  email: string
  optIn: boolean
}

const FLOW_KEY = 'storefront:account-flow'
const EMPTY_FLOW: AccountFlow = { email: '', optIn: false }
const flowListeners = new Set<() => void>()
let flowCache: AccountFlow | null = null

function readFlow(): AccountFlow {
  if (flowCache) return flowCache
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(FLOW_KEY) ?? '{}') as Partial<AccountFlow>
    flowCache = {
      email: typeof parsed.email === 'string' ? parsed.email : '',
      optIn: parsed.optIn === true,
    }
  } catch {
    flowCache = EMPTY_FLOW
  }
  return flowCache
}

export function setFlow(patch: Partial<AccountFlow>): void {
  flowCache = { ...readFlow(), ...patch }
  try {
    window.sessionStorage.setItem(FLOW_KEY, JSON.stringify(flowCache))
  } catch {
    // private mode: the flow still works within this page
  }
  for (const listener of flowListeners) listener()
}

const subscribeFlow = (listener: () => void) => {
  flowListeners.add(listener)
  return () => void flowListeners.delete(listener)
}

/** The pending flow; empty during SSR and hydration so the markup always matches. */
export function useFlow(): AccountFlow {
  return useSyncExternalStore(subscribeFlow, readFlow, () => EMPTY_FLOW)
}
