import { create } from 'zustand'

export type ConsentChoice = 'granted' | 'denied' | null
const KEY = 'storefront:consent'

interface ConsentState {
  choice: ConsentChoice
  /** The banner is open: no choice yet, or reopened from the footer. */
  open: boolean
  load: () => void
  choose: (analytics: boolean) => void
  reopen: () => void
}

/** Analytics consent (uk, eu, fr, de): remembered in localStorage, changeable from the footer. */
export const useConsent = create<ConsentState>((set) => ({
  choice: null,
  open: false,
  load: () => {
    const stored = window.localStorage.getItem(KEY)
    const choice: ConsentChoice = stored === 'granted' || stored === 'denied' ? stored : null
    set({ choice, open: choice === null })
  },
  choose: (analytics) => {
    const choice = analytics ? 'granted' : 'denied'
    window.localStorage.setItem(KEY, choice)
    set({ choice, open: false })
  },
  reopen: () => set({ open: true }),
}))
